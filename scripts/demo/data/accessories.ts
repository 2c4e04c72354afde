import type { ArtKind } from '../types.ts';
import type { Draft, DraftVariant, Row } from './common.ts';
import { article, capacity, colourVariants, lcFirst, paragraphs, pick, specRows, warrantyRows } from './common.ts';
import { formatCount } from '#domain/money.ts';

type Colours = readonly (readonly [string, number])[];

interface Base {
  brand: string;
  model: string;
  colour: string;
  price: number;
  colours?: Colours;
  warranty?: string;
  popularity?: number;
}

/** Shared tail of every accessory: colour variants, the Warranty row and the filter fields. */
function finishAccessory(
  o: Base,
  fields: { name: string; category: string; art: ArtKind; short: string; paras: string[]; rows: (Row | false)[]; memory?: string; size?: string },
): Draft {
  const warranty = o.warranty ?? '1 year official warranty';
  return {
    name: fields.name,
    category: fields.category,
    brand: o.brand,
    art: fields.art,
    retailPrice: o.price,
    shortDescription: fields.short,
    description: paragraphs(...fields.paras),
    specs: specRows([...fields.rows, ['Physical', 'Colour', o.colour], ...warrantyRows(warranty)]),
    variants: o.colours ? colourVariants(o.price, o.colours) : undefined,
    color: o.colour,
    memory: fields.memory,
    size: fields.size,
    popularity: o.popularity,
  };
}

// ---------------------------------------------------------------- Keyboard

interface KeyboardIn extends Base {
  label: string;
  layout: string;
  switches: string;
  connection: string;
  backlight: string;
  battery?: string;
}

function keyboard(o: KeyboardIn): Draft {
  const gaming = /Gaming/.test(o.label);
  return finishAccessory(o, {
    name: `${o.brand} ${o.model} ${o.label}`,
    category: 'Keyboard',
    art: 'keyboard',
    short: `${o.layout} keyboard (${o.switches}) with ${o.connection} connection${o.backlight !== 'None' ? ` and ${o.backlight} backlight` : ''}.`,
    paras: [
      `The ${o.brand} ${o.model} is ${article(o.layout)} ${lcFirst(o.layout)} keyboard (${o.switches}) connecting over ${o.connection}. ${gaming ? 'Anti-ghosting with N-key rollover registers every key press in fast games.' : 'Quiet, comfortable keys make it a good fit for offices and long typing sessions.'}`,
      `${o.backlight !== 'None' ? `${o.backlight} backlighting helps during Dhaka load-shedding evenings. ` : ''}${o.battery ? `Battery: ${o.battery}. ` : ''}${pick(['It has a Bangla-friendly layout for Avro and Bijoy typing.', 'Fold-out feet give two typing angles.', 'Spill-resistant design survives the occasional cup of cha.'], o.model)}`,
    ],
    rows: [
      ['Keyboard', 'Layout', o.layout],
      ['Keyboard', 'Switch Type', o.switches],
      ['Keyboard', 'Backlight', o.backlight],
      ['Connectivity', 'Connection', o.connection],
      o.battery !== undefined && ['Power', 'Battery', o.battery],
    ],
  });
}

// ---------------------------------------------------------------- Mouse

interface MouseIn extends Base {
  label: string;
  sensor: string;
  dpi: number;
  buttons: number;
  connection: string;
  weight: number;
  battery?: string;
}

function mouse(o: MouseIn): Draft {
  const gaming = /Gaming/.test(o.label);
  return finishAccessory(o, {
    name: `${o.brand} ${o.model} ${o.label}`,
    category: 'Mouse',
    art: 'mouse',
    short: `${o.connection} mouse with ${o.sensor} sensor up to ${formatCount(o.dpi)} DPI and ${o.buttons} buttons.`,
    paras: [
      `The ${o.brand} ${o.model} uses ${article(o.sensor)} ${o.sensor} sensor up to ${formatCount(o.dpi)} DPI with ${o.buttons} buttons and weighs ${o.weight} g. ${gaming ? 'Low latency and on-board DPI switching suit FPS and MOBA players.' : 'A comfortable shape makes it easy to use all day at home or in the office.'}`,
      `Connection: ${o.connection}.${o.battery ? ` Battery: ${o.battery}.` : ''}`,
    ],
    rows: [
      ['Mouse', 'Sensor', o.sensor],
      ['Mouse', 'DPI', `Up to ${o.dpi}`],
      ['Mouse', 'Buttons', String(o.buttons)],
      ['Connectivity', 'Connection', o.connection],
      o.battery !== undefined && ['Power', 'Battery', o.battery],
      ['Physical', 'Weight', `${o.weight} g`],
    ],
  });
}

// ---------------------------------------------------------------- Headphone

interface HeadphoneIn extends Base {
  label: string;
  driver: string;
  connection: string;
  anc: boolean;
  battery?: string;
  mic: string;
  weight: number;
}

function headphone(o: HeadphoneIn): Draft {
  return finishAccessory(o, {
    name: `${o.brand} ${o.model} ${o.label}`,
    category: 'Headphone',
    art: 'headphone',
    short: `${o.battery ? 'Wireless' : 'Wired'} over-ear headphone with ${o.driver} drivers${o.anc ? ', active noise cancelling' : ''}${o.battery ? ` and up to ${o.battery} battery life` : ''}.`,
    paras: [
      `The ${o.brand} ${o.model} uses ${o.driver} drivers for ${pick(['punchy bass and clear vocals', 'a balanced, detailed sound', 'immersive, wide soundstage'], o.model)}.${o.anc ? ' Active noise cancelling blocks out traffic, generator and office noise.' : ''}`,
      `Connection: ${o.connection}. Microphone: ${o.mic}.${o.battery ? ` Battery life is up to ${o.battery}.` : ''} It weighs ${o.weight} g.`,
    ],
    rows: [
      ['Audio', 'Driver', o.driver],
      ['Audio', 'Noise Cancelling', o.anc ? 'Active (ANC)' : 'Passive'],
      ['Audio', 'Microphone', o.mic],
      ['Connectivity', 'Connection', o.connection],
      o.battery !== undefined && ['Power', 'Battery Life', o.battery],
      ['Physical', 'Weight', `${o.weight} g`],
    ],
  });
}

// ---------------------------------------------------------------- Earbuds

interface EarbudsIn extends Base {
  driver: string;
  anc: string;
  battery: string;
  bluetooth: string;
  water: string;
  label?: string;
}

function earbuds(o: EarbudsIn): Draft {
  return finishAccessory(o, {
    name: `${o.brand} ${o.model} ${o.label ?? 'True Wireless Earbuds'}`,
    category: 'Earbuds',
    art: 'earbuds',
    short: `True wireless earbuds with ${o.driver} drivers, ${o.anc === 'None' ? 'ENC call mics' : lcFirst(o.anc)} and up to ${o.battery} playback with the case.`,
    paras: [
      `The ${o.brand} ${o.model} packs ${o.driver} drivers${o.anc !== 'None' ? ` and ${lcFirst(o.anc)}` : ''} into a light, pocketable design. ${pick(['Touch controls handle calls, tracks and voice assistants.', 'Low-latency game mode keeps audio in sync in PUBG and Free Fire.', 'Fast pairing pops up as soon as you open the case.'], o.model)}`,
      `Battery: up to ${o.battery} with the charging case. Bluetooth ${o.bluetooth}, ${o.water} rated.`,
    ],
    rows: [
      ['Audio', 'Driver', o.driver],
      ['Audio', 'Noise Cancelling', o.anc],
      ['Connectivity', 'Bluetooth', o.bluetooth],
      ['Power', 'Battery Life', `Up to ${o.battery} (with case)`],
      ['Physical', 'Water Resistance', o.water],
    ],
  });
}

// ---------------------------------------------------------------- Speaker

interface SpeakerIn extends Base {
  label: string;
  output: string;
  channels: string;
  connection: string;
  battery?: string;
  water?: string;
}

function speaker(o: SpeakerIn): Draft {
  return finishAccessory(o, {
    name: `${o.brand} ${o.model} ${o.label}`,
    category: 'Speaker',
    art: 'speaker',
    short: `${o.output} ${o.channels} speaker with ${o.connection}${o.battery ? ` and ${o.battery} battery` : ''}.`,
    paras: [
      `The ${o.brand} ${o.model} delivers ${o.output} of ${o.channels} sound over ${o.connection}. ${o.battery ? 'It is portable enough for rooftop adda and picnics.' : 'It fills a bedroom or study with clear, room-filling sound for music, films and games.'}`,
      `${o.battery ? `Battery: up to ${o.battery}. ` : ''}${o.water ? `${o.water} rated against rain and splashes.` : 'Wooden or ABS enclosure tuned to reduce distortion at high volume.'}`,
    ],
    rows: [
      ['Audio', 'Output Power', o.output],
      ['Audio', 'Channels', o.channels],
      ['Connectivity', 'Connection', o.connection],
      o.battery !== undefined && ['Power', 'Battery', o.battery],
      o.water !== undefined && ['Physical', 'Water Resistance', o.water],
    ],
  });
}

// ---------------------------------------------------------------- Power bank

interface PowerBankIn extends Base {
  mah: number;
  watts: number;
  ports: string;
  weight: number;
}

function powerBank(o: PowerBankIn): Draft {
  return finishAccessory(o, {
    name: `${o.brand} ${o.model} ${o.mah}mAh ${o.watts}W Power Bank`,
    category: 'Power Bank',
    art: 'powerbank',
    short: `${formatCount(o.mah)}mAh power bank with up to ${o.watts}W fast charging and ${o.ports}.`,
    paras: [
      `The ${o.brand} ${o.model} stores ${formatCount(o.mah)}mAh, enough for ${o.mah >= 20000 ? 'four to five' : 'two'} full phone charges${o.watts >= 45 ? ' or a top-up for a USB-C laptop' : ''}. Output reaches ${o.watts}W via ${o.ports}.`,
      `It weighs ${o.weight} g and has protection against over-charge, short circuit and overheating. Airlines allow it in cabin baggage (under 100Wh).`,
    ],
    rows: [
      ['Power', 'Capacity', `${o.mah}mAh`],
      ['Power', 'Max Output', `${o.watts}W`],
      ['Ports', 'Ports', o.ports],
      ['Physical', 'Weight', `${o.weight} g`],
    ],
  });
}

// ---------------------------------------------------------------- Pen drive

interface PenDriveIn extends Base {
  gb: number;
  iface: string;
  read: number;
  connector: string;
  options?: readonly (readonly [number, number])[];
}

function penDrive(o: PenDriveIn): Draft {
  const hybrid = (o.options?.length ?? 0) >= 2;
  const d = finishAccessory(o, {
    name: `${o.brand} ${o.model}${hybrid ? '' : ` ${capacity(o.gb)}`} ${o.iface} Pen Drive`,
    category: 'Pen Drive',
    art: 'pendrive',
    short: `${hybrid ? 'Compact' : capacity(o.gb)} ${o.iface} flash drive with ${o.connector} connector and reads up to ${o.read} MB/s.`,
    paras: [
      `The ${o.brand} ${o.model} is a ${o.iface} pen drive with ${o.connector} connector and read speeds up to ${o.read} MB/s. ${pick(['A sturdy key ring loop keeps it on your keychain.', 'It is handy for carrying assignments, presentations and movies.', 'Its metal casing survives daily use in a backpack.'], o.model)}`,
      `${hybrid ? `Available in ${o.options?.map((x) => capacity(x[0])).join(', ')}.` : `Capacity: ${capacity(o.gb)}.`} It works with Windows, macOS, Linux, smart TVs and car stereos without drivers.`,
    ],
    rows: [
      ['Storage', 'Capacity', capacity(o.gb)],
      ['Storage', 'Interface', o.iface],
      ['Storage', 'Connector', o.connector],
      ['Performance', 'Read Speed', `Up to ${o.read} MB/s`],
    ],
    memory: capacity(o.gb),
  });
  if (hybrid) {
    const variants: DraftVariant[] = (o.options ?? []).map(([gb, price]) => ({ attributes: [{ name: 'Storage', value: capacity(gb) }], retailPrice: price }));
    d.variants = variants;
    d.retailPrice = Math.min(...variants.map((v) => v.retailPrice));
  }
  return d;
}

// ---------------------------------------------------------------- Charger & cable

interface ChargerIn extends Base {
  label: string;
  kind: 'charger' | 'cable';
  power: string;
  ports: string;
  length?: string;
}

function chargerOrCable(o: ChargerIn): Draft {
  const isCharger = o.kind === 'charger';
  return finishAccessory(o, {
    name: `${o.brand} ${o.model} ${o.label}`,
    category: 'Charger & Cable',
    art: isCharger ? 'charger' : 'cable',
    short: isCharger
      ? `${o.power} wall charger with ${o.ports} for phones${/6[5-9]W|\d{3}W/.test(o.power) ? ', tablets and laptops' : ' and tablets'}.`
      : `${o.length ?? '1m'} ${o.ports} cable rated for ${o.power}.`,
    paras: [
      isCharger
        ? `The ${o.brand} ${o.model} delivers up to ${o.power} through ${o.ports}, with PD and QC fast-charging protocols. ${pick(['GaN technology keeps it small enough for a shirt pocket.', 'It uses a BD-friendly 2-pin plug, no converter needed.'], o.model)}`
        : `The ${o.brand} ${o.model} is a ${o.length ?? '1m'} ${o.ports} cable supporting ${o.power}. A braided jacket and reinforced joints survive thousands of bends.`,
      `Built-in protection against over-current, over-voltage and overheating keeps your devices safe during voltage fluctuations.`,
    ],
    rows: [
      ['Power', isCharger ? 'Max Output' : 'Rating', o.power],
      ['Ports', isCharger ? 'Ports' : 'Connectors', o.ports],
      o.length !== undefined && ['Physical', 'Length', o.length],
    ],
  });
}

const WIRED = 'Wired USB';
const A4_WARRANTY = '1 year replacement warranty';

export function accessoryDrafts(): Draft[] {
  return [
    // Keyboards
    keyboard({
      brand: 'A4Tech',
      model: 'KR-85',
      label: 'Wired Keyboard',
      layout: 'Full-size',
      switches: 'Membrane',
      connection: WIRED,
      backlight: 'None',
      colour: 'Black',
      price: 450,
      warranty: A4_WARRANTY,
      popularity: 0.95,
    }),
    keyboard({
      brand: 'A4Tech',
      model: 'Bloody B820R',
      label: 'Wired Mechanical Gaming Keyboard',
      layout: 'Full-size',
      switches: 'LK Libra optical (red)',
      connection: WIRED,
      backlight: 'RGB',
      colour: 'Black',
      price: 4200,
      warranty: A4_WARRANTY,
    }),
    keyboard({
      brand: 'Logitech',
      model: 'K120',
      label: 'Wired Keyboard',
      layout: 'Full-size',
      switches: 'Membrane, quiet keys',
      connection: WIRED,
      backlight: 'None',
      colour: 'Black',
      price: 750,
      warranty: '3 years',
      popularity: 0.9,
    }),
    keyboard({
      brand: 'Logitech',
      model: 'K380',
      label: 'Multi-Device Bluetooth Keyboard',
      layout: 'Compact (no numpad)',
      switches: 'Scissor, round keys',
      connection: 'Bluetooth (3 devices)',
      backlight: 'None',
      battery: '2x AAA, up to 24 months',
      colour: 'Graphite',
      price: 3800,
      colours: [
        ['Graphite', 0],
        ['Off-White', 0],
        ['Rose', 200],
      ],
      warranty: '1 year',
    }),
    keyboard({
      brand: 'Logitech',
      model: 'MX Keys S',
      label: 'Wireless Keyboard',
      layout: 'Full-size',
      switches: 'Scissor, spherically-dished keys',
      connection: 'Bluetooth + Logi Bolt receiver',
      backlight: 'Smart white',
      battery: 'Rechargeable, up to 10 days (backlit)',
      colour: 'Graphite',
      price: 13500,
      warranty: '1 year',
    }),
    keyboard({
      brand: 'Logitech',
      model: 'G213 Prodigy',
      label: 'Wired RGB Gaming Keyboard',
      layout: 'Full-size',
      switches: 'Mech-Dome',
      connection: WIRED,
      backlight: 'RGB (5 zones)',
      colour: 'Black',
      price: 5200,
      warranty: '2 years',
    }),
    keyboard({
      brand: 'Fantech',
      model: 'MAXFIT61 MK857',
      label: 'Wired Mechanical Gaming Keyboard',
      layout: '60%',
      switches: 'Hot-swappable (red)',
      connection: 'Wired USB-C',
      backlight: 'RGB',
      colour: 'Black',
      price: 3200,
      colours: [
        ['Black', 0],
        ['White', 0],
        ['Sky Blue', 250],
      ],
    }),
    keyboard({
      brand: 'Redragon',
      model: 'K552 Kumara',
      label: 'Wired Mechanical Gaming Keyboard',
      layout: 'TKL (87 keys)',
      switches: 'Outemu blue',
      connection: WIRED,
      backlight: 'Red LED',
      colour: 'Black',
      price: 3500,
    }),
    keyboard({
      brand: 'Razer',
      model: 'BlackWidow V4 X',
      label: 'Wired Mechanical Gaming Keyboard',
      layout: 'Full-size with macro keys',
      switches: 'Razer Green (clicky)',
      connection: WIRED,
      backlight: 'Razer Chroma RGB',
      colour: 'Black',
      price: 15500,
      warranty: '2 years',
    }),
    keyboard({
      brand: 'Keychron',
      model: 'K2 Pro',
      label: 'Wireless Mechanical Keyboard',
      layout: '75% (84 keys)',
      switches: 'Hot-swappable Keychron K Pro brown',
      connection: 'Bluetooth 5.1 + wired USB-C',
      backlight: 'RGB',
      battery: '4000mAh, up to 100 hours',
      colour: 'Grey',
      price: 11500,
      colours: [
        ['Grey', 0],
        ['Black', 400],
      ],
    }),
    keyboard({
      brand: 'Havit',
      model: 'KB488L',
      label: 'Wired Multimedia Keyboard',
      layout: 'Full-size',
      switches: 'Membrane',
      connection: WIRED,
      backlight: 'Rainbow LED',
      colour: 'Black',
      price: 950,
    }),
    keyboard({
      brand: 'Corsair',
      model: 'K70 RGB PRO',
      label: 'Wired Mechanical Gaming Keyboard',
      layout: 'Full-size',
      switches: 'Cherry MX Red',
      connection: 'Wired USB-C',
      backlight: 'Per-key RGB',
      colour: 'Black',
      price: 18500,
      warranty: '2 years',
    }),

    // Mice
    mouse({
      brand: 'A4Tech',
      model: 'OP-720',
      label: 'Wired Optical Mouse',
      sensor: 'Optical',
      dpi: 1000,
      buttons: 3,
      connection: 'Wired USB',
      weight: 86,
      colour: 'Black',
      price: 350,
      warranty: A4_WARRANTY,
      popularity: 1,
    }),
    mouse({
      brand: 'A4Tech',
      model: 'Bloody V8M',
      label: 'Wired Gaming Mouse',
      sensor: 'Optical (Bloody Core 3)',
      dpi: 3200,
      buttons: 8,
      connection: 'Wired USB',
      weight: 110,
      colour: 'Black',
      price: 1450,
      warranty: A4_WARRANTY,
    }),
    mouse({
      brand: 'Logitech',
      model: 'M90',
      label: 'Wired Optical Mouse',
      sensor: 'Optical',
      dpi: 1000,
      buttons: 3,
      connection: 'Wired USB',
      weight: 90,
      colour: 'Black',
      price: 450,
      warranty: '3 years',
    }),
    mouse({
      brand: 'Logitech',
      model: 'G102 LIGHTSYNC',
      label: 'Wired Gaming Mouse',
      sensor: 'Mercury optical',
      dpi: 8000,
      buttons: 6,
      connection: 'Wired USB',
      weight: 85,
      colour: 'Black',
      price: 1950,
      colours: [
        ['Black', 0],
        ['White', 0],
        ['Lilac', 100],
      ],
      warranty: '2 years',
      popularity: 0.95,
    }),
    mouse({
      brand: 'Logitech',
      model: 'G304 LIGHTSPEED',
      label: 'Wireless Gaming Mouse',
      sensor: 'HERO',
      dpi: 12000,
      buttons: 6,
      connection: 'LIGHTSPEED 2.4GHz wireless',
      battery: '1x AA, up to 250 hours',
      weight: 99,
      colour: 'Black',
      price: 3100,
      colours: [
        ['Black', 0],
        ['White', 100],
      ],
      warranty: '2 years',
    }),
    mouse({
      brand: 'Logitech',
      model: 'G502 HERO',
      label: 'Wired Gaming Mouse',
      sensor: 'HERO 25K',
      dpi: 25600,
      buttons: 11,
      connection: 'Wired USB',
      weight: 121,
      colour: 'Black',
      price: 4900,
      warranty: '2 years',
    }),
    mouse({
      brand: 'Logitech',
      model: 'Pebble Mouse 2 M350s',
      label: 'Wireless Bluetooth Mouse',
      sensor: 'Optical',
      dpi: 4000,
      buttons: 3,
      connection: 'Bluetooth',
      battery: '1x AAA, up to 24 months',
      weight: 76,
      colour: 'Graphite',
      price: 1850,
      colours: [
        ['Graphite', 0],
        ['Rose', 0],
        ['White', 50],
      ],
      warranty: '1 year',
    }),
    mouse({
      brand: 'Logitech',
      model: 'M331 Silent Plus',
      label: 'Wireless Mouse',
      sensor: 'Optical',
      dpi: 1000,
      buttons: 3,
      connection: '2.4GHz USB receiver',
      battery: '1x AA, up to 24 months',
      weight: 91,
      colour: 'Black',
      price: 1350,
      warranty: '1 year',
    }),
    mouse({
      brand: 'Razer',
      model: 'DeathAdder Essential',
      label: 'Wired Gaming Mouse',
      sensor: 'Optical',
      dpi: 6400,
      buttons: 5,
      connection: 'Wired USB',
      weight: 96,
      colour: 'Black',
      price: 2200,
      warranty: '2 years',
    }),
    mouse({
      brand: 'Razer',
      model: 'Viper V3 HyperSpeed',
      label: 'Wireless Gaming Mouse',
      sensor: 'Focus X 26K',
      dpi: 30000,
      buttons: 5,
      connection: 'HyperSpeed 2.4GHz wireless',
      battery: '1x AA, up to 280 hours',
      weight: 82,
      colour: 'Black',
      price: 5900,
      warranty: '2 years',
    }),
    mouse({
      brand: 'Fantech',
      model: 'HELIOS XD3',
      label: 'Wireless Gaming Mouse',
      sensor: 'PixArt PAW3335',
      dpi: 16000,
      buttons: 6,
      connection: 'Tri-mode: 2.4GHz, Bluetooth, wired',
      battery: 'Rechargeable 500mAh',
      weight: 68,
      colour: 'Black',
      price: 2300,
      colours: [
        ['Black', 0],
        ['Mint', 100],
      ],
    }),
    mouse({
      brand: 'Havit',
      model: 'MS1003',
      label: 'Wired Optical Mouse',
      sensor: 'Optical',
      dpi: 1200,
      buttons: 3,
      connection: 'Wired USB',
      weight: 80,
      colour: 'Black',
      price: 380,
    }),
    mouse({
      brand: 'Xiaomi',
      model: 'Wireless Mouse Lite',
      label: 'Wireless Mouse',
      sensor: 'Optical',
      dpi: 1000,
      buttons: 3,
      connection: '2.4GHz USB receiver',
      battery: '1x AA',
      weight: 63,
      colour: 'Black',
      price: 750,
    }),

    // Headphones
    headphone({
      brand: 'Sony',
      model: 'WH-1000XM5',
      label: 'Wireless Noise Cancelling Headphone',
      driver: '30mm carbon fibre dome',
      connection: 'Bluetooth 5.2, LDAC, 3.5mm',
      anc: true,
      battery: '30 hours',
      mic: '8 beamforming mics',
      weight: 250,
      colour: 'Black',
      price: 38000,
      colours: [
        ['Black', 0],
        ['Silver', 0],
        ['Midnight Blue', 1500],
      ],
      warranty: '1 year (Sony Bangladesh)',
    }),
    headphone({
      brand: 'Sony',
      model: 'WH-CH520',
      label: 'Wireless Headphone',
      driver: '30mm dynamic',
      connection: 'Bluetooth 5.2',
      anc: false,
      battery: '50 hours',
      mic: 'Built-in for calls',
      weight: 147,
      colour: 'Black',
      price: 6500,
      colours: [
        ['Black', 0],
        ['Blue', 0],
        ['Beige', 200],
      ],
      warranty: '1 year (Sony Bangladesh)',
    }),
    headphone({
      brand: 'JBL',
      model: 'Tune 520BT',
      label: 'Wireless On-Ear Headphone',
      driver: '33mm dynamic',
      connection: 'Bluetooth 5.3',
      anc: false,
      battery: '57 hours',
      mic: 'Built-in for calls',
      weight: 157,
      colour: 'Black',
      price: 5800,
    }),
    headphone({
      brand: 'Havit',
      model: 'H2002d',
      label: 'Wired Gaming Headphone',
      driver: '53mm dynamic',
      connection: '3.5mm + USB (LED)',
      anc: false,
      mic: 'Flexible omni-directional',
      weight: 330,
      colour: 'Black Red',
      price: 1650,
      popularity: 0.9,
    }),
    headphone({
      brand: 'Fantech',
      model: 'HG11 Captain 7.1',
      label: 'Wired Gaming Headphone',
      driver: '50mm dynamic',
      connection: 'USB, 7.1 virtual surround',
      anc: false,
      mic: 'Noise-reducing boom',
      weight: 315,
      colour: 'Black',
      price: 1950,
    }),
    headphone({
      brand: 'Edifier',
      model: 'W820NB Plus',
      label: 'Wireless ANC Headphone',
      driver: '40mm dynamic',
      connection: 'Bluetooth 5.2, LDAC',
      anc: true,
      battery: '49 hours',
      mic: 'Dual mics with ENC',
      weight: 255,
      colour: 'Black',
      price: 5500,
    }),
    headphone({
      brand: 'Logitech',
      model: 'G435 LIGHTSPEED',
      label: 'Wireless Gaming Headphone',
      driver: '40mm dynamic',
      connection: 'LIGHTSPEED 2.4GHz, Bluetooth',
      anc: false,
      battery: '18 hours',
      mic: 'Dual beamforming mics',
      weight: 165,
      colour: 'Black',
      price: 7500,
      colours: [
        ['Black', 0],
        ['Off-White', 0],
        ['Blue', 300],
      ],
      warranty: '2 years',
    }),
    headphone({
      brand: 'HyperX',
      model: 'Cloud II',
      label: 'Wired Gaming Headphone',
      driver: '53mm dynamic',
      connection: '3.5mm + USB sound card (7.1)',
      anc: false,
      mic: 'Detachable noise-cancelling',
      weight: 320,
      colour: 'Red',
      price: 9500,
      warranty: '2 years',
    }),
    headphone({
      brand: 'Redragon',
      model: 'H510 Zeus-X',
      label: 'Wired RGB Gaming Headphone',
      driver: '53mm dynamic',
      connection: 'USB, 7.1 surround',
      anc: false,
      mic: 'Detachable cardioid',
      weight: 360,
      colour: 'Black',
      price: 5200,
    }),
    headphone({
      brand: 'Anker',
      model: 'Soundcore Life Q30',
      label: 'Wireless ANC Headphone',
      driver: '40mm silk diaphragm',
      connection: 'Bluetooth 5.0, NFC',
      anc: true,
      battery: '40 hours (ANC on)',
      mic: 'Six mics for calls',
      weight: 260,
      colour: 'Black',
      price: 8500,
      warranty: '18 months',
    }),
    headphone({
      brand: 'Apple',
      model: 'AirPods Max (USB-C)',
      label: 'Wireless Headphone',
      driver: 'Apple 40mm dynamic',
      connection: 'Bluetooth 5.0, USB-C',
      anc: true,
      battery: '20 hours',
      mic: 'Nine mics',
      weight: 385,
      colour: 'Midnight',
      price: 75000,
      warranty: '1 year Apple warranty (official)',
    }),

    // Earbuds
    earbuds({
      brand: 'Apple',
      model: 'AirPods Pro 2 (USB-C)',
      driver: 'Apple custom',
      anc: 'Active noise cancelling, Adaptive Audio',
      battery: '30 hours',
      bluetooth: '5.3',
      water: 'IP54',
      colour: 'White',
      price: 32000,
      warranty: '1 year Apple warranty (official)',
      popularity: 0.9,
    }),
    earbuds({
      brand: 'Apple',
      model: 'AirPods 4',
      driver: 'Apple custom',
      anc: 'None',
      battery: '30 hours',
      bluetooth: '5.3',
      water: 'IP54',
      colour: 'White',
      price: 19500,
      warranty: '1 year Apple warranty (official)',
    }),
    earbuds({
      brand: 'Samsung',
      model: 'Galaxy Buds3 Pro',
      driver: '10.5mm + 6.1mm two-way',
      anc: 'Adaptive ANC',
      battery: '26 hours',
      bluetooth: '5.4',
      water: 'IP57',
      colour: 'Silver',
      price: 28000,
      colours: [
        ['Silver', 0],
        ['White', 500],
      ],
    }),
    earbuds({
      brand: 'Samsung',
      model: 'Galaxy Buds FE',
      driver: '12mm dynamic',
      anc: 'Active noise cancelling',
      battery: '21 hours',
      bluetooth: '5.2',
      water: 'IPX2',
      colour: 'Graphite',
      price: 9500,
      colours: [
        ['Graphite', 0],
        ['White', 300],
      ],
    }),
    earbuds({
      brand: 'Xiaomi',
      model: 'Redmi Buds 6 Active',
      driver: '14.2mm dynamic',
      anc: 'None',
      battery: '30 hours',
      bluetooth: '5.4',
      water: 'IPX4',
      colour: 'Black',
      price: 1900,
      colours: [
        ['Black', 0],
        ['White', 0],
        ['Pink', 100],
      ],
      popularity: 1,
    }),
    earbuds({
      brand: 'Xiaomi',
      model: 'Redmi Buds 6 Pro',
      driver: '11mm + 10mm dual + planar',
      anc: 'Up to 55dB ANC',
      battery: '36 hours',
      bluetooth: '5.3, LDAC',
      water: 'IP54',
      colour: 'Midnight Black',
      price: 6500,
    }),
    earbuds({
      brand: 'Realme',
      model: 'Buds T310',
      driver: '12.4mm dynamic',
      anc: '46dB hybrid ANC',
      battery: '40 hours',
      bluetooth: '5.4',
      water: 'IP55',
      colour: 'Monet Purple',
      price: 3500,
      colours: [
        ['Monet Purple', 0],
        ['Vibrant Black', 0],
        ['Agile White', 100],
      ],
    }),
    earbuds({
      brand: 'OnePlus',
      model: 'Buds 3',
      driver: '10.4mm + 6mm dual',
      anc: '49dB adaptive ANC',
      battery: '44 hours',
      bluetooth: '5.3, LHDC 5.0',
      water: 'IP55',
      colour: 'Metallic Grey',
      price: 8500,
    }),
    earbuds({
      brand: 'Anker',
      model: 'Soundcore Liberty 4 NC',
      driver: '11mm dynamic',
      anc: 'Adaptive ANC 2.0',
      battery: '50 hours',
      bluetooth: '5.3, LDAC',
      water: 'IPX4',
      colour: 'Black',
      price: 10500,
      warranty: '18 months',
    }),
    earbuds({
      brand: 'Anker',
      model: 'Soundcore R50i',
      driver: '10mm dynamic',
      anc: 'None',
      battery: '30 hours',
      bluetooth: '5.3',
      water: 'IPX5',
      colour: 'Black',
      price: 2300,
      warranty: '18 months',
    }),
    earbuds({
      brand: 'QCY',
      model: 'T13 ANC',
      driver: '10mm dynamic',
      anc: '28dB ANC',
      battery: '30 hours',
      bluetooth: '5.3',
      water: 'IPX5',
      colour: 'Black',
      price: 1650,
    }),
    earbuds({
      brand: 'Baseus',
      model: 'Bowie E3',
      driver: '10mm dynamic',
      anc: 'None',
      battery: '30 hours',
      bluetooth: '5.3',
      water: 'IP55',
      colour: 'Black',
      price: 1850,
      colours: [
        ['Black', 0],
        ['White', 0],
        ['Blue', 50],
      ],
    }),
    earbuds({
      brand: 'Edifier',
      model: 'X3 Lite',
      driver: '13mm dynamic',
      anc: 'None',
      battery: '24 hours',
      bluetooth: '5.3',
      water: 'IP54',
      colour: 'Grey',
      price: 2450,
    }),
    earbuds({
      brand: 'JBL',
      model: 'Wave Beam',
      driver: '8mm dynamic',
      anc: 'None',
      battery: '32 hours',
      bluetooth: '5.2',
      water: 'IP54',
      colour: 'Black',
      price: 5800,
    }),

    // Speakers
    speaker({
      brand: 'JBL',
      model: 'Flip 6',
      label: 'Portable Bluetooth Speaker',
      output: '30W',
      channels: '2-way mono',
      connection: 'Bluetooth 5.1',
      battery: '12 hours',
      water: 'IP67',
      colour: 'Black',
      price: 13500,
      colours: [
        ['Black', 0],
        ['Blue', 0],
        ['Red', 500],
      ],
    }),
    speaker({
      brand: 'JBL',
      model: 'Go 4',
      label: 'Ultra-Portable Bluetooth Speaker',
      output: '4.2W',
      channels: 'Mono',
      connection: 'Bluetooth 5.3 LE Audio',
      battery: '7 hours',
      water: 'IP67',
      colour: 'Blue',
      price: 4800,
    }),
    speaker({
      brand: 'Edifier',
      model: 'R1280DB',
      label: 'Bookshelf Speaker',
      output: '42W RMS',
      channels: '2.0 stereo',
      connection: 'Bluetooth, optical, coaxial, 2x RCA',
      colour: 'Wood Brown',
      price: 14500,
    }),
    speaker({
      brand: 'Edifier',
      model: 'R1080BT',
      label: 'Bookshelf Speaker',
      output: '24W RMS',
      channels: '2.0 stereo',
      connection: 'Bluetooth, 2x RCA',
      colour: 'Wood Brown',
      price: 9500,
    }),
    speaker({
      brand: 'F&D',
      model: 'F550X',
      label: '2.1 Multimedia Speaker',
      output: '56W RMS',
      channels: '2.1',
      connection: 'Bluetooth 5.0, USB, FM, AUX',
      colour: 'Black',
      price: 7500,
      popularity: 0.8,
    }),
    speaker({
      brand: 'F&D',
      model: 'A111F',
      label: '2.1 Multimedia Speaker',
      output: '11W RMS',
      channels: '2.1',
      connection: 'AUX, USB, FM',
      colour: 'Black',
      price: 2250,
    }),
    speaker({
      brand: 'Microlab',
      model: 'M-300BT',
      label: '2.1 Bluetooth Speaker',
      output: '38W RMS',
      channels: '2.1',
      connection: 'Bluetooth, AUX',
      colour: 'Black',
      price: 5200,
    }),
    speaker({
      brand: 'Sony',
      model: 'SRS-XB100',
      label: 'Portable Bluetooth Speaker',
      output: '5W',
      channels: 'Mono',
      connection: 'Bluetooth 5.3',
      battery: '16 hours',
      water: 'IP67',
      colour: 'Black',
      price: 6500,
      warranty: '1 year (Sony Bangladesh)',
    }),
    speaker({
      brand: 'Anker',
      model: 'Soundcore 2',
      label: 'Portable Bluetooth Speaker',
      output: '12W',
      channels: 'Stereo',
      connection: 'Bluetooth 5.0',
      battery: '24 hours',
      water: 'IPX7',
      colour: 'Black',
      price: 4500,
      warranty: '18 months',
    }),
    speaker({
      brand: 'Xiaomi',
      model: 'Sound Pocket',
      label: 'Portable Bluetooth Speaker',
      output: '5W',
      channels: 'Mono',
      connection: 'Bluetooth 5.4',
      battery: '10 hours',
      water: 'IP67',
      colour: 'Black',
      price: 2350,
    }),
    speaker({
      brand: 'Havit',
      model: 'SK213',
      label: 'USB Desktop Speaker',
      output: '6W',
      channels: '2.0 stereo',
      connection: 'USB power, 3.5mm',
      colour: 'Black',
      price: 850,
    }),

    // Power banks
    powerBank({
      brand: 'Anker',
      model: 'PowerCore 10000 PD Redux',
      mah: 10000,
      watts: 25,
      ports: '1x USB-C PD, 1x USB-A',
      weight: 194,
      colour: 'Black',
      price: 3200,
      warranty: '18 months',
    }),
    powerBank({
      brand: 'Anker',
      model: '737 PowerCore 24K',
      mah: 24000,
      watts: 140,
      ports: '2x USB-C, 1x USB-A, smart display',
      weight: 630,
      colour: 'Black',
      price: 13500,
      warranty: '18 months',
    }),
    powerBank({
      brand: 'Xiaomi',
      model: 'Redmi Power Bank',
      mah: 20000,
      watts: 18,
      ports: '1x USB-C, 2x USB-A',
      weight: 420,
      colour: 'Black',
      price: 2450,
      popularity: 0.9,
    }),
    powerBank({ brand: 'Xiaomi', model: 'Mi Power Bank 3i', mah: 20000, watts: 22, ports: '1x USB-C, 2x USB-A', weight: 434, colour: 'Black', price: 3200 }),
    powerBank({
      brand: 'Baseus',
      model: 'Bipow Digital Display',
      mah: 20000,
      watts: 20,
      ports: '1x USB-C PD, 2x USB-A',
      weight: 433,
      colour: 'Black',
      price: 2800,
      colours: [
        ['Black', 0],
        ['White', 100],
      ],
    }),
    powerBank({
      brand: 'Baseus',
      model: 'Blade HD',
      mah: 20000,
      watts: 100,
      ports: '2x USB-C PD, 2x USB-A, display',
      weight: 490,
      colour: 'Black',
      price: 8500,
    }),
    powerBank({ brand: 'Samsung', model: 'EB-P3400', mah: 10000, watts: 25, ports: '2x USB-C, 1x USB-A', weight: 207, colour: 'Beige', price: 4500 }),
    powerBank({ brand: 'UGREEN', model: 'Nexode PB205', mah: 20000, watts: 130, ports: '2x USB-C, 1x USB-A', weight: 495, colour: 'Grey', price: 6500 }),
    powerBank({
      brand: 'Walton',
      model: 'WPB-P10',
      mah: 10000,
      watts: 22,
      ports: '1x USB-C, 2x USB-A',
      weight: 225,
      colour: 'White',
      price: 1550,
      warranty: '6 months replacement',
    }),
    powerBank({ brand: 'Havit', model: 'PB92', mah: 10000, watts: 20, ports: '1x USB-C PD, 1x USB-A', weight: 210, colour: 'Black', price: 1750 }),

    // Pen drives
    penDrive({
      brand: 'SanDisk',
      model: 'Ultra Flair',
      gb: 32,
      iface: 'USB 3.0',
      read: 150,
      connector: 'USB-A',
      colour: 'Silver Black',
      price: 550,
      options: [
        [32, 550],
        [64, 750],
        [128, 1250],
        [256, 2450],
      ],
      warranty: '5 years',
      popularity: 0.9,
    }),
    penDrive({
      brand: 'SanDisk',
      model: 'Ultra Dual Drive Luxe',
      gb: 128,
      iface: 'USB 3.2',
      read: 400,
      connector: 'USB-A + USB-C',
      colour: 'Silver',
      price: 1850,
      warranty: '5 years',
    }),
    penDrive({
      brand: 'Transcend',
      model: 'JetFlash 790',
      gb: 32,
      iface: 'USB 3.1',
      read: 100,
      connector: 'USB-A',
      colour: 'Black',
      price: 550,
      warranty: 'Lifetime limited warranty',
    }),
    penDrive({
      brand: 'Transcend',
      model: 'JetFlash 700',
      gb: 64,
      iface: 'USB 3.1',
      read: 90,
      connector: 'USB-A',
      colour: 'Black',
      price: 700,
      warranty: 'Lifetime limited warranty',
    }),
    penDrive({
      brand: 'Kingston',
      model: 'DataTraveler Exodia',
      gb: 64,
      iface: 'USB 3.2 Gen 1',
      read: 100,
      connector: 'USB-A',
      colour: 'Black Teal',
      price: 650,
      warranty: '5 years',
    }),
    penDrive({
      brand: 'Kingston',
      model: 'DataTraveler Kyson',
      gb: 128,
      iface: 'USB 3.2 Gen 1',
      read: 200,
      connector: 'USB-A',
      colour: 'Silver',
      price: 1350,
      warranty: '5 years',
    }),
    penDrive({
      brand: 'Apacer',
      model: 'AH25B',
      gb: 64,
      iface: 'USB 3.1',
      read: 150,
      connector: 'USB-A',
      colour: 'Black',
      price: 700,
      warranty: 'Lifetime limited warranty',
    }),
    penDrive({ brand: 'HP', model: 'v236w', gb: 32, iface: 'USB 2.0', read: 20, connector: 'USB-A', colour: 'Silver', price: 520, warranty: '2 years' }),
    penDrive({
      brand: 'Samsung',
      model: 'BAR Plus',
      gb: 128,
      iface: 'USB 3.1',
      read: 400,
      connector: 'USB-A',
      colour: 'Champagne Silver',
      price: 1650,
      options: [
        [64, 1150],
        [128, 1650],
        [256, 3100],
      ],
      warranty: '5 years',
    }),
    penDrive({
      brand: 'Lexar',
      model: 'JumpDrive S47',
      gb: 64,
      iface: 'USB 3.1',
      read: 250,
      connector: 'USB-A',
      colour: 'Black',
      price: 750,
      warranty: '5 years',
    }),

    // Chargers & cables
    chargerOrCable({
      brand: 'Anker',
      model: 'Nano 511',
      label: '20W USB-C Charger',
      kind: 'charger',
      power: '20W',
      ports: '1x USB-C PD',
      colour: 'White',
      price: 1650,
      warranty: '18 months',
    }),
    chargerOrCable({
      brand: 'Apple',
      model: 'MHJA3',
      label: '20W USB-C Power Adapter',
      kind: 'charger',
      power: '20W',
      ports: '1x USB-C PD',
      colour: 'White',
      price: 2600,
      warranty: '1 year Apple warranty (official)',
    }),
    chargerOrCable({
      brand: 'Samsung',
      model: 'EP-T2510',
      label: '25W Super Fast Charger',
      kind: 'charger',
      power: '25W',
      ports: '1x USB-C PD PPS',
      colour: 'Black',
      price: 1800,
      colours: [
        ['Black', 0],
        ['White', 50],
      ],
    }),
    chargerOrCable({
      brand: 'Baseus',
      model: 'GaN5 Pro',
      label: '65W GaN Charger',
      kind: 'charger',
      power: '65W',
      ports: '2x USB-C, 1x USB-A',
      colour: 'Black',
      price: 3900,
    }),
    chargerOrCable({
      brand: 'UGREEN',
      model: 'Nexode',
      label: '100W 4-Port GaN Charger',
      kind: 'charger',
      power: '100W',
      ports: '3x USB-C, 1x USB-A',
      colour: 'Grey',
      price: 6500,
    }),
    chargerOrCable({
      brand: 'Xiaomi',
      model: '33W Charging Combo',
      label: 'Charger with Type-C Cable',
      kind: 'charger',
      power: '33W',
      ports: '1x USB-A, 1m USB-C cable included',
      colour: 'White',
      price: 1250,
      popularity: 0.9,
    }),
    chargerOrCable({
      brand: 'Baseus',
      model: 'Cafule',
      label: 'USB-C to USB-C 100W Cable (2m)',
      kind: 'cable',
      power: '100W PD, 480Mbps',
      ports: 'USB-C to USB-C',
      length: '2m',
      colour: 'Black Grey',
      price: 650,
    }),
    chargerOrCable({
      brand: 'Anker',
      model: 'PowerLine III',
      label: 'USB-C to Lightning Cable (0.9m)',
      kind: 'cable',
      power: '20W PD, MFi certified',
      ports: 'USB-C to Lightning',
      length: '0.9m',
      colour: 'Black',
      price: 1900,
      warranty: '18 months',
    }),
    chargerOrCable({
      brand: 'UGREEN',
      model: 'HD140',
      label: '8K HDMI 2.1 Cable (2m)',
      kind: 'cable',
      power: '48Gbps, 8K@60Hz / 4K@120Hz',
      ports: 'HDMI to HDMI',
      length: '2m',
      colour: 'Black',
      price: 1200,
    }),
    chargerOrCable({
      brand: 'UGREEN',
      model: 'US287',
      label: 'USB-C to USB-A Fast Charging Cable (1m)',
      kind: 'cable',
      power: '3A, 60W',
      ports: 'USB-A to USB-C',
      length: '1m',
      colour: 'Black',
      price: 450,
    }),
    chargerOrCable({
      brand: 'Havit',
      model: 'H671',
      label: 'Micro USB Cable (1m)',
      kind: 'cable',
      power: '2.4A',
      ports: 'USB-A to Micro USB',
      length: '1m',
      colour: 'White',
      price: 180,
    }),
    chargerOrCable({
      brand: 'Anker',
      model: '735 Nano II',
      label: '65W GaN Charger',
      kind: 'charger',
      power: '65W',
      ports: '2x USB-C, 1x USB-A',
      colour: 'Black',
      price: 5200,
      warranty: '18 months',
    }),
  ];
}
