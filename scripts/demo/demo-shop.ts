import type { DemoShop } from '#server/startup.ts';
import { buildDemoCatalogue } from './catalogue.ts';
import { seedDemoFlashSale } from './flash-sale.ts';
import { isCatalogueEmpty, seedDemoCatalogue } from './seed.ts';

/** The demo shop the entry points hand to start-up (server/startup.ts), which loads it on a first start with SEED_DEMO. */
export const demoShop: DemoShop = {
  isEmpty: isCatalogueEmpty,
  load: seedDemoCatalogue,
  async update(db, log) {
    // A demo shop loaded before flash sales existed gets its sale now; see seedDemoFlashSale.
    const onFlashSale = await seedDemoFlashSale(db, buildDemoCatalogue());
    if (onFlashSale > 0) log(`demo flash sale: ${onFlashSale} products, running from now`);
  },
};
