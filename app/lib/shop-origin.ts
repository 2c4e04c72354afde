import type { SiteConfig } from '#server/services.ts';

/**
 * The shop's own origin, for absolute links and for telling its pages from other sites: PUBLIC_URL
 * when set, else the origin the page was asked for (in production only PUBLIC_URL's host or
 * localhost gets that far: see server/http/known-hosts.ts).
 */
export function shopOrigin(site: Pick<SiteConfig, 'publicUrl'>, pageUrl: string | URL): string {
  return site.publicUrl ?? new URL(pageUrl).origin;
}
