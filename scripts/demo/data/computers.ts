import type { Draft, DraftVariant, Row } from './common.ts';
import { article, capacity, paragraphs, pick, specRows, warrantyRows } from './common.ts';

interface Cpu {
  brand: 'Intel' | 'AMD' | 'Apple';
  model: string;
  /** How shops shorten it in a product title, e.g. "Core i5 12th Gen". */
  label: string;
  base: number;
  boost: number;
  cores: string;
  cache: string;
}

function cpu(brand: Cpu['brand'], model: string, label: string, base: number, boost: number, cores: string, cache: string): Cpu {
  return { brand, model, label, base, boost, cores, cache };
}

const CPUS = {
  'i3-1215U': cpu('Intel', 'Core i3-1215U', 'Core i3 12th Gen', 1.2, 4.4, '6 (2P + 4E) / 8 threads', '10MB Intel Smart Cache'),
  'i3-1315U': cpu('Intel', 'Core i3-1315U', 'Core i3 13th Gen', 1.2, 4.5, '6 (2P + 4E) / 8 threads', '10MB Intel Smart Cache'),
  'i5-1235U': cpu('Intel', 'Core i5-1235U', 'Core i5 12th Gen', 1.3, 4.4, '10 (2P + 8E) / 12 threads', '12MB Intel Smart Cache'),
  'i5-1335U': cpu('Intel', 'Core i5-1335U', 'Core i5 13th Gen', 1.3, 4.6, '10 (2P + 8E) / 12 threads', '12MB Intel Smart Cache'),
  'i5-12450H': cpu('Intel', 'Core i5-12450H', 'Core i5 12th Gen', 2.0, 4.4, '8 (4P + 4E) / 12 threads', '12MB Intel Smart Cache'),
  'i5-13420H': cpu('Intel', 'Core i5-13420H', 'Core i5 13th Gen', 2.1, 4.6, '8 (4P + 4E) / 12 threads', '12MB Intel Smart Cache'),
  'i5-13500H': cpu('Intel', 'Core i5-13500H', 'Core i5 13th Gen', 2.6, 4.7, '12 (4P + 8E) / 16 threads', '18MB Intel Smart Cache'),
  'i5-13450HX': cpu('Intel', 'Core i5-13450HX', 'Core i5 13th Gen', 2.4, 4.6, '10 (6P + 4E) / 16 threads', '20MB Intel Smart Cache'),
  'i7-1355U': cpu('Intel', 'Core i7-1355U', 'Core i7 13th Gen', 1.7, 5.0, '10 (2P + 8E) / 12 threads', '12MB Intel Smart Cache'),
  'i7-13620H': cpu('Intel', 'Core i7-13620H', 'Core i7 13th Gen', 2.4, 4.9, '10 (6P + 4E) / 16 threads', '24MB Intel Smart Cache'),
  'i7-13650HX': cpu('Intel', 'Core i7-13650HX', 'Core i7 13th Gen', 2.6, 4.9, '14 (6P + 8E) / 20 threads', '24MB Intel Smart Cache'),
  'i7-14650HX': cpu('Intel', 'Core i7-14650HX', 'Core i7 14th Gen', 2.2, 5.2, '16 (8P + 8E) / 24 threads', '30MB Intel Smart Cache'),
  'i9-14900HX': cpu('Intel', 'Core i9-14900HX', 'Core i9 14th Gen', 2.2, 5.8, '24 (8P + 16E) / 32 threads', '36MB Intel Smart Cache'),
  'u5-125U': cpu('Intel', 'Core Ultra 5 125U', 'Core Ultra 5 125U', 1.3, 4.3, '12 (2P + 8E + 2LPE) / 14 threads', '12MB Intel Smart Cache'),
  'u5-135U': cpu('Intel', 'Core Ultra 5 135U', 'Core Ultra 5 135U', 1.6, 4.4, '12 (2P + 8E + 2LPE) / 14 threads', '12MB Intel Smart Cache'),
  'u5-125H': cpu('Intel', 'Core Ultra 5 125H', 'Core Ultra 5 125H', 1.2, 4.5, '14 (4P + 8E + 2LPE) / 18 threads', '18MB Intel Smart Cache'),
  'u7-155U': cpu('Intel', 'Core Ultra 7 155U', 'Core Ultra 7 155U', 1.7, 4.8, '12 (2P + 8E + 2LPE) / 14 threads', '12MB Intel Smart Cache'),
  'u7-165U': cpu('Intel', 'Core Ultra 7 165U', 'Core Ultra 7 165U', 1.7, 4.9, '12 (2P + 8E + 2LPE) / 14 threads', '12MB Intel Smart Cache'),
  'u7-155H': cpu('Intel', 'Core Ultra 7 155H', 'Core Ultra 7 155H', 1.4, 4.8, '16 (6P + 8E + 2LPE) / 22 threads', '24MB Intel Smart Cache'),
  'u7-258V': cpu('Intel', 'Core Ultra 7 258V', 'Core Ultra 7 258V', 2.2, 4.8, '8 (4P + 4LPE) / 8 threads', '12MB Intel Smart Cache'),
  'u9-275HX': cpu('Intel', 'Core Ultra 9 275HX', 'Core Ultra 9 275HX', 2.7, 5.4, '24 (8P + 16E) / 24 threads', '36MB Intel Smart Cache'),
  'n100': cpu('Intel', 'Processor N100', 'Intel N100', 0, 3.4, '4 / 4 threads', '6MB Intel Smart Cache'),
  'i3-13100': cpu('Intel', 'Core i3-13100', 'Core i3 13th Gen', 3.4, 4.5, '4 / 8 threads', '12MB Intel Smart Cache'),
  'i5-12400': cpu('Intel', 'Core i5-12400', 'Core i5 12th Gen', 2.5, 4.4, '6 / 12 threads', '18MB Intel Smart Cache'),
  'i5-12500': cpu('Intel', 'Core i5-12500', 'Core i5 12th Gen', 3.0, 4.6, '6 / 12 threads', '18MB Intel Smart Cache'),
  'i5-12500T': cpu('Intel', 'Core i5-12500T', 'Core i5 12th Gen', 2.0, 4.4, '6 / 12 threads', '18MB Intel Smart Cache'),
  'i5-13400': cpu('Intel', 'Core i5-13400', 'Core i5 13th Gen', 2.5, 4.6, '10 (6P + 4E) / 16 threads', '20MB Intel Smart Cache'),
  'i5-13500': cpu('Intel', 'Core i5-13500', 'Core i5 13th Gen', 2.5, 4.8, '14 (6P + 8E) / 20 threads', '24MB Intel Smart Cache'),
  'i5-13500T': cpu('Intel', 'Core i5-13500T', 'Core i5 13th Gen', 1.6, 4.6, '14 (6P + 8E) / 20 threads', '24MB Intel Smart Cache'),
  'i7-12700': cpu('Intel', 'Core i7-12700', 'Core i7 12th Gen', 2.1, 4.9, '12 (8P + 4E) / 20 threads', '25MB Intel Smart Cache'),
  'i7-13700': cpu('Intel', 'Core i7-13700', 'Core i7 13th Gen', 2.1, 5.2, '16 (8P + 8E) / 24 threads', '30MB Intel Smart Cache'),
  'i9-14900': cpu('Intel', 'Core i9-14900', 'Core i9 14th Gen', 2.0, 5.8, '24 (8P + 16E) / 32 threads', '36MB Intel Smart Cache'),
  'r5-7520U': cpu('AMD', 'Ryzen 5 7520U', 'Ryzen 5 7520U', 2.8, 4.3, '4 / 8 threads', '4MB L3'),
  'r5-7530U': cpu('AMD', 'Ryzen 5 7530U', 'Ryzen 5 7530U', 2.0, 4.5, '6 / 12 threads', '16MB L3'),
  'r5-7535HS': cpu('AMD', 'Ryzen 5 7535HS', 'Ryzen 5 7535HS', 3.3, 4.55, '6 / 12 threads', '16MB L3'),
  'r7-7435HS': cpu('AMD', 'Ryzen 7 7435HS', 'Ryzen 7 7435HS', 3.1, 4.5, '8 / 16 threads', '16MB L3'),
  'r7-7840HS': cpu('AMD', 'Ryzen 7 7840HS', 'Ryzen 7 7840HS', 3.8, 5.1, '8 / 16 threads', '16MB L3'),
  'r7-8845HS': cpu('AMD', 'Ryzen 7 8845HS', 'Ryzen 7 8845HS', 3.8, 5.1, '8 / 16 threads', '16MB L3'),
  'r9-8945HS': cpu('AMD', 'Ryzen 9 8945HS', 'Ryzen 9 8945HS', 4.0, 5.2, '8 / 16 threads', '16MB L3'),
  'rai9-370': cpu('AMD', 'Ryzen AI 9 HX 370', 'Ryzen AI 9 HX 370', 2.0, 5.1, '12 (4 Zen 5 + 8 Zen 5c) / 24 threads', '24MB L3'),
  'm2': cpu('Apple', 'Apple M2', 'M2 8-Core CPU 8-Core GPU', 0, 3.49, '8 (4 performance + 4 efficiency)', '16-core Neural Engine'),
  'm3': cpu('Apple', 'Apple M3', 'M3 8-Core CPU 10-Core GPU', 0, 4.05, '8 (4 performance + 4 efficiency)', '16-core Neural Engine'),
  'm4': cpu('Apple', 'Apple M4', 'M4 10-Core CPU 10-Core GPU', 0, 4.4, '10 (4 performance + 6 efficiency)', '16-core Neural Engine'),
  'm4-8gpu': cpu('Apple', 'Apple M4', 'M4 10-Core CPU 8-Core GPU', 0, 4.4, '10 (4 performance + 6 efficiency)', '16-core Neural Engine'),
  'm4pro': cpu('Apple', 'Apple M4 Pro', 'M4 Pro 12-Core CPU 16-Core GPU', 0, 4.5, '12 (8 performance + 4 efficiency)', '16-core Neural Engine'),
  'm4pro14': cpu('Apple', 'Apple M4 Pro', 'M4 Pro 14-Core CPU 20-Core GPU', 0, 4.5, '14 (10 performance + 4 efficiency)', '16-core Neural Engine'),
  'm4max': cpu('Apple', 'Apple M4 Max', 'M4 Max 14-Core CPU 32-Core GPU', 0, 4.5, '14 (10 performance + 4 efficiency)', '16-core Neural Engine'),
} as const satisfies Record<string, Cpu>;

type CpuKey = keyof typeof CPUS;

const RESOLUTION: Record<string, string> = {
  HD: '1366 x 768',
  FHD: '1920 x 1080',
  'FHD+': '1920 x 1200',
  WUXGA: '1920 x 1200',
  '2.2K': '2240 x 1400',
  WQXGA: '2560 x 1600',
  'QHD+': '2560 x 1600',
  '2.5K': '2560 x 1600',
  '2.8K': '2880 x 1800',
  '3K': '2880 x 1800',
  '4.5K': '4480 x 2520',
};

type Kind = 'laptop' | 'desktop' | 'aio';

interface ComputerIn {
  category: string;
  brand: string;
  series: string;
  cpu: CpuKey;
  ram: number;
  ramType: string;
  slots?: string;
  ssd: number;
  size?: number;
  res?: string;
  /** Overrides the resolution table (Apple panels have their own pixel counts). */
  px?: string;
  panel?: string;
  hz?: number;
  gpu: string;
  /** Shown in gaming titles, e.g. "RTX 4060". */
  gpuLabel?: string;
  colour: string;
  weight: number;
  battery?: string;
  adapter?: string;
  price: number;
  /** [ram, ssd, price]; two or more make it a hybrid product. */
  options?: readonly (readonly [number, number, number])[];
  ports?: string;
  wireless?: string;
  keyboard?: string;
  os?: string;
  warranty?: string;
  formFactor?: string;
  popularity?: number;
}

const PORTS: Record<string, string> = {
  'Everyday Laptop': '1x USB-C 3.2 Gen 1, 2x USB-A 3.2 Gen 1, 1x HDMI 1.4, 1x 3.5mm combo audio jack',
  'Business Laptop': '2x Thunderbolt 4 / USB-C (PD, DP), 2x USB-A 3.2 Gen 1, 1x HDMI 2.1, 1x RJ45, 1x 3.5mm combo jack',
  'Gaming Laptop': '1x USB-C 3.2 Gen 2 (DP, PD), 3x USB-A 3.2 Gen 1, 1x HDMI 2.1, 1x RJ45 LAN, 1x 3.5mm combo jack',
  Ultrabook: '2x Thunderbolt 4 (USB-C, PD, DP), 1x USB-A 3.2 Gen 2, 1x HDMI 2.1, 1x 3.5mm combo jack',
  MacBook: '2x Thunderbolt / USB 4, 1x MagSafe 3 charging port, 1x 3.5mm headphone jack',
  'Brand PC': 'Front: 2x USB-A 3.2, 1x USB-C, 1x 3.5mm combo jack; Rear: 4x USB-A 2.0, 1x HDMI, 1x DisplayPort, 1x RJ45',
  'All in One': '1x USB-C 3.2, 3x USB-A 3.2, 1x HDMI-out, 1x RJ45, 1x 3.5mm combo jack',
};

const KEYBOARD: Record<string, string> = {
  'Everyday Laptop': 'Full-size chiclet keyboard with numeric keypad; multi-touch precision touchpad',
  'Business Laptop': 'Spill-resistant backlit keyboard; precision touchpad; fingerprint reader in power button',
  'Gaming Laptop': 'RGB backlit gaming keyboard with highlighted WASD keys; precision touchpad',
  Ultrabook: 'Backlit chiclet keyboard, 1.4mm key travel; large glass precision touchpad',
  MacBook: 'Backlit Magic Keyboard with Touch ID; Force Touch trackpad',
};

const PURPOSE: Record<string, readonly string[]> = {
  'Everyday Laptop': [
    'It is a dependable pick for university work, online classes and home office use.',
    'It handles browsing, Office documents, Zoom calls and streaming without fuss.',
    'It suits students and first-time buyers who want a reliable machine within budget.',
  ],
  'Business Laptop': [
    'It is built for office fleets, with business-grade security and easy servicing.',
    'Corporate buyers get TPM 2.0 security, a durable chassis and long warranty support.',
  ],
  'Gaming Laptop': [
    'It runs popular titles like Valorant, PUBG, GTA V and Cyberpunk 2077 at high settings.',
    'The dedicated GPU and high-refresh panel make it equally good for esports and content creation.',
    'A dual-fan cooling system keeps clocks high through long gaming sessions.',
  ],
  Ultrabook: [
    'It is slim and light enough to carry all day, with a premium all-metal build.',
    'It targets professionals who travel and want long battery life without giving up performance.',
  ],
  MacBook: [
    "Apple silicon gives it silent, fan-free performance and all-day battery life.",
    'It is an excellent choice for students, designers and developers in the Apple ecosystem.',
  ],
  'Brand PC': [
    'It is a ready-to-use branded desktop for offices, banks and schools, with keyboard and mouse included.',
    'Its compact, tool-less chassis makes it easy to deploy and maintain across an office.',
  ],
  'All in One': [
    'Everything is built into the display, saving desk space at home, reception desks and offices.',
    'Just plug in one power cable and it is ready for work, classes and entertainment.',
  ],
};

function frequency(c: Cpu): string {
  return c.base > 0 ? `${c.base} GHz base, up to ${c.boost} GHz` : `Up to ${c.boost} GHz`;
}

/** "8 (4P + 4E) / 12 threads" becomes "8 cores (4P + 4E) and 12 threads" for prose. */
function coresInProse(c: Cpu): string {
  const m = /^(\d+)(?: \(([^)]+)\))? \/ (\d+) threads$/.exec(c.cores);
  if (!m) return c.cores;
  return `${m[1]} cores${m[2] ? ` (${m[2]})` : ''} and ${m[3]} threads`;
}

function computer(kind: Kind, o: ComputerIn): Draft {
  const c: Cpu = CPUS[o.cpu];
  const hybrid = (o.options?.length ?? 0) >= 2;
  const isApple = o.brand === 'Apple';
  const storage = `${capacity(o.ssd)} SSD`;
  const memPart = hybrid ? '' : ` ${o.ram}GB RAM ${storage}`;
  const hz = o.hz ?? 60;
  const sizeText = o.size !== undefined ? `${o.size}"` : '';
  const displayPart = o.size !== undefined ? ` ${sizeText} ${o.res ?? 'FHD'}${hz >= 120 ? ` ${hz}Hz` : ''}` : '';
  const gpuPart = o.gpuLabel ? ` ${o.gpuLabel}` : '';
  let name: string;
  if (isApple) name = `Apple ${o.series} ${c.label}${memPart}`;
  else if (kind === 'laptop') {
    name = `${o.brand} ${o.series} ${c.label}${gpuPart}${memPart}${displayPart} ${o.category === 'Gaming Laptop' ? 'Gaming Laptop' : 'Laptop'}`;
  } else if (kind === 'desktop') name = `${o.brand} ${o.series} ${c.label}${gpuPart}${memPart} Brand PC`;
  else name = `${o.brand} ${o.series} ${c.label}${memPart}${displayPart} All-in-One PC`;

  const px = o.px ?? RESOLUTION[o.res ?? 'FHD'] ?? '1920 x 1080';
  const os = o.os ?? (isApple ? 'macOS Sequoia' : kind === 'desktop' ? 'Free DOS' : 'Windows 11 Home');
  const warranty = o.warranty ?? (isApple ? '1 year Apple international warranty' : kind === 'laptop' ? '2 years (1 year battery & adapter)' : '3 years (parts & service)');
  const wireless = o.wireless ?? (kind === 'desktop' ? 'Optional Wi-Fi 6 card' : 'Wi-Fi 6, Bluetooth 5.2');

  const rows: (Row | false)[] = [
    ['Processor', 'Brand', c.brand],
    ['Processor', 'Model', c.model],
    ['Processor', 'Frequency', frequency(c)],
    ['Processor', 'Cores / Threads', c.cores],
    ['Processor', c.brand === 'Apple' ? 'Neural Engine' : 'Cache', c.cache],
    o.size !== undefined && ['Display', 'Size', `${o.size} inch`],
    o.size !== undefined && ['Display', 'Resolution', `${o.res ?? 'FHD'} (${px})`],
    o.size !== undefined && ['Display', 'Panel', o.panel ?? 'IPS, anti-glare'],
    o.size !== undefined && ['Display', 'Refresh Rate', `${hz}Hz`],
    ['Memory', 'RAM', `${o.ram}GB`],
    ['Memory', 'Type', o.ramType],
    ['Memory', 'Slots', o.slots ?? (isApple ? 'Unified memory (not upgradeable)' : '2x SO-DIMM, up to 32GB')],
    ['Storage', 'Storage', `${storage}${isApple ? '' : ' (M.2 PCIe NVMe)'}`],
    ['Storage', 'Expansion', isApple ? 'None' : kind === 'desktop' ? '1x 3.5" SATA bay, 1x spare M.2 slot' : '1x M.2 2280 slot'],
    ['Graphics', 'Graphics', o.gpu],
    kind === 'laptop' && ['Keyboard & Touchpad', 'Keyboard', KEYBOARD[o.category] ?? KEYBOARD['Everyday Laptop'] ?? ''],
    kind !== 'laptop' && ['Keyboard & Touchpad', 'Input', isApple ? 'Magic Keyboard and Magic Mouse included' : 'USB keyboard and optical mouse included'],
    ['Ports', 'Ports', o.ports ?? PORTS[o.category] ?? ''],
    ['Ports', 'Wireless', wireless],
    kind === 'laptop' && ['Battery', 'Battery', o.battery ?? '3-cell, 50Wh'],
    kind === 'laptop' && ['Battery', 'Adapter', o.adapter ?? (o.category === 'Gaming Laptop' ? '180W AC adapter' : '65W USB-C adapter')],
    kind !== 'laptop' && ['Battery', 'Power Supply', o.adapter ?? (kind === 'aio' ? '90W external adapter' : '260W internal PSU')],
    ['Software', 'Operating System', os],
    ['Physical', 'Colour', o.colour],
    ['Physical', 'Weight', `${o.weight} kg`],
    o.formFactor !== undefined && ['Physical', 'Form Factor', o.formFactor],
    ...warrantyRows(warranty),
  ];

  const variants: DraftVariant[] | undefined = hybrid
    ? o.options?.map(([ram, ssd, price]) => ({
        attributes: [{ name: 'RAM', value: `${ram}GB` }, { name: 'Storage', value: `${capacity(ssd)} SSD` }],
        retailPrice: price,
      }))
    : undefined;

  const what = kind === 'laptop' ? (o.category === 'Gaming Laptop' ? 'gaming laptop' : 'laptop') : kind === 'aio' ? 'all-in-one PC' : 'desktop PC';
  const purpose = pick(PURPOSE[o.category] ?? PURPOSE['Everyday Laptop'] ?? [''], name);
  const panel = o.panel ?? 'IPS';
  const panelText = panel.startsWith(o.res ?? 'FHD') ? panel : `${o.res ?? 'FHD'} ${panel}`;
  const displaySentence =
    o.size !== undefined
      ? `Its ${o.size}-inch ${panelText} display (${px}, ${hz}Hz) ${hz >= 120 ? 'keeps fast motion smooth and sharp' : 'is comfortable for long hours of reading and video'}.`
      : `It connects to any monitor over HDMI or DisplayPort and has room inside for more storage.`;
  const memNote = hybrid ? ` It is available in ${o.options?.length ?? 0} memory and storage configurations.` : '';
  const cpuSentence = isApple
    ? `The ${c.model} chip, with ${article(c.cores)} ${c.cores.split(' ')[0]}-core CPU,`
    : `The ${c.brand} ${c.model} processor, with ${coresInProse(c)} ${c.base > 0 ? `clocked from ${c.base} GHz up to ${c.boost} GHz` : `boosting up to ${c.boost} GHz`},`;

  return {
    name,
    category: o.category,
    brand: o.brand,
    art: kind === 'desktop' ? 'desktop' : kind === 'aio' ? 'monitor' : 'laptop',
    retailPrice: hybrid ? Math.min(...(o.options ?? []).map((opt) => opt[2])) : o.price,
    shortDescription: `${o.brand} ${o.series} ${what} with ${c.model}, ${o.ram}GB RAM and ${storage}${o.size !== undefined ? ` on a ${o.size}" ${o.res ?? 'FHD'} screen` : ''}.`,
    description: paragraphs(
      `${cpuSentence} is paired with ${o.ram}GB of ${o.ramType} memory and a fast ${storage}, so the ${o.brand} ${o.series} boots in seconds and stays responsive with many tabs and apps open. ${purpose}${memNote}`,
      `${displaySentence} Graphics are handled by ${o.gpu}. Ports: ${o.ports ?? PORTS[o.category] ?? ''}. Wireless: ${wireless}.`,
      `It comes in ${o.colour}, weighs ${o.weight} kg and ships with ${os}. Official warranty from the Bangladesh distributor: ${warranty}.`,
    ),
    specs: specRows(rows),
    variants,
    color: o.colour,
    memory: `${o.ram}GB`,
    size: o.size !== undefined ? sizeText : undefined,
    popularity: o.popularity,
  };
}

const laptop = (o: ComputerIn): Draft => computer('laptop', o);
const desktop = (o: ComputerIn): Draft => computer('desktop', o);
const aio = (o: ComputerIn): Draft => computer('aio', o);

const EVERYDAY = 'Everyday Laptop';
const BUSINESS = 'Business Laptop';
const GAMING = 'Gaming Laptop';
const ULTRA = 'Ultrabook';
const MAC = 'MacBook';
const IGPU_INTEL = 'Intel UHD Graphics';
const IRIS = 'Intel Iris Xe Graphics';
const ARC = 'Intel Arc Graphics';

export function computerDrafts(): Draft[] {
  return [
    // Everyday laptops: the shop's best sellers, mostly ৳50k–90k.
    laptop({ category: EVERYDAY, brand: 'Lenovo', series: 'IdeaPad Slim 3i', cpu: 'i5-12450H', ram: 8, ramType: 'LPDDR5 4800MHz', slots: 'Soldered (not upgradeable)', ssd: 512, size: 15.6, res: 'FHD', panel: 'IPS, anti-glare, 300 nits', gpu: IGPU_INTEL, colour: 'Arctic Grey', weight: 1.62, battery: '47Wh, up to 8 hours', price: 72500, popularity: 0.95 }),
    laptop({ category: EVERYDAY, brand: 'Lenovo', series: 'IdeaPad Slim 3 15ABR8', cpu: 'r5-7530U', ram: 16, ramType: 'DDR4 3200MHz', slots: '8GB soldered + 1x SO-DIMM', ssd: 512, size: 15.6, res: 'FHD', panel: 'IPS, anti-glare', gpu: 'AMD Radeon Graphics', colour: 'Arctic Grey', weight: 1.59, battery: '47Wh', price: 68500 }),
    laptop({ category: EVERYDAY, brand: 'Lenovo', series: 'V15 G4 IRU', cpu: 'i3-1315U', ram: 8, ramType: 'DDR4 3200MHz', ssd: 512, size: 15.6, res: 'FHD', panel: 'TN, anti-glare', gpu: IGPU_INTEL, colour: 'Business Black', weight: 1.7, battery: '38Wh', price: 54500, os: 'Free DOS', warranty: '2 years (1 year battery & adapter)' }),
    laptop({ category: EVERYDAY, brand: 'HP', series: '15-fd0336TU', cpu: 'i3-1315U', ram: 8, ramType: 'DDR4 3200MHz', ssd: 512, size: 15.6, res: 'FHD', panel: 'IPS, micro-edge', gpu: IGPU_INTEL, colour: 'Natural Silver', weight: 1.59, battery: '41Wh', price: 57500, popularity: 0.8 }),
    laptop({ category: EVERYDAY, brand: 'HP', series: '250 G10', cpu: 'i5-1335U', ram: 8, ramType: 'DDR4 3200MHz', ssd: 512, size: 15.6, res: 'FHD', panel: 'IPS, anti-glare, 250 nits', gpu: IRIS, colour: 'Turbo Silver', weight: 1.74, battery: '41Wh', price: 69500 }),
    laptop({ category: EVERYDAY, brand: 'HP', series: 'Pavilion 15-eg3111TU', cpu: 'i5-1335U', ram: 16, ramType: 'DDR4 3200MHz', ssd: 512, size: 15.6, res: 'FHD', panel: 'IPS, micro-edge, 250 nits', gpu: IRIS, colour: 'Natural Silver', weight: 1.74, battery: '41Wh', price: 89500 }),
    laptop({ category: EVERYDAY, brand: 'ASUS', series: 'Vivobook 15 X1504VA', cpu: 'i5-1335U', ram: 8, ramType: 'DDR4 3200MHz', slots: '8GB onboard + 1x SO-DIMM', ssd: 512, size: 15.6, res: 'FHD', panel: 'IPS-level, anti-glare', gpu: IRIS, colour: 'Cool Silver', weight: 1.7, battery: '42Wh', price: 67500, options: [[8, 512, 67500], [16, 512, 73500], [16, 1000, 79500]], popularity: 0.9 }),
    laptop({ category: EVERYDAY, brand: 'ASUS', series: 'Vivobook Go 15 E1504FA', cpu: 'r5-7520U', ram: 8, ramType: 'LPDDR5 5500MHz', slots: 'Soldered (not upgradeable)', ssd: 512, size: 15.6, res: 'FHD', panel: 'OLED, 600 nits peak', gpu: 'AMD Radeon 610M', colour: 'Mixed Black', weight: 1.63, battery: '42Wh', price: 56500 }),
    laptop({ category: EVERYDAY, brand: 'Acer', series: 'Aspire Lite 15 AL15-51M', cpu: 'i3-1215U', ram: 8, ramType: 'DDR4 3200MHz', ssd: 512, size: 15.6, res: 'FHD', panel: 'IPS, anti-glare', gpu: IGPU_INTEL, colour: 'Steel Grey', weight: 1.59, battery: '40Wh', price: 52500 }),
    laptop({ category: EVERYDAY, brand: 'Acer', series: 'Aspire 3 A315-59', cpu: 'i5-1235U', ram: 8, ramType: 'DDR4 3200MHz', ssd: 512, size: 15.6, res: 'FHD', panel: 'IPS, anti-glare', gpu: IRIS, colour: 'Pure Silver', weight: 1.78, battery: '40Wh', price: 63500 }),
    laptop({ category: EVERYDAY, brand: 'Dell', series: 'Inspiron 15 3530', cpu: 'i5-1335U', ram: 8, ramType: 'DDR4 2666MHz', ssd: 512, size: 15.6, res: 'FHD', panel: 'WVA, anti-glare, 120Hz', hz: 120, gpu: IRIS, colour: 'Platinum Silver', weight: 1.65, battery: '41Wh', price: 78500, warranty: '2 years (1 year battery)' }),
    laptop({ category: EVERYDAY, brand: 'Dell', series: 'Inspiron 14 5440', cpu: 'i7-1355U', ram: 16, ramType: 'DDR5 5200MHz', ssd: 512, size: 14, res: 'FHD+', panel: 'WVA, anti-glare', gpu: IRIS, colour: 'Ice Blue', weight: 1.53, battery: '54Wh', price: 104000, warranty: '2 years (1 year battery)' }),
    laptop({ category: EVERYDAY, brand: 'Walton', series: 'Tamarind ZX5401', cpu: 'i5-1235U', ram: 8, ramType: 'DDR4 3200MHz', ssd: 512, size: 14, res: 'FHD', panel: 'IPS', gpu: IRIS, colour: 'Space Grey', weight: 1.45, battery: '45Wh', price: 58500, warranty: '1 year replacement, 2 years service' }),
    laptop({ category: EVERYDAY, brand: 'Walton', series: 'Prelude N41', cpu: 'n100', ram: 8, ramType: 'LPDDR5 4800MHz', slots: 'Soldered (not upgradeable)', ssd: 256, size: 14, res: 'FHD', panel: 'IPS', gpu: IGPU_INTEL, colour: 'Silver', weight: 1.38, battery: '38Wh', price: 34500, warranty: '1 year replacement, 2 years service' }),

    // Business laptops
    laptop({ category: BUSINESS, brand: 'Lenovo', series: 'ThinkPad E14 Gen 5', cpu: 'i5-1335U', ram: 16, ramType: 'DDR4 3200MHz', slots: '8GB soldered + 1x SO-DIMM', ssd: 512, size: 14, res: 'WUXGA', panel: 'IPS, anti-glare, 300 nits', gpu: IRIS, colour: 'Graphite Black', weight: 1.41, battery: '47Wh', price: 98500, os: 'Windows 11 Pro', warranty: '3 years (1 year battery)' }),
    laptop({ category: BUSINESS, brand: 'Lenovo', series: 'ThinkBook 15 G5 IRL', cpu: 'i5-1335U', ram: 8, ramType: 'DDR4 3200MHz', ssd: 512, size: 15.6, res: 'FHD', panel: 'IPS, anti-glare', gpu: IRIS, colour: 'Mineral Grey', weight: 1.7, battery: '45Wh', price: 79500 }),
    laptop({ category: BUSINESS, brand: 'Lenovo', series: 'ThinkPad T14 Gen 5', cpu: 'u7-155U', ram: 16, ramType: 'DDR5 5600MHz', ssd: 512, size: 14, res: 'WUXGA', panel: 'IPS, anti-glare, 400 nits', gpu: 'Intel Graphics', colour: 'Black', weight: 1.31, battery: '52.5Wh', price: 172000, os: 'Windows 11 Pro', warranty: '3 years (1 year battery)' }),
    laptop({ category: BUSINESS, brand: 'Lenovo', series: 'ThinkPad X1 Carbon Gen 12', cpu: 'u7-165U', ram: 32, ramType: 'LPDDR5x 6400MHz', slots: 'Soldered (not upgradeable)', ssd: 1000, size: 14, res: '2.8K', panel: 'OLED, 400 nits, 100% DCI-P3', gpu: 'Intel Graphics', colour: 'Black Paint', weight: 1.09, battery: '57Wh', price: 285000, os: 'Windows 11 Pro', warranty: '3 years (1 year battery)' }),
    laptop({ category: BUSINESS, brand: 'HP', series: 'ProBook 440 G11', cpu: 'u5-125U', ram: 16, ramType: 'DDR5 5600MHz', ssd: 512, size: 14, res: 'WUXGA', panel: 'IPS, anti-glare, 300 nits', gpu: 'Intel Graphics', colour: 'Pike Silver', weight: 1.38, battery: '45Wh', price: 105000, warranty: '3 years (1 year battery)' }),
    laptop({ category: BUSINESS, brand: 'HP', series: 'EliteBook 840 G11', cpu: 'u7-155U', ram: 16, ramType: 'DDR5 5600MHz', ssd: 512, size: 14, res: 'WUXGA', panel: 'IPS, anti-glare, 400 nits', gpu: 'Intel Graphics', colour: 'Silver', weight: 1.36, battery: '56Wh', price: 178000, os: 'Windows 11 Pro', warranty: '3 years (1 year battery)' }),
    laptop({ category: BUSINESS, brand: 'Dell', series: 'Latitude 3540', cpu: 'i5-1335U', ram: 8, ramType: 'DDR4 3200MHz', ssd: 512, size: 15.6, res: 'FHD', panel: 'IPS, anti-glare, 250 nits', gpu: IRIS, colour: 'Black', weight: 1.79, battery: '54Wh', price: 84500, os: 'Ubuntu Linux', warranty: '3 years (1 year battery)' }),
    laptop({ category: BUSINESS, brand: 'Dell', series: 'Vostro 3520', cpu: 'i5-1235U', ram: 8, ramType: 'DDR4 2666MHz', ssd: 512, size: 15.6, res: 'FHD', panel: 'WVA, anti-glare, 120Hz', hz: 120, gpu: IRIS, colour: 'Carbon Black', weight: 1.69, battery: '41Wh', price: 69500, warranty: '3 years (1 year battery)' }),
    laptop({ category: BUSINESS, brand: 'Dell', series: 'Latitude 5450', cpu: 'u5-135U', ram: 16, ramType: 'DDR5 5600MHz', ssd: 512, size: 14, res: 'FHD', panel: 'IPS, anti-glare, 300 nits', gpu: 'Intel Graphics', colour: 'Titan Grey', weight: 1.44, battery: '54Wh', price: 138000, os: 'Windows 11 Pro', warranty: '3 years (1 year battery)' }),
    laptop({ category: BUSINESS, brand: 'ASUS', series: 'ExpertBook B1 B1502CVA', cpu: 'i5-1335U', ram: 8, ramType: 'DDR4 3200MHz', ssd: 512, size: 15.6, res: 'FHD', panel: 'IPS-level, anti-glare', gpu: IRIS, colour: 'Star Black', weight: 1.7, battery: '42Wh', price: 66500, os: 'Free DOS', warranty: '3 years (1 year battery & adapter)' }),
    laptop({ category: BUSINESS, brand: 'Acer', series: 'TravelMate P2 TMP214-55', cpu: 'i5-1335U', ram: 8, ramType: 'DDR4 3200MHz', ssd: 512, size: 14, res: 'FHD', panel: 'IPS, anti-glare', gpu: IRIS, colour: 'Shale Black', weight: 1.52, battery: '50Wh', price: 71500 }),

    // Gaming laptops
    laptop({ category: GAMING, brand: 'ASUS', series: 'TUF Gaming A15 FA506NCR', cpu: 'r7-7435HS', ram: 16, ramType: 'DDR5 4800MHz', ssd: 512, size: 15.6, res: 'FHD', panel: 'IPS-level, anti-glare', hz: 144, gpu: 'NVIDIA GeForce RTX 3050 4GB GDDR6', gpuLabel: 'RTX 3050', colour: 'Graphite Black', weight: 2.3, battery: '48Wh', price: 112000, popularity: 0.9 }),
    laptop({ category: GAMING, brand: 'ASUS', series: 'TUF Gaming F16 FX607JV', cpu: 'i5-13450HX', ram: 16, ramType: 'DDR5 4800MHz', ssd: 512, size: 16, res: 'FHD+', panel: 'IPS-level, 100% sRGB', hz: 165, gpu: 'NVIDIA GeForce RTX 4060 8GB GDDR6', gpuLabel: 'RTX 4060', colour: 'Mecha Grey', weight: 2.2, battery: '56Wh', price: 158000 }),
    laptop({ category: GAMING, brand: 'ASUS', series: 'ROG Strix G16 G614JV', cpu: 'i7-13650HX', ram: 16, ramType: 'DDR5 4800MHz', ssd: 1000, size: 16, res: 'QHD+', panel: 'IPS-level, 100% DCI-P3, G-Sync', hz: 240, gpu: 'NVIDIA GeForce RTX 4060 8GB GDDR6', gpuLabel: 'RTX 4060', colour: 'Eclipse Grey', weight: 2.5, battery: '90Wh', adapter: '240W AC adapter', price: 218000 }),
    laptop({ category: GAMING, brand: 'ASUS', series: 'ROG Zephyrus G14 GA403UV', cpu: 'r9-8945HS', ram: 16, ramType: 'LPDDR5X 6400MHz', slots: 'Soldered (not upgradeable)', ssd: 1000, size: 14, res: '3K', panel: 'ROG Nebula OLED, 500 nits', hz: 120, gpu: 'NVIDIA GeForce RTX 4060 8GB GDDR6', gpuLabel: 'RTX 4060', colour: 'Eclipse Grey', weight: 1.5, battery: '73Wh', price: 255000 }),
    laptop({ category: GAMING, brand: 'ASUS', series: 'ROG Strix SCAR 18 G835LX', cpu: 'u9-275HX', ram: 64, ramType: 'DDR5 5600MHz', ssd: 4000, size: 18, res: '2.5K', panel: 'ROG Nebula HDR Mini LED, 1200 nits', hz: 240, gpu: 'NVIDIA GeForce RTX 5090 24GB GDDR7', gpuLabel: 'RTX 5090', colour: 'Off Black', weight: 3.1, battery: '90Wh', adapter: '380W AC adapter', price: 0, os: 'Windows 11 Pro' }),
    laptop({ category: GAMING, brand: 'Lenovo', series: 'LOQ 15IRX9', cpu: 'i5-13450HX', ram: 16, ramType: 'DDR5 4800MHz', ssd: 512, size: 15.6, res: 'FHD', panel: 'IPS, 300 nits, 100% sRGB', hz: 144, gpu: 'NVIDIA GeForce RTX 4050 6GB GDDR6', gpuLabel: 'RTX 4050', colour: 'Luna Grey', weight: 2.38, battery: '60Wh', price: 132000, options: [[16, 512, 132000], [16, 1000, 138500], [24, 1000, 146000]], popularity: 0.95 }),
    laptop({ category: GAMING, brand: 'Lenovo', series: 'LOQ 15ARP9', cpu: 'r7-7435HS', ram: 16, ramType: 'DDR5 4800MHz', ssd: 512, size: 15.6, res: 'FHD', panel: 'IPS, 300 nits', hz: 144, gpu: 'NVIDIA GeForce RTX 4060 8GB GDDR6', gpuLabel: 'RTX 4060', colour: 'Luna Grey', weight: 2.38, battery: '60Wh', price: 145000 }),
    laptop({ category: GAMING, brand: 'Lenovo', series: 'Legion 5 16IRX9', cpu: 'i7-14650HX', ram: 16, ramType: 'DDR5 5600MHz', ssd: 1000, size: 16, res: 'WQXGA', panel: 'IPS, 500 nits, 100% sRGB', hz: 165, gpu: 'NVIDIA GeForce RTX 4060 8GB GDDR6', gpuLabel: 'RTX 4060', colour: 'Luna Grey', weight: 2.4, battery: '80Wh', adapter: '230W AC adapter', price: 225000 }),
    laptop({ category: GAMING, brand: 'Lenovo', series: 'Legion Pro 7 16IRX9H', cpu: 'i9-14900HX', ram: 32, ramType: 'DDR5 5600MHz', ssd: 1000, size: 16, res: 'WQXGA', panel: 'IPS, 500 nits, HDR 400', hz: 240, gpu: 'NVIDIA GeForce RTX 4080 12GB GDDR6', gpuLabel: 'RTX 4080', colour: 'Eclipse Black', weight: 2.8, battery: '99.9Wh', adapter: '330W AC adapter', price: 345000 }),
    laptop({ category: GAMING, brand: 'MSI', series: 'Katana 15 B13VFK', cpu: 'i7-13620H', ram: 16, ramType: 'DDR5 5200MHz', ssd: 512, size: 15.6, res: 'FHD', panel: 'IPS-level', hz: 144, gpu: 'NVIDIA GeForce RTX 4060 8GB GDDR6', gpuLabel: 'RTX 4060', colour: 'Black', weight: 2.25, battery: '53.5Wh', price: 148000 }),
    laptop({ category: GAMING, brand: 'MSI', series: 'Thin GF63 12UCX', cpu: 'i5-12450H', ram: 8, ramType: 'DDR4 3200MHz', ssd: 512, size: 15.6, res: 'FHD', panel: 'IPS-level', hz: 144, gpu: 'NVIDIA GeForce RTX 2050 4GB GDDR6', gpuLabel: 'RTX 2050', colour: 'Black', weight: 1.86, battery: '52.4Wh', price: 99500, popularity: 0.8 }),
    laptop({ category: GAMING, brand: 'Acer', series: 'Nitro V 15 ANV15-51', cpu: 'i5-13420H', ram: 8, ramType: 'DDR5 5200MHz', ssd: 512, size: 15.6, res: 'FHD', panel: 'IPS', hz: 144, gpu: 'NVIDIA GeForce RTX 4050 6GB GDDR6', gpuLabel: 'RTX 4050', colour: 'Obsidian Black', weight: 2.1, battery: '57Wh', price: 115000, options: [[8, 512, 115000], [16, 512, 121000]], popularity: 0.85 }),
    laptop({ category: GAMING, brand: 'Acer', series: 'Predator Helios Neo 16 PHN16-72', cpu: 'i7-14650HX', ram: 16, ramType: 'DDR5 5600MHz', ssd: 1000, size: 16, res: 'WQXGA', panel: 'IPS, 100% DCI-P3', hz: 240, gpu: 'NVIDIA GeForce RTX 4070 8GB GDDR6', gpuLabel: 'RTX 4070', colour: 'Abyssal Black', weight: 2.8, battery: '90Wh', adapter: '330W AC adapter', price: 235000 }),
    laptop({ category: GAMING, brand: 'HP', series: 'Victus 15-fa1351TX', cpu: 'i5-13420H', ram: 8, ramType: 'DDR4 3200MHz', ssd: 512, size: 15.6, res: 'FHD', panel: 'IPS, 250 nits', hz: 144, gpu: 'NVIDIA GeForce RTX 3050 6GB GDDR6', gpuLabel: 'RTX 3050', colour: 'Mica Silver', weight: 2.29, battery: '52.5Wh', price: 112500 }),
    laptop({ category: GAMING, brand: 'HP', series: 'OMEN 16-xf0071AX', cpu: 'r7-7840HS', ram: 16, ramType: 'DDR5 5600MHz', ssd: 1000, size: 16.1, res: 'FHD', panel: 'IPS, 300 nits', hz: 165, gpu: 'NVIDIA GeForce RTX 4060 8GB GDDR6', gpuLabel: 'RTX 4060', colour: 'Shadow Black', weight: 2.38, battery: '83Wh', adapter: '230W AC adapter', price: 198000 }),
    laptop({ category: GAMING, brand: 'Dell', series: 'G15 5530', cpu: 'i7-13650HX', ram: 16, ramType: 'DDR5 4800MHz', ssd: 1000, size: 15.6, res: 'FHD', panel: 'WVA, 300 nits', hz: 165, gpu: 'NVIDIA GeForce RTX 4060 8GB GDDR6', gpuLabel: 'RTX 4060', colour: 'Dark Shadow Grey', weight: 2.81, battery: '86Wh', adapter: '240W AC adapter', price: 189000, warranty: '2 years (1 year battery)' }),
    laptop({ category: GAMING, brand: 'Gigabyte', series: 'G5 MF5', cpu: 'i5-13500H', ram: 16, ramType: 'DDR5 4800MHz', ssd: 512, size: 15.6, res: 'FHD', panel: 'IPS-level', hz: 144, gpu: 'NVIDIA GeForce RTX 4050 6GB GDDR6', gpuLabel: 'RTX 4050', colour: 'Black', weight: 1.9, battery: '54Wh', price: 119500 }),

    // Ultrabooks
    laptop({ category: ULTRA, brand: 'ASUS', series: 'Zenbook 14 OLED UX3405MA', cpu: 'u7-155H', ram: 16, ramType: 'LPDDR5X 7467MHz', slots: 'Soldered (not upgradeable)', ssd: 1000, size: 14, res: '3K', panel: 'OLED, 100% DCI-P3, touch', hz: 120, gpu: ARC, colour: 'Ponder Blue', weight: 1.2, battery: '75Wh', price: 142000 }),
    laptop({ category: ULTRA, brand: 'ASUS', series: 'Zenbook S 14 UX5406SA', cpu: 'u7-258V', ram: 32, ramType: 'LPDDR5X 8533MHz', slots: 'On-package (not upgradeable)', ssd: 1000, size: 14, res: '3K', panel: 'Lumina OLED, 500 nits', hz: 120, gpu: 'Intel Arc 140V Graphics', colour: 'Zumaia Grey', weight: 1.2, battery: '72Wh', price: 195000 }),
    laptop({ category: ULTRA, brand: 'ASUS', series: 'Vivobook S 14 OLED S5406MA', cpu: 'u5-125H', ram: 16, ramType: 'LPDDR5X 7467MHz', slots: 'Soldered (not upgradeable)', ssd: 512, size: 14, res: 'WUXGA', panel: 'OLED, 600 nits HDR', gpu: ARC, colour: 'Neutral Black', weight: 1.3, battery: '75Wh', price: 112000, options: [[16, 512, 112000], [16, 1000, 119500], [32, 1000, 134000]] }),
    laptop({ category: ULTRA, brand: 'HP', series: 'Envy x360 14-fc0085TU', cpu: 'u5-125U', ram: 16, ramType: 'LPDDR5x 6400MHz', slots: 'Soldered (not upgradeable)', ssd: 512, size: 14, res: '2.8K', panel: 'OLED, touch, 120Hz', hz: 120, gpu: 'Intel Graphics', colour: 'Atmospheric Blue', weight: 1.39, battery: '59Wh', price: 135000 }),
    laptop({ category: ULTRA, brand: 'HP', series: 'Spectre x360 14-eu0053TU', cpu: 'u7-155H', ram: 16, ramType: 'LPDDR5x 6400MHz', slots: 'Soldered (not upgradeable)', ssd: 1000, size: 14, res: '2.8K', panel: 'OLED, touch, 500 nits', hz: 120, gpu: ARC, colour: 'Nightfall Black', weight: 1.44, battery: '68Wh', price: 225000 }),
    laptop({ category: ULTRA, brand: 'Dell', series: 'XPS 13 9340', cpu: 'u7-155H', ram: 16, ramType: 'LPDDR5x 7467MHz', slots: 'Soldered (not upgradeable)', ssd: 512, size: 13.4, res: 'FHD+', panel: 'IPS, 500 nits, InfinityEdge', hz: 120, gpu: ARC, colour: 'Platinum', weight: 1.19, battery: '55Wh', price: 215000, warranty: '2 years (1 year battery)' }),
    laptop({ category: ULTRA, brand: 'Lenovo', series: 'Yoga Slim 7 14IMH9', cpu: 'u7-155H', ram: 16, ramType: 'LPDDR5x 7467MHz', slots: 'Soldered (not upgradeable)', ssd: 1000, size: 14, res: '2.8K', panel: 'OLED, 400 nits, 100% DCI-P3', hz: 120, gpu: ARC, colour: 'Luna Grey', weight: 1.39, battery: '65Wh', price: 158000 }),
    laptop({ category: ULTRA, brand: 'Lenovo', series: 'IdeaPad Slim 5 14AHP9', cpu: 'r7-8845HS', ram: 16, ramType: 'LPDDR5x 6400MHz', slots: 'Soldered (not upgradeable)', ssd: 512, size: 14, res: 'WUXGA', panel: 'OLED, 400 nits', gpu: 'AMD Radeon 780M', colour: 'Cloud Grey', weight: 1.46, battery: '57Wh', price: 105500 }),
    laptop({ category: ULTRA, brand: 'Acer', series: 'Swift Go 14 SFG14-73', cpu: 'u5-125H', ram: 16, ramType: 'LPDDR5X 6400MHz', slots: 'Soldered (not upgradeable)', ssd: 512, size: 14, res: '2.8K', panel: 'OLED, 100% DCI-P3', hz: 90, gpu: ARC, colour: 'Pure Silver', weight: 1.32, battery: '65Wh', price: 105000 }),
    laptop({ category: ULTRA, brand: 'Samsung', series: 'Galaxy Book4 Pro 14', cpu: 'u7-155H', ram: 16, ramType: 'LPDDR5X 7467MHz', slots: 'Soldered (not upgradeable)', ssd: 512, size: 14, res: '3K', panel: 'Dynamic AMOLED 2X, touch', hz: 120, gpu: ARC, colour: 'Moonstone Grey', weight: 1.23, battery: '63Wh', price: 185000, warranty: '1 year (Samsung Bangladesh)' }),
    laptop({ category: ULTRA, brand: 'ASUS', series: 'Zenbook S 16 UM5606WA', cpu: 'rai9-370', ram: 32, ramType: 'LPDDR5X 7500MHz', slots: 'Soldered (not upgradeable)', ssd: 1000, size: 16, res: '3K', panel: 'Lumina OLED, touch', hz: 120, gpu: 'AMD Radeon 890M', colour: 'Zumaia Grey', weight: 1.5, battery: '78Wh', price: 228000 }),

    // MacBook
    laptop({ category: MAC, brand: 'Apple', series: 'MacBook Air 13.6"', cpu: 'm2', ram: 16, ramType: 'Unified LPDDR5', ssd: 256, size: 13.6, res: 'Liquid Retina', px: '2560 x 1664', panel: 'Liquid Retina IPS, 500 nits', gpu: 'Apple 8-core GPU', colour: 'Midnight', weight: 1.24, battery: '52.6Wh, up to 18 hours', adapter: '30W USB-C adapter', price: 108000, popularity: 0.9 }),
    laptop({ category: MAC, brand: 'Apple', series: 'MacBook Air 13.6"', cpu: 'm3', ram: 16, ramType: 'Unified LPDDR5', ssd: 256, size: 13.6, res: 'Liquid Retina', px: '2560 x 1664', panel: 'Liquid Retina IPS, 500 nits', gpu: 'Apple 10-core GPU', colour: 'Starlight', weight: 1.24, battery: '52.6Wh, up to 18 hours', adapter: '30W USB-C adapter', price: 132000, options: [[16, 256, 132000], [16, 512, 155000], [24, 512, 176000]] }),
    laptop({ category: MAC, brand: 'Apple', series: 'MacBook Air 13.6"', cpu: 'm4-8gpu', ram: 16, ramType: 'Unified LPDDR5X', ssd: 256, size: 13.6, res: 'Liquid Retina', px: '2560 x 1664', panel: 'Liquid Retina IPS, 500 nits', gpu: 'Apple 8-core GPU', colour: 'Sky Blue', weight: 1.24, battery: '53.8Wh, up to 18 hours', adapter: '30W USB-C adapter', price: 138000, options: [[16, 256, 138000], [16, 512, 162000], [24, 512, 184000], [32, 1000, 232000]], popularity: 1 }),
    laptop({ category: MAC, brand: 'Apple', series: 'MacBook Air 15.3"', cpu: 'm4', ram: 16, ramType: 'Unified LPDDR5X', ssd: 256, size: 15.3, res: 'Liquid Retina', px: '2880 x 1864', panel: 'Liquid Retina IPS, 500 nits', gpu: 'Apple 10-core GPU', colour: 'Midnight', weight: 1.51, battery: '66.5Wh, up to 18 hours', adapter: '35W dual USB-C adapter', price: 162000, options: [[16, 256, 162000], [16, 512, 186000]] }),
    laptop({ category: MAC, brand: 'Apple', series: 'MacBook Pro 14"', cpu: 'm4', ram: 16, ramType: 'Unified LPDDR5X', ssd: 512, size: 14.2, res: 'Liquid Retina XDR', px: '3024 x 1964', panel: 'Mini-LED, 1600 nits HDR, ProMotion', hz: 120, gpu: 'Apple 10-core GPU', colour: 'Space Black', weight: 1.55, battery: '72.4Wh, up to 24 hours', adapter: '70W USB-C adapter', price: 208000, options: [[16, 512, 208000], [24, 1000, 256000]] }),
    laptop({ category: MAC, brand: 'Apple', series: 'MacBook Pro 14"', cpu: 'm4pro', ram: 24, ramType: 'Unified LPDDR5X', ssd: 512, size: 14.2, res: 'Liquid Retina XDR', px: '3024 x 1964', panel: 'Mini-LED, 1600 nits HDR, ProMotion', hz: 120, gpu: 'Apple 16-core GPU', colour: 'Silver', weight: 1.6, battery: '72.4Wh, up to 22 hours', adapter: '96W USB-C adapter', price: 275000 }),
    laptop({ category: MAC, brand: 'Apple', series: 'MacBook Pro 16"', cpu: 'm4pro14', ram: 48, ramType: 'Unified LPDDR5X', ssd: 512, size: 16.2, res: 'Liquid Retina XDR', px: '3456 x 2234', panel: 'Mini-LED, 1600 nits HDR, ProMotion', hz: 120, gpu: 'Apple 20-core GPU', colour: 'Space Black', weight: 2.14, battery: '100Wh, up to 24 hours', adapter: '140W USB-C adapter', price: 365000 }),
    laptop({ category: MAC, brand: 'Apple', series: 'MacBook Pro 16"', cpu: 'm4max', ram: 36, ramType: 'Unified LPDDR5X', ssd: 1000, size: 16.2, res: 'Liquid Retina XDR', px: '3456 x 2234', panel: 'Mini-LED, nano-texture option, ProMotion', hz: 120, gpu: 'Apple 32-core GPU', colour: 'Silver', weight: 2.15, battery: '100Wh, up to 21 hours', adapter: '140W USB-C adapter', price: 455000 }),

    // Brand PC (branded desktops)
    desktop({ category: 'Brand PC', brand: 'HP', series: 'Pro Tower 280 G9', cpu: 'i5-12500', ram: 8, ramType: 'DDR4 3200MHz', slots: '2x DIMM, up to 64GB', ssd: 512, gpu: 'Intel UHD Graphics 770', colour: 'Black', weight: 4.2, price: 68500, formFactor: 'Micro tower', popularity: 0.8 }),
    desktop({ category: 'Brand PC', brand: 'HP', series: 'Elite Mini 800 G9', cpu: 'i7-12700', ram: 16, ramType: 'DDR5 4800MHz', slots: '2x SO-DIMM, up to 64GB', ssd: 512, gpu: 'Intel UHD Graphics 770', colour: 'Black', weight: 1.3, price: 115000, formFactor: 'Mini (1 litre)', adapter: '180W external adapter', os: 'Windows 11 Pro' }),
    desktop({ category: 'Brand PC', brand: 'Dell', series: 'OptiPlex 7010 Tower', cpu: 'i5-13500', ram: 8, ramType: 'DDR4 3200MHz', slots: '4x DIMM, up to 128GB', ssd: 512, gpu: 'Intel UHD Graphics 770', colour: 'Black', weight: 5.1, price: 84500, formFactor: 'Tower' }),
    desktop({ category: 'Brand PC', brand: 'Dell', series: 'Vostro 3020 MT', cpu: 'i3-13100', ram: 8, ramType: 'DDR4 3200MHz', ssd: 512, gpu: 'Intel UHD Graphics 730', colour: 'Black', weight: 4.6, price: 52500, formFactor: 'Mini tower' }),
    desktop({ category: 'Brand PC', brand: 'Lenovo', series: 'ThinkCentre neo 50t Gen 4', cpu: 'i5-13400', ram: 8, ramType: 'DDR4 3200MHz', ssd: 512, gpu: 'Intel UHD Graphics 730', colour: 'Raven Black', weight: 5.3, price: 71500, formFactor: 'Tower' }),
    desktop({ category: 'Brand PC', brand: 'ASUS', series: 'ExpertCenter D5 D500TE', cpu: 'i7-13700', ram: 16, ramType: 'DDR4 3200MHz', slots: '2x DIMM, up to 64GB', ssd: 512, gpu: 'Intel UHD Graphics 770', colour: 'Black', weight: 5.2, price: 105000, formFactor: 'Tower' }),
    desktop({ category: 'Brand PC', brand: 'Acer', series: 'Veriton X2690G', cpu: 'i5-12400', ram: 8, ramType: 'DDR4 3200MHz', ssd: 512, gpu: 'Intel UHD Graphics 730', colour: 'Black', weight: 4.4, price: 62500, formFactor: 'Small form factor' }),
    desktop({ category: 'Brand PC', brand: 'MSI', series: 'PRO DP21 13M', cpu: 'i5-13400', ram: 8, ramType: 'DDR4 3200MHz', slots: '2x SO-DIMM, up to 64GB', ssd: 512, gpu: 'Intel UHD Graphics 730', colour: 'Black', weight: 1.4, price: 62000, formFactor: 'Mini PC (1.2 litre)', adapter: '120W external adapter' }),
    desktop({ category: 'Brand PC', brand: 'Apple', series: 'Mac mini', cpu: 'm4', ram: 16, ramType: 'Unified LPDDR5X', ssd: 256, gpu: 'Apple 10-core GPU', colour: 'Silver', weight: 0.67, price: 78000, formFactor: 'Mini (12.7 x 12.7 cm)', adapter: '155W internal PSU', ports: 'Front: 2x USB-C, 3.5mm jack; Rear: 3x Thunderbolt 4, HDMI, Gigabit Ethernet', wireless: 'Wi-Fi 6E, Bluetooth 5.3', options: [[16, 256, 78000], [16, 512, 98000], [24, 512, 118000]], popularity: 0.85 }),
    desktop({ category: 'Brand PC', brand: 'Dell', series: 'Precision 3680 Tower Workstation', cpu: 'i9-14900', ram: 32, ramType: 'DDR5 4400MHz ECC', slots: '4x DIMM, up to 128GB', ssd: 1000, gpu: 'NVIDIA RTX A2000 12GB', gpuLabel: 'RTX A2000', colour: 'Black', weight: 9.5, price: 0, formFactor: 'Tower workstation', adapter: '500W 80 Plus Platinum PSU', os: 'Windows 11 Pro for Workstations', warranty: '3 years ProSupport on-site' }),

    // All in One
    aio({ category: 'All in One', brand: 'HP', series: 'All-in-One 24-cr0130d', cpu: 'i5-1335U', ram: 8, ramType: 'DDR4 3200MHz', ssd: 512, size: 23.8, res: 'FHD', panel: 'IPS, three-sided micro-edge', gpu: IRIS, colour: 'Shell White', weight: 5.6, price: 89500 }),
    aio({ category: 'All in One', brand: 'HP', series: 'ProOne 440 G9', cpu: 'i5-12500T', ram: 8, ramType: 'DDR4 3200MHz', ssd: 512, size: 23.8, res: 'FHD', panel: 'IPS, anti-glare', gpu: 'Intel UHD Graphics 770', colour: 'Jack Black', weight: 6.2, price: 102000, os: 'Windows 11 Pro' }),
    aio({ category: 'All in One', brand: 'Dell', series: 'Inspiron 24 5430', cpu: 'i7-1355U', ram: 16, ramType: 'DDR4 3200MHz', ssd: 1000, size: 23.8, res: 'FHD', panel: 'IPS, touch, 250 nits', gpu: IRIS, colour: 'Dark Shadow Grey', weight: 6.1, price: 128000 }),
    aio({ category: 'All in One', brand: 'Dell', series: 'OptiPlex 7410 AIO', cpu: 'i5-13500T', ram: 8, ramType: 'DDR4 3200MHz', ssd: 512, size: 23.8, res: 'FHD', panel: 'IPS, anti-glare', gpu: 'Intel UHD Graphics 770', colour: 'Black', weight: 6.8, price: 115000, os: 'Windows 11 Pro' }),
    aio({ category: 'All in One', brand: 'Lenovo', series: 'IdeaCentre AIO 3 24IAP7', cpu: 'i5-12450H', ram: 8, ramType: 'DDR4 3200MHz', ssd: 512, size: 23.8, res: 'FHD', panel: 'IPS, 250 nits', gpu: IGPU_INTEL, colour: 'Arctic Grey', weight: 5.2, price: 82500 }),
    aio({ category: 'All in One', brand: 'Lenovo', series: 'ThinkCentre neo 30a 24 Gen 4', cpu: 'i5-13420H', ram: 8, ramType: 'DDR4 3200MHz', ssd: 512, size: 23.8, res: 'FHD', panel: 'IPS, anti-glare', gpu: IGPU_INTEL, colour: 'Black', weight: 5.5, price: 88500, os: 'Free DOS' }),
    aio({ category: 'All in One', brand: 'ASUS', series: 'AiO A3402WBAK', cpu: 'i5-1235U', ram: 8, ramType: 'DDR4 3200MHz', ssd: 512, size: 23.8, res: 'FHD', panel: 'IPS, anti-glare', gpu: IRIS, colour: 'Black', weight: 5.9, price: 76500 }),
    aio({ category: 'All in One', brand: 'Acer', series: 'Aspire C24-1800', cpu: 'i5-1335U', ram: 8, ramType: 'DDR4 3200MHz', ssd: 512, size: 23.8, res: 'FHD', panel: 'IPS', gpu: IRIS, colour: 'Black', weight: 4.8, price: 79500 }),
    aio({ category: 'All in One', brand: 'Apple', series: 'iMac 24"', cpu: 'm4', ram: 16, ramType: 'Unified LPDDR5X', ssd: 256, size: 24, res: '4.5K Retina', px: '4480 x 2520', panel: 'Retina IPS, 500 nits, P3', gpu: 'Apple 10-core GPU', colour: 'Blue', weight: 4.44, price: 172000, adapter: '143W external adapter', ports: '4x Thunderbolt / USB 4, Gigabit Ethernet (on adapter), 3.5mm jack', wireless: 'Wi-Fi 6E, Bluetooth 5.3', options: [[16, 256, 172000], [16, 512, 198000], [24, 512, 221000]] }),
  ];
}
