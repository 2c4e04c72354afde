import type { DemoBrand, DemoCatalogue, DemoCategory, DemoProduct, DemoVariant } from './types.ts';
import type { Draft } from './data/common.ts';
import { hashString, mulberry32, randomInt } from './random.ts';
import { computerDrafts } from './data/computers.ts';
import { componentDrafts } from './data/components.ts';
import { monitorDrafts } from './data/monitors.ts';
import { mobileDrafts } from './data/mobile.ts';
import { accessoryDrafts } from './data/accessories.ts';
import { networkingDrafts } from './data/networking.ts';
import { officeDrafts } from './data/office.ts';
import { cameraDrafts } from './data/camera.ts';
import { entertainmentDrafts } from './data/entertainment.ts';

/** Changing this reshuffles stock, sales, ratings and dates for the whole demo shop. */
const SEED = 0x0d0ca2;

type Tree = readonly (readonly [name: string, icon: string, children: readonly (readonly [name: string, icon: string])[]])[];

// The storefront's fallback menu links to "Laptops & Notebooks" > "Brand PC" / "All in One" and
// "PC Components" > "Motherboard" / "Processor" by name, so those names must not drift.
const TREE: Tree = [
  [
    'Laptops & Notebooks',
    'laptop',
    [
      ['Everyday Laptop', 'laptop'],
      ['Business Laptop', 'briefcase'],
      ['Gaming Laptop', 'gamepad-2'],
      ['Ultrabook', 'laptop-minimal'],
      ['MacBook', 'apple'],
      ['Brand PC', 'monitor-cog'],
      ['All in One', 'monitor'],
    ],
  ],
  [
    'PC Components',
    'cpu',
    [
      ['Processor', 'cpu'],
      ['Motherboard', 'circuit-board'],
      ['Graphics Card', 'gpu'],
      ['RAM', 'memory-stick'],
      ['SSD', 'hard-drive'],
      ['Hard Disk', 'hard-drive'],
      ['Power Supply', 'plug-zap'],
      ['Casing', 'box'],
      ['CPU Cooler', 'fan'],
    ],
  ],
  [
    'Monitors',
    'monitor',
    [
      ['Gaming Monitor', 'monitor-play'],
      ['Office Monitor', 'monitor'],
      ['Professional Monitor', 'monitor-check'],
    ],
  ],
  [
    'Phones & Tablets',
    'smartphone',
    [
      ['Smartphone', 'smartphone'],
      ['Feature Phone', 'phone'],
      ['Tablet', 'tablet'],
      ['Smart Watch', 'watch'],
    ],
  ],
  [
    'Accessories',
    'headphones',
    [
      ['Keyboard', 'keyboard'],
      ['Mouse', 'mouse'],
      ['Headphone', 'headphones'],
      ['Earbuds', 'ear'],
      ['Speaker', 'speaker'],
      ['Power Bank', 'battery-charging'],
      ['Pen Drive', 'usb'],
      ['Charger & Cable', 'cable'],
    ],
  ],
  [
    'Networking',
    'router',
    [
      ['Router', 'router'],
      ['Switch', 'network'],
      ['Network Adapter', 'wifi'],
    ],
  ],
  [
    'Office Equipment',
    'printer',
    [
      ['Printer', 'printer'],
      ['UPS', 'battery'],
      ['Projector', 'projector'],
    ],
  ],
  [
    'Camera',
    'camera',
    [
      ['DSLR Camera', 'camera'],
      ['Mirrorless Camera', 'aperture'],
      ['Action Camera', 'video'],
      ['Webcam', 'webcam'],
    ],
  ],
  [
    'TV & Entertainment',
    'tv',
    [
      ['Smart TV', 'tv'],
      ['Gaming Console', 'gamepad-2'],
      ['Soundbar', 'audio-lines'],
    ],
  ],
];

const FEATURED_CATEGORIES = new Set([
  'Laptops & Notebooks',
  'PC Components',
  'Phones & Tablets',
  'Monitors',
  'Gaming Laptop',
  'Smartphone',
  'Graphics Card',
  'Earbuds',
]);

function buildCategories(): DemoCategory[] {
  const out: DemoCategory[] = [];
  TREE.forEach(([name, icon, children], i) => {
    out.push({ name, icon, displayOrder: i + 1, featured: FEATURED_CATEGORIES.has(name) });
    children.forEach(([child, childIcon], j) => {
      out.push({ name: child, parent: name, icon: childIcon, displayOrder: j + 1, featured: FEATURED_CATEGORIES.has(child) });
    });
  });
  return out;
}

/** Brand name, SKU prefix, featured on the home page. */
const BRANDS: readonly (readonly [name: string, code: string, featured?: boolean])[] = [
  ['Apple', 'APL', true],
  ['ASUS', 'ASU', true],
  ['Lenovo', 'LEN', true],
  ['HP', 'HPI', true],
  ['Dell', 'DEL'],
  ['Acer', 'ACR'],
  ['MSI', 'MSI', true],
  ['Samsung', 'SAM', true],
  ['Xiaomi', 'XMI', true],
  ['Realme', 'RLM'],
  ['OnePlus', 'OPL'],
  ['Walton', 'WAL', true],
  ['Symphony', 'SYM'],
  ['Intel', 'INT'],
  ['AMD', 'AMD'],
  ['Gigabyte', 'GIG'],
  ['ASRock', 'ASR'],
  ['Corsair', 'COR'],
  ['Kingston', 'KNG'],
  ['Western Digital', 'WDC'],
  ['Seagate', 'SEA'],
  ['Toshiba', 'TSB'],
  ['Crucial', 'CRU'],
  ['Lexar', 'LEX'],
  ['SanDisk', 'SDK'],
  ['Transcend', 'TRN'],
  ['Apacer', 'APA'],
  ['G.Skill', 'GSK'],
  ['TeamGroup', 'TMG'],
  ['Sapphire', 'SPH'],
  ['Zotac', 'ZOT'],
  ['PNY', 'PNY'],
  ['PowerColor', 'PCL'],
  ['Antec', 'ANT'],
  ['Deepcool', 'DPC'],
  ['Cooler Master', 'CMS'],
  ['Thermaltake', 'TTK'],
  ['Lian Li', 'LLI'],
  ['NZXT', 'NZX'],
  ['Montech', 'MTC'],
  ['Arctic', 'ARC'],
  ['Thermalright', 'TRT'],
  ['Noctua', 'NOC'],
  ['LG', 'LGE'],
  ['AOC', 'AOC'],
  ['ViewSonic', 'VSC'],
  ['BenQ', 'BNQ'],
  ['Philips', 'PHL'],
  ['Eizo', 'EIZ'],
  ['Vivo', 'VIV'],
  ['OPPO', 'OPO'],
  ['Tecno', 'TEC'],
  ['Infinix', 'INF'],
  ['Honor', 'HON'],
  ['Nokia', 'NOK'],
  ['itel', 'ITL'],
  ['Huawei', 'HUA'],
  ['Amazfit', 'AMZ'],
  ['Haylou', 'HAY'],
  ['Logitech', 'LOG', true],
  ['A4Tech', 'A4T'],
  ['Havit', 'HAV'],
  ['Fantech', 'FAN'],
  ['Redragon', 'RDG'],
  ['Razer', 'RZR'],
  ['Keychron', 'KEY'],
  ['HyperX', 'HPX'],
  ['Sony', 'SNY'],
  ['JBL', 'JBL'],
  ['Edifier', 'EDF'],
  ['Anker', 'ANK'],
  ['Baseus', 'BAS'],
  ['UGREEN', 'UGR'],
  ['QCY', 'QCY'],
  ['F&D', 'FND'],
  ['Microlab', 'MCL'],
  ['TP-Link', 'TPL', true],
  ['Tenda', 'TND'],
  ['Mercusys', 'MRC'],
  ['D-Link', 'DLK'],
  ['Netgear', 'NTG'],
  ['Cisco', 'CSC'],
  ['Canon', 'CAN'],
  ['Epson', 'EPS'],
  ['Brother', 'BRO'],
  ['APC', 'APC'],
  ['Apollo', 'APO'],
  ['Power Guard', 'PWG'],
  ['Maxgreen', 'MXG'],
  ['Wanbo', 'WNB'],
  ['Nikon', 'NIK'],
  ['Fujifilm', 'FUJ'],
  ['GoPro', 'GPR'],
  ['DJI', 'DJI'],
  ['Insta360', 'I36'],
  ['SJCAM', 'SJC'],
  ['TCL', 'TCL'],
  ['Xbox', 'XBX'],
  ['Nintendo', 'NTD'],
  ['Valve', 'VLV'],
];

/** Catalogue-level policy: share of products on sale, out of stock, and so on. */
const SALE_SHARE = 0.24;
const OUT_OF_STOCK_SHARE = 0.065;
const NEW_ARRIVAL_SHARE = 0.055;
const UNRATED_SHARE = 0.14;
const VARIANT_SOLD_OUT_SHARE = 0.4;

const SKU_STOPWORDS = new Set([
  'LAPTOP',
  'GAMING',
  'RAM',
  'SSD',
  'PC',
  'BRAND',
  'PROCESSOR',
  'MOTHERBOARD',
  'GRAPHICS',
  'CARD',
  'MONITOR',
  'WITH',
  'AND',
  'THE',
  'FOR',
  'WIRELESS',
  'BLUETOOTH',
  'SMART',
  'PORTABLE',
  'ALL-IN-ONE',
  'DESKTOP',
  'MEMORY',
  'CORE',
  'GEN',
  'INCH',
  'OF',
  'IN',
  'FHD',
  'FHD+',
  'HD',
  'LED',
  'TV',
  'CAMERA',
  'KEYBOARD',
  'MOUSE',
  'HEADPHONE',
  'SPEAKER',
  'ROUTER',
]);

/**
 * "ASUS Vivobook 15 X1504VA Core i5 13th Gen ..." becomes "ASU-V15-X1504V-I5-7QK": a readable
 * prefix from the model words plus a short hash, because two models can share every readable token.
 */
function makeSku(code: string, draft: Draft): string {
  const words = draft.name
    .slice(draft.brand.length)
    .toUpperCase()
    .replace(/["'()/,]/g, ' ')
    .split(/\s+/)
    .filter((w) => w !== '' && !SKU_STOPWORDS.has(w));
  const parts: string[] = [];
  let letters = '';
  for (const word of words) {
    const clean = word.replace(/[^A-Z0-9]/g, '');
    if (clean === '') continue;
    if (/\d/.test(clean)) {
      parts.push(letters + clean.slice(0, 6));
      letters = '';
    } else if (letters.length < 2) {
      letters += clean[0];
    }
    if (parts.length >= 3) break;
  }
  if (parts.length === 0 && letters !== '') parts.push(letters);
  const suffix = hashString(draft.name).toString(36).toUpperCase().slice(-3);
  return [code, ...parts, suffix].join('-');
}

/** Shop-style rounding: ৳74,990 / ৳18,450 / ৳1,250. */
function roundSalePrice(raw: number, retail: number, ninety: boolean): number {
  if (ninety && retail >= 2_000) {
    const step = retail < 20_000 ? 100 : 500;
    return Math.round(raw / step) * step - 10;
  }
  const step = retail < 1_000 ? 10 : retail < 20_000 ? 50 : retail < 200_000 ? 100 : 500;
  return Math.round(raw / step) * step;
}

function isValidSale(sale: number, retail: number): boolean {
  return sale <= retail * 0.97 && sale >= retail * 0.75;
}

/** One discount per product so every variant shows the same "-x%" badge, give or take rounding. */
function pickDiscount(rng: () => number, retails: readonly number[]): { rate: number; ninety: boolean } | null {
  for (let attempt = 0; attempt < 8; attempt++) {
    const rate = 0.04 + rng() * 0.17;
    const ninety = rng() < 0.4;
    if (retails.every((r) => isValidSale(roundSalePrice(r * (1 - rate), r, ninety), r))) return { rate, ninety };
  }
  return null;
}

function stockFor(rng: () => number, price: number): number {
  // Cheap accessories sit in bulk; a ৳3 lakh laptop is ordered one or two at a time.
  if (price === 0) return randomInt(rng, 0, 2);
  if (price < 3_000) return randomInt(rng, 15, 150);
  if (price < 20_000) return randomInt(rng, 5, 60);
  if (price < 100_000) return randomInt(rng, 2, 25);
  return randomInt(rng, 1, 8);
}

function finish(draft: Draft, sku: string): DemoProduct {
  const rng = mulberry32(SEED ^ hashString(sku));
  const callForPrice = draft.retailPrice === 0 && !draft.variants;
  const outOfStock = rng() < OUT_OF_STOCK_SHARE;
  const onSale = !callForPrice && rng() < SALE_SHARE;

  let retailPrice = draft.retailPrice;
  let salePrice: number | null = null;
  let stock = 0;
  let variants: DemoVariant[] | undefined;

  if (draft.variants && draft.variants.length >= 2) {
    const retails = draft.variants.map((v) => v.retailPrice);
    const discount = onSale ? pickDiscount(rng, retails) : null;
    variants = draft.variants.map((v) => ({
      attributes: v.attributes.map((a) => ({ ...a })),
      retailPrice: v.retailPrice,
      salePrice: discount ? roundSalePrice(v.retailPrice * (1 - discount.rate), v.retailPrice, discount.ninety) : null,
      stock: outOfStock ? 0 : stockFor(rng, v.retailPrice),
    }));
    if (!outOfStock) {
      // Popular configurations sell out first; keep at least one variant in stock.
      if (rng() < VARIANT_SOLD_OUT_SHARE) {
        const index = randomInt(rng, 1, variants.length - 1);
        const soldOut = variants[index];
        if (soldOut) soldOut.stock = 0;
      }
      const [first, second] = variants;
      if (first && second && variants.every((v) => v.stock === first.stock)) first.stock += 3;
      if (first && variants.every((v) => v.stock === 0)) first.stock = 4;
    }
    let cheapest = variants[0];
    for (const v of variants) if (cheapest === undefined || v.retailPrice < cheapest.retailPrice) cheapest = v;
    retailPrice = cheapest?.retailPrice ?? 0;
    salePrice = cheapest?.salePrice ?? null;
    stock = variants.reduce((sum, v) => sum + v.stock, 0);
  } else {
    if (onSale) {
      const discount = pickDiscount(rng, [retailPrice]);
      if (discount) salePrice = roundSalePrice(retailPrice * (1 - discount.rate), retailPrice, discount.ninety);
    }
    stock = outOfStock ? 0 : stockFor(rng, retailPrice);
  }

  const popularity = draft.popularity ?? 0.5;
  const listedDaysAgo = rng() < NEW_ARRIVAL_SHARE ? randomInt(rng, 0, 14) : randomInt(rng, 15, 365);
  // Fresh listings have had no time to collect reviews.
  const unrated = listedDaysAgo < 7 || rng() < UNRATED_SHARE;
  let averageRating = 0;
  let reviewCount = 0;
  if (!unrated) {
    // Skewed towards 4.2–4.8, which is what real shop ratings look like.
    const r = 3.5 + 1.5 * Math.sqrt(rng());
    averageRating = Math.min(5, Math.round(r * 10) / 10);
    const reach = Math.min(1, (listedDaysAgo / 365) * 0.6 + 0.4) * (0.3 + popularity);
    reviewCount = Math.max(1, Math.min(400, Math.round(rng() * rng() * 400 * reach)));
  }
  const cheapBoost = retailPrice > 0 && retailPrice < 5_000 ? 2.5 : 1;
  const salesCount = callForPrice
    ? randomInt(rng, 0, 6)
    : Math.min(2000, reviewCount * randomInt(rng, 3, 7) + Math.round(rng() * 40 * cheapBoost * (0.5 + popularity)));

  const product: DemoProduct = {
    name: draft.name,
    sku,
    category: draft.category,
    brand: draft.brand,
    art: draft.art,
    retailPrice,
    salePrice,
    stock,
    shortDescription: draft.shortDescription,
    description: draft.description,
    specs: draft.specs.map((s) => ({ ...s })),
    averageRating,
    reviewCount,
    salesCount,
    listedDaysAgo,
  };
  if (variants) product.variants = variants;
  if (draft.color !== undefined) product.color = draft.color;
  if (draft.memory !== undefined) product.memory = draft.memory;
  if (draft.size !== undefined) product.size = draft.size;
  return product;
}

function allDrafts(): Draft[] {
  return [
    ...computerDrafts(),
    ...componentDrafts(),
    ...monitorDrafts(),
    ...mobileDrafts(),
    ...accessoryDrafts(),
    ...networkingDrafts(),
    ...officeDrafts(),
    ...cameraDrafts(),
    ...entertainmentDrafts(),
  ];
}

export function buildDemoCatalogue(): DemoCatalogue {
  const categories = buildCategories();
  const brands: DemoBrand[] = BRANDS.map(([name, , featured]) => ({ name, featured: featured === true }));
  const codes = new Map(BRANDS.map(([name, code]) => [name, code] as const));
  const leaves = new Set(categories.filter((c) => c.parent !== undefined).map((c) => c.name));

  const seenSkus = new Set<string>();
  const seenNames = new Set<string>();
  const products = allDrafts().map((draft) => {
    // Fail loudly here rather than in the seed, where a typo would surface as a foreign-key error.
    const code = codes.get(draft.brand);
    if (code === undefined) throw new Error(`Unknown brand "${draft.brand}" for ${draft.name}`);
    if (!leaves.has(draft.category)) throw new Error(`"${draft.category}" is not a leaf category (${draft.name})`);
    if (seenNames.has(draft.name)) throw new Error(`Duplicate product name: ${draft.name}`);
    seenNames.add(draft.name);
    let sku = makeSku(code, draft);
    for (let n = 2; seenSkus.has(sku); n++) sku = `${makeSku(code, draft)}-${n}`;
    seenSkus.add(sku);
    return finish(draft, sku);
  });

  return { categories, brands, products };
}
