/** The menu and footer forms' fields as the API takes them, read the same way in the browser and in the page's action. */

export type NavigationKind = 'item' | 'section' | 'link';

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
};

/** An id field: empty is none; anything not a number is passed on for the schema to refuse. */
const optionalId = (form: FormData, name: string): number | null | string => {
  const value = text(form, name);
  if (value === '') return null;
  return /^\d+$/.test(value) ? Number(value) : value;
};

const icon = (form: FormData) => text(form, 'icon') || null;

export function navigationFromForm(kind: NavigationKind, form: FormData) {
  if (kind === 'section') return { title: text(form, 'title'), active: form.get('active') === 'on' };
  const link = { name: text(form, 'name'), url: text(form, 'url'), icon: icon(form), open_in_new_tab: form.get('open_in_new_tab') === 'on' };
  // Only a link being changed has a section field: choosing another moves it there.
  if (kind === 'link') return form.has('section_id') ? { ...link, section_id: optionalId(form, 'section_id') } : link;
  return {
    ...link,
    parent_id: optionalId(form, 'parent_id'),
    category_id: optionalId(form, 'category_id'),
    is_megamenu: form.get('is_megamenu') === 'on',
    active: form.get('active') === 'on',
  };
}
