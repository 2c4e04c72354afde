import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import { createCatalogService } from './modules/catalog/service.ts';
import { createNavigationService } from './modules/navigation/service.ts';
import { createSearchService } from './modules/search/service.ts';

/** Everything the API routes and the page loaders call; built once per process. */
export function createServices(database: DatabaseHandle, config: Pick<Config, 'SHOP_PHONE' | 'WHATSAPP_NUMBER'>) {
  const catalog = createCatalogService(database.db);
  const navigation = createNavigationService(database.db, catalog, {
    phone: config.SHOP_PHONE,
    whatsappNumber: config.WHATSAPP_NUMBER,
  });
  const search = createSearchService(database.db, catalog);
  return { database, catalog, navigation, search };
}

export type AppServices = ReturnType<typeof createServices>;
