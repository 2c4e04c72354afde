// The links staff type into the menu, the footer and notifications: a page of this shop or a secure page elsewhere.

/** A page of this shop ("/shop/laptops"): one slash, so never another host ("//evil.test") or a backslash trick. */
export function isSitePath(link: string): boolean {
  return link.startsWith('/') && !link.startsWith('//') && !link.includes('\\') && !/\s/.test(link);
}

/** A page of this shop, or an https address elsewhere; never a script or a plain-http link. */
export function isSiteOrHttpsLink(link: string): boolean {
  if (isSitePath(link)) return true;
  if (!link.startsWith('https://') || /\s/.test(link)) return false;
  return URL.canParse(link);
}
