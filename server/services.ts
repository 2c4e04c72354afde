import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import { createCatalogService } from './modules/catalog/service.ts';
import { createNavigationService } from './modules/navigation/service.ts';
import { createSearchService } from './modules/search/service.ts';

/** Everything the API routes and the page loaders call; built once per process. */
export type ServicesConfig = Pick<Config, 'SHOP_PHONE' | 'WHATSAPP_NUMBER' | 'PUBLIC_URL' | 'GA_MEASUREMENT_ID' | 'META_PIXEL_ID'>;

/** Settings the web app may show or send to the browser; nothing secret belongs here. */
export function siteConfig(config: ServicesConfig) {
  return {
    publicUrl: config.PUBLIC_URL?.replace(/\/+$/, '') ?? null,
    gaMeasurementId: config.GA_MEASUREMENT_ID ?? null,
    metaPixelId: config.META_PIXEL_ID ?? null,
  };
}

export type SiteConfig = ReturnType<typeof siteConfig>;

export function createServices(database: DatabaseHandle, config: ServicesConfig) {
  const catalog = createCatalogService(database.db);
  const navigation = createNavigationService(database.db, catalog, {
    phone: config.SHOP_PHONE,
    whatsappNumber: config.WHATSAPP_NUMBER,
  });
  const search = createSearchService(database.db, catalog);
  return { database, catalog, navigation, search, site: siteConfig(config) };
}

export type AppServices = ReturnType<typeof createServices>;
