/** Back-office pages are never indexed, whatever links to them. */
export function adminMeta(title: string) {
  return [{ title: `${title} · Dokan back office` }, { name: 'robots', content: 'noindex, nofollow' }];
}
