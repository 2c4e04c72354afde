import { consentFromCookies } from '#domain/cookie-consent.ts';
import type { AppServices } from '#server/services.ts';
import type { PageRequest } from '#app/lib/page-request.ts';
import { signedIn } from './auth/session.server.ts';
import { shopOrigin } from './shop-origin.ts';
import { DEFAULT_SETTINGS, type ShellData } from './shell-data.ts';

/** Navigation failing must not take the page down: the shell falls back to built-in menus. */
export async function loadShellData(services: AppServices, { request, url }: PageRequest): Promise<ShellData> {
  const [header, footer, settings, session] = await Promise.allSettled([
    services.navigation.header(),
    services.navigation.footer(),
    services.navigation.settings(),
    signedIn(services, request),
  ]);
  const customer = session.status === 'fulfilled' ? (session.value?.customer ?? null) : null;
  return {
    header: header.status === 'fulfilled' ? header.value : null,
    footer: footer.status === 'fulfilled' ? footer.value : null,
    settings: settings.status === 'fulfilled' ? settings.value : DEFAULT_SETTINGS,
    site: services.site,
    origin: shopOrigin(services.site, url),
    customer,
    unreadNotifications: customer ? await unreadCount(services, customer.id) : null,
    consent: consentFromCookies(request.headers.get('cookie') ?? ''),
  };
}

/** A failed count leaves the badge to the browser's own fetch rather than failing the page. */
async function unreadCount(services: AppServices, customerId: number): Promise<number | null> {
  try {
    return await services.notifications.unreadCount(customerId);
  } catch {
    return null;
  }
}
