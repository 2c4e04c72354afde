// `npm run seed:large -- --products 100000`: tops the configured database up with synthetic
// products (SKU SYN-000001…) so search and listing benchmarks run against a realistic catalogue size.
// Re-running is idempotent: it only adds what is missing to reach --products.
//
//   --products N         how many SYN- products the catalogue should hold (default 100000)
//   --database-url URL   PostgreSQL to fill (default: DATABASE_URL, else the embedded one in DATA_DIR)
//   --batch-size N       rows per INSERT (default 2000)
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { type SQL, sql } from 'drizzle-orm';
import { effectivePrices } from '#domain/pricing.ts';
import { productSlug } from '#domain/slug.ts';
import type { Database } from '#server/db/client.ts';
import { ensureSearchIndex } from '#server/modules/search/indexing.ts';
import * as t from '#server/db/schema.ts';
import { hashString, mulberry32 } from './demo/random.ts';
import { formatCount } from '#domain/money.ts';

/** Changing this changes every synthetic product; keep it stable so benchmark runs are comparable. */
const SEED = 0x5e11a7;
const SKU_PREFIX = 'SYN-';
const DAY = 86_400_000;
const DEFAULT_BATCH = 2000;

type Rng = () => number;
type Log = (message: string) => void;

export interface SeedLargeOptions {
  /** Target number of products whose SKU starts with SYN-. */
  products: number;
  log?: Log;
  /** Products per INSERT statement and transaction. */
  batchSize?: number;
}

// ---------------------------------------------------------------------------------------------
// Randomness helpers

function pick<T>(rng: Rng, list: readonly T[]): T {
  const item = list[Math.floor(rng() * list.length)];
  if (item === undefined) throw new Error('pick() needs a non-empty list');
  return item;
}

function int(rng: Rng, min: number, max: number): number {
  return min + Math.floor(rng() * (max - min + 1));
}

/** A choice that follows the product's tier (cheap → dear), with a little noise so tiers overlap. */
function tiered<T>(rng: Rng, list: readonly T[], tier: number): T {
  const index = Math.round(tier * (list.length - 1) + (rng() - 0.5) * 1.6);
  const item = list[Math.min(list.length - 1, Math.max(0, index))];
  if (item === undefined) throw new Error('tiered() needs a non-empty list');
  return item;
}

/** Model codes: `#` a digit, `%` a digit from 2 to 6 (a plausible generation), `@` a capital letter, anything else literal. */
function code(rng: Rng, pattern: string): string {
  let out = '';
  for (const ch of pattern) {
    if (ch === '#') out += String(int(rng, 0, 9));
    else if (ch === '%') out += String(int(rng, 2, 6));
    else if (ch === '@') out += pick(rng, 'ABCDEFGHJKLMNPRSTUVWXYZ'.split(''));
    else out += ch;
  }
  return out;
}

function capacity(gb: number): string {
  return gb >= 1000 ? `${gb / 1000}TB` : `${gb}GB`;
}

/** Shop-style rounding: ৳74,500 / ৳18,450 / ৳1,250 / ৳390. */
function roundTaka(value: number): number {
  const step = value >= 50_000 ? 500 : value >= 10_000 ? 100 : value >= 1_000 ? 50 : 10;
  return Math.max(step, Math.round(value / step) * step);
}

function normalise(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]/g, '');
}

function squash(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

// ---------------------------------------------------------------------------------------------
// Vocabulary: what a product of each kind is called and what its spec sheet says

interface Spec {
  group: string;
  name: string;
  value: string;
}

interface Synth {
  name: string;
  short: string;
  /** First sentence of the description. */
  about: string;
  /** Most important first; 3–5 of them are kept, then the warranty. */
  specs: Spec[];
  warranty: string;
  /** Retail range in taka for the cheapest and dearest tier. */
  price: readonly [number, number];
  color?: string;
  memory?: string;
  size?: string;
}

interface Gen {
  rng: Rng;
  /** 0 = entry level, 1 = flagship; drives specs and price together. */
  tier: number;
  brand: string;
  /** Normalised brand name, the key of the series tables. */
  key: string;
  /** Lower-case leaf category name, for flavours such as gaming or business. */
  flavor: string;
}

const s = (group: string, name: string, value: string): Spec => ({ group, name, value });

/**
 * The brand's own series when the table knows the brand (optionally only those matching / not
 * matching), else a fallback. Entries may hold code() placeholders, e.g. 'Archer AX%5'.
 */
function seriesFor(g: Gen, table: Readonly<Record<string, readonly string[]>>, fallback: readonly string[], only?: RegExp, except?: RegExp): string {
  const own = (table[g.key] ?? []).filter((name) => (!only || only.test(name)) && !except?.test(name));
  return code(g.rng, pick(g.rng, own.length ? own : fallback));
}

const BLACKS = ['Black', 'Black', 'Midnight Black', 'Graphite'];
const LAPTOP_COLOURS = ['Silver', 'Natural Silver', 'Arctic Grey', 'Cool Silver', 'Space Grey', 'Mica Silver', 'Graphite Black', 'Blue'];
const PHONE_COLOURS = [
  'Black',
  'Midnight Black',
  'Titanium Grey',
  'Ocean Blue',
  'Mint Green',
  'Lavender',
  'Silver',
  'Gold',
  'Awesome Navy',
  'Starry Purple',
  'Sunset Orange',
  'White',
];
const ACCESSORY_COLOURS = ['Black', 'Black', 'White', 'Grey', 'Blue', 'Pink'];

const WARRANTY = {
  laptop: '2 years (1 year battery & adapter)',
  phone: '1 year official brand warranty',
  component: '3 years (replacement)',
  peripheral: '1 year',
  small: '6 months',
  appliance: '2 years (1 year battery)',
} as const;

// --- Computers ---------------------------------------------------------------------------------

const LAPTOP_SERIES: Record<string, readonly string[]> = {
  lenovo: [
    'IdeaPad Slim 3',
    'IdeaPad Slim 5',
    'IdeaPad Pro 5',
    'IdeaPad Flex 5',
    'ThinkPad E14',
    'ThinkPad E16',
    'ThinkPad T14',
    'ThinkPad X1 Carbon',
    'ThinkBook 14',
    'ThinkBook 16',
    'V15 G4',
    'Yoga Slim 7',
    'Yoga 7',
    'Legion 5',
    'Legion Pro 5',
    'Legion Pro 7',
    'LOQ 15',
  ],
  hp: [
    '15s',
    '250 G10',
    '255 G10',
    'Pavilion 15',
    'Pavilion Plus 14',
    'Pavilion x360 14',
    'Victus 15',
    'Victus 16',
    'OMEN 16',
    'OMEN Transcend 14',
    'ProBook 440 G11',
    'ProBook 450 G10',
    'EliteBook 840 G11',
    'EliteBook 640 G10',
    'Envy x360 14',
    'OmniBook X 14',
  ],
  dell: [
    'Inspiron 15 3530',
    'Inspiron 14 5440',
    'Inspiron 16 5640',
    'Inspiron 14 7440 2-in-1',
    'Vostro 3520',
    'Vostro 3430',
    'Vostro 5640',
    'Latitude 3540',
    'Latitude 5450',
    'Latitude 7450',
    'XPS 13 9340',
    'XPS 14 9440',
    'G15 5530',
    'Alienware m16 R2',
  ],
  asus: [
    'Vivobook 15',
    'Vivobook Go 15',
    'Vivobook 16',
    'Vivobook S14',
    'Vivobook S16 OLED',
    'Zenbook 14 OLED',
    'Zenbook S 14',
    'ExpertBook B1',
    'ExpertBook P1',
    'TUF Gaming A15',
    'TUF Gaming F15',
    'TUF Gaming A16',
    'ROG Strix G16',
    'ROG Strix SCAR 18',
    'ROG Zephyrus G14',
    'ROG Zephyrus G16',
  ],
  acer: [
    'Aspire 3',
    'Aspire 5',
    'Aspire 7',
    'Aspire Lite 15',
    'Aspire Go 15',
    'Swift Go 14',
    'Swift X 14',
    'Swift 14 AI',
    'TravelMate P2',
    'Extensa 15',
    'Nitro V 15',
    'Nitro 5',
    'Nitro 16',
    'Predator Helios Neo 16',
    'Predator Helios 18',
  ],
  msi: [
    'Modern 14',
    'Modern 15',
    'Prestige 14',
    'Prestige 16 AI Evo',
    'Thin GF63',
    'Thin 15',
    'Cyborg 15',
    'Katana 15',
    'Katana A17 AI',
    'Sword 16 HX',
    'Crosshair 16 HX',
    'Vector 16 HX',
    'Pulse 17 AI',
    'Stealth 16 AI Studio',
    'Raider GE78 HX',
  ],
  gigabyte: ['G5', 'G6', 'G6X', 'Aorus 15', 'Aorus 16X', 'Aero 14 OLED', 'Aero 16 OLED'],
  huawei: ['MateBook D14', 'MateBook D16', 'MateBook 14', 'MateBook X Pro'],
  walton: ['Tamarind EX510', 'Tamarind ZX710', 'Passion BX310', 'Prelude N41', 'Karonda KX311'],
  samsung: ['Galaxy Book4', 'Galaxy Book4 Pro', 'Galaxy Book4 Edge', 'Galaxy Book3'],
  xiaomi: ['Redmi Book 15', 'Redmi Book Pro 14', 'Book Pro 14'],
  apple: ['MacBook Air 13', 'MacBook Air 15', 'MacBook Pro 14', 'MacBook Pro 16'],
};
const GAMING_SERIES =
  /legion|loq|victus|omen(?! transcend)|tuf|rog|nitro|predator|katana|cyborg|sword|crosshair|vector|raider|pulse|aorus|\bg\d|g15|alienware|gf63|thin 15/i;
const BUSINESS_SERIES = /thinkpad|thinkbook|probook|elitebook|latitude|vostro|expertbook|travelmate|extensa|prestige|modern|250 g|255 g|v15/i;
const ULTRA_SERIES =
  /slim 5|pro 5|yoga|zenbook|swift|xps|envy|omnibook|aero|matebook|galaxy book|vivobook s|pavilion plus|x1 carbon|prestige|transcend|stealth/i;

const LAPTOP_CODES: Record<string, readonly string[]> = {
  lenovo: ['{s}IRH9', '{s}IAH8', '{s}ABR8', '{s}IRX9', '{s}AHP9', '{s}IMH9', '{s}IRU9'],
  hp: ['{s}-fd0###TU', '{s}-fc0###AU', '{s}-eg3###TU', '{s}-fb2###AX', '{s}-ew1###TU'],
  asus: ['X{s}04VA', 'FA{s}07NV', 'K{s}05ZA', 'M{s}02YA', 'UX34##VA', 'G{s}14JV', 'B{s}02CVA'],
  acer: ['A{s}-59', 'AL{s}-52P', 'ANV{s}-51', 'SFG14-7#', 'PHN16-7#', 'AG{s}-31P'],
  msi: ['C13VE', 'B13WFKG', 'A13VF', '13UD', 'C14MG', 'B12UC', 'A1MG'],
  gigabyte: ['KF5', 'MF5', 'KF-E3', 'BKF'],
  huawei: ['2024', '2025', 'i5 13th Gen'],
  samsung: ['NP750XGK', 'NP960XGL', 'NP940XMA'],
};

interface LaptopCpu {
  model: string;
  label: string;
  base: string;
  cores: string;
}

function cpuLabel(model: string): string {
  return /^(Core (?:Ultra |i)?\d|Ryzen (?:AI )?\d|Intel N\d+|Celeron|Core \d)/.exec(model)?.[1] ?? model;
}

const LAPTOP_CPUS = {
  intel: [
    'Core i3-1215U',
    'Core i3-1315U',
    'Core i5-1235U',
    'Core i5-1335U',
    'Core i5-12450H',
    'Core i5-13420H',
    'Core 5 120U',
    'Core i7-1355U',
    'Core i7-13620H',
    'Core Ultra 5 125H',
    'Core Ultra 7 155H',
    'Core Ultra 7 258V',
    'Core i7-14650HX',
    'Core i9-14900HX',
    'Core Ultra 9 275HX',
  ],
  amd: [
    'Ryzen 3 7320U',
    'Ryzen 5 7520U',
    'Ryzen 5 7530U',
    'Ryzen 5 7535HS',
    'Ryzen 7 7735HS',
    'Ryzen 7 7840HS',
    'Ryzen 7 8845HS',
    'Ryzen AI 7 350',
    'Ryzen 9 8945HS',
    'Ryzen AI 9 HX 370',
  ],
  apple: ['Apple M2', 'Apple M3', 'Apple M4', 'Apple M4', 'Apple M3 Pro', 'Apple M4 Pro', 'Apple M4 Max'],
  desktop: [
    'Core i3-13100',
    'Core i3-14100',
    'Core i5-12400',
    'Core i5-13400',
    'Core i5-14400',
    'Core i5-14500',
    'Ryzen 5 5600G',
    'Ryzen 5 8600G',
    'Core i7-13700',
    'Core i7-14700',
    'Ryzen 7 8700G',
    'Core i9-14900',
  ],
} as const;

function laptopCpu(g: Gen, list: readonly string[]): LaptopCpu {
  const model = tiered(g.rng, list, g.tier);
  const cores = /i3|Ryzen 3|N\d/.test(model)
    ? '6 cores / 8 threads'
    : /i5|Ryzen 5|Core 5|Ultra 5/.test(model)
      ? '10 cores / 12 threads'
      : /i7|Ryzen 7|Ultra 7|M\d Pro/.test(model)
        ? '14 cores / 20 threads'
        : '24 cores / 32 threads';
  const base = `${(1.2 + g.rng() * 2.4).toFixed(1)}GHz up to ${(4.2 + g.rng() * 1.6).toFixed(1)}GHz`;
  return { model, label: model.startsWith('Apple') ? model.slice(6) : cpuLabel(model), base, cores };
}

function screenText(size: number): string {
  return size === 15 ? '15.6' : size === 13 ? '13.3' : String(size);
}

function laptop(g: Gen): Synth {
  const { rng } = g;
  const isApple = g.key === 'apple';
  const gaming = /gaming/.test(g.flavor);
  const only = gaming ? GAMING_SERIES : /business/.test(g.flavor) ? BUSINESS_SERIES : /ultra/.test(g.flavor) ? ULTRA_SERIES : undefined;
  const series = seriesFor(
    g,
    LAPTOP_SERIES,
    gaming ? ['Gaming 15', 'Gaming G16', 'Raptor 16'] : ['Notebook 14', 'Book 15', 'Slim 14', 'Pro 15', 'Air 14'],
    only,
    gaming ? undefined : GAMING_SERIES,
  );
  const sizeInName = /\b(13|14|15|16|17|18)(?![0-9])/.exec(series)?.[1];
  const size = sizeInName ? Number(sizeInName) : pick(rng, gaming ? [15, 16, 16, 17] : [13, 14, 14, 15, 15, 16]);
  const model = isApple ? '' : code(rng, pick(rng, LAPTOP_CODES[g.key] ?? ['{s}@##', '@{s}0#@', '{s}-@#']).replace('{s}', String(size).slice(0, 2)));
  const cpu = laptopCpu(g, isApple ? LAPTOP_CPUS.apple : rng() < 0.6 ? LAPTOP_CPUS.intel : LAPTOP_CPUS.amd);
  const ram = tiered(rng, [8, 8, 16, 16, 16, 24, 32, 32, 64], g.tier);
  const ssd = tiered(rng, [256, 512, 512, 512, 1000, 1000, 2000], g.tier);
  const gpu =
    gaming || (g.tier > 0.8 && rng() < 0.3)
      ? tiered(rng, ['RTX 2050', 'RTX 3050', 'RTX 4050', 'RTX 4060', 'RTX 5060', 'RTX 4070', 'RTX 5070 Ti', 'RTX 4080', 'RTX 5080'], g.tier)
      : null;
  const hz = gaming ? tiered(rng, [144, 144, 165, 165, 240], g.tier) : pick(rng, [60, 60, 60, 90, 120]);
  const res = tiered(rng, ['FHD', 'FHD', 'FHD+', 'WUXGA', '2.8K OLED', 'QHD+'], g.tier);
  const screen = `${screenText(size)}"`;
  const color = isApple
    ? pick(rng, ['Midnight', 'Starlight', 'Space Grey', 'Silver', 'Sky Blue', 'Space Black'])
    : gaming
      ? pick(rng, BLACKS)
      : pick(rng, LAPTOP_COLOURS);
  const name = isApple
    ? `Apple ${series} ${cpu.label} ${ram}GB ${capacity(ssd)} SSD (${color})`
    : `${g.brand} ${series} ${model} ${cpu.label} ${ram}GB ${capacity(ssd)} SSD${gpu ? ` ${gpu}` : ''} ${gaming ? 'Gaming Laptop' : 'Laptop'}`;
  return {
    name: squash(name),
    short: `${cpu.model}, ${ram}GB RAM, ${capacity(ssd)} SSD${gpu ? `, ${gpu} graphics` : ''}, ${screen} ${res} ${hz}Hz display.`,
    about: `The ${g.brand} ${series} pairs the ${cpu.model} with ${ram}GB of memory and a ${capacity(ssd)} NVMe SSD, ${gaming ? 'built for high frame rates in the latest games' : 'fast enough for office work, classes and streaming all day'}.`,
    specs: [
      s('Processor', 'Model', cpu.model),
      s('Memory', 'RAM', `${ram}GB ${tiered(rng, ['DDR4 3200MHz', 'DDR5 4800MHz', 'LPDDR5X 7500MHz'], g.tier)}`),
      s('Storage', 'SSD', `${capacity(ssd)} M.2 PCIe NVMe`),
      s('Display', 'Screen', `${screen} ${res} ${hz}Hz ${pick(rng, ['IPS', 'IPS anti-glare', 'OLED', 'WVA'])}`),
      s(
        'Graphics',
        'GPU',
        gpu
          ? `NVIDIA GeForce ${gpu} ${tiered(rng, ['4GB', '6GB', '8GB', '12GB'], g.tier)} GDDR6`
          : isApple
            ? `${cpu.label} integrated GPU`
            : 'Integrated graphics',
      ),
      s('Processor', 'Frequency', cpu.base),
      s('Software', 'Operating System', isApple ? 'macOS Sequoia' : pick(rng, ['Windows 11 Home', 'Windows 11 Home', 'Free DOS', 'Windows 11 Pro'])),
    ],
    warranty: isApple ? '1 year Apple international warranty' : WARRANTY.laptop,
    price: gaming ? [78_000, 420_000] : isApple ? [115_000, 480_000] : [38_000, 260_000],
    color,
    memory: `${ram}GB`,
    size: screen,
  };
}

const DESKTOP_SERIES: Record<string, readonly string[]> = {
  hp: ['Pro Tower 400 G9', 'Elite Tower 600 G9', 'ProDesk 400 G9 SFF', 'Victus 15L', 'OMEN 25L', 'Pro Mini 400 G9'],
  dell: ['OptiPlex 7010 SFF', 'OptiPlex 3000 Tower', 'Vostro 3020 Tower', 'Inspiron 3030 Desktop', 'Precision 3680 Tower'],
  lenovo: ['ThinkCentre neo 50s', 'ThinkCentre M70t', 'IdeaCentre 3', 'ThinkCentre M70q Tiny', 'Legion Tower 5'],
  asus: ['ExpertCenter D5', 'S500SE', 'ROG Strix G16CH', 'ExpertCenter PN53 Mini PC'],
  acer: ['Veriton X2690G', 'Aspire TC-1780', 'Nitro N50', 'Veriton N4690G Mini'],
  msi: ['PRO DP21', 'MAG Infinite S3', 'Cubi 5', 'PRO DP180'],
  walton: ['WD-DS5C Desktop', 'Quantum Q5 Tower'],
  apple: ['Mac mini', 'Mac Studio'],
};
const AIO_SERIES: Record<string, readonly string[]> = {
  hp: ['All-in-One 24', 'ProOne 440 G9', 'Pavilion All-in-One 27'],
  dell: ['Inspiron 24 5430', 'OptiPlex 7410 AIO', 'Inspiron 27 7730'],
  lenovo: ['IdeaCentre AIO 3', 'IdeaCentre AIO 5', 'ThinkCentre neo 50a'],
  asus: ['A3402', 'Vivo AiO V241', 'Vivo AiO M3702'],
  acer: ['Aspire C24', 'Aspire C27', 'Veriton Z4'],
  apple: ['iMac 24'],
  walton: ['WAIO 238 All-in-One'],
  msi: ['PRO AP242', 'Modern AM242P'],
};

function desktop(g: Gen): Synth {
  const { rng } = g;
  const aio = /all in one|all-in-one|aio/.test(g.flavor);
  const isApple = g.key === 'apple';
  const series = seriesFor(g, aio ? AIO_SERIES : DESKTOP_SERIES, aio ? ['AIO 24', 'One 27'] : ['Tower D5', 'Mini PC M1', 'SFF 400']);
  const cpu = laptopCpu(g, isApple ? LAPTOP_CPUS.apple : LAPTOP_CPUS.desktop);
  const ram = tiered(rng, [8, 8, 16, 16, 32, 32, 64], g.tier);
  const ssd = tiered(rng, [256, 512, 512, 1000, 1000, 2000], g.tier);
  const size = aio ? tiered(rng, [22, 24, 24, 27, 27], g.tier) : null;
  const label = `${cpu.label} ${ram}GB ${capacity(ssd)} SSD`;
  const name = aio ? `${g.brand} ${series} ${size}" ${label} All-in-One PC` : isApple ? `Apple ${series} ${label}` : `${g.brand} ${series} ${label} Brand PC`;
  return {
    name: squash(name),
    short: `${cpu.model}, ${ram}GB RAM, ${capacity(ssd)} SSD${size ? `, ${size}" FHD display` : ''}.`,
    about: `The ${g.brand} ${series} is a ${aio ? 'space-saving all-in-one with the screen, speakers and webcam built in' : 'dependable desktop for offices, schools and home'}, running the ${cpu.model} with ${ram}GB of RAM.`,
    specs: [
      s('Processor', 'Model', cpu.model),
      s('Memory', 'RAM', `${ram}GB DDR${g.tier > 0.5 ? 5 : 4}`),
      s('Storage', 'SSD', `${capacity(ssd)} M.2 NVMe`),
      ...(size ? [s('Display', 'Screen', `${size}" FHD IPS ${pick(rng, ['touch', 'anti-glare', 'borderless'])}`)] : []),
      s('Graphics', 'GPU', g.tier > 0.75 && !aio ? `NVIDIA GeForce ${tiered(rng, ['RTX 3050', 'RTX 4060', 'RTX 4070'], g.tier)}` : 'Integrated graphics'),
      s('Processor', 'Cores', cpu.cores),
      s('Software', 'Operating System', isApple ? 'macOS Sequoia' : pick(rng, ['Free DOS', 'Windows 11 Home', 'Windows 11 Pro'])),
    ],
    warranty: isApple ? '1 year Apple international warranty' : '3 years (parts & service)',
    price: aio ? [48_000, 260_000] : isApple ? [68_000, 420_000] : [34_000, 240_000],
    color: isApple ? 'Silver' : aio ? pick(rng, ['Black', 'White', 'Silver']) : 'Black',
    memory: `${ram}GB`,
    ...(size ? { size: `${size}"` } : {}),
  };
}

// --- Phones, tablets, watches -------------------------------------------------------------------

/** [model prefix, numbers, suffixes] */
type PhoneLine = readonly [string, readonly (string | number)[], readonly string[]];
const PHONE_LINES: Record<string, readonly PhoneLine[]> = {
  samsung: [
    ['Galaxy A', ['06', '16', '26', '36', '56'], ['']],
    ['Galaxy M', [15, 35, 55], ['']],
    ['Galaxy F', [15, 55], ['']],
    ['Galaxy S', [24, 25], ['', ' FE', '+', ' Ultra']],
    ['Galaxy Z', ['Flip6', 'Fold6', 'Flip7'], ['']],
  ],
  xiaomi: [
    ['Redmi ', [13, 14, 'A3', 'A5'], ['', 'C']],
    ['Redmi Note ', [13, 14], ['', ' Pro', ' Pro+']],
    ['POCO ', ['X6', 'X7', 'M6', 'F6', 'C75'], ['', ' Pro']],
    ['Xiaomi ', [14, 15], ['', 'T', 'T Pro', ' Ultra']],
  ],
  realme: [
    ['', [12, 13, 14], ['', ' Pro', ' Pro+', '+']],
    ['C', [61, 63, 65, 67, 75], ['']],
    ['Narzo ', [70, 80], [' Pro', 'x']],
    ['GT ', [6, 7], ['', 'T', ' Pro']],
  ],
  oneplus: [
    ['Nord ', ['CE4', 'CE4 Lite', 'CE5', '4', '5'], ['']],
    ['', [12, 13], ['', 'R']],
  ],
  vivo: [
    ['Y', [19, 28, 29, 38, 300], ['', 's']],
    ['V', [40, 50], ['', 'e', ' Lite', ' Pro']],
    ['T', [3, 4], ['', 'x', ' Ultra']],
    ['X', [200], ['', ' Pro']],
  ],
  oppo: [
    ['A', [3, 5, 18, 38, 58, 60, 78], ['', 'x', ' Pro']],
    ['Reno', [12, 13], ['', 'F', ' Pro']],
    ['Find X', [8], ['', ' Pro']],
  ],
  tecno: [
    ['Spark ', [20, 30, 40], ['', 'C', ' Pro', ' Pro+']],
    ['Camon ', [30, 40], ['', ' Pro', ' Premier']],
    ['Pova ', [6, 7], ['', ' Pro']],
  ],
  infinix: [
    ['Hot ', [40, 50], ['', 'i', ' Pro', ' Pro+']],
    ['Note ', [40, 50], ['', ' Pro', 's']],
    ['Smart ', [8, 9], ['', ' HD', ' Plus']],
    ['Zero ', [30, 40], ['']],
  ],
  honor: [
    ['X', ['6b', '7c', '8c', '9c'], ['']],
    ['', [200, 400], ['', ' Lite', ' Pro']],
    ['Magic', [6, 7], [' Lite', ' Pro']],
  ],
  nokia: [
    ['G', [22, 42, 60], ['']],
    ['C', [12, 32], ['', ' Pro']],
    ['X', [30], ['']],
  ],
  itel: [
    ['A', [50, 70, 80], ['']],
    ['S', [24, 25], ['', ' Ultra']],
    ['P', [55, 65], ['', '+']],
  ],
  huawei: [
    ['nova ', [12, 13], ['', 'i', ' SE', ' Pro']],
    ['Pura ', [70], ['', ' Pro']],
  ],
  walton: [
    ['Primo ', ['H10', 'R10', 'S8', 'N5', 'NF6'], ['', ' Pro']],
    ['NEXG ', ['N25', 'N74'], ['']],
    ['Orbit ', ['Y22', 'Y50'], ['']],
  ],
  symphony: [
    ['Innova ', [30, 40, 50], ['']],
    ['Atom ', [3, 4, 5], ['']],
    ['Z', [60, 70], ['', ' Plus']],
  ],
  google: [['Pixel ', ['8a', 9, '9a'], ['', ' Pro', ' Pro XL']]],
  apple: [
    ['iPhone ', [15, 16], ['', ' Plus', ' Pro', ' Pro Max']],
    ['iPhone ', ['16e'], ['']],
  ],
};
const PHONE_CHIPS = [
  'Unisoc T606',
  'Helio G85',
  'Helio G99',
  'Dimensity 6300',
  'Snapdragon 685',
  'Dimensity 7025',
  'Snapdragon 6 Gen 1',
  'Exynos 1380',
  'Dimensity 7300',
  'Snapdragon 7s Gen 3',
  'Dimensity 8300',
  'Snapdragon 8s Gen 3',
  'Dimensity 9300',
  'Snapdragon 8 Gen 3',
  'Snapdragon 8 Elite',
];
const APPLE_CHIPS = ['A16 Bionic', 'A17 Pro', 'A18', 'A18', 'A18 Pro'];

function phone(g: Gen): Synth {
  const { rng } = g;
  const isApple = g.key === 'apple';
  const line = pick(rng, PHONE_LINES[g.key] ?? [['', ['Note 20', 'Spark 10', 'Nova 9', 'Max 12', 'Neo 7', 'Pro 5'], ['', ' Plus', ' Lite']]]);
  const model = `${line[0]}${pick(rng, line[1])}${pick(rng, line[2])}`;
  const ram = tiered(rng, [3, 4, 4, 6, 8, 8, 12, 12, 16], g.tier);
  const storage = tiered(rng, [64, 128, 128, 256, 256, 512, 1000], g.tier);
  const is5g = g.tier > 0.35 && rng() < 0.75 && !isApple;
  const chip = isApple
    ? tiered(rng, APPLE_CHIPS, g.tier)
    : g.key === 'samsung' && rng() < 0.5
      ? tiered(rng, ['Exynos 850', 'Exynos 1280', 'Exynos 1380', 'Exynos 1480', 'Exynos 1580', 'Exynos 2400'], g.tier)
      : tiered(rng, PHONE_CHIPS, g.tier);
  const mem = isApple ? capacity(storage) : storage >= 1000 ? `${ram}GB/1TB` : `${ram}/${storage}GB`;
  const color = pick(rng, PHONE_COLOURS);
  const screen = (6.1 + rng() * 0.8).toFixed(1);
  const display = `${screen}" ${g.tier > 0.4 ? 'AMOLED' : 'IPS LCD'} ${tiered(rng, [60, 90, 90, 120, 120, 144], g.tier)}Hz`;
  const camera = tiered(
    rng,
    ['13MP + 2MP', '50MP + 2MP', '50MP + 8MP + 2MP', '64MP + 8MP + 2MP', '108MP + 8MP + 2MP', '50MP + 50MP + 12MP', '200MP + 50MP + 12MP'],
    g.tier,
  );
  return {
    name: squash(`${g.brand} ${model}${is5g ? ' 5G' : ''} ${mem}`),
    short: `${display}, ${chip}, ${isApple ? capacity(storage) : `${ram}GB RAM, ${capacity(storage)} storage`}, ${camera} camera.`,
    about: `The ${g.brand} ${model} runs on the ${chip} with ${isApple ? `${capacity(storage)} of storage` : `${ram}GB RAM and ${capacity(storage)} of storage`}, and its ${display} screen is bright enough for the afternoon sun.`,
    specs: [
      s('Display', 'Screen', display),
      s('Processor', 'Chipset', chip),
      s('Memory', 'RAM / Storage', isApple ? capacity(storage) : `${ram}GB / ${capacity(storage)}`),
      s('Camera', 'Rear Camera', camera),
      s(
        'Battery',
        'Battery',
        isApple
          ? `${int(rng, 3300, 4700)}mAh, 20W wired`
          : `${pick(rng, [5000, 5000, 5200, 5500, 6000])}mAh, ${tiered(rng, [10, 18, 33, 45, 67, 90, 120], g.tier)}W fast charging`,
      ),
      s('Network', 'Network', is5g ? '5G, 4G LTE, dual SIM' : '4G LTE, dual SIM'),
    ],
    warranty: isApple ? '1 year Apple international warranty' : WARRANTY.phone,
    price: isApple ? [72_000, 230_000] : [8_500, 190_000],
    color,
    memory: isApple ? capacity(storage) : `${ram}GB/${capacity(storage)}`,
    size: `${screen}"`,
  };
}

const FEATURE_PHONES: Record<string, readonly string[]> = {
  nokia: ['10%', '1%5 4G', '1%0 4G', '1%0', '2%60 Flip', '3%10 4G', '%310', '8210 4G', '2%5 4G'],
  symphony: ['B##', 'D##', 'L%##', 'BL%00', 'Z1%0', 'T9%', 'S%0'],
  walton: ['Olvio L%#', 'Olvio MM%#', 'Olvio S%#', 'Olvio P%#'],
  itel: ['it2%##', 'it5%##', 'Magic % 4G', 'it9%##', 'Ace %'],
  samsung: ['Guru E1%00', 'Guru Music %', 'Metro B3%3'],
};

function featurePhone(g: Gen): Synth {
  const { rng } = g;
  const model = seriesFor(g, FEATURE_PHONES, [code(rng, 'F##'), code(rng, '@###'), `Bar ${int(rng, 10, 99)}`]);
  const screen = pick(rng, ['1.77', '1.8', '2.4', '2.8']);
  const battery = int(rng, 8, 25) * 100;
  const color = pick(rng, ['Black', 'Blue', 'Red', 'Dark Grey', 'Cyan', 'Gold']);
  return {
    name: `${g.brand} ${model} ${rng() < 0.85 ? 'Dual' : 'Single'} SIM Feature Phone (${color})`,
    short: `${screen}" display, ${battery}mAh battery, dual SIM, FM radio${rng() < 0.5 ? ', torch' : ''}.`,
    about: `The ${g.brand} ${model} is a simple, tough button phone with a ${battery}mAh battery that lasts for days between charges.`,
    specs: [
      s('Display', 'Screen', `${screen}" QQVGA`),
      s('Battery', 'Battery', `${battery}mAh removable`),
      s('Network', 'SIM', pick(rng, ['Dual SIM, 2G', 'Dual SIM, 4G VoLTE'])),
      s('Camera', 'Camera', pick(rng, ['VGA rear camera', 'No camera', '0.3MP with flash'])),
      s('Features', 'Extras', 'FM radio, torch, Bangla keypad'),
    ],
    warranty: WARRANTY.phone,
    price: [1_100, 6_500],
    color,
    size: `${screen}"`,
  };
}

const TABLET_SERIES: Record<string, readonly string[]> = {
  samsung: ['Galaxy Tab A9', 'Galaxy Tab A9+', 'Galaxy Tab S9 FE', 'Galaxy Tab S10+', 'Galaxy Tab S10 Ultra'],
  apple: ['iPad 10th Gen', 'iPad Air 11 M2', 'iPad Air 13 M3', 'iPad Pro 11 M4', 'iPad mini 7'],
  xiaomi: ['Redmi Pad SE', 'Redmi Pad Pro', 'Pad 6', 'Pad 7', 'Redmi Pad 2'],
  lenovo: ['Tab M10', 'Tab M11', 'Tab P12', 'Idea Tab Pro', 'Legion Tab'],
  huawei: ['MatePad 11.5', 'MatePad SE 11', 'MatePad Pro 12.2'],
  honor: ['Pad X9', 'Pad 9', 'Pad X8a'],
  walton: ['Walpad 8X', 'Walpad 10S', 'Walpad G3'],
  oneplus: ['Pad 2', 'Pad Go'],
  realme: ['Pad 2', 'Pad Mini'],
};

function tablet(g: Gen): Synth {
  const { rng } = g;
  const series = seriesFor(g, TABLET_SERIES, ['Tab 10', 'Pad 11', 'Tab Pro 12', 'Tab S8']);
  const ram = tiered(rng, [3, 4, 4, 6, 8, 8, 12, 16], g.tier);
  const storage = tiered(rng, [32, 64, 128, 128, 256, 256, 512], g.tier);
  const net = pick(rng, ['Wi-Fi', 'Wi-Fi', 'LTE', '5G']);
  const screen = tiered(rng, ['8.7', '10.1', '10.9', '11', '11', '12.1', '12.4', '13'], g.tier);
  const isApple = g.key === 'apple';
  const mem = isApple ? capacity(storage) : `${ram}/${storage}GB`;
  return {
    name: `${g.brand} ${series} ${mem} ${net} Tablet`,
    short: `${screen}" ${g.tier > 0.5 ? '2.5K' : 'HD+'} display, ${isApple ? '' : `${ram}GB RAM, `}${capacity(storage)} storage, ${net}.`,
    about: `The ${g.brand} ${series} is a ${screen}-inch tablet for classes, video calls and movies, with ${capacity(storage)} of storage and ${net} connectivity.`,
    specs: [
      s('Display', 'Screen', `${screen}" ${tiered(rng, ['HD+ TFT', 'WUXGA IPS', '2.5K LCD 90Hz', '2.8K 144Hz', 'Liquid Retina', 'Tandem OLED'], g.tier)}`),
      s(
        'Processor',
        'Chipset',
        isApple
          ? tiered(rng, ['A14 Bionic', 'A16', 'Apple M2', 'Apple M3', 'Apple M4'], g.tier)
          : tiered(rng, ['Helio G99', 'Snapdragon 680', 'Snapdragon 6 Gen 1', 'Dimensity 8300', 'Snapdragon 8 Gen 2'], g.tier),
      ),
      s('Memory', 'RAM / Storage', isApple ? capacity(storage) : `${ram}GB / ${capacity(storage)}`),
      s('Battery', 'Battery', `${int(rng, 50, 110) * 100}mAh`),
      s('Network', 'Connectivity', net === 'Wi-Fi' ? 'Wi-Fi 6, Bluetooth 5.3' : `${net}, Wi-Fi 6, Bluetooth 5.3`),
    ],
    warranty: isApple ? '1 year Apple international warranty' : WARRANTY.phone,
    price: isApple ? [52_000, 210_000] : [12_000, 140_000],
    color: pick(rng, ['Graphite', 'Silver', 'Space Grey', 'Mint', 'Blue', 'Gold']),
    memory: isApple ? capacity(storage) : `${ram}GB/${capacity(storage)}`,
    size: `${screen}"`,
  };
}

const WATCH_SERIES: Record<string, readonly string[]> = {
  amazfit: ['GTR %', 'GTS % Mini', 'Bip %', 'Balance', 'Active %', 'T-Rex %', 'Cheetah Pro', 'Helio Strap'],
  xiaomi: ['Redmi Watch % Active', 'Redmi Watch %', 'Smart Band %', 'Smart Band % Pro', 'Watch S%'],
  samsung: ['Galaxy Watch%', 'Galaxy Watch Ultra', 'Galaxy Watch FE', 'Galaxy Fit%'],
  apple: ['Watch SE', 'Watch Series 9', 'Watch Series 10', 'Watch Ultra 2'],
  huawei: ['Watch GT %', 'Watch GT % Pro', 'Watch Fit %', 'Band %'],
  haylou: ['Solar Plus RT%', 'Watch R%', 'Solar Neo', 'Watch S%'],
  honor: ['Watch %', 'Band %', 'Choice Watch'],
  realme: ['Watch % Pro', 'Watch S%', 'Band %'],
  qcy: ['Watch GT', 'Watch GS%'],
};

function watch(g: Gen): Synth {
  const { rng } = g;
  const series = seriesFor(g, WATCH_SERIES, [`Watch ${int(rng, 2, 9)}`, `Smart Watch ${code(rng, '@#')}`, 'Fit Pro']);
  const band = /band/i.test(series);
  const mm = band ? null : pick(rng, [40, 41, 42, 44, 45, 46, 47, 49]);
  const days = int(rng, 2, 21);
  const color = pick(rng, ['Black', 'Midnight Black', 'Silver', 'Rose Gold', 'Green', 'Titanium']);
  return {
    name: squash(`${g.brand} ${series}${mm ? ` ${mm}mm` : ''} ${band ? 'Fitness Band' : 'Smart Watch'} (${color})`),
    short: `${tiered(rng, ['1.4" TFT', '1.43" AMOLED', '1.5" AMOLED', '1.96" AMOLED'], g.tier)} display, heart-rate and SpO2, Bluetooth calling, up to ${days} days battery.`,
    about: `The ${g.brand} ${series} tracks steps, sleep, heart rate and blood oxygen, shows WhatsApp and call alerts, and lasts up to ${days} days on a charge.`,
    specs: [
      s('Display', 'Screen', tiered(rng, ['1.4" TFT', '1.43" AMOLED', '1.5" AMOLED always-on', '1.96" AMOLED'], g.tier)),
      s('Battery', 'Battery Life', `Up to ${days} days`),
      s('Features', 'Water Resistance', pick(rng, ['IP68', '5 ATM', '10 ATM'])),
      s('Connectivity', 'Connectivity', g.tier > 0.6 ? 'Bluetooth 5.3, GPS, NFC' : 'Bluetooth 5.3'),
      s('Features', 'Sensors', 'Heart rate, SpO2, accelerometer'),
    ],
    warranty: g.key === 'apple' ? '1 year Apple international warranty' : WARRANTY.peripheral,
    price: g.key === 'apple' ? [28_000, 110_000] : [1_500, 48_000],
    color,
    ...(mm ? { size: `${mm}mm` } : {}),
  };
}

// --- Monitors & TV ------------------------------------------------------------------------------

const MONITOR_SERIES: Record<string, readonly string[]> = {
  lg: ['UltraGear', 'UltraFine', 'UltraWide', ''],
  samsung: ['Odyssey G5', 'Odyssey G7', 'Odyssey OLED G8', 'ViewFinity S6', 'Essential S3', 'Smart Monitor M7'],
  dell: ['SE', 'P', 'S', 'UltraSharp U', 'Alienware AW'],
  asus: ['TUF Gaming', 'ROG Strix', 'ProArt', 'VA', 'VY'],
  acer: ['Nitro', 'Predator', 'EK', 'SA', 'Vero B'],
  msi: ['MAG', 'G', 'PRO MP', 'MPG'],
  gigabyte: ['G', 'M', 'Aorus FO', 'GS'],
  aoc: ['', 'Gaming', 'Agon'],
  viewsonic: ['VX', 'VA', 'XG', 'VP'],
  benq: ['GW', 'MOBIUZ EX', 'PD', 'Zowie XL'],
  philips: ['', 'Evnia', 'E-line'],
  eizo: ['FlexScan EV', 'ColorEdge CS', 'ColorEdge CG'],
  xiaomi: ['A27i', 'G27i', 'Mi Desktop'],
  hp: ['M', 'V', 'OMEN', 'E'],
  lenovo: ['ThinkVision', 'Legion', 'L'],
  walton: ['WD', 'Gaming WG'],
};

function monitor(g: Gen): Synth {
  const { rng } = g;
  const gaming = /gaming/.test(g.flavor) || (!/office|professional/.test(g.flavor) && rng() < 0.3);
  const pro = /professional/.test(g.flavor);
  const series = seriesFor(g, MONITOR_SERIES, ['', 'Pro', 'Gaming']);
  const size = tiered(rng, pro ? [24, 27, 27, 31.5, 32] : [19.5, 21.5, 23.8, 24, 27, 27, 31.5, 34], g.tier);
  const res = pro
    ? tiered(rng, ['QHD', '4K UHD', '4K UHD', '5K'], g.tier)
    : size >= 34
      ? 'WQHD'
      : tiered(rng, ['HD', 'FHD', 'FHD', 'FHD', 'QHD', 'QHD', '4K UHD'], g.tier);
  const hz = gaming ? tiered(rng, [144, 165, 180, 240, 360], g.tier) : pro ? 60 : pick(rng, [60, 75, 100, 120]);
  const panel = gaming && g.tier > 0.85 ? 'OLED' : pro ? pick(rng, ['IPS', 'IPS Black']) : pick(rng, ['IPS', 'IPS', 'VA', 'Fast IPS']);
  const model = code(rng, pick(rng, [`${Math.floor(size)}@@##@`, `${Math.floor(size)}@##`, `@${Math.floor(size)}##@`, `${Math.floor(size)}@##@-@`]));
  const sizeText = `${size}"`;
  return {
    name: squash(`${g.brand} ${series} ${model} ${sizeText} ${res} ${hz}Hz ${panel} ${gaming ? 'Gaming Monitor' : pro ? 'Professional Monitor' : 'Monitor'}`),
    short: `${sizeText} ${res} ${panel} panel, ${hz}Hz, ${gaming ? '1ms response, FreeSync / G-Sync compatible' : pro ? '99% sRGB / 95% DCI-P3, factory calibrated' : 'flicker-free, low blue light'}.`,
    about: `The ${g.brand} ${series} ${model} is a ${sizeText} ${res} ${panel} monitor ${gaming ? `running at ${hz}Hz for smooth, tear-free gaming` : pro ? 'with factory-calibrated colour for photo and video work' : 'that is easy on the eyes through a long working day'}.`,
    specs: [
      s('Display', 'Size', sizeText),
      s('Display', 'Resolution', res),
      s('Display', 'Panel', panel),
      s('Display', 'Refresh Rate', `${hz}Hz`),
      s('Connectivity', 'Ports', tiered(rng, ['VGA, HDMI', 'HDMI, DisplayPort', '2x HDMI, DisplayPort', 'HDMI 2.1, DisplayPort 1.4, USB-C 90W'], g.tier)),
      s('Display', 'Response Time', gaming ? '1ms (GtG)' : '5ms (GtG)'),
    ],
    warranty: '3 years',
    price: pro ? [32_000, 240_000] : gaming ? [16_000, 160_000] : [8_500, 60_000],
    color: pick(rng, ['Black', 'Black', 'White', 'Silver']),
    size: sizeText,
  };
}

const TV_SERIES: Record<string, readonly string[]> = {
  samsung: ['Crystal UHD', 'QLED Q60D', 'Neo QLED QN90D', 'OLED S90D', 'The Frame'],
  lg: ['UHD UT80', 'QNED81', 'OLED evo C4', 'OLED B4'],
  sony: ['Bravia 2', 'Bravia 7', 'Bravia 8', 'Bravia X75K'],
  tcl: ['P755', 'C655 QLED', 'C755 Mini LED', 'S5400'],
  xiaomi: ['TV A', 'TV A Pro', 'TV Q2', 'TV X'],
  walton: ['GX Series', 'Frameless', 'RS Series'],
};

function tv(g: Gen): Synth {
  const { rng } = g;
  const series = seriesFor(g, TV_SERIES, ['Smart LED', 'UHD Pro', 'QLED']);
  const size = tiered(rng, [32, 40, 43, 50, 55, 55, 65, 75, 85], g.tier);
  const res = size <= 32 ? 'HD' : size <= 43 && g.tier < 0.3 ? 'Full HD' : '4K UHD';
  const os = ({ samsung: 'Tizen', lg: 'webOS', walton: 'Android TV' } as Record<string, string>)[g.key] ?? pick(rng, ['Google TV', 'Google TV', 'Android TV']);
  const model = code(rng, pick(rng, [`@@${size}@####`, `${size}@##@`, `@${size}@#`]));
  return {
    name: `${g.brand} ${size} Inch ${series} ${res} ${os.endsWith(' TV') ? os : `${os} Smart TV`} ${model}`,
    short: `${size}" ${res} ${series}, ${os}, HDR10, Dolby Audio, built-in Wi-Fi and Chromecast.`,
    about: `The ${g.brand} ${series} brings ${res} pictures to a ${size}-inch screen, with ${os} apps such as YouTube, Netflix and Hoichoi built in.`,
    specs: [
      s('Display', 'Screen Size', `${size} inch`),
      s('Display', 'Resolution', res),
      s('Smart Features', 'Operating System', os),
      s('Audio', 'Sound Output', `${pick(rng, [20, 20, 30, 40, 60])}W, Dolby Audio`),
      s('Connectivity', 'Ports', '3x HDMI, 2x USB, LAN, optical'),
    ],
    warranty: '3 years panel, 1 year parts',
    price: [14_000, 420_000],
    color: 'Black',
    size: `${size}"`,
  };
}

// --- PC components ------------------------------------------------------------------------------

function processor(g: Gen): Synth {
  const { rng } = g;
  const amd = g.key === 'amd' || (g.key !== 'intel' && rng() < 0.4);
  let model: string;
  let socket: string;
  if (amd) {
    const family = tiered(rng, [3, 5, 5, 7, 7, 9], g.tier);
    const gen = pick(rng, [5, 7, 8, 9]);
    const suffix = gen === 8 ? 'G' : pick(rng, ['', 'X', 'X', 'X3D', 'F']);
    model = `Ryzen ${family} ${gen}${family === 3 ? 1 : family === 5 ? 6 : family === 7 ? 7 : 9}${gen === 5 ? pick(rng, ['0', '5']) : '0'}0${suffix}`;
    socket = gen === 5 ? 'AM4' : 'AM5';
  } else if (rng() < 0.25) {
    model = `Core Ultra ${tiered(rng, ['5 225', '5 245K', '7 265K', '7 265KF', '9 285K'], g.tier)}`;
    socket = 'LGA1851';
  } else {
    const family = tiered(rng, [3, 5, 5, 7, 7, 9], g.tier);
    const gen = pick(rng, [12, 13, 14]);
    const digit = family === 3 ? 1 : family === 5 ? pick(rng, [4, 5, 6]) : family === 7 ? 7 : 9;
    model = `Core i${family}-${gen}${digit}00${pick(rng, ['', 'F', 'K', 'KF'])}`;
    socket = 'LGA1700';
  }
  const brandName = g.brand;
  const gen = /Core i\d-(1\d)/.exec(model)?.[1];
  const pack = pick(rng, ['', '', ' (Box)', ' (Tray)', amd ? ' with Wraith Cooler' : ' (Bulk)']);
  const family = /(?:Core i|Ryzen |Ultra )(\d)/.exec(model)?.[1] ?? '5';
  const cores =
    { '3': '4 cores / 8 threads', '5': '6 cores / 12 threads', '7': '8 cores / 16 threads', '9': '16 cores / 32 threads' }[family] ?? '6 cores / 12 threads';
  return {
    name: `${brandName} ${model}${gen ? ` ${gen}th Gen` : ''} ${rng() < 0.4 ? 'Desktop ' : ''}Processor${pack}`,
    short: `${cores}, up to ${(4.3 + g.tier * 1.5).toFixed(1)}GHz, ${socket} socket${/F$/.test(model) ? ', needs a graphics card' : ''}.`,
    about: `The ${brandName} ${model} has ${cores} and boosts up to ${(4.3 + g.tier * 1.5).toFixed(1)}GHz, a ${g.tier > 0.6 ? 'strong choice for gaming and content creation' : 'sensible heart for an office or budget gaming build'}.`,
    specs: [
      s('Processor', 'Cores / Threads', cores),
      s('Processor', 'Frequency', `${(2.5 + g.tier * 1.6).toFixed(1)}GHz base, up to ${(4.3 + g.tier * 1.5).toFixed(1)}GHz`),
      s('Processor', 'Socket', socket),
      s('Processor', 'Cache', `${tiered(rng, [12, 18, 20, 24, 32, 36, 64, 96], g.tier)}MB L3`),
      s('Power', 'TDP', `${pick(rng, [65, 65, 105, 120, 125])}W`),
      s('Graphics', 'Integrated Graphics', /F$/.test(model) ? 'None' : amd ? 'AMD Radeon Graphics' : 'Intel UHD Graphics 770'),
    ],
    warranty: WARRANTY.component,
    price: [7_500, 85_000],
  };
}

/** [prefix, suffixes] per brand and tier */
const BOARD_LINES: Record<string, readonly (readonly [string, readonly string[]])[]> = {
  asus: [
    ['PRIME', ['M-A', 'M-K', 'M-E', '-P']],
    ['TUF Gaming', ['-PLUS WIFI', 'M-PLUS', 'M-PLUS WIFI', '-PRO WIFI']],
    ['ROG Strix', ['-A GAMING WIFI', '-F GAMING WIFI', '-E GAMING WIFI', '-I GAMING WIFI']],
  ],
  msi: [
    ['PRO', ['M-P', 'M-A WIFI', '-S WIFI', 'M-E DDR4']],
    ['MAG', [' TOMAHAWK WIFI', 'M MORTAR WIFI', ' GAMING PLUS WIFI']],
    ['MPG', [' CARBON WIFI', ' EDGE TI WIFI']],
  ],
  gigabyte: [
    ['', ['M DS3H', 'M K', 'M H', ' UD']],
    ['', [' AORUS ELITE AX', 'M AORUS ELITE', ' GAMING X AX', ' EAGLE WIFI6E']],
    ['', [' AORUS MASTER', ' AORUS PRO AX', ' AORUS ELITE X ICE']],
  ],
  asrock: [
    ['', ['M-HDV', 'M-HDV/M.2', 'M-X', ' Pro RS']],
    ['', [' Steel Legend WiFi', 'M PG Lightning', ' LiveMixer']],
    ['', [' Taichi', ' Phantom Gaming Nova', ' Nova WiFi']],
  ],
};

function motherboard(g: Gen): Synth {
  const { rng } = g;
  const amd = rng() < 0.45;
  const chipset = tiered(
    rng,
    amd ? ['A520', 'A620', 'B550', 'B650', 'B650', 'B850', 'X670E', 'X870E'] : ['H610', 'H610', 'B760', 'B760', 'B860', 'Z790', 'Z890'],
    g.tier,
  );
  const lines = BOARD_LINES[g.key] ?? [['', ['M', 'M-HD', ' Pro', ' Gaming', 'M WIFI', ' Plus']]];
  const line = tiered(rng, lines, g.tier);
  const suffix = pick(rng, line[1]);
  const form = suffix.startsWith('M') ? 'Micro-ATX' : suffix.startsWith('-I ') ? 'Mini-ITX' : 'ATX';
  const ddr = /DDR4/.test(suffix) || chipset === 'A520' || chipset === 'B550' ? 'DDR4' : 'DDR5';
  const socket = amd ? (chipset === 'A520' || chipset === 'B550' ? 'AM4' : 'AM5') : /8[69]0$/.test(chipset) ? 'LGA1851' : 'LGA1700';
  return {
    name: squash(`${g.brand} ${line[0]} ${chipset}${suffix} Motherboard`),
    short: `${socket} ${chipset} ${form} board, ${ddr}, ${g.tier > 0.4 ? 'PCIe 5.0 / 4.0 M.2, ' : ''}${/WIFI|AX|WiFi/.test(suffix) ? 'Wi-Fi 6E, ' : ''}2.5G LAN.`,
    about: `The ${g.brand} ${line[0]} ${chipset}${suffix} is a ${form} motherboard for ${amd ? 'AMD Ryzen' : 'Intel Core'} processors on the ${socket} socket, with ${ddr} memory support.`,
    specs: [
      s('Processor Support', 'Socket', socket),
      s('Processor Support', 'Chipset', `${amd ? 'AMD' : 'Intel'} ${chipset}`),
      s('Memory', 'Memory', `${form === 'ATX' ? 4 : 2}x ${ddr} DIMM, up to ${form === 'ATX' ? 192 : 96}GB`),
      s('Physical', 'Form Factor', form),
      s('Storage', 'M.2 Slots', `${tiered(rng, [1, 2, 2, 3, 4], g.tier)}x M.2`),
      s('Connectivity', 'Network', /WIFI|AX|WiFi/.test(suffix) ? '2.5G LAN, Wi-Fi 6E, Bluetooth 5.3' : '1G LAN'),
    ],
    warranty: WARRANTY.component,
    price: [8_500, 78_000],
  };
}

const GPU_SERIES: Record<string, readonly string[]> = {
  msi: ['Ventus 2X', 'Ventus 3X', 'Gaming X', 'Shadow 2X', 'Gaming Trio'],
  asus: ['Dual', 'TUF Gaming', 'ROG Strix', 'Prime'],
  gigabyte: ['Windforce', 'Eagle', 'Gaming OC', 'Aorus Master', 'Aero'],
  zotac: ['Twin Edge', 'AMP', 'Solid'],
  pny: ['Verto', 'XLR8 Gaming'],
  sapphire: ['Pulse', 'Nitro+', 'Pure'],
  powercolor: ['Fighter', 'Hellhound', 'Red Devil'],
  asrock: ['Challenger', 'Steel Legend', 'Phantom Gaming'],
};
const NVIDIA_ONLY = new Set(['zotac', 'pny']);
const AMD_ONLY = new Set(['sapphire', 'powercolor']);
const NVIDIA_CHIPS: readonly (readonly [string, string])[] = [
  ['GT 730', '2GB'],
  ['GT 1030', '2GB'],
  ['GTX 1650', '4GB'],
  ['RTX 3050', '6GB'],
  ['RTX 3050', '8GB'],
  ['RTX 4060', '8GB'],
  ['RTX 5060', '8GB'],
  ['RTX 4060 Ti', '8GB'],
  ['RTX 5060 Ti', '16GB'],
  ['RTX 4070 Super', '12GB'],
  ['RTX 5070', '12GB'],
  ['RTX 5070 Ti', '16GB'],
  ['RTX 4080 Super', '16GB'],
  ['RTX 5080', '16GB'],
  ['RTX 5090', '32GB'],
];
const AMD_CHIPS: readonly (readonly [string, string])[] = [
  ['RX 6400', '4GB'],
  ['RX 6500 XT', '4GB'],
  ['RX 6600', '8GB'],
  ['RX 7600', '8GB'],
  ['RX 7600 XT', '16GB'],
  ['RX 9060 XT', '16GB'],
  ['RX 7700 XT', '12GB'],
  ['RX 7800 XT', '16GB'],
  ['RX 9070', '16GB'],
  ['RX 9070 XT', '16GB'],
  ['RX 7900 XTX', '24GB'],
];

function graphicsCard(g: Gen): Synth {
  const { rng } = g;
  const amd = AMD_ONLY.has(g.key) || (!NVIDIA_ONLY.has(g.key) && rng() < 0.3);
  const [chip, vram] = tiered(rng, amd ? AMD_CHIPS : NVIDIA_CHIPS, g.tier);
  const series = seriesFor(g, GPU_SERIES, ['Gaming', 'OC', 'Dual Fan']);
  const family = amd ? 'Radeon' : 'GeForce';
  const memType = /GT |GTX|6400|6500/.test(chip) ? 'GDDR5' : /50[6-9]0/.test(chip) ? 'GDDR7' : 'GDDR6';
  return {
    name: squash(`${g.brand} ${family} ${chip} ${series} ${vram} Graphics Card`),
    short: `${family} ${chip} with ${vram} ${memType}, ${pick(rng, ['dual', 'triple'])}-fan cooler, HDMI 2.1 and DisplayPort.`,
    about: `The ${g.brand} ${family} ${chip} ${series} has ${vram} of ${memType} memory and ${g.tier > 0.5 ? 'runs new games at high settings with ray tracing and frame generation' : 'is an affordable upgrade for esports titles and video playback'}.`,
    specs: [
      s('Graphics', 'GPU', `${amd ? 'AMD' : 'NVIDIA'} ${family} ${chip}`),
      s('Memory', 'Video Memory', `${vram} ${memType}`),
      s('Graphics', 'Boost Clock', `${int(rng, 1700, 2900)}MHz`),
      s('Connectivity', 'Outputs', 'HDMI 2.1, 3x DisplayPort 1.4a'),
      s('Power', 'Recommended PSU', `${tiered(rng, [300, 450, 550, 650, 750, 850, 1000], g.tier)}W`),
      s('Physical', 'Length', `${int(rng, 170, 340)}mm`),
    ],
    warranty: WARRANTY.component,
    price: [9_000, 330_000],
  };
}

const RAM_SERIES: Record<string, readonly string[]> = {
  corsair: ['Vengeance', 'Vengeance RGB', 'Vengeance LPX', 'Dominator Titanium'],
  gskill: ['Ripjaws V', 'Ripjaws S5', 'Trident Z5 RGB', 'Flare X5'],
  kingston: ['Fury Beast', 'Fury Beast RGB', 'Fury Renegade', 'ValueRAM'],
  teamgroup: ['T-Force Delta RGB', 'T-Force Vulcan', 'Elite', 'T-Create Expert'],
  crucial: ['Pro', 'Basics', 'Pro Overclocking'],
  lexar: ['Thor', 'Ares RGB', 'Hades'],
  transcend: ['JetRam', 'Value'],
  apacer: ['Panther', 'NOX RGB', 'Value'],
  samsung: ['Original', 'M425'],
};

function ram(g: Gen): Synth {
  const { rng } = g;
  const laptopRam = rng() < 0.3;
  const ddr5 = g.tier > 0.35 || rng() < 0.3;
  const size = tiered(rng, [4, 8, 8, 16, 16, 32, 32, 64], g.tier);
  const kit = size >= 16 && !laptopRam && rng() < 0.35;
  const speed = ddr5 ? tiered(rng, [4800, 5200, 5600, 6000, 6400, 7200], g.tier) : pick(rng, [2666, 3200, 3200, 3600]);
  const series = seriesFor(g, RAM_SERIES, ['Value', 'Pro', 'RGB', 'Gaming']);
  const sizeText = kit ? `${size}GB (2x${size / 2}GB)` : `${size}GB`;
  return {
    name: `${g.brand} ${series} ${sizeText} DDR${ddr5 ? 5 : 4} ${speed}MHz ${laptopRam ? 'Laptop' : 'Desktop'} RAM`,
    short: `${sizeText} DDR${ddr5 ? 5 : 4} ${laptopRam ? 'SO-DIMM' : 'DIMM'} at ${speed}MHz${ddr5 ? ', XMP 3.0 / EXPO' : ''}.`,
    about: `${g.brand} ${series} ${sizeText} DDR${ddr5 ? 5 : 4} ${laptopRam ? 'SO-DIMM for laptops' : 'memory for desktops'} runs at ${speed}MHz and is tested for stability before it leaves the factory.`,
    specs: [
      s('Memory', 'Capacity', sizeText),
      s('Memory', 'Type', `DDR${ddr5 ? 5 : 4} ${laptopRam ? 'SO-DIMM' : 'U-DIMM'}`),
      s('Memory', 'Speed', `${speed}MHz`),
      s('Memory', 'Latency', `CL${ddr5 ? pick(rng, [30, 32, 36, 40]) : pick(rng, [16, 18, 19, 22])}`),
      s('Memory', 'Voltage', ddr5 ? '1.1V - 1.35V' : '1.2V - 1.35V'),
    ],
    warranty: 'Lifetime limited warranty',
    price: [1_600, 32_000],
    memory: sizeText,
    ...(!laptopRam && /rgb/i.test(series) ? { color: pick(rng, ['Black', 'White']) } : {}),
  };
}

/** [series, interface] */
const SSD_SERIES: Record<string, readonly (readonly [string, string])[]> = {
  samsung: [
    ['870 EVO', 'SATA'],
    ['990 EVO', 'Gen4'],
    ['990 EVO Plus', 'Gen4'],
    ['990 PRO', 'Gen4'],
    ['9100 PRO', 'Gen5'],
  ],
  westerndigital: [
    ['Green SN350', 'Gen3'],
    ['Blue SA510', 'SATA'],
    ['Blue SN580', 'Gen4'],
    ['Black SN770', 'Gen4'],
    ['Black SN850X', 'Gen4'],
  ],
  kingston: [
    ['A400', 'SATA'],
    ['NV3', 'Gen4'],
    ['KC3000', 'Gen4'],
    ['Fury Renegade', 'Gen4'],
  ],
  crucial: [
    ['BX500', 'SATA'],
    ['MX500', 'SATA'],
    ['P3 Plus', 'Gen4'],
    ['T500', 'Gen4'],
    ['T705', 'Gen5'],
  ],
  lexar: [
    ['NS100', 'SATA'],
    ['NM620', 'Gen3'],
    ['NM790', 'Gen4'],
    ['NQ790', 'Gen4'],
  ],
  transcend: [
    ['SSD225S', 'SATA'],
    ['MTE220S', 'Gen3'],
    ['MTE250S', 'Gen4'],
  ],
  apacer: [
    ['AS340', 'SATA'],
    ['AS2280P4', 'Gen3'],
    ['AS2280Q4', 'Gen4'],
  ],
  teamgroup: [
    ['GX2', 'SATA'],
    ['MP33', 'Gen3'],
    ['MP44', 'Gen4'],
    ['T-Force Cardea Z44Q', 'Gen4'],
  ],
  sandisk: [
    ['SSD Plus', 'SATA'],
    ['Extreme Portable', 'USB'],
    ['WD_Black SN7100', 'Gen4'],
  ],
  seagate: [
    ['BarraCuda Q5', 'Gen3'],
    ['FireCuda 530', 'Gen4'],
  ],
  corsair: [
    ['MP600 Core XT', 'Gen4'],
    ['MP700', 'Gen5'],
  ],
  gigabyte: [
    ['Gen3 2500E', 'Gen3'],
    ['Aorus Gen4 7300', 'Gen4'],
  ],
};

function ssd(g: Gen): Synth {
  const { rng } = g;
  const [series, iface] = tiered(
    rng,
    SSD_SERIES[g.key] ?? [
      ['Value', 'SATA'],
      ['NV', 'Gen3'],
      ['Pro', 'Gen4'],
    ],
    g.tier,
  );
  const cap = tiered(rng, [128, 256, 512, 512, 1000, 1000, 2000, 4000], g.tier);
  const form = iface === 'SATA' ? '2.5" SATA' : iface === 'USB' ? 'USB-C Portable' : `NVMe M.2 PCIe ${iface}`;
  const read = iface === 'SATA' ? 550 : iface === 'USB' ? 1050 : iface === 'Gen3' ? 3500 : iface === 'Gen4' ? int(rng, 50, 74) * 100 : int(rng, 120, 145) * 100;
  return {
    name: `${g.brand} ${series} ${capacity(cap)} ${form} SSD`,
    short: `${capacity(cap)} ${form}, up to ${formatCount(read)}MB/s read.`,
    about: `The ${g.brand} ${series} ${capacity(cap)} ${iface === 'SATA' ? 'SATA SSD is the simplest upgrade for an older laptop or desktop' : 'NVMe SSD makes Windows, games and large projects load in seconds'}, with reads up to ${formatCount(read)}MB/s.`,
    specs: [
      s('Storage', 'Capacity', capacity(cap)),
      s('Storage', 'Interface', form),
      s('Performance', 'Sequential Read', `${formatCount(read)}MB/s`),
      s('Performance', 'Sequential Write', `${formatCount(read * (0.7 + rng() * 0.25))}MB/s`),
      s('Storage', 'Endurance', `${Math.round((cap / 1000) * 600)}TBW`),
    ],
    warranty: iface === 'SATA' ? '3 years' : '5 years',
    price: [1_900, 48_000],
    memory: capacity(cap),
  };
}

const HDD_SERIES: Record<string, readonly string[]> = {
  seagate: ['BarraCuda', 'IronWolf', 'SkyHawk', 'Exos', 'Expansion Portable', 'One Touch'],
  westerndigital: ['Blue', 'Purple', 'Red Plus', 'Black', 'Elements Portable', 'My Passport'],
  toshiba: ['P300', 'N300', 'X300', 'Canvio Basics', 'Canvio Flex'],
};

function hdd(g: Gen): Synth {
  const { rng } = g;
  const series = seriesFor(g, HDD_SERIES, ['Desktop', 'Surveillance', 'Portable']);
  const portable = /portable|passport|canvio|one touch/i.test(series);
  const cap = tiered(rng, portable ? [1000, 2000, 4000, 5000] : [500, 1000, 2000, 4000, 6000, 8000, 12000], g.tier);
  const rpm = pick(rng, [5400, 5400, 7200]);
  return {
    name: portable
      ? `${g.brand} ${series} ${capacity(cap)} USB 3.0 External Hard Drive`
      : `${g.brand} ${series} ${capacity(cap)} ${rpm}RPM 3.5" SATA Hard Disk`,
    short: portable
      ? `${capacity(cap)} pocket-size external drive, USB 3.0, backup software included.`
      : `${capacity(cap)} 3.5" SATA III, ${rpm}RPM, ${pick(rng, [64, 128, 256])}MB cache.`,
    about: `The ${g.brand} ${series} ${capacity(cap)} ${portable ? 'keeps photos, videos and backups safe and fits in a pocket' : /purple|skyhawk|surveillance/i.test(series) ? 'is built to record CCTV footage around the clock' : 'gives desktops and NAS boxes plenty of affordable space'}.`,
    specs: [
      s('Storage', 'Capacity', capacity(cap)),
      s('Storage', 'Interface', portable ? 'USB 3.2 Gen 1' : 'SATA 6Gb/s'),
      s('Performance', 'Spindle Speed', `${rpm}RPM`),
      s('Physical', 'Form Factor', portable ? '2.5" portable' : '3.5" internal'),
      s('Performance', 'Workload', `${pick(rng, [55, 180, 300, 550])}TB/year`),
    ],
    warranty: pick(rng, ['2 years', '3 years']),
    price: [4_200, 42_000],
    memory: capacity(cap),
    ...(portable ? { color: pick(rng, ['Black', 'Blue', 'Red', 'Silver']) } : {}),
  };
}

const PSU_SERIES: Record<string, readonly string[]> = {
  corsair: ['CV', 'CX', 'RM', 'RMe', 'RMx Shift', 'HX'],
  antec: ['Atom', 'CSK', 'NeoECO', 'HCG'],
  deepcool: ['PF', 'PK-D', 'PM', 'PQ-M', 'PX'],
  coolermaster: ['Elite NEX', 'MWE Bronze V3', 'MWE Gold V2', 'V Gold'],
  thermaltake: ['Smart', 'Toughpower GF A3', 'Toughpower GT'],
  gigabyte: ['P-BS', 'UD-GM', 'AORUS P-GM'],
  msi: ['MAG A-BN', 'MAG A-GL', 'MPG A-G'],
  montech: ['Century II', 'Gamma II', 'Titan Gold'],
  nzxt: ['C', 'C Gold V2'],
  lianli: ['Edge', 'SP'],
  asus: ['Prime', 'TUF Gaming', 'ROG Strix'],
};

function powerSupply(g: Gen): Synth {
  const { rng } = g;
  const watt = tiered(rng, [450, 500, 550, 650, 750, 850, 1000, 1200], g.tier);
  const rating = tiered(rng, ['White', 'Bronze', 'Bronze', 'Gold', 'Gold', 'Platinum'], g.tier);
  const modular = g.tier > 0.55 ? 'Full Modular' : g.tier > 0.3 ? 'Semi Modular' : 'Non Modular';
  const series = seriesFor(g, PSU_SERIES, ['Power', 'PSU', 'Gaming']);
  return {
    name: `${g.brand} ${series} ${watt}W 80 Plus ${rating} ${modular} Power Supply`,
    short: `${watt}W, 80 Plus ${rating}, ${modular.toLowerCase()} cables${g.tier > 0.5 ? ', ATX 3.1 with 12V-2x6 connector' : ''}.`,
    about: `The ${g.brand} ${series} ${watt}W is an 80 Plus ${rating} power supply with ${modular.toLowerCase()} cabling and protection against over-voltage, short circuit and surges.`,
    specs: [
      s('Power', 'Wattage', `${watt}W`),
      s('Power', 'Efficiency', `80 Plus ${rating}`),
      s('Physical', 'Cabling', modular),
      s('Cooling', 'Fan', `${pick(rng, [120, 135, 140])}mm ${g.tier > 0.4 ? 'fluid dynamic bearing' : 'sleeve bearing'}`),
      s('Connectivity', 'Connectors', g.tier > 0.5 ? '1x 12V-2x6, 3x PCIe 8-pin, 8x SATA' : '2x PCIe 6+2-pin, 6x SATA'),
    ],
    warranty: g.tier > 0.5 ? '10 years' : '3 years',
    price: [2_400, 42_000],
  };
}

const CASING_MODELS: Record<string, readonly string[]> = {
  antec: ['NX410', 'NX800', 'AX20', 'C8', 'CX300', 'NX292'],
  deepcool: ['CH560', 'CC560', 'CG580', 'MATREXX 55', 'CH780', 'CH360'],
  coolermaster: ['MasterBox Q300L', 'MasterBox TD500 Mesh V2', 'HAF 700', 'Elite 301'],
  thermaltake: ['Versa H18', 'View 170 TG', 'Ceres 500 TG', 'S100 TG'],
  lianli: ['Lancool 207', 'O11 Dynamic EVO', 'A3-mATX', 'Lancool III', 'O11 Vision'],
  nzxt: ['H5 Flow', 'H6 Flow', 'H9 Elite', 'H7 Flow'],
  montech: ['Air 903 Max', 'King 95 Pro', 'XR', 'Sky Two', 'Air 100 ARGB'],
  corsair: ['3000D Airflow', '4000D Airflow', '6500X', '2500X', '5000D Airflow'],
  msi: ['MAG Forge 120A', 'MPG Gungnir 110R', 'MAG Pano 100R'],
  asus: ['TUF Gaming GT302', 'ROG Hyperion GR701', 'A21', 'Prime AP201'],
  gigabyte: ['C301 Glass', 'C102 Glass', 'C200 Glass'],
};

function casing(g: Gen): Synth {
  const { rng } = g;
  const model = seriesFor(g, CASING_MODELS, [code(rng, '@@###'), code(rng, '@###'), `Gaming ${code(rng, '@#')}`]);
  const form = /mATX|A21|C102|Q300L|AP201/i.test(model)
    ? 'Micro-ATX'
    : tiered(rng, ['Mid Tower ATX', 'Mid Tower ATX', 'Mid Tower E-ATX', 'Full Tower E-ATX'], g.tier);
  const fans = tiered(rng, [1, 2, 3, 4, 6], g.tier);
  const color = pick(rng, ['Black', 'Black', 'White']);
  return {
    name: `${g.brand} ${model} ${form} ${pick(rng, ['Gaming', 'ARGB', 'Mesh', 'Tempered Glass'])} Casing (${color})`,
    short: `${form} case, tempered glass side panel, ${fans} ARGB fan${fans > 1 ? 's' : ''} included, ${pick(rng, [240, 280, 360])}mm radiator support.`,
    about: `The ${g.brand} ${model} is a ${form.toLowerCase()} case with a mesh front for airflow, a tempered glass side and room for a ${int(rng, 30, 42)}cm graphics card.`,
    specs: [
      s('Physical', 'Form Factor', form),
      s('Cooling', 'Fans Included', `${fans}x 120mm ARGB`),
      s('Cooling', 'Radiator Support', `Up to ${pick(rng, [240, 280, 360, 420])}mm`),
      s('Physical', 'Max GPU Length', `${int(rng, 300, 420)}mm`),
      s('Connectivity', 'Front I/O', pick(rng, ['2x USB 3.0, audio', '1x USB-C, 2x USB 3.0, audio', '1x USB 3.0, 2x USB 2.0, audio'])),
    ],
    warranty: WARRANTY.peripheral,
    price: [2_800, 32_000],
    color,
  };
}

const AIR_COOLERS: Record<string, readonly string[]> = {
  deepcool: ['AK400', 'AK620', 'AG400', 'AK500 Digital', 'AG620'],
  coolermaster: ['Hyper 212 Black', 'Hyper 622 Halo', 'Hyper 212 Spectrum V3'],
  thermalright: ['Peerless Assassin 120 SE', 'Phantom Spirit 120 SE', 'Assassin X 120 Refined SE'],
  noctua: ['NH-U12S redux', 'NH-D15 G2', 'NH-L9i', 'NH-U9S'],
  arctic: ['Freezer 36', 'Freezer 7 X', 'Freezer 36 A-RGB'],
  thermaltake: ['UX200 SE', 'Assassin X 120'],
  montech: ['Metal DT24', 'Air Blaster 120'],
  antec: ['A400i', 'FrigusAir 400'],
};
const LIQUID_COOLERS: Record<string, readonly string[]> = {
  deepcool: ['LE520', 'LT720', 'LS720', 'LD360'],
  lianli: ['Galahad II Trinity', 'HydroShift LCD', 'Galahad II LCD'],
  nzxt: ['Kraken', 'Kraken Elite', 'Kraken Plus'],
  arctic: ['Liquid Freezer III'],
  corsair: ['iCUE H150i Elite', 'Nautilus RS', 'iCUE Link Titan'],
  thermaltake: ['TH360 V2 ARGB', 'TH240 V2'],
  coolermaster: ['MasterLiquid 240L Core', 'MasterLiquid 360 Atmos'],
  montech: ['HyperFlow'],
  thermalright: ['Frozen Notte', 'Aqua Elite'],
  antec: ['Vortex View'],
};

function cooler(g: Gen): Synth {
  const { rng } = g;
  const liquid = g.tier > 0.5 && rng() < 0.7 && g.key !== 'noctua';
  const model = seriesFor(g, liquid ? LIQUID_COOLERS : AIR_COOLERS, [code(rng, '@@###'), `Frost ${code(rng, '@##')}`]);
  const rad = tiered(rng, [240, 240, 280, 360, 360], g.tier);
  const argb = rng() < 0.6;
  return {
    name: liquid ? `${g.brand} ${model} ${rad}mm ${argb ? 'ARGB ' : ''}Liquid CPU Cooler` : `${g.brand} ${model} ${argb ? 'ARGB ' : ''}CPU Air Cooler`,
    short: liquid
      ? `${rad}mm all-in-one liquid cooler, ${rad / 120} fans, supports LGA1700/1851 and AM4/AM5.`
      : `${pick(rng, [4, 5, 6])} heat pipes, ${pick(rng, ['single', 'dual'])} 120mm fan, supports LGA1700/1851 and AM4/AM5.`,
    about: `The ${g.brand} ${model} keeps ${liquid ? 'high-end processors cool under long rendering and gaming loads' : 'mainstream processors cool and quiet'}, with mounting kits for current Intel and AMD sockets included.`,
    specs: [
      s('Cooling', 'Type', liquid ? `${rad}mm AIO liquid` : 'Tower air cooler'),
      s('Cooling', 'Fans', liquid ? `${rad / 120}x 120mm` : `${pick(rng, [1, 2])}x 120mm PWM`),
      s('Compatibility', 'Socket Support', 'Intel LGA1700/1851, AMD AM4/AM5'),
      s('Cooling', 'Noise', `${int(rng, 22, 33)} dBA`),
      s('Cooling', 'Lighting', argb ? 'ARGB' : 'None'),
    ],
    warranty: liquid ? '5 years' : '2 years',
    price: liquid ? [6_500, 28_000] : [900, 12_500],
    color: pick(rng, ['Black', 'Black', 'White']),
  };
}

// --- Accessories --------------------------------------------------------------------------------

const KEYBOARDS: Record<string, readonly string[]> = {
  logitech: ['K120', 'K380', 'MK270', 'MX Keys S', 'G213 Prodigy', 'G413 SE', 'G Pro X TKL', 'Pebble Keys 2 K380s'],
  a4tech: ['KR-85', 'FK10', 'Bloody B500N', 'Bloody S510N', 'FBK30'],
  havit: ['KB488L', 'KB885L', 'KB275L'],
  fantech: ['MK853', 'ATOM 63', 'MAXFIT61', 'K613L'],
  redragon: ['Kumara K552', 'Fizz K617', 'Draconic K530', 'Shrapnel K589'],
  razer: ['BlackWidow V4', 'Huntsman Mini', 'Ornata V3', 'DeathStalker V2'],
  keychron: ['K2 Pro', 'K8 Pro', 'V1 Max', 'Q1 HE', 'C3 Pro'],
  hyperx: ['Alloy Origins', 'Alloy Core RGB', 'Alloy Rise 75'],
  corsair: ['K55 RGB Pro', 'K70 Core', 'K65 Plus Wireless'],
  asus: ['ROG Strix Scope II', 'TUF Gaming K3'],
  hp: ['KB 100', '230 Wireless'],
  dell: ['KB216', 'KB522', 'KM3322W'],
};

function keyboard(g: Gen): Synth {
  const { rng } = g;
  const model = seriesFor(g, KEYBOARDS, [code(rng, '@@-###'), code(rng, 'K###')]);
  const mechanical = g.tier > 0.35 && rng() < 0.75;
  const wireless = rng() < 0.4;
  const sw = pick(rng, ['Red', 'Blue', 'Brown', 'Yellow']);
  const layout = pick(rng, ['Full Size', 'TKL', '75%', '60%']);
  return {
    name: squash(
      `${g.brand} ${model} ${mechanical ? `${layout} Mechanical ${rng() < 0.5 ? 'Gaming ' : ''}` : ''}${wireless ? 'Wireless ' : 'Wired '}Keyboard${mechanical ? ` (${sw} Switch)` : ''}`,
    ),
    short: `${mechanical ? `${layout} mechanical, ${sw} switches, ` : 'Quiet membrane keys, '}${wireless ? 'Bluetooth + 2.4GHz' : 'USB wired'}${rng() < 0.5 ? ', RGB backlight' : ''}, Bangla keycaps available.`,
    about: `The ${g.brand} ${model} is a ${mechanical ? `${layout.toLowerCase()} mechanical keyboard with ${sw.toLowerCase()} switches` : 'comfortable everyday keyboard with quiet keys'} that connects ${wireless ? 'wirelessly to up to three devices' : 'over a single USB cable'}.`,
    specs: [
      s('General', 'Type', mechanical ? `Mechanical, ${sw} switch` : 'Membrane'),
      s('Connectivity', 'Connection', wireless ? 'Bluetooth 5.1, 2.4GHz receiver' : 'USB wired'),
      s('General', 'Layout', mechanical ? layout : 'Full size, 104 keys'),
      s('General', 'Backlight', rng() < 0.5 ? 'RGB' : 'None'),
      s('Physical', 'Cable / Battery', wireless ? 'AAA batteries / built-in 4000mAh' : '1.8m cable'),
    ],
    warranty: WARRANTY.peripheral,
    price: [450, 24_000],
    color: pick(rng, ACCESSORY_COLOURS),
  };
}

const MICE: Record<string, readonly string[]> = {
  logitech: [
    'B100',
    'M1%0',
    'M3%1 Silent Plus',
    'M%50',
    'MX Master %S',
    'MX Anywhere %S',
    'G102 Lightsync',
    'G30%',
    'G50% X',
    'G Pro X Superlight %',
    'Pebble M%50',
  ],
  a4tech: ['OP-7%0', 'FG1%', 'Bloody W%0 Max', 'Bloody V%M', 'FM1%', 'FB%0C'],
  havit: ['MS10%%', 'MS%9WB', 'MS9%5'],
  fantech: ['X%s Zeus', 'Helios XD%', 'W60%', 'Aria XD%', 'Venom II WGC%'],
  redragon: ['Cobra M71%', 'King Cobra M71%-FPS', 'Storm M80%', 'Griffin M60%'],
  razer: ['DeathAdder Essential', 'DeathAdder V%', 'Viper Mini', 'Basilisk V%', 'Orochi V%'],
  hyperx: ['Pulsefire Haste %', 'Pulsefire Core', 'Pulsefire Saga'],
  corsair: ['Harpoon RGB', 'M%5 RGB Ultra', 'Katar Pro', 'Sabre RGB Pro'],
  asus: ['TUF Gaming M%', 'ROG Keris', 'MW20%', 'ROG Gladius III'],
  hp: ['X%00', 'M1% Gaming', '1%0 Wired', '2%0 Silent'],
  dell: ['MS11%', 'WM1%6', 'MS%320W'],
  xiaomi: ['Wireless Mouse Lite', 'Silent Edition', 'Dual Mode Mouse', 'Wireless Mouse %'],
};

function mouse(g: Gen): Synth {
  const { rng } = g;
  const model = seriesFor(g, MICE, [code(rng, 'M###'), code(rng, '@@-##')]);
  const gaming = g.tier > 0.4 && rng() < 0.7;
  const wireless = rng() < 0.45;
  const dpi = tiered(rng, [1000, 1200, 1600, 3200, 8000, 12000, 26000, 32000], g.tier);
  const color = pick(rng, ACCESSORY_COLOURS);
  return {
    name: squash(`${g.brand} ${model} ${wireless ? 'Wireless' : 'Wired'} ${gaming ? 'Gaming ' : ''}Mouse${rng() < 0.5 ? ` (${color})` : ''}`),
    short: `${dpi} DPI ${gaming ? 'gaming sensor' : 'optical sensor'}, ${wireless ? '2.4GHz wireless' : 'USB wired'}, ${pick(rng, [3, 5, 6, 7])} buttons.`,
    about: `The ${g.brand} ${model} is a ${gaming ? 'light, accurate gaming mouse' : 'comfortable mouse for office and home'} with a ${dpi} DPI sensor and ${wireless ? 'a tiny 2.4GHz receiver' : 'a flexible cable'}.`,
    specs: [
      s('Performance', 'Sensor', `${gaming ? 'Gaming optical' : 'Optical'}, up to ${dpi} DPI`),
      s('Connectivity', 'Connection', wireless ? '2.4GHz wireless, Bluetooth' : 'USB wired'),
      s('General', 'Buttons', String(pick(rng, [3, 5, 6, 7]))),
      s('Physical', 'Weight', `${int(rng, 55, 110)}g`),
      s('Power', 'Battery', wireless ? pick(rng, ['1x AA, up to 12 months', 'Rechargeable, 70 hours']) : 'Not applicable'),
    ],
    warranty: WARRANTY.peripheral,
    price: [300, 16_000],
    color,
  };
}

const HEADPHONES: Record<string, readonly string[]> = {
  sony: ['WH-CH%20', 'WH-CH%20N', 'WH-1000XM%', 'ULT Wear', 'MDR-ZX1#0', 'MDR-EX1%5AP'],
  jbl: ['Tune %20BT', 'Tune %60NC', 'Live %70NC', 'Tour One M%', 'Quantum %00', 'Tune %10'],
  edifier: ['W%00BT', 'WH%00NB', 'W8%0NB Plus', 'G% II', 'H8%0'],
  havit: ['H20##d', 'H22##d', 'Fuxi H%', 'H6%3BT'],
  fantech: ['HG1# Captain', 'MH8# Valor', 'WHG0# Tamago', 'HQ5%'],
  redragon: ['Zeus X H5#0', 'Pandora H3#0', 'Lamia % H3#0', 'Ire H8%8'],
  hyperx: ['Cloud Stinger %', 'Cloud II', 'Cloud III Wireless', 'Cloud Alpha', 'Cloud Flight'],
  razer: ['Kraken V%', 'BlackShark V% X', 'Barracuda X', 'Kraken Kitty V%'],
  logitech: ['H1#1', 'H3#0 USB', 'G3%5', 'G4%5 Lightspeed', 'G Pro X %', 'Zone Vibe 1#0'],
  anker: ['Soundcore Life Q%0', 'Soundcore Q%0', 'Soundcore Space One', 'Soundcore H%0i'],
  corsair: ['HS%5 Stereo', 'HS8# RGB Wireless', 'Virtuoso Pro', 'Void RGB Elite'],
  apple: ['AirPods Max'],
  samsung: ['Level On', 'Level U%'],
  qcy: ['H% Pro', 'H% ANC'],
};

function headphone(g: Gen): Synth {
  const { rng } = g;
  const model = seriesFor(g, HEADPHONES, [code(rng, 'H###'), code(rng, '@@-##')]);
  const gaming = /cloud|kraken|blackshark|g\d|hg|mh|zeus|pandora|lamia|hs\d|virtuoso|h2\d{3}|quantum/i.test(model);
  const anc = !gaming && g.tier > 0.45;
  const wireless = gaming ? rng() < 0.3 : rng() < 0.8;
  const hours = int(rng, 20, 70);
  const color = pick(rng, ACCESSORY_COLOURS);
  return {
    name: squash(`${g.brand} ${model} ${wireless ? 'Wireless ' : ''}${anc ? 'Noise Cancelling ' : ''}${gaming ? 'Gaming Headset' : 'Headphone'} (${color})`),
    short: `${pick(rng, [40, 40, 50])}mm drivers, ${wireless ? `Bluetooth 5.3, up to ${hours} hours battery` : gaming ? '3.5mm + USB, detachable mic' : '3.5mm wired'}${anc ? ', active noise cancellation' : ''}.`,
    about: `The ${g.brand} ${model} ${gaming ? 'headset has a clear boom microphone and virtual surround for team games' : anc ? 'blocks out traffic and office noise with active noise cancellation' : 'delivers punchy bass and comfortable cushions for long listening'}.`,
    specs: [
      s('Audio', 'Driver', `${pick(rng, [40, 40, 50])}mm dynamic`),
      s('Connectivity', 'Connection', wireless ? 'Bluetooth 5.3' : gaming ? '3.5mm, USB' : '3.5mm jack'),
      s('Audio', 'Noise Cancellation', anc ? 'Active (ANC)' : 'Passive'),
      s('Power', 'Battery Life', wireless ? `Up to ${hours} hours` : 'Not applicable'),
      s('Audio', 'Microphone', gaming ? 'Detachable boom mic' : 'Built-in'),
    ],
    warranty: WARRANTY.peripheral,
    price: g.key === 'apple' ? [68_000, 78_000] : [650, 52_000],
    color,
  };
}

const EARBUDS: Record<string, readonly string[]> = {
  apple: ['AirPods 4', 'AirPods 4 ANC', 'AirPods Pro 2'],
  samsung: ['Galaxy Buds FE', 'Galaxy Buds%', 'Galaxy Buds% Pro'],
  xiaomi: ['Redmi Buds % Active', 'Redmi Buds % Lite', 'Redmi Buds % Pro', 'Buds %', 'Redmi Buds %C'],
  realme: ['Buds T1%0', 'Buds T3%0', 'Buds Air %', 'Buds Air % Pro', 'Buds Wireless % Neo'],
  oneplus: ['Nord Buds %', 'Nord Buds % Pro', 'Buds Pro %'],
  qcy: ['T1% ANC', 'HT0% MeloBuds', 'T%0 AilyPods', 'MeloBuds Pro', 'ArcBuds Lite', 'AilyBuds Pro+'],
  haylou: ['GT%', 'X1 Neo', 'W1', 'S%5 ANC', 'X1 %023'],
  anker: ['Soundcore R50i', 'Soundcore P%0i', 'Soundcore Liberty % NC', 'Soundcore Life P%i', 'Soundcore A%0i'],
  jbl: ['Wave Beam', 'Tune Buds', 'Live Pro %', 'Vibe Beam', 'Tune Flex', 'Wave Flex'],
  sony: ['WF-C%10', 'WF-C%00N', 'WF-1000XM%'],
  edifier: ['X% Lite', 'W2%0TN', 'NeoBuds Pro %', 'TWS1 Pro %', 'X%s'],
  baseus: ['Bowie E%', 'Bowie MA%0', 'Bass BP1 Pro', 'Bowie WM0%'],
  havit: ['TW9%#', 'TW%%8'],
  huawei: ['FreeBuds SE %', 'FreeBuds %i', 'FreeBuds Pro %'],
  honor: ['Earbuds X%', 'Choice Earbuds X%'],
};

function earbuds(g: Gen): Synth {
  const { rng } = g;
  const model = seriesFor(g, EARBUDS, [code(rng, 'TWS-##'), code(rng, '@##')]);
  const anc = g.tier > 0.4 || /anc|pro|nc/i.test(model);
  const hours = int(rng, 18, 50);
  const color = pick(rng, ['Black', 'White', 'Blue', 'Beige', 'Green']);
  return {
    name: squash(`${g.brand} ${model} ${anc ? 'ANC ' : ''}TWS Earbuds (${color})`),
    short: `True wireless, Bluetooth 5.${pick(rng, [3, 4])}, ${anc ? `${int(rng, 25, 50)}dB ANC, ` : ''}up to ${hours} hours with case, IPX${pick(rng, [4, 5])}.`,
    about: `The ${g.brand} ${model} earbuds ${anc ? 'cancel street noise on the bus and in the office' : 'are light, clear and easy to carry everywhere'}, with up to ${hours} hours of music using the charging case.`,
    specs: [
      s('Audio', 'Driver', `${pick(rng, [10, 11, 12.4, 13])}mm dynamic`),
      s('Connectivity', 'Bluetooth', `5.${pick(rng, [3, 4])}, ${pick(rng, ['SBC/AAC', 'SBC/AAC/LDAC'])}`),
      s('Audio', 'Noise Cancellation', anc ? 'Active (ANC) with transparency mode' : 'ENC for calls'),
      s('Power', 'Battery Life', `${Math.round(hours / 4)} hours (earbuds), ${hours} hours with case`),
      s('Physical', 'Water Resistance', `IPX${pick(rng, [4, 5])}`),
    ],
    warranty: g.key === 'apple' ? '1 year Apple international warranty' : WARRANTY.small,
    price: g.key === 'apple' ? [18_000, 32_000] : [900, 36_000],
    color,
  };
}

const SPEAKERS: Record<string, readonly string[]> = {
  jbl: ['Go %', 'Clip %', 'Flip %', 'Charge %', 'Xtreme %', 'PartyBox Encore', 'PartyBox %10', 'Boombox %'],
  sony: ['SRS-XB1%0', 'ULT Field %', 'SRS-XV%00', 'SRS-XE%00', 'SRS-XG%00'],
  edifier: ['R1%80DB', 'R1%00BT', 'MR%', 'QD%5', 'M%30', 'R%0T'],
  fd: ['F%80X', 'A1%0X', 'T-%0X', 'W1%', 'E%00'],
  microlab: ['B1%', 'M-%00 BT', 'M-%00U', 'X%'],
  anker: ['Soundcore %', 'Soundcore Motion %00', 'Soundcore Boom %', 'Soundcore Select %'],
  havit: ['SK2%3', 'M%', 'SQ1%5BT', 'SF1%4BT'],
  xiaomi: ['Mi Portable Bluetooth Speaker', 'Sound Outdoor', 'Sound Pocket', 'Sound Move'],
  logitech: ['Z1%0', 'Z2%3', 'Z%07', 'Z%25'],
  baseus: ['AeQur V%', 'Bowie E%', 'AeQur G%'],
};

function speaker(g: Gen): Synth {
  const { rng } = g;
  const model = seriesFor(g, SPEAKERS, [code(rng, '@-###'), code(rng, '@@##')]);
  const desk = /^(R1|R\d0T|Z\d|MR|QD|M\d30|F\d80X|A1\d0X|T-|M-|B1|X\d|E\d00)/.test(model);
  const watts = tiered(rng, [3, 5, 10, 20, 30, 60, 120, 240], g.tier);
  const color = pick(rng, ['Black', 'Blue', 'Red', 'Camo', 'White', 'Teal']);
  return {
    name: `${g.brand} ${model} ${desk ? (watts > 40 ? '2.1 Multimedia' : '2.0 Bookshelf') : 'Portable Bluetooth'} Speaker${desk ? '' : ` (${color})`}`,
    short: `${watts}W output, Bluetooth 5.${pick(rng, [0, 1, 3])}${desk ? ', AUX and optical inputs' : `, up to ${int(rng, 8, 24)} hours battery, IP67`}.`,
    about: `The ${g.brand} ${model} puts out ${watts}W of ${desk ? 'room-filling sound for a desk, TV or small living room' : 'clear sound with deep bass wherever you carry it'}.`,
    specs: [
      s('Audio', 'Output Power', `${watts}W RMS`),
      s('Connectivity', 'Inputs', desk ? 'Bluetooth, AUX, optical, USB' : 'Bluetooth, USB-C'),
      s('Power', 'Battery', desk ? 'Mains powered' : `${int(rng, 8, 24)} hours`),
      s('Audio', 'Frequency Response', `${int(rng, 45, 80)}Hz - 20kHz`),
      s('Physical', 'Water Resistance', desk ? 'None' : pick(rng, ['IPX4', 'IPX7', 'IP67'])),
    ],
    warranty: WARRANTY.peripheral,
    price: [900, 75_000],
    color: desk ? 'Black' : color,
  };
}

function soundbar(g: Gen): Synth {
  const { rng } = g;
  const channels = tiered(rng, ['2.0', '2.1', '3.1', '5.1', '5.1.2', '7.1.4'], g.tier);
  const watts = tiered(rng, [60, 120, 200, 320, 450, 600, 800], g.tier);
  const model = code(rng, pick(rng, ['@@-@###@', 'HW-@###@', 'S###@', 'Bar ###']));
  return {
    name: `${g.brand} ${model} ${channels} Channel ${watts}W ${g.tier > 0.6 ? 'Dolby Atmos ' : ''}Soundbar`,
    short: `${channels} channel, ${watts}W, ${/\.1/.test(channels) ? 'wireless subwoofer, ' : ''}HDMI eARC, optical, Bluetooth.`,
    about: `The ${g.brand} ${model} ${channels}-channel soundbar makes TV dialogue clear and films fuller${g.tier > 0.6 ? ', with Dolby Atmos height effects' : ''}.`,
    specs: [
      s('Audio', 'Channels', channels),
      s('Audio', 'Output Power', `${watts}W`),
      s('Connectivity', 'Inputs', 'HDMI eARC, optical, Bluetooth 5.0, USB'),
      s('Audio', 'Subwoofer', /\.1/.test(channels) ? 'Wireless subwoofer' : 'Built-in'),
      s('Audio', 'Formats', g.tier > 0.6 ? 'Dolby Atmos, DTS:X' : 'Dolby Digital'),
    ],
    warranty: WARRANTY.peripheral,
    price: [6_500, 150_000],
    color: 'Black',
  };
}

function powerBank(g: Gen): Synth {
  const { rng } = g;
  const mah = tiered(rng, [5000, 10000, 10000, 20000, 20000, 25000, 30000], g.tier);
  const watts = tiered(rng, [10, 15, 20, 22.5, 30, 45, 65, 100], g.tier);
  const model = code(rng, pick(rng, ['PB###', '@###', 'Power Core ##', 'Magnetic ##']));
  return {
    name: `${g.brand} ${model} ${mah}mAh ${watts}W ${rng() < 0.3 ? 'Magnetic ' : ''}Power Bank`,
    short: `${mah}mAh, ${watts}W fast charging, ${pick(rng, ['USB-C + USB-A', '2x USB-C + USB-A', 'built-in cables'])}.`,
    about: `The ${g.brand} ${model} holds ${mah}mAh, enough to charge a phone ${Math.max(1, Math.round(mah / 4500))} times during load-shedding or a long journey.`,
    specs: [
      s('Power', 'Capacity', `${mah}mAh`),
      s('Power', 'Max Output', `${watts}W`),
      s('Connectivity', 'Ports', pick(rng, ['1x USB-C, 1x USB-A', '2x USB-C, 1x USB-A', '1x USB-C, 2x USB-A, micro-USB input'])),
      s('Physical', 'Weight', `${Math.round(mah / 50 + int(rng, 20, 80))}g`),
      s('Power', 'Protection', 'Over-charge, over-heat, short circuit'),
    ],
    warranty: WARRANTY.small,
    price: [900, 9_000],
    color: pick(rng, ['Black', 'White', 'Blue', 'Grey']),
  };
}

function penDrive(g: Gen): Synth {
  const { rng } = g;
  const card = rng() < 0.35;
  const cap = tiered(rng, [16, 32, 64, 64, 128, 128, 256, 512, 1000], g.tier);
  const model = card
    ? pick(rng, ['EVO Plus', 'Ultra', 'Extreme', 'Canvas Select Plus', 'High Endurance', 'Pro Plus'])
    : pick(rng, ['Ultra Flair', 'Cruzer Blade', 'DataTraveler Exodia', 'JetFlash 790', 'Ultra Dual Drive Go', 'BAR Plus', 'AH25B', 'Duo Plus']);
  const usb = card ? 'microSDXC UHS-I U3' : pick(rng, ['USB 3.2', 'USB 3.0', 'USB 2.0', 'USB-C + USB-A OTG']);
  const read = card ? pick(rng, [100, 130, 160, 200]) : usb === 'USB 2.0' ? 25 : pick(rng, [100, 150, 200, 400]);
  return {
    name: card ? `${g.brand} ${model} ${capacity(cap)} ${usb} Memory Card` : `${g.brand} ${model} ${capacity(cap)} ${usb} Pen Drive`,
    short: `${capacity(cap)}, up to ${read}MB/s read, ${card ? 'A2 for phones, cameras and drones' : 'metal casing with key ring'}.`,
    about: `The ${g.brand} ${model} ${capacity(cap)} ${card ? 'card adds room for photos and 4K video to a phone, camera or drone' : 'pen drive carries files between office, school and home'} at up to ${read}MB/s.`,
    specs: [
      s('Storage', 'Capacity', capacity(cap)),
      s('Connectivity', 'Interface', usb),
      s('Performance', 'Read Speed', `Up to ${read}MB/s`),
      s('Physical', 'Dimensions', card ? '15 x 11 x 1 mm' : `${int(rng, 30, 60)} x ${int(rng, 12, 20)} x ${int(rng, 5, 9)} mm`),
      s('Compatibility', 'Works With', card ? 'Phones, tablets, cameras, drones' : 'Windows, macOS, Linux, Android TV'),
    ],
    warranty: pick(rng, ['5 years', 'Lifetime limited', '2 years']),
    price: [350, 9_500],
    memory: capacity(cap),
  };
}

function chargerOrCable(g: Gen): Synth {
  const { rng } = g;
  if (rng() < 0.5) {
    const watts = tiered(rng, [10, 18, 20, 25, 33, 45, 65, 100, 140], g.tier);
    const ports = pick(rng, ['USB-C', 'USB-C + USB-A', '2x USB-C + USB-A']);
    const model = code(rng, pick(rng, ['Nano ###', '@###', 'GaN ##', 'CD###']));
    return {
      name: `${g.brand} ${model} ${watts}W ${watts >= 45 ? 'GaN ' : ''}${ports} Fast Charger`,
      short: `${watts}W ${watts >= 45 ? 'GaN ' : ''}wall charger, ${ports}, PD 3.0 / QC 4.0, BD 3-pin compatible plug.`,
      about: `The ${g.brand} ${model} ${watts}W charger fast-charges phones${watts >= 45 ? ', tablets and USB-C laptops' : ' and earbuds'} and stays cool with built-in temperature protection.`,
      specs: [
        s('Power', 'Output', `${watts}W max`),
        s('Connectivity', 'Ports', ports),
        s('Power', 'Protocols', 'USB PD 3.0, QC 4.0, PPS'),
        s('Power', 'Input', '100-240V AC'),
      ],
      warranty: WARRANTY.small,
      price: [350, 7_500],
      color: pick(rng, ['White', 'Black']),
    };
  }
  const kind = pick(rng, ['USB-C to USB-C', 'USB-A to USB-C', 'USB-C to Lightning', 'USB-A to Micro USB', 'HDMI 2.1', 'USB-C to HDMI']);
  const length = pick(rng, ['0.5m', '1m', '1m', '1.5m', '2m', '3m']);
  const watts = /HDMI/.test(kind) ? null : pick(rng, [12, 18, 60, 100, 240]);
  return {
    name: `${g.brand} ${kind} ${watts ? `${watts}W ` : '8K '}${pick(rng, ['Braided ', ''])}Cable ${length}`,
    short: `${kind}, ${length}${watts ? `, up to ${watts}W charging and 480Mbps data` : ', 8K@60Hz / 4K@120Hz'}, ${pick(rng, ['nylon braided', 'TPE'])} jacket.`,
    about: `This ${g.brand} ${kind} cable is ${length} long and ${watts ? `carries up to ${watts}W for fast charging` : 'carries 8K video and audio to a TV or monitor'}, tested for 10,000+ bends.`,
    specs: [
      s('General', 'Type', kind),
      s('Physical', 'Length', length),
      s('Performance', watts ? 'Charging' : 'Video', watts ? `Up to ${watts}W` : '8K@60Hz, 4K@120Hz'),
      s('Physical', 'Jacket', pick(rng, ['Nylon braided', 'TPE', 'Silicone'])),
    ],
    warranty: WARRANTY.small,
    price: [150, 4_800],
    color: pick(rng, ['Black', 'White', 'Grey']),
    size: length,
  };
}

// --- Networking, office, camera, entertainment ---------------------------------------------------

const ROUTERS: Record<string, readonly string[]> = {
  tplink: ['Archer C%', 'Archer C%4', 'Archer AX1%', 'Archer AX%3', 'Archer AX%5', 'Archer BE%30', 'Deco X%0', 'Deco M%', 'TL-WR8%0N', 'TL-MR6%00'],
  tenda: ['N30%', 'F%', 'AC%0', 'RX%', 'RX1% Pro', 'Nova MW%', 'TX%'],
  mercusys: ['MW30%R', 'MR%0G', 'MR%0X', 'Halo H%0G', 'AC1%'],
  dlink: ['DIR-6%5', 'DIR-8%5', 'R1%', 'M%0', 'DIR-X%460'],
  netgear: ['R6%00', 'RAX1%', 'Orbi RBK%52', 'Nighthawk RAX%0'],
  asus: ['RT-AX1%00S', 'RT-AX5%', 'RT-BE8%U', 'ZenWiFi XD%', 'TUF Gaming AX%200'],
  xiaomi: ['Router AX%000T', 'Router %A', 'Mesh System AX3000', 'Router BE%600'],
  cisco: ['RV1%0', 'RV%60W'],
  huawei: ['WiFi AX%', 'WiFi Mesh %'],
};

function router(g: Gen): Synth {
  const { rng } = g;
  const model = seriesFor(g, ROUTERS, [code(rng, '@@-###'), code(rng, 'R###')]);
  const standard = tiered(rng, ['N300', 'AC750', 'AC1200', 'AX1500', 'AX1800', 'AX3000', 'AX5400', 'BE3600'], g.tier);
  const mesh = /deco|mesh|orbi|zenwifi|halo|nova/i.test(model);
  return {
    name: `${g.brand} ${model} ${standard} ${/AX|BE/.test(standard) ? `Wi-Fi ${standard.startsWith('BE') ? 7 : 6} ` : ''}${standard === 'N300' ? 'Single' : 'Dual'} Band ${mesh ? 'Mesh System' : 'Router'}`,
    short: `${standard}, ${pick(rng, ['4', '4', '5', '6'])} antennas, ${g.tier > 0.3 ? 'Gigabit' : 'Fast Ethernet'} ports, ${mesh ? 'whole-home mesh' : 'easy app setup'}.`,
    about: `The ${g.brand} ${model} spreads ${standard} Wi-Fi across a ${mesh ? 'whole flat or duplex' : 'home or small office'} and works with every broadband and fibre ISP in Bangladesh.`,
    specs: [
      s('Wireless', 'Standard', standard),
      s('Wireless', 'Bands', standard === 'N300' ? '2.4GHz' : '2.4GHz + 5GHz'),
      s('Connectivity', 'Ports', g.tier > 0.3 ? '1x Gigabit WAN, 3x Gigabit LAN' : '1x 10/100 WAN, 4x 10/100 LAN'),
      s('Wireless', 'Antennas', `${pick(rng, [2, 4, 4, 5, 6])}x external`),
      s('Features', 'Features', mesh ? 'Mesh, parental controls, guest network' : 'IPv6, parental controls, guest network'),
    ],
    warranty: pick(rng, ['1 year', '2 years', '3 years']),
    price: [1_400, 48_000],
    color: pick(rng, ['Black', 'White']),
  };
}

function networkSwitch(g: Gen): Synth {
  const { rng } = g;
  const ports = tiered(rng, [5, 8, 8, 16, 24, 24, 48], g.tier);
  const gig = g.tier > 0.2;
  const managed = g.tier > 0.6;
  const poe = rng() < 0.3;
  const model = code(rng, pick(rng, ['TL-SG10##D', 'SG1##', 'DGS-10##A', 'GS3##', 'SF10##', 'TEG10##D']));
  return {
    name: `${g.brand} ${model} ${ports}-Port ${gig ? 'Gigabit' : '10/100Mbps'} ${poe ? 'PoE ' : ''}${managed ? 'Smart Managed' : ports > 16 ? 'Rackmount' : 'Desktop'} Switch`,
    short: `${ports} ${gig ? 'Gigabit' : 'Fast Ethernet'} ports${poe ? `, PoE budget ${pick(rng, [65, 120, 250])}W` : ''}, ${managed ? 'VLAN, QoS, web management' : 'plug and play'}.`,
    about: `The ${g.brand} ${model} adds ${ports} ${gig ? 'Gigabit' : 'Fast Ethernet'} ports to an office, shop or CCTV network${managed ? ', with VLANs and QoS for busy networks' : ' and needs no setup'}.`,
    specs: [
      s('Connectivity', 'Ports', `${ports}x RJ45 ${gig ? '10/100/1000Mbps' : '10/100Mbps'}`),
      s('Features', 'Management', managed ? 'Smart managed (web, VLAN, QoS)' : 'Unmanaged'),
      s('Power', 'PoE', poe ? '802.3af/at' : 'No'),
      s('Physical', 'Mounting', ports > 16 ? '19" rackmount' : 'Desktop / wall'),
      s('Performance', 'Switching Capacity', `${ports * (gig ? 2 : 0.2)}Gbps`),
    ],
    warranty: pick(rng, ['Lifetime limited', '3 years', '5 years']),
    price: [900, 85_000],
  };
}

function networkAdapter(g: Gen): Synth {
  const { rng } = g;
  const standard = tiered(rng, ['N150', 'N300', 'AC600', 'AC1300', 'AX1800', 'AX3000', 'BE6500'], g.tier);
  const form = pick(rng, ['USB', 'USB', 'PCIe', 'USB-C to Ethernet']);
  const model = code(rng, pick(rng, ['Archer T#U', 'TL-WN###N', 'U#', 'DWA-###', 'UE###']));
  if (form === 'USB-C to Ethernet') {
    return {
      name: `${g.brand} ${model} USB-C to Gigabit Ethernet Adapter`,
      short: 'USB-C to RJ45 Gigabit, plug and play on Windows, macOS and Android.',
      about: `The ${g.brand} ${model} gives a thin laptop a wired Gigabit port for stable video calls and downloads.`,
      specs: [
        s('Connectivity', 'Interface', 'USB-C 3.2'),
        s('Connectivity', 'Port', '1x RJ45 Gigabit'),
        s('Compatibility', 'OS', 'Windows, macOS, Linux, Android'),
      ],
      warranty: WARRANTY.peripheral,
      price: [900, 3_500],
    };
  }
  return {
    name: `${g.brand} ${model} ${standard} ${form} Wi-Fi Adapter`,
    short: `${standard} ${form} wireless adapter${/AX|BE/.test(standard) ? ' with Bluetooth 5.3' : ''}, ${pick(rng, ['nano size', 'high-gain antenna', 'dual antennas'])}.`,
    about: `The ${g.brand} ${model} adds ${standard} Wi-Fi to a desktop or older laptop in minutes${form === 'PCIe' ? ' through a spare PCIe slot' : ' through any USB port'}.`,
    specs: [
      s('Wireless', 'Standard', standard),
      s('Connectivity', 'Interface', form === 'PCIe' ? 'PCIe x1' : 'USB 3.0'),
      s('Wireless', 'Antenna', pick(rng, ['Internal', '1x external high-gain', '2x external'])),
      s('Compatibility', 'OS', 'Windows 10/11, macOS, Linux'),
    ],
    warranty: WARRANTY.peripheral,
    price: [450, 9_500],
  };
}

const PRINTERS: Record<string, readonly string[]> = {
  canon: ['PIXMA G%0%0', 'PIXMA E4%0', 'PIXMA TS%3%0', 'imageCLASS LBP6%30', 'imageCLASS LBP2%%dw', 'imageCLASS MF30%0', 'imageCLASS MF2%5dw'],
  epson: ['EcoTank L3%%0', 'EcoTank L6%70', 'EcoTank L1%150', 'EcoTank L5%90', 'WorkForce WF-%8%0', 'SureColor SC-P%00'],
  hp: ['LaserJet Pro M40%dn', 'LaserJet MFP M2%6sdw', 'Smart Tank %%0', 'DeskJet %8%0', 'LaserJet M1%1w', 'LaserJet Pro %003dw'],
  brother: ['HL-L2%20D', 'DCP-T%20W', 'MFC-L2%50DW', 'HL-L3%70CDW', 'DCP-B7%35DW', 'HL-B2%80DW'],
};

function printer(g: Gen): Synth {
  const { rng } = g;
  const model = seriesFor(g, PRINTERS, [code(rng, '@@-####'), code(rng, '@####')]);
  const laser = /laser|imageclass|hl-|mfc|dcp-b|lbp|mf\d/i.test(model);
  const allInOne = /mfp|mfc|dcp|mf\d|g30|l3[12]|l6|smart tank|l151|e410|deskjet/i.test(model);
  const ppm = laser ? int(rng, 18, 40) : int(rng, 8, 33);
  return {
    name: `${g.brand} ${model} ${allInOne ? 'All-in-One ' : ''}${laser ? 'Laser' : 'Ink Tank'} ${rng() < 0.4 ? 'Wi-Fi ' : ''}Printer`,
    short: `${laser ? 'Mono laser' : 'Colour ink tank'}, ${ppm} ppm, ${allInOne ? 'print / scan / copy, ' : ''}${pick(rng, ['USB', 'USB + Wi-Fi', 'USB + Wi-Fi + LAN'])}.`,
    about: `The ${g.brand} ${model} ${laser ? 'prints sharp black text quickly for offices and coaching centres' : 'keeps the cost per page low with refillable ink tanks, ideal for home and school printing'}.`,
    specs: [
      s('Printing', 'Technology', laser ? 'Monochrome laser' : 'Colour ink tank'),
      s('Printing', 'Speed', `${ppm} ppm`),
      s('Printing', 'Functions', allInOne ? 'Print, scan, copy' : 'Print only'),
      s('Connectivity', 'Interface', pick(rng, ['Hi-Speed USB 2.0', 'USB, Wi-Fi', 'USB, Wi-Fi, Ethernet'])),
      s('Printing', 'Duty Cycle', `${int(rng, 5, 80) * 1000} pages/month`),
    ],
    warranty: '1 year (head and parts)',
    price: [9_000, 98_000],
  };
}

const UPS_MODELS: Record<string, readonly string[]> = {
  apc: ['Back-UPS BX', 'Back-UPS BVX', 'Easy UPS SRV', 'Smart-UPS SMT'],
  apollo: ['1065 Series', '1120F Series', 'Online Series'],
  powerguard: ['PG Line Interactive', 'PG Online'],
  maxgreen: ['MG-LI-EAU', 'MG-Smart', 'MG-Online'],
};

function ups(g: Gen): Synth {
  const { rng } = g;
  const model = seriesFor(g, UPS_MODELS, [code(rng, '@@-###'), code(rng, 'U####')]);
  const va = tiered(rng, [650, 650, 850, 1200, 1500, 2000, 3000], g.tier);
  const online = /online/i.test(model) || g.tier > 0.8;
  return {
    name: `${g.brand} ${model} ${va}VA ${online ? 'Online' : 'Offline'} UPS${online ? '' : pick(rng, ['', ' (Plastic Body)', ' (Metal Body)', ' with AVR'])}`,
    short: `${va}VA / ${Math.round(va * 0.6)}W, ${online ? 'double conversion online' : 'line interactive with AVR'}, ${pick(rng, ['10-15', '15-20', '20-30'])} minutes backup for a desktop PC.`,
    about: `The ${g.brand} ${model} keeps a PC, router or CCTV recorder running through load-shedding and protects it from voltage swings.`,
    specs: [
      s('Power', 'Capacity', `${va}VA / ${Math.round(va * 0.6)}W`),
      s('Power', 'Topology', online ? 'Online double conversion' : 'Line interactive'),
      s('Power', 'Battery', `${va >= 1500 ? 2 : 1}x 12V ${va >= 1200 ? 9 : 7}Ah`),
      s('Connectivity', 'Outlets', `${pick(rng, [2, 3, 4, 6])}x universal sockets`),
      s('Power', 'Backup Time', `${pick(rng, ['10-15', '15-20', '20-30'])} minutes (desktop PC)`),
    ],
    warranty: WARRANTY.appliance,
    price: [3_200, 65_000],
  };
}

const PROJECTORS: Record<string, readonly string[]> = {
  wanbo: ['T2 Max', 'T6 Max', 'Mozart 1', 'X5', 'Vali 1'],
  xiaomi: ['Mi Smart Projector 2', 'Redmi Projector', 'Mi Laser Projector'],
  epson: ['EB-E01', 'EB-X51', 'EB-FH52', 'EH-TW750', 'EF-12'],
  benq: ['MW560', 'TH585P', 'GV31', 'W2710i'],
  viewsonic: ['PA503S', 'M1 Pro', 'PX701-4K', 'LS510WH'],
  acer: ['X1228H', 'H6518STi', 'PD2325W'],
  lg: ['CineBeam PF510Q', 'CineBeam HU70LS', 'CineBeam Q'],
};

function projector(g: Gen): Synth {
  const { rng } = g;
  const res = tiered(rng, ['480p (1080p supported)', '720p', '1080p Full HD', '1080p Full HD', '4K UHD'], g.tier);
  const lumens = tiered(rng, [150, 200, 300, 450, 550, 2700, 3300, 3600, 4000, 4500], g.tier);
  const model = seriesFor(g, PROJECTORS, [code(rng, '@@###'), code(rng, '@-###@')]);
  return {
    name: `${g.brand} ${model} ${lumens} Lumens ${res.split(' (')[0]} ${lumens >= 2000 ? 'Business' : 'Smart Home'} Projector`,
    short: `${res}, ${lumens} ${lumens >= 2000 ? 'ANSI lumens' : 'ANSI lumens LED'}, up to ${int(rng, 100, 300)}" image, HDMI, ${rng() < 0.6 ? 'Android TV built in' : 'USB playback'}.`,
    about: `The ${g.brand} ${model} throws a big ${res} picture for ${lumens >= 2000 ? 'classrooms and meeting rooms' : 'movie nights and football at home'}.`,
    specs: [
      s('Display', 'Native Resolution', res),
      s('Display', 'Brightness', `${lumens} ANSI lumens`),
      s('Display', 'Image Size', `40" - ${int(rng, 150, 300)}"`),
      s('Connectivity', 'Inputs', 'HDMI, USB, Wi-Fi, Bluetooth'),
      s('Display', 'Light Source Life', lumens >= 2000 ? '10,000 hours (eco)' : '30,000 hours LED'),
    ],
    warranty: '1 year',
    price: [6_500, 260_000],
  };
}

const DSLR_CAMERAS: Record<string, readonly string[]> = {
  canon: ['EOS 1500D', 'EOS 3000D', 'EOS 200D II', 'EOS 90D', 'EOS 850D', 'EOS 5D Mark IV'],
  nikon: ['D3500', 'D5600', 'D7500', 'D780', 'D850'],
};
const MIRRORLESS_CAMERAS: Record<string, readonly string[]> = {
  canon: ['EOS R50', 'EOS R100', 'EOS R10', 'EOS R8', 'EOS R7', 'EOS R6 Mark II'],
  nikon: ['Z30', 'Z50II', 'Z fc', 'Z5', 'Z6III', 'Zf'],
  sony: ['ZV-E10 II', 'Alpha a6400', 'Alpha a6700', 'Alpha 7 IV', 'Alpha 7C II', 'ZV-E1'],
  fujifilm: ['X-T30 II', 'X-S20', 'X-M5', 'X-T5', 'X-H2'],
};
const ACTION_CAMERAS: Record<string, readonly string[]> = {
  gopro: ['HERO13 Black', 'HERO12 Black', 'HERO11 Black', 'HERO11 Black Mini', 'HERO 4K', 'MAX 360'],
  dji: ['Osmo Action 5 Pro', 'Osmo Action 4', 'Osmo Action 3', 'Osmo Pocket 3', 'Osmo 360'],
  insta360: ['X4', 'X3', 'Ace Pro 2', 'Ace Pro', 'GO 3S', 'ONE RS'],
  sjcam: ['SJ4000 Air', 'SJ%000 WiFi', 'SJ% Pro', 'C%00', 'SJ1% Active'],
};

function camera(g: Gen): Synth {
  const { rng } = g;
  const action = /action/.test(g.flavor);
  const dslr = /dslr/.test(g.flavor);
  const model = seriesFor(g, action ? ACTION_CAMERAS : dslr ? DSLR_CAMERAS : MIRRORLESS_CAMERAS, [code(rng, '@-###'), code(rng, '@@##')]);
  if (action) {
    return {
      name: `${g.brand} ${model} ${tiered(rng, ['4K30', '4K60', '5.3K60', '8K'], g.tier)} Action Camera${pick(rng, ['', '', ' (Standard Combo)', ' (Adventure Combo)', ' (Creator Combo)', ' with Extra Battery'])}`,
      short: `${tiered(rng, ['4K30', '4K60', '5.3K60', '8K'], g.tier)} video, electronic stabilisation, waterproof to ${pick(rng, [10, 18, 20])}m, front screen.`,
      about: `The ${g.brand} ${model} films rides, travel and underwater adventures with steady footage and no housing needed.`,
      specs: [
        s('Video', 'Max Resolution', tiered(rng, ['4K 30fps', '4K 60fps', '5.3K 60fps', '8K 30fps'], g.tier)),
        s('Sensor', 'Photo', `${tiered(rng, [12, 16, 20, 27, 48], g.tier)}MP`),
        s('Features', 'Stabilisation', pick(rng, ['EIS', 'HyperSmooth 6.0', 'RockSteady 3.0', 'FlowState'])),
        s('Physical', 'Waterproof', `${pick(rng, [10, 18, 20])}m without housing`),
        s('Power', 'Battery', `${int(rng, 1200, 1950)}mAh removable`),
      ],
      warranty: '1 year',
      price: [4_500, 75_000],
    };
  }
  const mp = tiered(rng, [18, 24, 24, 26, 33, 45], g.tier);
  const lens = pick(rng, ['18-55mm', '18-45mm', '15-45mm', '16-50mm', '24-105mm', 'Body Only']);
  return {
    name: `${g.brand} ${model} ${mp}MP ${dslr ? 'DSLR' : 'Mirrorless'} Camera${lens === 'Body Only' ? ' (Body Only)' : ` with ${lens} Lens`}`,
    short: `${mp}MP ${pick(rng, ['APS-C', 'APS-C', 'full-frame'])} sensor, ${tiered(rng, ['Full HD 60p', '4K 30p', '4K 60p', '6K'], g.tier)} video, ${dslr ? 'optical viewfinder' : 'eye-detect autofocus'}.`,
    about: `The ${g.brand} ${model} ${mp}MP ${dslr ? 'DSLR' : 'mirrorless camera'} ${g.tier > 0.5 ? 'is ready for weddings, events and serious video work' : 'is an easy step up from a phone for travel, family and YouTube'}.`,
    specs: [
      s('Sensor', 'Resolution', `${mp}MP ${pick(rng, ['APS-C CMOS', 'Full-frame CMOS'])}`),
      s('Video', 'Video', tiered(rng, ['Full HD 60p', '4K 30p', '4K 60p', '6K 30p'], g.tier)),
      s('Lens', 'Kit Lens', lens),
      s('Focus', 'Autofocus', dslr ? `${pick(rng, [9, 11, 45, 51])}-point phase detect` : 'Dual Pixel / hybrid AF with eye detection'),
      s('Display', 'Screen', `${pick(rng, ['3.0', '3.2'])}" ${pick(rng, ['fixed', 'vari-angle', 'tilting'])} touch LCD`),
    ],
    warranty: '1 year (official)',
    price: dslr ? [38_000, 190_000] : [55_000, 380_000],
  };
}

function webcam(g: Gen): Synth {
  const { rng } = g;
  const model = seriesFor(
    g,
    {
      logitech: ['C270', 'C310', 'C505', 'C920', 'Brio 300', 'Brio 500', 'StreamCam'],
      a4tech: ['PK-910H', 'PK-925H'],
      razer: ['Kiyo', 'Kiyo X'],
      havit: ['HV-HN12G'],
      xiaomi: ['Xiaovv Webcam'],
    },
    [code(rng, 'W###'), code(rng, '@@-###')],
  );
  const res = tiered(rng, ['720p', '1080p', '1080p', '2K', '4K'], g.tier);
  return {
    name: `${g.brand} ${model} ${res} ${res === '720p' ? 'HD' : 'Full HD'} Webcam`.replace('4K Full HD', '4K Ultra HD').replace('2K Full HD', '2K QHD'),
    short: `${res} at 30fps, ${rng() < 0.6 ? 'dual' : 'built-in'} noise-reducing microphone, universal monitor clip.`,
    about: `The ${g.brand} ${model} makes online classes and Zoom calls look sharp in ${res}, with automatic light correction for dim rooms.`,
    specs: [
      s('Video', 'Resolution', `${res} @ 30fps`),
      s('Audio', 'Microphone', pick(rng, ['Mono', 'Dual stereo'])),
      s('Lens', 'Field of View', `${int(rng, 60, 90)}°`),
      s('Connectivity', 'Interface', pick(rng, ['USB-A', 'USB-C'])),
    ],
    warranty: WARRANTY.peripheral,
    price: [1_200, 24_000],
  };
}

function gamingConsole(g: Gen): Synth {
  const { rng } = g;
  const table: Record<string, readonly string[]> = {
    sony: [
      'PlayStation 5 Slim Digital Edition',
      'PlayStation 5 Slim Disc Edition',
      'PlayStation 5 Pro',
      'DualSense Wireless Controller',
      'DualSense Edge Wireless Controller',
      'PlayStation Portal',
      'PlayStation 4 Slim 1TB',
    ],
    xbox: ['Series S 512GB', 'Series S 1TB', 'Series X 1TB', 'Series X 2TB Galaxy Black', 'Wireless Controller', 'Elite Wireless Controller Series 2'],
    nintendo: ['Switch OLED', 'Switch Lite', 'Switch 2', 'Switch 2 Mario Kart World Bundle', 'Pro Controller', 'Joy-Con Pair'],
    valve: ['Steam Deck OLED 512GB', 'Steam Deck OLED 1TB', 'Steam Deck LCD 256GB'],
  };
  const model = seriesFor(g, table, [`Gamepad ${code(rng, '@##')}`, `Game Stick ${code(rng, '@#')}`]);
  const controller = /controller|gamepad|dualsense|stick/i.test(model);
  return {
    name: `${g.brand} ${model}${controller ? ` (${pick(rng, ['White', 'Black', 'Midnight Black', 'Cosmic Red', 'Volcanic Red', 'Sterling Silver', 'Carbon Black', 'Robot White', 'Shock Blue'])})` : ' Gaming Console'}${!controller ? pick(rng, ['', '', ' (International Version)', ' (Asia Version)', ' with 2 Controllers', ' with EA Sports FC Bundle', ' (Japan Version)']) : ''}`,
    short: controller
      ? 'Wireless, rechargeable, haptic feedback, works with PC and console.'
      : `${tiered(rng, ['512GB', '825GB', '1TB', '2TB'], g.tier)} storage, ${tiered(rng, ['1080p', '1440p', '4K'], g.tier)} gaming, online multiplayer.`,
    about: `The ${g.brand} ${model} ${controller ? 'feels great in the hand for long sessions' : 'plays the latest games on a TV or on the go, with fast loading and a huge game library'}.`,
    specs: [
      s('General', 'Type', controller ? 'Controller' : 'Console'),
      s('Storage', 'Storage', controller ? 'Not applicable' : tiered(rng, ['512GB', '825GB', '1TB', '2TB'], g.tier)),
      s('Video', 'Output', controller ? 'Not applicable' : tiered(rng, ['1080p', '1440p', '4K 120Hz'], g.tier)),
      s('Connectivity', 'Connectivity', 'Wi-Fi, Bluetooth, USB-C'),
    ],
    warranty: '1 year (shop warranty)',
    price: controller ? [2_500, 12_000] : [38_000, 110_000],
    color: pick(rng, ['White', 'Black']),
  };
}

function generic(g: Gen, noun: string): Synth {
  const { rng } = g;
  const model = `${pick(rng, ['Pro', 'Plus', 'Max', 'Lite', 'Neo', 'Prime', 'Ultra', 'Smart', 'Go'])} ${code(rng, pick(rng, ['@###', '@@##', '##@']))}`;
  return {
    name: `${g.brand} ${model} ${noun}`,
    short: `${g.brand} ${noun.toLowerCase()} with ${pick(rng, ['a compact design', 'long battery life', 'USB-C', 'a metal body', 'smart app control'])}.`,
    about: `The ${g.brand} ${model} is a ${g.tier > 0.5 ? 'premium' : 'value'} ${noun.toLowerCase()} that is easy to set up and built to last.`,
    specs: [
      s('General', 'Model', model),
      s('General', 'Type', noun),
      s('Connectivity', 'Connectivity', pick(rng, ['USB-C', 'Bluetooth 5.3', 'Wi-Fi', 'USB-A'])),
      s('Physical', 'Weight', `${int(rng, 80, 2500)}g`),
    ],
    warranty: WARRANTY.peripheral,
    price: [500, 60_000],
    color: pick(rng, ACCESSORY_COLOURS),
  };
}

// --- Which kind a category is -------------------------------------------------------------------

type Maker = (g: Gen) => Synth;

interface Kind {
  make: Maker;
  /** Normalised names of brands that sell this kind of product. */
  brands: readonly string[];
}

const b = (...names: string[]) => names.map(normalise);

/** First match wins; the leaf name is tried before its parent's. */
const KINDS: readonly (readonly [RegExp, Kind])[] = [
  [/macbook/, { make: laptop, brands: b('Apple') }],
  [
    /cooler|cooling|\bfans?\b/,
    {
      make: cooler,
      brands: b('Deepcool', 'Cooler Master', 'Thermaltake', 'Lian Li', 'NZXT', 'Arctic', 'Thermalright', 'Noctua', 'Corsair', 'Antec', 'Montech'),
    },
  ],
  [/power ?bank/, { make: powerBank, brands: b('Anker', 'Baseus', 'Xiaomi', 'UGREEN', 'Havit', 'Samsung', 'Realme') }],
  [
    /network adapter|wi-?fi adapter|lan card|ethernet/,
    { make: networkAdapter, brands: b('TP-Link', 'Tenda', 'Mercusys', 'D-Link', 'ASUS', 'UGREEN', 'Netgear') },
  ],
  [
    /charger|cable|adapter|adaptor/,
    { make: chargerOrCable, brands: b('Anker', 'Baseus', 'UGREEN', 'Samsung', 'Xiaomi', 'Apple', 'Havit', 'Realme', 'OnePlus') },
  ],
  [/pen ?drive|flash|memory card|sd card/, { make: penDrive, brands: b('SanDisk', 'Kingston', 'Transcend', 'Lexar', 'Apacer', 'Samsung', 'TeamGroup') }],
  [/webcam/, { make: webcam, brands: b('Logitech', 'A4Tech', 'Havit', 'Razer', 'Fantech', 'Xiaomi') }],
  [
    /headphone|headset/,
    { make: headphone, brands: b('Sony', 'JBL', 'Edifier', 'Havit', 'Fantech', 'Redragon', 'HyperX', 'Razer', 'Logitech', 'Anker', 'Corsair', 'QCY') },
  ],
  [
    /earbud|earphone|\btws\b/,
    {
      make: earbuds,
      brands: b('Apple', 'Samsung', 'Xiaomi', 'Realme', 'OnePlus', 'QCY', 'Haylou', 'Anker', 'JBL', 'Sony', 'Edifier', 'Baseus', 'Havit', 'Huawei', 'Honor'),
    },
  ],
  [/soundbar|sound bar|home theat/, { make: soundbar, brands: b('Samsung', 'LG', 'Sony', 'JBL', 'Edifier', 'TCL', 'Xiaomi') }],
  [/speaker|audio/, { make: speaker, brands: b('JBL', 'Sony', 'Edifier', 'F&D', 'Microlab', 'Anker', 'Havit', 'Xiaomi', 'Logitech', 'Baseus') }],
  [
    /keyboard/,
    { make: keyboard, brands: b('Logitech', 'A4Tech', 'Havit', 'Fantech', 'Redragon', 'Razer', 'Keychron', 'HyperX', 'Corsair', 'ASUS', 'HP', 'Dell') },
  ],
  [
    /\bmouse|\bmice\b/,
    { make: mouse, brands: b('Logitech', 'A4Tech', 'Havit', 'Fantech', 'Redragon', 'Razer', 'HyperX', 'Corsair', 'ASUS', 'HP', 'Dell', 'Xiaomi') },
  ],
  [/processor|\bcpus?\b/, { make: processor, brands: b('Intel', 'AMD') }],
  [/motherboard|mainboard/, { make: motherboard, brands: b('ASUS', 'MSI', 'Gigabyte', 'ASRock') }],
  [/graphics|\bgpus?\b|video card/, { make: graphicsCard, brands: b('ASUS', 'MSI', 'Gigabyte', 'Zotac', 'PNY', 'Sapphire', 'PowerColor', 'ASRock') }],
  [
    /\brams?\b|desktop memory|laptop memory/,
    { make: ram, brands: b('Corsair', 'Kingston', 'G.Skill', 'TeamGroup', 'Crucial', 'Lexar', 'Transcend', 'Apacer') },
  ],
  [/hard ?dis[kc]|\bhdds?\b|hard drive/, { make: hdd, brands: b('Seagate', 'Western Digital', 'Toshiba') }],
  [
    /\bssds?\b|solid state|storage/,
    {
      make: ssd,
      brands: b('Samsung', 'Western Digital', 'Kingston', 'Crucial', 'Lexar', 'Transcend', 'Apacer', 'TeamGroup', 'SanDisk', 'Seagate', 'Corsair', 'Gigabyte'),
    },
  ],
  [
    /power supply|\bpsus?\b|\bsmps\b/,
    { make: powerSupply, brands: b('Corsair', 'Antec', 'Deepcool', 'Cooler Master', 'Thermaltake', 'Gigabyte', 'MSI', 'Montech', 'NZXT', 'Lian Li', 'ASUS') },
  ],
  [
    /casing|\bcases?\b|chassis|cabinet/,
    { make: casing, brands: b('Antec', 'Deepcool', 'Cooler Master', 'Thermaltake', 'Lian Li', 'NZXT', 'Montech', 'Corsair', 'MSI', 'ASUS', 'Gigabyte') },
  ],
  [/gaming laptop/, { make: laptop, brands: b('ASUS', 'Lenovo', 'HP', 'Dell', 'Acer', 'MSI', 'Gigabyte') }],
  [/business laptop/, { make: laptop, brands: b('Lenovo', 'HP', 'Dell', 'ASUS', 'Acer', 'MSI') }],
  [/ultrabook/, { make: laptop, brands: b('ASUS', 'Lenovo', 'HP', 'Dell', 'Acer', 'MSI', 'Huawei', 'Samsung') }],
  [/laptop|notebook|chromebook/, { make: laptop, brands: b('ASUS', 'Lenovo', 'HP', 'Dell', 'Acer', 'MSI', 'Walton', 'Huawei', 'Xiaomi') }],
  [/all in one|all-in-one|\baio\b/, { make: desktop, brands: b('HP', 'Dell', 'Lenovo', 'ASUS', 'Acer', 'Apple', 'Walton', 'MSI') }],
  [/desktop|brand pc|\bpcs?\b|workstation/, { make: desktop, brands: b('HP', 'Dell', 'Lenovo', 'ASUS', 'Acer', 'MSI', 'Walton', 'Apple') }],
  [/tablet|\bipad|\btabs?\b/, { make: tablet, brands: b('Apple', 'Samsung', 'Xiaomi', 'Lenovo', 'Huawei', 'Honor', 'Walton', 'OnePlus', 'Realme') }],
  [/watch|wearable|smart ?band|fitness/, { make: watch, brands: b('Apple', 'Samsung', 'Xiaomi', 'Amazfit', 'Haylou', 'Huawei', 'Honor', 'Realme', 'QCY') }],
  [/feature phone|button phone/, { make: featurePhone, brands: b('Nokia', 'Symphony', 'Walton', 'itel', 'Samsung') }],
  [
    /smart ?phones?|\bphones?\b|mobile|iphone/,
    {
      make: phone,
      brands: b(
        'Samsung',
        'Xiaomi',
        'Realme',
        'OnePlus',
        'Walton',
        'Symphony',
        'Vivo',
        'OPPO',
        'Tecno',
        'Infinix',
        'Honor',
        'Nokia',
        'itel',
        'Huawei',
        'Apple',
      ),
    },
  ],
  [
    /monitor/,
    {
      make: monitor,
      brands: b('ASUS', 'Dell', 'HP', 'Lenovo', 'Acer', 'MSI', 'Gigabyte', 'Samsung', 'LG', 'AOC', 'ViewSonic', 'BenQ', 'Philips', 'Xiaomi', 'Walton'),
    },
  ],
  [/\btvs?\b|television/, { make: tv, brands: b('Samsung', 'LG', 'Sony', 'TCL', 'Xiaomi', 'Walton') }],
  [/\bups\b|\bips\b|stabili[sz]er|inverter/, { make: ups, brands: b('APC', 'Apollo', 'Power Guard', 'Maxgreen') }],
  [/switch/, { make: networkSwitch, brands: b('TP-Link', 'Tenda', 'Mercusys', 'D-Link', 'Netgear', 'Cisco') }],
  [
    /router|network|wi-?fi|\bmesh\b|access point/,
    { make: router, brands: b('TP-Link', 'Tenda', 'Mercusys', 'D-Link', 'Netgear', 'ASUS', 'Xiaomi', 'Cisco', 'Huawei') },
  ],
  [/printer|scanner|toner|cartridge/, { make: printer, brands: b('Canon', 'Epson', 'HP', 'Brother') }],
  [/projector/, { make: projector, brands: b('Wanbo', 'Epson', 'BenQ', 'ViewSonic', 'Xiaomi', 'Acer', 'LG') }],
  [/dslr/, { make: camera, brands: b('Canon', 'Nikon') }],
  [/mirrorless/, { make: camera, brands: b('Canon', 'Nikon', 'Sony', 'Fujifilm') }],
  [/action cam/, { make: camera, brands: b('GoPro', 'DJI', 'Insta360', 'SJCAM') }],
  [/camera/, { make: camera, brands: b('Canon', 'Nikon', 'Sony', 'Fujifilm') }],
  [/console|playstation|xbox|nintendo|gamepad|controller/, { make: gamingConsole, brands: b('Sony', 'Xbox', 'Nintendo', 'Valve') }],
];

function kindFor(leaf: string, parent: string | null): Kind | null {
  for (const name of [leaf, parent]) {
    if (!name) continue;
    const lower = name.toLowerCase();
    for (const [pattern, kind] of KINDS) if (pattern.test(lower)) return kind;
  }
  return null;
}

function singular(name: string): string {
  const first = name.split(/\s*[&,/]\s*/)[0] ?? name;
  return /[^s]s$/i.test(first) ? first.slice(0, -1) : first;
}

// ---------------------------------------------------------------------------------------------
// Database side

interface Brand {
  id: number;
  name: string;
  key: string;
}

interface MediaTemplate {
  originalPath: string;
  optimizedPath: string;
  cardPath: string;
  thumbnailPath: string;
  width: number;
  height: number;
}

interface CategoryPlan {
  id: number;
  name: string;
  flavor: string;
  make: Maker;
  brands: Brand[];
  /** Image pairs of demo products in this category (or any demo product). */
  images: (readonly [MediaTemplate, MediaTemplate])[];
}

async function rows<T>(db: Database, query: SQL): Promise<T[]> {
  // node-postgres and PGlite both answer with { rows }.
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

async function planCategories(db: Database): Promise<CategoryPlan[]> {
  const leaves = await rows<{ id: number; name: string; parent: string | null }>(
    db,
    sql`SELECT c.id, c.name, p.name AS parent
        FROM categories c LEFT JOIN categories p ON p.id = c.parent_id
        WHERE c.active AND NOT EXISTS (SELECT 1 FROM categories k WHERE k.parent_id = c.id)
        ORDER BY c.id`,
  );
  if (leaves.length === 0) throw new Error('the database has no categories: load the demo shop first');
  const brandRows = await rows<{ id: number; name: string }>(db, sql`SELECT id, name FROM brands WHERE active ORDER BY id`);
  if (brandRows.length === 0) throw new Error('the database has no brands: load the demo shop first');
  const brands: Brand[] = brandRows.map((row) => ({ id: row.id, name: row.name, key: normalise(row.name) }));
  const byKey = new Map(brands.map((brand) => [brand.key, brand]));

  const pairs = await rows<{ category_id: number; brand_id: number }>(
    db,
    sql`SELECT DISTINCT category_id, brand_id FROM products
        WHERE sku NOT LIKE ${`${SKU_PREFIX}%`} AND category_id IS NOT NULL AND brand_id IS NOT NULL`,
  );
  const demoBrands = new Map<number, Set<number>>();
  for (const pair of pairs) {
    const set = demoBrands.get(pair.category_id) ?? new Set<number>();
    set.add(pair.brand_id);
    demoBrands.set(pair.category_id, set);
  }

  const media = await rows<{
    product_id: number;
    category_id: number | null;
    original_path: string;
    optimized_path: string;
    card_path: string;
    thumbnail_path: string;
    width: number;
    height: number;
  }>(
    db,
    sql`SELECT m.product_id, p.category_id, m.original_path, m.optimized_path, m.card_path, m.thumbnail_path, m.width, m.height
        FROM media m JOIN products p ON p.id = m.product_id
        WHERE m.variant_id IS NULL AND p.sku NOT LIKE ${`${SKU_PREFIX}%`}
        ORDER BY m.product_id, m.position, m.id`,
  );
  const perProduct = new Map<number, { category: number | null; images: MediaTemplate[] }>();
  for (const row of media) {
    const entry = perProduct.get(row.product_id) ?? { category: row.category_id, images: [] };
    if (entry.images.length < 2) {
      entry.images.push({
        originalPath: row.original_path,
        optimizedPath: row.optimized_path,
        cardPath: row.card_path,
        thumbnailPath: row.thumbnail_path,
        width: row.width,
        height: row.height,
      });
    }
    perProduct.set(row.product_id, entry);
  }
  const allImages: (readonly [MediaTemplate, MediaTemplate])[] = [];
  const imagesByCategory = new Map<number, (readonly [MediaTemplate, MediaTemplate])[]>();
  for (const entry of perProduct.values()) {
    const [first, second] = entry.images;
    if (!first) continue;
    const pair = [first, second ?? first] as const;
    allImages.push(pair);
    if (entry.category !== null) {
      const list = imagesByCategory.get(entry.category) ?? [];
      list.push(pair);
      imagesByCategory.set(entry.category, list);
    }
  }

  return leaves.map((leaf) => {
    const kind = kindFor(leaf.name, leaf.parent);
    const preferred = (kind?.brands ?? []).map((key) => byKey.get(key)).filter((brand): brand is Brand => brand !== undefined);
    const demo = [...(demoBrands.get(leaf.id) ?? [])]
      .map((id) => brands.find((brand) => brand.id === id))
      .filter((brand): brand is Brand => brand !== undefined);
    const merged = [...new Map([...preferred, ...demo].map((brand) => [brand.id, brand])).values()];
    const noun = singular(leaf.name);
    return {
      id: leaf.id,
      name: leaf.name,
      flavor: leaf.name.toLowerCase(),
      make: kind?.make ?? ((g: Gen) => generic(g, noun)),
      brands: merged.length ? merged : brands,
      images: imagesByCategory.get(leaf.id) ?? allImages,
    };
  });
}

interface SyntheticProduct {
  product: typeof t.products.$inferInsert;
  specs: Spec[];
  images: readonly [MediaTemplate, MediaTemplate] | null;
}

/** Product number n (SYN-00000n) is the same on every run and every database with the same categories. */
function syntheticProduct(n: number, plans: readonly CategoryPlan[], now: number): SyntheticProduct {
  const rng = mulberry32(SEED ^ hashString(`${SKU_PREFIX}${n}`));
  const plan = pick(rng, plans);
  const brand = pick(rng, plan.brands);
  // Most of a shop's catalogue is mid-range: a gentle bell over the tiers.
  const tier = Math.min(0.999, Math.max(0, (rng() + rng() + rng()) / 3 + (rng() - 0.5) * 0.3));
  const synth = plan.make({ rng, tier, brand: brand.name, key: brand.key, flavor: plan.flavor });

  const [low, high] = synth.price;
  const raw = low * (high / low) ** tier * (0.92 + rng() * 0.16);
  const callForPrice = rng() < 0.02;
  const retail = callForPrice ? 0 : roundTaka(raw);
  let sale: number | null = null;
  if (!callForPrice && rng() < 0.2) {
    // 3–25% off, rounded like a shop would, but never so far that rounding leaves the band.
    const raw = retail * (1 - (0.03 + rng() * 0.22));
    const inBand = (value: number) => value >= retail * 0.75 && value <= retail * 0.97;
    sale = [roundTaka(raw), Math.round(raw / 10) * 10, Math.round(raw)].find(inBand) ?? null;
  }
  const prices = effectivePrices(retail, sale);

  const stock = rng() < 0.06 ? 0 : retail >= 100_000 ? int(rng, 1, 8) : retail >= 20_000 ? int(rng, 2, 25) : int(rng, 5, 120);
  const unrated = rng() < 0.25;
  const reviewCount = unrated ? 0 : Math.max(1, Math.round(rng() ** 3 * 350));
  const averageRating = unrated ? 0 : Math.min(5, Math.round((3.4 + 1.6 * Math.sqrt(rng())) * 100) / 100);
  const salesCount = Math.round(rng() ** 3 * 1800) + reviewCount * int(rng, 1, 4);
  const createdAt = new Date(now - Math.floor(rng() * 730 * DAY) - int(rng, 0, DAY - 1));

  const closings = [
    `Dokan ships it anywhere in Bangladesh with cash on delivery, and it carries ${synth.warranty} warranty.`,
    `It comes with ${synth.warranty} warranty and free delivery inside Dhaka.`,
    `Buy it with ${synth.warranty} warranty, EMI on selected cards and delivery within 24 hours in Dhaka.`,
  ];
  const keep = int(rng, 3, 5);
  const specs = [...synth.specs.slice(0, keep - 1), { group: 'Warranty', name: 'Warranty', value: synth.warranty }];

  const sku = `${SKU_PREFIX}${String(n).padStart(6, '0')}`;
  return {
    product: {
      name: synth.name,
      slug: '',
      sku,
      type: 'simple',
      categoryId: plan.id,
      brandId: brand.id,
      retailPrice: prices.retailPrice,
      salePrice: prices.salePrice,
      stockQuantity: stock,
      status: 1,
      shortDescription: synth.short,
      description: `${synth.about} ${pick(rng, closings)}`,
      color: synth.color ?? null,
      size: synth.size ?? null,
      memory: synth.memory ?? null,
      averageRating,
      reviewCount,
      salesCount,
      createdAt,
      updatedAt: createdAt,
    },
    specs,
    images: plan.images.length ? pick(rng, plan.images) : null,
  };
}

/**
 * Adds SYN- products until there are `products` of them; returns how many were inserted.
 * Uses the categories, brands and product images already in the database (the demo shop).
 */
export async function seedLargeCatalogue(db: Database, options: SeedLargeOptions): Promise<number> {
  const log = options.log ?? (() => {});
  const batchSize = Math.max(1, Math.min(options.batchSize ?? DEFAULT_BATCH, 4000));
  const started = performance.now();

  const [state] = await rows<{ n: number; last: number }>(
    db,
    sql`SELECT count(*)::int AS n,
               coalesce(max(CASE WHEN sku ~ '^SYN-[0-9]{1,9}$' THEN substring(sku FROM 5)::int END), 0)::int AS last
        FROM products WHERE sku LIKE ${`${SKU_PREFIX}%`}`,
  );
  const existing = state?.n ?? 0;
  const missing = options.products - existing;
  if (missing <= 0) {
    log(`${formatCount(existing)} synthetic products already present (target ${formatCount(options.products)}): nothing to add`);
    return 0;
  }

  const plans = await planCategories(db);
  if (plans.every((plan) => plan.images.length === 0)) log('warning: no demo product images found; synthetic products get no media rows');
  log(`adding ${formatCount(missing)} synthetic products (${formatCount(existing)} present) across ${plans.length} categories`);

  const now = Date.now();
  let next = (state?.last ?? 0) + 1;
  let inserted = 0;
  let lastLog = 0;
  while (inserted < missing) {
    const count = Math.min(batchSize, missing - inserted);
    const batch = Array.from({ length: count }, (_, i) => syntheticProduct(next + i, plans, now));
    await db.transaction(async (tx) => {
      const txDb = tx as unknown as Database;
      // Take the ids first so the slug, which ends in the id, is written with the row.
      const ids = (
        await rows<{ id: number }>(txDb, sql`SELECT nextval(pg_get_serial_sequence('products', 'id'))::int AS id FROM generate_series(1, ${count}::int)`)
      )
        .map((row) => row.id)
        .sort((a, c) => a - c);
      const productRows = batch.map((item, i) => {
        const id = ids[i];
        if (id === undefined) throw new Error('the id sequence returned too few values');
        return { ...item.product, id, slug: productSlug(item.product.name, id) };
      });
      await tx.insert(t.products).values(productRows);

      const specRows = batch.flatMap((item, i) =>
        item.specs.map((spec, order) => ({ productId: ids[i]!, groupName: spec.group, name: spec.name, value: spec.value, displayOrder: order })),
      );
      // 5 parameters a row: stay well below PostgreSQL's 65,535 bind parameters per statement.
      for (let i = 0; i < specRows.length; i += 10_000) await tx.insert(t.productSpecifications).values(specRows.slice(i, i + 10_000));

      const mediaRows = batch.flatMap((item, i) =>
        item.images
          ? item.images.map((image, position) => ({
              productId: ids[i]!,
              ...image,
              alt: item.product.name,
              position,
              isPrimary: position === 0,
            }))
          : [],
      );
      for (let i = 0; i < mediaRows.length; i += 5_000) await tx.insert(t.media).values(mediaRows.slice(i, i + 5_000));
    });
    next += count;
    inserted += count;
    const seconds = (performance.now() - started) / 1000;
    if (seconds - lastLog >= 2 || inserted === missing) {
      lastLog = seconds;
      log(`  ${formatCount(inserted)} / ${formatCount(missing)} inserted (${seconds.toFixed(1)} s, ${formatCount(inserted / seconds)}/s)`);
    }
  }

  // Fresh statistics, so the planner picks the right indexes when the benchmark starts right away.
  await ensureSearchIndex(db);
  // The slug and search-index updates leave a dead row per product; clear them before benchmarks.
  await db.execute(sql`VACUUM ANALYZE products`);
  await db.execute(sql`VACUUM ANALYZE product_facet_rows`);
  await db.execute(sql`ANALYZE product_specifications`);
  await db.execute(sql`ANALYZE media`);
  log(`inserted ${formatCount(inserted)} synthetic products in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return inserted;
}

// ---------------------------------------------------------------------------------------------
// Command line

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      products: { type: 'string', default: '100000' },
      'database-url': { type: 'string' },
      'batch-size': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    console.log('usage: npm run seed:large -- [--products 100000] [--database-url postgres://…] [--batch-size 2000]');
    return;
  }
  const products = Number(values.products);
  if (!Number.isSafeInteger(products) || products < 0) throw new Error(`--products must be a whole number, got "${values.products}"`);
  const batchSize = values['batch-size'] === undefined ? undefined : Number(values['batch-size']);
  if (batchSize !== undefined && !(Number.isSafeInteger(batchSize) && batchSize > 0)) throw new Error('--batch-size must be a positive whole number');

  const { loadConfig } = await import('#server/config.ts');
  const { prepareDatabase } = await import('#server/startup.ts');
  const { demoShop } = await import('./demo/demo-shop.ts');
  const env = { ...process.env, ...(values['database-url'] ? { DATABASE_URL: values['database-url'] } : {}) };
  // The synthetic products borrow the demo shop's categories, brands and images, so always seed it when empty.
  const config = { ...loadConfig(env), SEED_DEMO: true };
  const log = (message: string) => console.log(`[seed:large] ${message}`);

  const started = performance.now();
  const handle = await prepareDatabase(config, log, demoShop);
  try {
    await seedLargeCatalogue(handle.db, { products, log, ...(batchSize ? { batchSize } : {}) });
  } finally {
    await handle.close();
  }
  log(`done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

if (import.meta.main) {
  main().catch((error: unknown) => {
    console.error(`[seed:large] failed: ${error instanceof Error ? error.message : String(error)}`);
    if (process.env.DEBUG && error instanceof Error) console.error(error.stack);
    process.exit(1);
  });
}
