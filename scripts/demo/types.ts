// The shape of the demo catalogue: plain data, written to the database by scripts/demo/seed.ts.
// Prices are whole taka (integers). A sale price of null means "not on sale".

/** Which drawing the image generator uses for a product. */
export type ArtKind =
  | 'laptop'
  | 'desktop'
  | 'monitor'
  | 'phone'
  | 'tablet'
  | 'watch'
  | 'earbuds'
  | 'headphone'
  | 'speaker'
  | 'keyboard'
  | 'mouse'
  | 'router'
  | 'printer'
  | 'camera'
  | 'tv'
  | 'cpu'
  | 'gpu'
  | 'motherboard'
  | 'ram'
  | 'ssd'
  | 'hdd'
  | 'psu'
  | 'casing'
  | 'cooler'
  | 'ups'
  | 'powerbank'
  | 'charger'
  | 'cable'
  | 'pendrive'
  | 'projector'
  | 'console'
  | 'generic';

export interface DemoCategory {
  /** Unique within the catalogue; the seed derives the URL slug from it. */
  name: string;
  /** Name of the parent category; absent for a top-level category. */
  parent?: string;
  /** An icon name from lucide-react (kebab-case, e.g. "laptop", "cpu", "smartphone"). */
  icon: string;
  displayOrder?: number;
  featured?: boolean;
}

export interface DemoBrand {
  name: string;
  featured?: boolean;
}

export interface DemoSpec {
  /** Group heading in the specifications table, e.g. "Processor", "Display", "Warranty". */
  group: string;
  name: string;
  value: string;
}

export interface DemoVariant {
  /** e.g. [{name: 'RAM', value: '16GB'}, {name: 'Storage', value: '512GB SSD'}] or Colour. */
  attributes: { name: string; value: string }[];
  retailPrice: number;
  salePrice: number | null;
  stock: number;
}

export interface DemoProduct {
  name: string;
  /** Unique, upper-case, e.g. "LEN-IP5-14-8512". */
  sku: string;
  /** Name of a leaf (second-level) category. */
  category: string;
  brand: string;
  art: ArtKind;
  /** 0 means call for price. */
  retailPrice: number;
  salePrice: number | null;
  stock: number;
  shortDescription: string;
  /** Plain paragraphs separated by blank lines (no HTML). */
  description: string;
  specs: DemoSpec[];
  /** Present (length ≥ 2) only for hybrid products. */
  variants?: DemoVariant[];
  /** Colour/size/memory shown in filters, when the product has one. */
  color?: string;
  memory?: string;
  size?: string;
  averageRating: number;
  reviewCount: number;
  salesCount: number;
  /** Days before "now" that the product was listed; drives new arrivals. */
  listedDaysAgo: number;
}

export interface DemoCatalogue {
  categories: DemoCategory[];
  brands: DemoBrand[];
  products: DemoProduct[];
}
