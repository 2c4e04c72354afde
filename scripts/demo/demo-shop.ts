import type { DemoShop } from '#server/startup.ts';
import { buildDemoCatalogue } from './catalogue.ts';
import { seedDemoEmiPlans } from './emi.ts';
import { seedDemoFlashSale } from './flash-sale.ts';
import { isCatalogueEmpty, seedDemoCatalogue } from './seed.ts';

/** The demo shop the entry points hand to start-up (server/startup.ts), which loads it on a first start with SEED_DEMO. */
export const demoShop: DemoShop = {
  isEmpty: isCatalogueEmpty,
  load: seedDemoCatalogue,
  async update(db, log) {
    // A demo shop loaded before flash sales existed gets its sale now; see seedDemoFlashSale.
    const catalogue = buildDemoCatalogue();
    const onFlashSale = await seedDemoFlashSale(db, catalogue);
    if (onFlashSale > 0) log(`demo flash sale: ${onFlashSale} products, running from now`);
    // A demo shop loaded before EMI plans existed gets its banks and regular prices now.
    const emiBanks = await seedDemoEmiPlans(
      db,
      catalogue.products.map((product) => product.sku),
    );
    if (emiBanks > 0) log(`demo EMI plans: ${emiBanks} banks`);
  },
};
