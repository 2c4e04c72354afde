import type { Draft, DraftVariant } from './common.ts';
import { article, capacity, colourVariants, lcFirst, paragraphs, pick, specRows, warrantyRows } from './common.ts';

// ---------------------------------------------------------------- Smartphones and tablets

interface HandsetIn {
  brand: string;
  model: string;
  chipset: string;
  os: string;
  /** e.g. 6.6 */
  inches: number;
  display: string;
  rear: string;
  front: string;
  battery: number;
  charging: string;
  network: string;
  colour: string;
  weight: number;
  /** [ram GB, storage GB, price]; one entry = simple product, two or more = hybrid. */
  options: readonly (readonly [number, number, number])[];
  /** Apple does not advertise RAM, so titles carry storage only. */
  storageOnly?: boolean;
  warranty?: string;
  popularity?: number;
}

const PHONE_PITCH: readonly string[] = [
  'It is one of the most asked-about phones at our Bashundhara City and Elephant Road branches.',
  'It offers a balanced mix of camera, battery life and performance for its price.',
  'Official stock with a Bangladesh warranty and BTRC-registered IMEI, so it works on every local SIM.',
];

function handset(kind: 'Smartphone' | 'Tablet', o: HandsetIn): Draft {
  const first = o.options[0];
  if (!first) throw new Error(`${o.model} needs at least one memory option`);
  const [ram, storage] = first;
  const hybrid = o.options.length >= 2;
  const memLabel = (r: number, s: number): string => (o.storageOnly ? capacity(s) : `${r}/${capacity(s)}`);
  const name = `${o.brand} ${o.model}${hybrid ? '' : ` ${memLabel(ram, storage)}`}`;
  const warranty = o.warranty ?? `1 year official ${o.brand} warranty`;
  const variants: DraftVariant[] | undefined = hybrid
    ? o.options.map(([r, s, price]) => ({
        attributes: o.storageOnly
          ? [{ name: 'Storage', value: capacity(s) }]
          : [{ name: 'RAM', value: `${r}GB` }, { name: 'Storage', value: capacity(s) }],
        retailPrice: price,
      }))
    : undefined;
  const what = kind === 'Tablet' ? 'tablet' : 'smartphone';
  return {
    name,
    category: kind,
    brand: o.brand,
    art: kind === 'Tablet' ? 'tablet' : 'phone',
    retailPrice: Math.min(...o.options.map((x) => x[2])),
    shortDescription: `${o.inches}-inch ${o.network} ${what} with ${o.chipset}, ${o.rear.split(',')[0]} camera and ${o.battery.toLocaleString('en-US')}mAh battery.`,
    description: paragraphs(
      `The ${o.brand} ${o.model} runs on the ${o.chipset} with ${o.storageOnly ? '' : `${ram}GB RAM and `}${capacity(storage)} storage${hybrid ? ` (also available as ${o.options.slice(1).map(([r, s]) => memLabel(r, s)).join(', ')})` : ''}. ${pick(PHONE_PITCH, o.model)}`,
      `Its ${o.inches}-inch ${o.display} display is paired with a ${o.rear} rear camera setup and a ${o.front} front camera. The ${o.battery.toLocaleString('en-US')}mAh battery supports ${o.charging} charging.`,
      `It ships with ${o.os} in ${o.colour} and weighs ${o.weight} g. Dokan sells only official units with ${warranty}.`,
    ),
    specs: specRows([
      ['Platform', 'Chipset', o.chipset],
      ['Platform', 'Operating System', o.os],
      !o.storageOnly && ['Memory', 'RAM', `${ram}GB`],
      ['Memory', 'Storage', capacity(storage)],
      ['Display', 'Display', `${o.inches} inch ${o.display}`],
      ['Camera', 'Rear Camera', o.rear],
      ['Camera', 'Front Camera', o.front],
      ['Battery', 'Battery', `${o.battery.toLocaleString('en-US')}mAh`],
      ['Battery', 'Charging', o.charging],
      ['Network', 'Network', o.network],
      ['Physical', 'Colour', o.colour],
      ['Physical', 'Weight', `${o.weight} g`],
      ...warrantyRows(warranty),
    ]),
    variants,
    color: o.colour,
    memory: o.storageOnly ? capacity(storage) : `${ram}GB`,
    size: `${o.inches}"`,
    popularity: o.popularity,
  };
}

const phone = (o: HandsetIn): Draft => handset('Smartphone', o);
const tablet = (o: HandsetIn): Draft => handset('Tablet', o);

// ---------------------------------------------------------------- Feature phones

interface FeatureIn {
  brand: string;
  model: string;
  display: string;
  battery: number;
  extras: string;
  network: string;
  colour: string;
  price: number;
  colours?: readonly (readonly [string, number])[];
}

function featurePhone(o: FeatureIn): Draft {
  return {
    name: `${o.brand} ${o.model} Feature Phone`,
    category: 'Feature Phone',
    brand: o.brand,
    art: 'phone',
    retailPrice: o.price,
    shortDescription: `Dual SIM ${o.network} feature phone with a ${o.display} screen and ${o.battery}mAh battery that lasts for days.`,
    description: paragraphs(
      `The ${o.brand} ${o.model} is a simple, tough phone for calls and SMS with a ${o.display} display and a ${o.battery}mAh battery that lasts for days between charges. Extras include ${lcFirst(o.extras)}.`,
      pick([
        'It is a popular second phone for bKash and Nagad transactions and for elderly parents who want big buttons and a loud speaker.',
        'Many of our corporate customers buy it in bulk for field staff, drivers and security guards.',
      ], o.model),
    ),
    specs: specRows([
      ['Display', 'Display', o.display],
      ['Battery', 'Battery', `${o.battery}mAh (removable)`],
      ['Network', 'Network', `${o.network}, Dual SIM`],
      ['Features', 'Features', o.extras],
      ['Physical', 'Colour', o.colour],
      ...warrantyRows('1 year official warranty (6 months battery)'),
    ]),
    variants: o.colours ? colourVariants(o.price, o.colours) : undefined,
    color: o.colour,
  };
}

// ---------------------------------------------------------------- Smart watches

interface WatchIn {
  brand: string;
  model: string;
  display: string;
  caseSize: string;
  battery: string;
  health: string;
  water: string;
  gps: boolean;
  calling: boolean;
  colour: string;
  price: number;
  colours?: readonly (readonly [string, number])[];
  warranty?: string;
  compat?: string;
}

function smartWatch(o: WatchIn): Draft {
  const band = /Band|Fit\d/.test(o.model);
  return {
    name: `${o.brand} ${o.model} ${band ? 'Smart Band' : 'Smart Watch'}`,
    category: 'Smart Watch',
    brand: o.brand,
    art: 'watch',
    retailPrice: o.price,
    shortDescription: `${o.caseSize} ${band ? 'fitness band' : 'smart watch'} with ${o.display}, ${o.health.split(',')[0]?.toLowerCase() ?? 'health'} tracking and up to ${o.battery} battery life.`,
    description: paragraphs(
      `The ${o.brand} ${o.model} has ${article(o.display)} ${o.display} in a ${o.caseSize} case and tracks ${lcFirst(o.health)}.${o.gps ? ' Built-in GPS records runs and rides without your phone.' : ''}${o.calling ? ' Bluetooth calling lets you take calls from the wrist.' : ''}`,
      `Battery life is up to ${o.battery}, and it is rated ${o.water} for swimming and sweaty workouts. It works with ${o.compat ?? 'Android and iOS phones'}.`,
    ),
    specs: specRows([
      ['Display', 'Display', o.display],
      ['Display', 'Case Size', o.caseSize],
      ['Features', 'Health Sensors', o.health],
      ['Features', 'GPS', o.gps ? 'Built-in GPS' : 'Connected GPS (via phone)'],
      ['Features', 'Bluetooth Calling', o.calling ? 'Yes' : 'No'],
      ['Battery', 'Battery Life', `Up to ${o.battery}`],
      ['Physical', 'Water Resistance', o.water],
      ['Physical', 'Colour', o.colour],
      ['Compatibility', 'Works With', o.compat ?? 'Android 8.0+ and iOS 14+'],
      ...warrantyRows(o.warranty ?? '1 year official warranty'),
    ]),
    variants: o.colours ? colourVariants(o.price, o.colours) : undefined,
    color: o.colour,
    size: o.caseSize,
  };
}

const ONE_UI = 'Android 15, One UI 7';
const HYPER = 'Android 15, HyperOS 2';
const REALME_UI = 'Android 15, realme UI 6.0';
const IOS = 'iOS 18';

export function mobileDrafts(): Draft[] {
  return [
    // Smartphones
    phone({ brand: 'Samsung', model: 'Galaxy A16', chipset: 'MediaTek Helio G99', os: ONE_UI, inches: 6.7, display: 'Super AMOLED, 90Hz, FHD+', rear: '50MP main, 5MP ultrawide, 2MP macro', front: '13MP', battery: 5000, charging: '25W wired', network: '4G LTE', colour: 'Blue Black', weight: 200, options: [[6, 128, 20990], [8, 128, 22990], [8, 256, 26990]], popularity: 0.9 }),
    phone({ brand: 'Samsung', model: 'Galaxy A35 5G', chipset: 'Exynos 1380', os: ONE_UI, inches: 6.6, display: 'Super AMOLED, 120Hz, FHD+', rear: '50MP OIS main, 8MP ultrawide, 5MP macro', front: '13MP', battery: 5000, charging: '25W wired', network: '5G', colour: 'Awesome Navy', weight: 209, options: [[8, 256, 43990]] }),
    phone({ brand: 'Samsung', model: 'Galaxy A56 5G', chipset: 'Exynos 1580', os: ONE_UI, inches: 6.7, display: 'Super AMOLED+, 120Hz, 1200 nits', rear: '50MP OIS main, 12MP ultrawide, 5MP macro', front: '12MP', battery: 5000, charging: '45W wired', network: '5G', colour: 'Awesome Graphite', weight: 198, options: [[8, 128, 49990], [8, 256, 54990], [12, 256, 59990]], popularity: 0.85 }),
    phone({ brand: 'Samsung', model: 'Galaxy S25', chipset: 'Snapdragon 8 Elite for Galaxy', os: ONE_UI, inches: 6.2, display: 'Dynamic AMOLED 2X, 120Hz, FHD+', rear: '50MP main, 12MP ultrawide, 10MP 3x telephoto', front: '12MP', battery: 4000, charging: '25W wired, 15W wireless', network: '5G', colour: 'Icyblue', weight: 162, options: [[12, 256, 115000]] }),
    phone({ brand: 'Samsung', model: 'Galaxy S25 Ultra', chipset: 'Snapdragon 8 Elite for Galaxy', os: ONE_UI, inches: 6.9, display: 'Dynamic AMOLED 2X, 120Hz, QHD+, 2600 nits', rear: '200MP main, 50MP ultrawide, 50MP 5x periscope, 10MP 3x telephoto', front: '12MP', battery: 5000, charging: '45W wired, 15W wireless', network: '5G', colour: 'Titanium Silverblue', weight: 218, options: [[12, 256, 162000], [12, 512, 178000]], popularity: 0.8 }),
    phone({ brand: 'Samsung', model: 'Galaxy Z Flip6', chipset: 'Snapdragon 8 Gen 3 for Galaxy', os: ONE_UI, inches: 6.7, display: 'foldable Dynamic AMOLED 2X, 120Hz, 3.4" cover screen', rear: '50MP main, 12MP ultrawide', front: '10MP', battery: 4000, charging: '25W wired, 15W wireless', network: '5G', colour: 'Mint', weight: 187, options: [[12, 256, 125000]] }),
    phone({ brand: 'Xiaomi', model: 'Redmi Note 14', chipset: 'MediaTek Helio G99-Ultra', os: 'Android 14, HyperOS', inches: 6.67, display: 'AMOLED, 120Hz, 1800 nits', rear: '108MP main, 2MP depth, 2MP macro', front: '20MP', battery: 5500, charging: '33W wired', network: '4G LTE', colour: 'Midnight Black', weight: 196, options: [[6, 128, 21990], [8, 128, 22990], [8, 256, 24990]], popularity: 1 }),
    phone({ brand: 'Xiaomi', model: 'Redmi 14C', chipset: 'MediaTek Helio G81-Ultra', os: 'Android 14, HyperOS', inches: 6.88, display: 'IPS LCD, 120Hz, HD+', rear: '50MP main, depth sensor', front: '13MP', battery: 5160, charging: '18W wired', network: '4G LTE', colour: 'Starry Blue', weight: 207, options: [[4, 128, 14990], [6, 128, 15990], [8, 256, 18990]], popularity: 0.9 }),
    phone({ brand: 'Xiaomi', model: 'Redmi Note 14 Pro+ 5G', chipset: 'Snapdragon 7s Gen 3', os: HYPER, inches: 6.67, display: '1.5K AMOLED, 120Hz, 3000 nits', rear: '200MP OIS main, 8MP ultrawide, 2MP macro', front: '20MP', battery: 5110, charging: '120W HyperCharge', network: '5G', colour: 'Frost Blue', weight: 205, options: [[12, 512, 47990]] }),
    phone({ brand: 'Xiaomi', model: '15', chipset: 'Snapdragon 8 Elite', os: HYPER, inches: 6.36, display: 'LTPO AMOLED, 120Hz, 3200 nits', rear: '50MP Leica main, 50MP ultrawide, 50MP 2.6x telephoto', front: '32MP', battery: 5240, charging: '90W wired, 50W wireless', network: '5G', colour: 'Black', weight: 191, options: [[12, 512, 108000]] }),
    phone({ brand: 'Xiaomi', model: 'POCO X7 Pro 5G', chipset: 'MediaTek Dimensity 8400-Ultra', os: HYPER, inches: 6.67, display: '1.5K AMOLED, 120Hz', rear: '50MP OIS main, 8MP ultrawide', front: '20MP', battery: 6000, charging: '90W HyperCharge', network: '5G', colour: 'Yellow', weight: 195, options: [[8, 256, 36990], [12, 256, 38990], [12, 512, 42990]] }),
    phone({ brand: 'Realme', model: 'C75', chipset: 'MediaTek Helio G92 Max', os: 'Android 14, realme UI 5.0', inches: 6.72, display: 'IPS LCD, 90Hz, FHD+', rear: '50MP main', front: '8MP', battery: 6000, charging: '45W wired', network: '4G LTE', colour: 'Lightning Gold', weight: 196, options: [[8, 128, 19990], [8, 256, 22990]] }),
    phone({ brand: 'Realme', model: 'Note 60', chipset: 'Unisoc T612', os: 'Android 14, realme UI', inches: 6.74, display: 'IPS LCD, 90Hz, HD+', rear: '32MP main', front: '5MP', battery: 5000, charging: '10W wired', network: '4G LTE', colour: 'Marble Black', weight: 187, options: [[4, 64, 12490]] }),
    phone({ brand: 'Realme', model: '14 Pro+ 5G', chipset: 'Snapdragon 7s Gen 3', os: REALME_UI, inches: 6.83, display: '1.5K quad-curved AMOLED, 120Hz', rear: '50MP OIS main, 50MP 3x periscope, 8MP ultrawide', front: '32MP', battery: 6000, charging: '80W SUPERVOOC', network: '5G', colour: 'Pearl White', weight: 194, options: [[12, 256, 49990]] }),
    phone({ brand: 'Realme', model: 'GT 7 Pro', chipset: 'Snapdragon 8 Elite', os: REALME_UI, inches: 6.78, display: 'LTPO AMOLED, 120Hz, 6000 nits peak', rear: '50MP OIS main, 50MP 3x periscope, 8MP ultrawide', front: '16MP', battery: 5800, charging: '120W SUPERVOOC', network: '5G', colour: 'Mars Orange', weight: 222, options: [[12, 256, 79990]] }),
    phone({ brand: 'OnePlus', model: '13', chipset: 'Snapdragon 8 Elite', os: 'Android 15, OxygenOS 15', inches: 6.82, display: 'LTPO AMOLED, 120Hz, QHD+', rear: '50MP Hasselblad main, 50MP ultrawide, 50MP 3x telephoto', front: '32MP', battery: 6000, charging: '100W SUPERVOOC, 50W wireless', network: '5G', colour: 'Midnight Ocean', weight: 213, options: [[12, 256, 108000], [16, 512, 122000]] }),
    phone({ brand: 'OnePlus', model: 'Nord CE4 5G', chipset: 'Snapdragon 7 Gen 3', os: 'Android 14, OxygenOS 14', inches: 6.7, display: 'AMOLED, 120Hz, FHD+', rear: '50MP OIS main, 8MP ultrawide', front: '16MP', battery: 5500, charging: '100W SUPERVOOC', network: '5G', colour: 'Dark Chrome', weight: 186, options: [[8, 256, 37990]] }),
    phone({ brand: 'Apple', model: 'iPhone 16', chipset: 'Apple A18', os: IOS, inches: 6.1, display: 'Super Retina XDR OLED, Dynamic Island', rear: '48MP Fusion main, 12MP ultrawide', front: '12MP TrueDepth', battery: 3561, charging: '20W+ wired, 25W MagSafe', network: '5G', colour: 'Ultramarine', weight: 170, storageOnly: true, options: [[8, 128, 132000], [8, 256, 148000], [8, 512, 172000]], warranty: '1 year Apple warranty (official)', popularity: 0.9 }),
    phone({ brand: 'Apple', model: 'iPhone 16 Pro Max', chipset: 'Apple A18 Pro', os: IOS, inches: 6.9, display: 'Super Retina XDR OLED, ProMotion 120Hz, Always-On', rear: '48MP Fusion main, 48MP ultrawide, 12MP 5x telephoto', front: '12MP TrueDepth', battery: 4685, charging: '20W+ wired, 25W MagSafe', network: '5G', colour: 'Desert Titanium', weight: 227, storageOnly: true, options: [[8, 256, 179000]], warranty: '1 year Apple warranty (official)' }),
    phone({ brand: 'Apple', model: 'iPhone 15', chipset: 'Apple A16 Bionic', os: IOS, inches: 6.1, display: 'Super Retina XDR OLED, Dynamic Island', rear: '48MP main, 12MP ultrawide', front: '12MP TrueDepth', battery: 3349, charging: '20W wired, 15W MagSafe', network: '5G', colour: 'Black', weight: 171, storageOnly: true, options: [[6, 128, 109000]], warranty: '1 year Apple warranty (official)' }),
    phone({ brand: 'Apple', model: 'iPhone 16e', chipset: 'Apple A18', os: IOS, inches: 6.1, display: 'Super Retina XDR OLED', rear: '48MP Fusion main', front: '12MP TrueDepth', battery: 4005, charging: '20W wired, 7.5W Qi wireless', network: '5G', colour: 'White', weight: 167, storageOnly: true, options: [[8, 128, 89000]], warranty: '1 year Apple warranty (official)' }),
    phone({ brand: 'Walton', model: 'NEXG N9', chipset: 'Unisoc T606', os: 'Android 14', inches: 6.75, display: 'IPS LCD, 90Hz, HD+', rear: '50MP main, AI lens', front: '8MP', battery: 5000, charging: '18W wired', network: '4G LTE', colour: 'Ocean Blue', weight: 195, options: [[8, 128, 15490]], warranty: '1 year replacement (Walton Plaza service)' }),
    phone({ brand: 'Symphony', model: 'INNOVA 30', chipset: 'Unisoc T606', os: 'Android 14 (Go edition)', inches: 6.75, display: 'IPS LCD, 90Hz, HD+', rear: '50MP main', front: '8MP', battery: 5000, charging: '18W wired', network: '4G LTE', colour: 'Mint Green', weight: 193, options: [[4, 128, 12990]], warranty: '1 year official warranty (Symphony Care)' }),
    phone({ brand: 'Vivo', model: 'Y29', chipset: 'MediaTek Helio G85', os: 'Android 14, Funtouch OS 14', inches: 6.68, display: 'IPS LCD, 90Hz, HD+', rear: '50MP main, 0.08MP', front: '8MP', battery: 5500, charging: '44W FlashCharge', network: '4G LTE', colour: 'Titanium Gold', weight: 198, options: [[6, 128, 21990]] }),
    phone({ brand: 'Vivo', model: 'V40 5G', chipset: 'Snapdragon 7 Gen 3', os: 'Android 14, Funtouch OS 14', inches: 6.78, display: 'curved AMOLED, 120Hz, 1.5K', rear: '50MP ZEISS OIS main, 50MP ultrawide', front: '50MP', battery: 5500, charging: '80W FlashCharge', network: '5G', colour: 'Lotus Purple', weight: 190, options: [[12, 256, 54990]] }),
    phone({ brand: 'OPPO', model: 'Reno13 F', chipset: 'MediaTek Helio G100', os: 'Android 15, ColorOS 15', inches: 6.67, display: 'AMOLED, 120Hz, FHD+', rear: '50MP OIS main, 8MP ultrawide, 2MP macro', front: '32MP', battery: 5800, charging: '45W SUPERVOOC', network: '4G LTE', colour: 'Graphite Grey', weight: 192, options: [[8, 256, 39990]] }),
    phone({ brand: 'OPPO', model: 'A3x', chipset: 'MediaTek Dimensity 6300', os: 'Android 14, ColorOS 14', inches: 6.67, display: 'IPS LCD, 120Hz, HD+', rear: '8MP main', front: '5MP', battery: 5100, charging: '45W SUPERVOOC', network: '4G LTE', colour: 'Ocean Blue', weight: 187, options: [[4, 64, 13990]] }),
    phone({ brand: 'Tecno', model: 'Spark 30', chipset: 'MediaTek Helio G91', os: 'Android 14, HiOS 14', inches: 6.78, display: 'IPS LCD, 90Hz, FHD+', rear: '64MP main', front: '13MP', battery: 5000, charging: '18W wired', network: '4G LTE', colour: 'Orbit Black', weight: 189, options: [[8, 128, 17990]] }),
    phone({ brand: 'Infinix', model: 'Note 40', chipset: 'MediaTek Helio G99 Ultimate', os: 'Android 14, XOS 14', inches: 6.78, display: 'AMOLED, 120Hz, FHD+', rear: '108MP main, 2MP depth', front: '32MP', battery: 5000, charging: '45W wired, 15W MagCharge', network: '4G LTE', colour: 'Obsidian Black', weight: 190, options: [[8, 256, 24990]] }),
    phone({ brand: 'Honor', model: 'X9c', chipset: 'Snapdragon 6 Gen 1', os: 'Android 14, MagicOS 8', inches: 6.78, display: 'curved AMOLED, 120Hz, 1.5K', rear: '108MP OIS main, 5MP ultrawide', front: '16MP', battery: 6600, charging: '66W SuperCharge', network: '5G', colour: 'Titanium Black', weight: 189, options: [[12, 256, 42990]] }),

    // Feature phones
    featurePhone({ brand: 'Nokia', model: '105 (2023) Dual SIM', display: '1.8" QQVGA', battery: 1000, extras: 'Wireless FM radio, torch, Snake game', network: '2G', colour: 'Charcoal', price: 1850, colours: [['Charcoal', 0], ['Cyan', 0], ['Red', 50]] }),
    featurePhone({ brand: 'Nokia', model: '110 4G (2024)', display: '2.0" QVGA', battery: 1450, extras: '4G VoLTE HD calls, 0.3MP camera, MP3 player, FM radio', network: '4G VoLTE', colour: 'Blue', price: 3450 }),
    featurePhone({ brand: 'Nokia', model: '3210 4G', display: '2.4" QVGA', battery: 1450, extras: '4G VoLTE, 2MP camera, Bluetooth 5.0, YouTube Shorts, classic Snake', network: '4G VoLTE', colour: 'Y2K Gold', price: 5990 }),
    featurePhone({ brand: 'Symphony', model: 'B68', display: '1.77" TFT', battery: 1000, extras: 'Auto call recording, torch, FM radio', network: '2G', colour: 'Black', price: 1390 }),
    featurePhone({ brand: 'Symphony', model: 'L300', display: '2.4" TFT', battery: 2000, extras: 'Power bank feature, dual torch, call recording, FM radio', network: '2G', colour: 'Black Gold', price: 1990 }),
    featurePhone({ brand: 'Walton', model: 'Olvio MM24', display: '1.77" QQVGA', battery: 1000, extras: 'Bangla keypad, call blocking, FM radio', network: '2G', colour: 'Black', price: 1290 }),
    featurePhone({ brand: 'itel', model: 'it5330', display: '1.77" TFT', battery: 1000, extras: 'King voice, wireless FM, torch', network: '2G', colour: 'Deep Blue', price: 1450 }),
    featurePhone({ brand: 'itel', model: 'Magic X Pro 4G', display: '2.4" QVGA', battery: 2500, extras: '4G VoLTE, Wi-Fi hotspot, 2MP camera, Bluetooth', network: '4G VoLTE', colour: 'Black', price: 3190 }),

    // Tablets
    tablet({ brand: 'Apple', model: 'iPad 11" (A16) Wi-Fi', chipset: 'Apple A16', os: 'iPadOS 18', inches: 11, display: 'Liquid Retina IPS, 500 nits', rear: '12MP wide', front: '12MP Center Stage (landscape)', battery: 7606, charging: '20W USB-C', network: 'Wi-Fi 6', colour: 'Blue', weight: 477, storageOnly: true, options: [[6, 128, 52000], [6, 256, 65000], [6, 512, 88000]], warranty: '1 year Apple warranty (official)', popularity: 0.85 }),
    tablet({ brand: 'Apple', model: 'iPad Air 11" (M3) Wi-Fi', chipset: 'Apple M3', os: 'iPadOS 18', inches: 11, display: 'Liquid Retina IPS, P3, True Tone', rear: '12MP wide', front: '12MP Center Stage (landscape)', battery: 7606, charging: '20W USB-C', network: 'Wi-Fi 6E', colour: 'Space Grey', weight: 460, storageOnly: true, options: [[8, 128, 82000]], warranty: '1 year Apple warranty (official)' }),
    tablet({ brand: 'Apple', model: 'iPad Pro 11" (M4) Wi-Fi', chipset: 'Apple M4', os: 'iPadOS 18', inches: 11, display: 'Ultra Retina XDR tandem OLED, ProMotion 120Hz', rear: '12MP wide, LiDAR', front: '12MP Center Stage (landscape)', battery: 8160, charging: '20W+ USB-C (Thunderbolt)', network: 'Wi-Fi 6E', colour: 'Space Black', weight: 444, storageOnly: true, options: [[8, 256, 142000]], warranty: '1 year Apple warranty (official)' }),
    tablet({ brand: 'Apple', model: 'iPad mini (A17 Pro) Wi-Fi', chipset: 'Apple A17 Pro', os: 'iPadOS 18', inches: 8.3, display: 'Liquid Retina IPS, 500 nits', rear: '12MP wide', front: '12MP ultrawide', battery: 5078, charging: '20W USB-C', network: 'Wi-Fi 6E', colour: 'Purple', weight: 293, storageOnly: true, options: [[8, 128, 68000]], warranty: '1 year Apple warranty (official)' }),
    tablet({ brand: 'Samsung', model: 'Galaxy Tab A9 Wi-Fi', chipset: 'MediaTek Helio G99', os: 'Android 14, One UI 6', inches: 8.7, display: 'TFT LCD, WXGA+', rear: '8MP', front: '2MP', battery: 5100, charging: '15W wired', network: 'Wi-Fi 5', colour: 'Graphite', weight: 332, options: [[4, 64, 17500]] }),
    tablet({ brand: 'Samsung', model: 'Galaxy Tab A9+ Wi-Fi', chipset: 'Snapdragon 695', os: 'Android 14, One UI 6', inches: 11, display: 'TFT LCD, 90Hz, WUXGA', rear: '8MP', front: '5MP', battery: 7040, charging: '15W wired', network: 'Wi-Fi 5', colour: 'Graphite', weight: 480, options: [[4, 64, 23500], [8, 128, 26500]], popularity: 0.8 }),
    tablet({ brand: 'Samsung', model: 'Galaxy Tab S10 FE Wi-Fi', chipset: 'Exynos 1580', os: 'Android 15, One UI 7', inches: 10.9, display: 'LCD, 90Hz, WUXGA+, S Pen included', rear: '13MP', front: '12MP ultrawide', battery: 8000, charging: '45W wired', network: 'Wi-Fi 6', colour: 'Grey', weight: 497, options: [[8, 128, 54500]] }),
    tablet({ brand: 'Samsung', model: 'Galaxy Tab S10 Ultra Wi-Fi', chipset: 'MediaTek Dimensity 9300+', os: 'Android 14, One UI 6.1', inches: 14.6, display: 'Dynamic AMOLED 2X, 120Hz, S Pen included', rear: '13MP + 8MP ultrawide', front: '12MP + 12MP ultrawide', battery: 11200, charging: '45W wired', network: 'Wi-Fi 7', colour: 'Moonstone Grey', weight: 718, options: [[12, 256, 152000]] }),
    tablet({ brand: 'Xiaomi', model: 'Pad 7', chipset: 'Snapdragon 7+ Gen 3', os: HYPER, inches: 11.2, display: '3.2K LCD, 144Hz, Dolby Vision', rear: '13MP', front: '8MP', battery: 8850, charging: '45W HyperCharge', network: 'Wi-Fi 6E', colour: 'Graphite Grey', weight: 500, options: [[8, 128, 41500], [8, 256, 45500], [12, 256, 49500]] }),
    tablet({ brand: 'Xiaomi', model: 'Redmi Pad SE 8.7', chipset: 'MediaTek Helio G85', os: 'Android 14, HyperOS', inches: 8.7, display: 'LCD, 90Hz, HD+', rear: '8MP', front: '5MP', battery: 6650, charging: '18W wired', network: 'Wi-Fi 5', colour: 'Graphite Grey', weight: 373, options: [[4, 64, 15500]] }),
    tablet({ brand: 'Lenovo', model: 'Tab M11', chipset: 'MediaTek Helio G88', os: 'Android 13', inches: 10.95, display: 'IPS LCD, 90Hz, WUXGA, Tab Pen included', rear: '8MP', front: '8MP', battery: 7040, charging: '15W wired', network: 'Wi-Fi 5', colour: 'Luna Grey', weight: 465, options: [[4, 128, 22500]] }),
    tablet({ brand: 'Realme', model: 'Pad 2', chipset: 'MediaTek Helio G99', os: 'Android 13, realme UI 4.0', inches: 11.5, display: '2K LCD, 120Hz', rear: '8MP', front: '5MP', battery: 8360, charging: '33W SUPERVOOC', network: 'Wi-Fi 5', colour: 'Imagination Grey', weight: 518, options: [[8, 128, 25500]] }),
    tablet({ brand: 'Honor', model: 'Pad X9', chipset: 'Snapdragon 685', os: 'Android 13, MagicOS 7.1', inches: 11.5, display: 'LCD, 120Hz, 2K', rear: '5MP', front: '5MP', battery: 7250, charging: '22.5W wired', network: 'Wi-Fi 5', colour: 'Space Grey', weight: 495, options: [[4, 128, 23500]] }),

    // Smart watches
    smartWatch({ brand: 'Apple', model: 'Watch Series 10 GPS 42mm', display: 'Always-On LTPO3 Retina OLED', caseSize: '42mm', battery: '18 hours', health: 'Heart rate, ECG, blood oxygen, sleep apnoea notifications, temperature', water: 'WR50, IP6X', gps: true, calling: true, colour: 'Jet Black', price: 52000, colours: [['Jet Black', 0], ['Silver', 0], ['Rose Gold', 1500]], warranty: '1 year Apple warranty (official)', compat: 'iPhone XS or later (iOS 18)' }),
    smartWatch({ brand: 'Apple', model: 'Watch SE (2nd Gen) GPS 40mm', display: 'Retina LTPO OLED', caseSize: '40mm', battery: '18 hours', health: 'Heart rate, sleep stages, crash and fall detection', water: 'WR50', gps: true, calling: true, colour: 'Midnight', price: 30500, colours: [['Midnight', 0], ['Starlight', 0], ['Silver', 800]], warranty: '1 year Apple warranty (official)', compat: 'iPhone XS or later (iOS 18)' }),
    smartWatch({ brand: 'Apple', model: 'Watch Ultra 2 49mm', display: 'Always-On Retina LTPO2 OLED, 3000 nits', caseSize: '49mm titanium', battery: '36 hours (72 hours low power)', health: 'Heart rate, ECG, blood oxygen, depth gauge, water temperature', water: 'WR100, EN13319 dive certified', gps: true, calling: true, colour: 'Natural Titanium', price: 105000, warranty: '1 year Apple warranty (official)', compat: 'iPhone XS or later (iOS 18)' }),
    smartWatch({ brand: 'Samsung', model: 'Galaxy Watch7 40mm', display: '1.3" Super AMOLED, sapphire crystal', caseSize: '40mm', battery: '40 hours', health: 'Heart rate, ECG, blood pressure, body composition, sleep apnoea', water: '5ATM, IP68', gps: true, calling: true, colour: 'Green', price: 31500, colours: [['Green', 0], ['Cream', 0], ['Silver', 1000]], compat: 'Android 11+ phones' }),
    smartWatch({ brand: 'Samsung', model: 'Galaxy Watch Ultra 47mm', display: '1.5" Super AMOLED, 3000 nits', caseSize: '47mm titanium', battery: '100 hours (power saving)', health: 'Heart rate, ECG, blood pressure, body composition, AGEs index', water: '10ATM, IP68', gps: true, calling: true, colour: 'Titanium Silver', price: 68000, compat: 'Android 11+ phones' }),
    smartWatch({ brand: 'Samsung', model: 'Galaxy Fit3', display: '1.6" AMOLED', caseSize: '1.6"', battery: '13 days', health: 'Heart rate, SpO2, sleep, stress', water: '5ATM, IP68', gps: false, calling: false, colour: 'Dark Grey', price: 6500 }),
    smartWatch({ brand: 'Xiaomi', model: 'Smart Band 9', display: '1.62" AMOLED, 1200 nits', caseSize: '1.62"', battery: '21 days', health: 'Heart rate, SpO2, sleep, stress, 150+ sport modes', water: '5ATM', gps: false, calling: false, colour: 'Midnight Black', price: 4200, colours: [['Midnight Black', 0], ['Glacier Silver', 0], ['Mystic Rose', 150]] }),
    smartWatch({ brand: 'Xiaomi', model: 'Redmi Watch 5 Active', display: '2" LCD', caseSize: '2"', battery: '18 days', health: 'Heart rate, SpO2, sleep, 140+ sport modes', water: '5ATM', gps: false, calling: true, colour: 'Midnight Black', price: 3700 }),
    smartWatch({ brand: 'Amazfit', model: 'GTR 4', display: '1.43" AMOLED', caseSize: '46mm', battery: '14 days', health: 'Heart rate, SpO2, stress, BioTracker 4.0 PPG', water: '5ATM', gps: true, calling: true, colour: 'Superspeed Black', price: 17500 }),
    smartWatch({ brand: 'Amazfit', model: 'Bip 5', display: '1.91" TFT', caseSize: '49mm', battery: '10 days', health: 'Heart rate, SpO2, stress, sleep', water: 'IP68', gps: true, calling: true, colour: 'Soft Black', price: 8500 }),
    smartWatch({ brand: 'Haylou', model: 'Solar Plus RT3', display: '1.43" AMOLED', caseSize: '47mm', battery: '10 days', health: 'Heart rate, SpO2, sleep, stress', water: 'IP68', gps: false, calling: true, colour: 'Dark Grey', price: 4200 }),
    smartWatch({ brand: 'Huawei', model: 'Watch Fit 3', display: '1.82" AMOLED', caseSize: '1.82"', battery: '10 days', health: 'Heart rate, SpO2, sleep, stress, TruSense', water: '5ATM', gps: true, calling: true, colour: 'Black', price: 14500 }),
    smartWatch({ brand: 'OnePlus', model: 'Watch 2', display: '1.43" AMOLED, sapphire crystal', caseSize: '47mm', battery: '100 hours (smart mode)', health: 'Heart rate, SpO2, sleep, stress', water: '5ATM, IP68', gps: true, calling: true, colour: 'Black Steel', price: 32000, compat: 'Android 8+ phones (Wear OS 4)' }),
  ];
}
