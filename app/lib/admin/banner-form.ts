import type { BannerKind } from '#domain/banners.ts';
import { dhakaInputToIso } from '#domain/dates.ts';

/**
 * The banner form's fields as the API takes them, read alike in the browser (to show a mistake
 * before sending) and in the page's action. Times are typed in Bangladesh time.
 */
export function bannerFromForm(form: FormData, kind: BannerKind) {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value.trim() : '';
  };
  const common = {
    title: text('title'),
    subtitle: text('subtitle'),
    description: text('description'),
    active: form.get('active') === 'on',
    starts_at: dhakaInputToIso(text('starts_at')),
    ends_at: dhakaInputToIso(text('ends_at')),
  };
  if (kind === 'banner') return { ...common, position: text('position'), link_url: text('link_url') };
  const category = text('category_id');
  return { ...common, category_id: /^\d+$/.test(category) ? Number(category) : category === '' ? undefined : category };
}

export const kindFromForm = (form: FormData): BannerKind => (form.get('kind') === 'category_banner' ? 'category_banner' : 'banner');
