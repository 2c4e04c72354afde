import type { AppServices } from '#server/services.ts';

type Navigation = Awaited<ReturnType<AppServices['navigation']['all']>>;

/** What every page's frame needs: header and footer navigation, shop contact details, site settings. */
export interface ShellData {
  header: Navigation['header'] | null;
  footer: Navigation['footer'] | null;
  settings: Navigation['settings'];
  site: AppServices['site'];
  /** Origin for canonical and shared links: PUBLIC_URL, else the origin the request came to. */
  origin: string;
}

export const DEFAULT_SETTINGS: Navigation['settings'] = {
  shop_name: 'Dokan',
  phone: '',
  whatsapp_number: '',
  email: '',
  address: '',
  social_links: {},
};

/** Navigation failing must not take the page down: the shell falls back to built-in menus (spec 4). */
export async function loadShellData(services: AppServices, requestUrl: string): Promise<ShellData> {
  const [header, footer, settings] = await Promise.allSettled([services.navigation.header(), services.navigation.footer(), services.navigation.settings()]);
  return {
    header: header.status === 'fulfilled' ? header.value : null,
    footer: footer.status === 'fulfilled' ? footer.value : null,
    settings: settings.status === 'fulfilled' ? settings.value : DEFAULT_SETTINGS,
    site: services.site,
    origin: services.site.publicUrl ?? new URL(requestUrl).origin,
  };
}
