import type { AppServices } from '#server/services.ts';
import type { PageRequest } from '#app/lib/page-request.ts';
import { signedIn } from './auth/session.server.ts';
import { shopOrigin } from './shop-origin.ts';
import { DEFAULT_SETTINGS, type ShellData } from './shell-data.ts';

/** Navigation failing must not take the page down: the shell falls back to built-in menus (spec 4). */
export async function loadShellData(services: AppServices, { request, url }: PageRequest): Promise<ShellData> {
  const [header, footer, settings, session] = await Promise.allSettled([
    services.navigation.header(),
    services.navigation.footer(),
    services.navigation.settings(),
    signedIn(services, request),
  ]);
  return {
    header: header.status === 'fulfilled' ? header.value : null,
    footer: footer.status === 'fulfilled' ? footer.value : null,
    settings: settings.status === 'fulfilled' ? settings.value : DEFAULT_SETTINGS,
    site: services.site,
    origin: shopOrigin(services.site, url),
    customer: session.status === 'fulfilled' ? (session.value?.customer ?? null) : null,
  };
}
