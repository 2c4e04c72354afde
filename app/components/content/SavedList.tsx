import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import type { MetaDescriptor } from 'react-router';
import { LoadingScreen } from '#app/components/feedback/LoadingScreen.tsx';
import { ButtonLink } from '#app/components/ui/Button.tsx';
import { pageMeta, shellFromMatches } from '#app/lib/seo.ts';
import { fill, strings } from '#app/strings/index.ts';

/** The copy each guest list page (compare, wishlist) provides. */
interface SavedListCopy {
  metaTitle: string;
  description: string;
  emptyTitle: string;
  emptyBody: string;
  browse: string;
}

/** A guest list lives only in this browser, so there is nothing for search engines to index. */
export function savedListMeta(copy: SavedListCopy, path: string, matches: Parameters<typeof pageMeta>[1]): MetaDescriptor[] {
  const shopName = shellFromMatches(matches)?.settings.shop_name ?? strings.common.shopName;
  return pageMeta({ title: fill(copy.metaTitle, { shopName }), description: copy.description, path, noindex: true }, matches);
}

interface SavedListContentProps {
  copy: SavedListCopy;
  /** Whether the persisted store has read localStorage; before that an empty list means "not known yet". */
  hydrated: boolean;
  count: number;
  icon: LucideIcon;
  /** Background and text colour of the empty state's icon circle. */
  iconClassName: string;
  children: ReactNode;
}

/** A guest list's body: loading until the store is read, then the empty state or the list itself. */
export function SavedListContent({ copy, hydrated, count, icon: Icon, iconClassName, children }: SavedListContentProps) {
  if (!hydrated) return <LoadingScreen />;
  if (count > 0) return children;
  return (
    <div className="mx-auto flex max-w-md flex-col items-center rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      <span aria-hidden="true" className={`grid size-14 place-items-center rounded-full ${iconClassName}`}>
        <Icon className="size-7" />
      </span>
      <h2 className="mt-4 text-lg font-semibold text-slate-900">{copy.emptyTitle}</h2>
      <p className="mt-2 text-sm leading-6 text-slate-600">{copy.emptyBody}</p>
      <ButtonLink to="/shop" size="lg" className="mt-6">
        {copy.browse}
      </ButtonLink>
    </div>
  );
}
