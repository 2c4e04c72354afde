import type { Draft } from './common.ts';
import { colourVariants, paragraphs, pick, specRows, warrantyRows } from './common.ts';

interface TvIn {
  brand: string;
  model: string;
  size: number;
  res: '4K UHD' | 'Full HD' | 'HD';
  panel: string;
  hz: number;
  os: string;
  hdr: string;
  sound: string;
  ports: string;
  price: number;
  warranty?: string;
  popularity?: number;
}

const TV_PIXELS: Record<TvIn['res'], string> = { '4K UHD': '3840 x 2160', 'Full HD': '1920 x 1080', HD: '1366 x 768' };

function tv(o: TvIn): Draft {
  const warranty = o.warranty ?? '2 years (panel included)';
  return {
    name: `${o.brand} ${o.size}" ${o.model} ${o.res} ${o.panel} ${o.os} TV`,
    category: 'Smart TV',
    brand: o.brand,
    art: 'tv',
    retailPrice: o.price,
    shortDescription: `${o.size}-inch ${o.res} ${o.panel} smart TV running ${o.os} with ${o.hdr} and ${o.sound} sound.`,
    description: paragraphs(
      `The ${o.brand} ${o.model} is a ${o.size}-inch ${o.res} (${TV_PIXELS[o.res]}) ${o.panel} TV with a ${o.hz}Hz panel and ${o.hdr}. ${o.size >= 55 ? 'It turns a living room into a home cinema for films, cricket and football.' : 'It is a great size for bedrooms and smaller drawing rooms.'}`,
      `${o.os} brings YouTube, Netflix, Prime Video, Hoichoi, Chorki, Toffee and Bongo in one place, with voice search and screen mirroring from your phone.`,
      `Audio: ${o.sound}. Ports: ${o.ports}. ${pick(['Wall mount is included; installation inside Dhaka city is free.', 'Free home delivery and installation inside Dhaka, Chattogram and Sylhet city.'], o.model)} Warranty: ${warranty}.`,
    ),
    specs: specRows([
      ['Display', 'Screen Size', `${o.size} inch`],
      ['Display', 'Resolution', `${o.res} (${TV_PIXELS[o.res]})`],
      ['Display', 'Panel', o.panel],
      ['Display', 'Refresh Rate', `${o.hz}Hz`],
      ['Display', 'HDR', o.hdr],
      ['Smart Features', 'Operating System', o.os],
      ['Audio', 'Sound Output', o.sound],
      ['Ports', 'Ports', o.ports],
      ...warrantyRows(warranty),
    ]),
    size: `${o.size}"`,
    popularity: o.popularity,
  };
}

interface ConsoleIn {
  brand: string;
  model: string;
  label: string;
  cpu: string;
  gpu: string;
  storage: string;
  output: string;
  extras: string;
  colour: string;
  price: number;
  colours?: readonly (readonly [string, number])[];
  warranty?: string;
  popularity?: number;
}

function gamingConsole(o: ConsoleIn): Draft {
  const warranty = o.warranty ?? '1 year service warranty';
  const accessory = /Controller/.test(o.label);
  return {
    name: `${o.brand} ${o.model} ${o.label}`,
    category: 'Gaming Console',
    brand: o.brand,
    art: 'console',
    retailPrice: o.price,
    shortDescription: accessory
      ? `${o.label} with ${o.extras.split(',')[0]?.toLowerCase() ?? 'wireless play'} and ${o.storage.toLowerCase()}.`
      : `${o.label} with ${o.storage} storage and ${o.output} output.`,
    description: paragraphs(
      accessory
        ? `The ${o.brand} ${o.model} ${o.label.toLowerCase()} features ${o.extras.toLowerCase()}. Connection: ${o.cpu}.`
        : `The ${o.brand} ${o.model} runs on ${o.cpu} with ${o.gpu} graphics and ${o.storage} storage, outputting up to ${o.output}.`,
      accessory
        ? `Battery: ${o.storage}. It is compatible with ${o.gpu}.`
        : `${o.extras}. ${pick(['FIFA, eFootball and Call of Duty nights with friends are what it is made for.', 'Game discs and digital codes for Bangladesh region accounts are available at Dokan.'], o.model)}`,
    ),
    specs: specRows([
      ['Platform', accessory ? 'Connection' : 'Processor', o.cpu],
      ['Platform', accessory ? 'Compatibility' : 'Graphics', o.gpu],
      ['Storage', accessory ? 'Battery' : 'Storage', o.storage],
      ['Display', accessory ? 'Features' : 'Video Output', accessory ? o.extras : o.output],
      !accessory && ['Features', 'Features', o.extras],
      ['Physical', 'Colour', o.colour],
      ...warrantyRows(warranty),
    ]),
    variants: o.colours ? colourVariants(o.price, o.colours) : undefined,
    color: o.colour,
    popularity: o.popularity,
  };
}

interface SoundbarIn {
  brand: string;
  model: string;
  channels: string;
  output: number;
  subwoofer: string;
  connectivity: string;
  formats: string;
  price: number;
}

function soundbar(o: SoundbarIn): Draft {
  return {
    name: `${o.brand} ${o.model} ${o.channels} Channel ${o.output}W Soundbar`,
    category: 'Soundbar',
    brand: o.brand,
    art: 'speaker',
    retailPrice: o.price,
    shortDescription: `${o.channels}-channel ${o.output}W soundbar with ${o.subwoofer.toLowerCase()} and ${o.formats}.`,
    description: paragraphs(
      `The ${o.brand} ${o.model} adds ${o.output}W of ${o.channels}-channel sound to your TV with ${o.subwoofer.toLowerCase()}. Dialogue is clearer, and explosions and stadium crowds have real weight.`,
      `It connects via ${o.connectivity} and decodes ${o.formats}. One remote, or your TV remote over HDMI-CEC, controls everything.`,
    ),
    specs: specRows([
      ['Audio', 'Channels', o.channels],
      ['Audio', 'Total Output', `${o.output}W`],
      ['Audio', 'Subwoofer', o.subwoofer],
      ['Audio', 'Formats', o.formats],
      ['Connectivity', 'Connectivity', o.connectivity],
      ...warrantyRows('1 year official warranty'),
    ]),
  };
}

const GTV = 'Google TV';
const TIZEN = 'Tizen';
const WEBOS = 'webOS';

export function entertainmentDrafts(): Draft[] {
  return [
    tv({
      brand: 'Samsung',
      model: 'DU7700 Crystal',
      size: 43,
      res: '4K UHD',
      panel: 'LED',
      hz: 60,
      os: TIZEN,
      hdr: 'HDR10+',
      sound: '20W, OTS Lite',
      ports: '3x HDMI, 2x USB, LAN, optical',
      price: 52000,
      popularity: 0.85,
    }),
    tv({
      brand: 'Samsung',
      model: 'Q60D',
      size: 55,
      res: '4K UHD',
      panel: 'QLED',
      hz: 60,
      os: TIZEN,
      hdr: 'Quantum HDR, HDR10+',
      sound: '20W, Object Tracking Sound Lite',
      ports: '3x HDMI, 2x USB, LAN, optical',
      price: 98000,
    }),
    tv({
      brand: 'Samsung',
      model: 'QN90D Neo QLED',
      size: 65,
      res: '4K UHD',
      panel: 'Mini LED',
      hz: 144,
      os: TIZEN,
      hdr: 'Neo Quantum HDR+, HDR10+',
      sound: '60W 4.2.2ch, Dolby Atmos',
      ports: '4x HDMI 2.1, 2x USB, LAN, optical',
      price: 285000,
    }),
    tv({
      brand: 'Sony',
      model: 'Bravia X75L',
      size: 55,
      res: '4K UHD',
      panel: 'LED',
      hz: 60,
      os: GTV,
      hdr: 'HDR10, HLG',
      sound: '20W, Dolby Audio',
      ports: '3x HDMI, 2x USB, LAN, optical',
      price: 105000,
      warranty: '2 years (Sony Bangladesh)',
    }),
    tv({
      brand: 'Sony',
      model: 'Bravia 8 OLED',
      size: 65,
      res: '4K UHD',
      panel: 'OLED',
      hz: 120,
      os: GTV,
      hdr: 'Dolby Vision, HDR10, HLG',
      sound: 'Acoustic Surface Audio+, Dolby Atmos',
      ports: '4x HDMI (2x 2.1), 2x USB, LAN, optical',
      price: 345000,
      warranty: '2 years (Sony Bangladesh)',
    }),
    tv({
      brand: 'LG',
      model: 'UR75',
      size: 43,
      res: '4K UHD',
      panel: 'LED',
      hz: 60,
      os: WEBOS,
      hdr: 'HDR10 Pro, HLG',
      sound: '20W, AI Sound',
      ports: '3x HDMI, 2x USB, LAN, optical',
      price: 51000,
    }),
    tv({
      brand: 'LG',
      model: 'OLED evo C4',
      size: 55,
      res: '4K UHD',
      panel: 'OLED',
      hz: 144,
      os: WEBOS,
      hdr: 'Dolby Vision IQ, HDR10, HLG',
      sound: '40W 2.2ch, Dolby Atmos',
      ports: '4x HDMI 2.1, 3x USB, LAN, optical',
      price: 235000,
    }),
    tv({
      brand: 'Walton',
      model: 'W32D210',
      size: 32,
      res: 'HD',
      panel: 'LED',
      hz: 60,
      os: 'Android',
      hdr: 'HDR10',
      sound: '16W stereo',
      ports: '2x HDMI, 2x USB, LAN, AV',
      price: 18500,
      warranty: '3 years panel, 1 year service (Walton Plaza)',
      popularity: 0.9,
    }),
    tv({
      brand: 'Walton',
      model: 'W43GUA',
      size: 43,
      res: '4K UHD',
      panel: 'LED',
      hz: 60,
      os: GTV,
      hdr: 'HDR10, HLG',
      sound: '20W, Dolby Audio',
      ports: '3x HDMI, 2x USB, LAN, optical',
      price: 38000,
      warranty: '3 years panel, 1 year service (Walton Plaza)',
    }),
    tv({
      brand: 'Xiaomi',
      model: 'TV A 2025',
      size: 43,
      res: '4K UHD',
      panel: 'LED',
      hz: 60,
      os: GTV,
      hdr: 'Dolby Vision, HDR10',
      sound: '20W, Dolby Audio, DTS:X',
      ports: '3x HDMI, 2x USB, LAN, optical',
      price: 36000,
    }),
    tv({
      brand: 'Xiaomi',
      model: 'TV A Pro',
      size: 55,
      res: '4K UHD',
      panel: 'QLED',
      hz: 60,
      os: GTV,
      hdr: 'Dolby Vision, HDR10+',
      sound: '30W, Dolby Audio',
      ports: '3x HDMI, 2x USB, LAN, optical',
      price: 62000,
    }),
    tv({
      brand: 'TCL',
      model: 'C655',
      size: 55,
      res: '4K UHD',
      panel: 'QLED',
      hz: 60,
      os: GTV,
      hdr: 'Dolby Vision, HDR10+',
      sound: '20W, Dolby Atmos',
      ports: '3x HDMI, 2x USB, LAN, optical',
      price: 68000,
    }),
    tv({
      brand: 'TCL',
      model: 'S5400',
      size: 32,
      res: 'Full HD',
      panel: 'LED',
      hz: 60,
      os: 'Android TV',
      hdr: 'HDR10',
      sound: '10W, Dolby Audio',
      ports: '2x HDMI, 1x USB, LAN',
      price: 22500,
    }),

    gamingConsole({
      brand: 'Sony',
      model: 'PlayStation 5 Slim',
      label: 'Disc Edition Gaming Console',
      cpu: 'AMD Zen 2, 8 cores at 3.5GHz',
      gpu: 'AMD RDNA 2, 10.3 TFLOPS',
      storage: '1TB SSD',
      output: '4K 120Hz, 8K capable',
      extras: 'Ultra HD Blu-ray drive, DualSense controller with haptic feedback',
      colour: 'White',
      price: 72000,
      warranty: '1 year service warranty (Dokan)',
      popularity: 0.95,
    }),
    gamingConsole({
      brand: 'Sony',
      model: 'PlayStation 5 Slim',
      label: 'Digital Edition Gaming Console',
      cpu: 'AMD Zen 2, 8 cores at 3.5GHz',
      gpu: 'AMD RDNA 2, 10.3 TFLOPS',
      storage: '1TB SSD',
      output: '4K 120Hz, 8K capable',
      extras: 'No disc drive (add-on available), DualSense controller',
      colour: 'White',
      price: 62000,
      warranty: '1 year service warranty (Dokan)',
    }),
    gamingConsole({
      brand: 'Sony',
      model: 'PlayStation 5 Pro',
      label: 'Gaming Console',
      cpu: 'AMD Zen 2, 8 cores at 3.85GHz',
      gpu: 'AMD RDNA, 16.7 TFLOPS, PSSR upscaling',
      storage: '2TB SSD',
      output: '4K 120Hz, 8K capable',
      extras: 'Wi-Fi 7, DualSense controller, enhanced ray tracing',
      colour: 'White',
      price: 105000,
      warranty: '1 year service warranty (Dokan)',
    }),
    gamingConsole({
      brand: 'Sony',
      model: 'PlayStation DualSense',
      label: 'Wireless Controller',
      cpu: 'Bluetooth / USB-C wired',
      gpu: 'PS5, PC (Steam), Android, iOS',
      storage: 'Built-in rechargeable, about 6–10 hours',
      output: '',
      extras: 'Haptic feedback, adaptive triggers, built-in mic',
      colour: 'White',
      price: 8500,
      colours: [
        ['White', 0],
        ['Midnight Black', 0],
        ['Cosmic Red', 400],
        ['Volcanic Red', 900],
      ],
      warranty: '6 months service warranty',
    }),
    gamingConsole({
      brand: 'Xbox',
      model: 'Series X',
      label: '1TB Gaming Console',
      cpu: 'AMD Zen 2, 8 cores at 3.8GHz',
      gpu: 'AMD RDNA 2, 12 TFLOPS',
      storage: '1TB SSD',
      output: '4K 120Hz, 8K capable',
      extras: 'Ultra HD Blu-ray drive, Quick Resume, Game Pass ready',
      colour: 'Carbon Black',
      price: 75000,
      warranty: '1 year service warranty (Dokan)',
    }),
    gamingConsole({
      brand: 'Xbox',
      model: 'Series S',
      label: '512GB Gaming Console',
      cpu: 'AMD Zen 2, 8 cores at 3.6GHz',
      gpu: 'AMD RDNA 2, 4 TFLOPS',
      storage: '512GB SSD',
      output: '1440p 120Hz, 4K upscaled',
      extras: 'All-digital, Game Pass ready, compact design',
      colour: 'Robot White',
      price: 48000,
      warranty: '1 year service warranty (Dokan)',
    }),
    gamingConsole({
      brand: 'Xbox',
      model: 'Wireless Controller',
      label: 'for Xbox and PC',
      cpu: 'Xbox Wireless, Bluetooth, USB-C',
      gpu: 'Xbox Series X|S, Xbox One, Windows PC, Android, iOS',
      storage: '2x AA batteries, up to 40 hours',
      output: '',
      extras: 'Textured grip, hybrid D-pad, share button',
      colour: 'Carbon Black',
      price: 7200,
      colours: [
        ['Carbon Black', 0],
        ['Robot White', 0],
        ['Shock Blue', 300],
      ],
      warranty: '6 months service warranty',
    }),
    gamingConsole({
      brand: 'Nintendo',
      model: 'Switch OLED',
      label: 'Gaming Console',
      cpu: 'NVIDIA custom Tegra',
      gpu: 'NVIDIA Maxwell-based',
      storage: '64GB (microSD expandable)',
      output: '1080p docked, 7" OLED 720p handheld',
      extras: 'Joy-Con controllers, dock with LAN port',
      colour: 'White',
      price: 42000,
      warranty: '1 year service warranty (Dokan)',
    }),
    gamingConsole({
      brand: 'Nintendo',
      model: 'Switch 2',
      label: 'Gaming Console',
      cpu: 'NVIDIA custom processor',
      gpu: 'NVIDIA Ampere-based with DLSS',
      storage: '256GB (microSD Express expandable)',
      output: '4K docked, 7.9" 1080p 120Hz handheld',
      extras: 'Magnetic Joy-Con 2 with mouse mode, GameChat',
      colour: 'Black',
      price: 72000,
      warranty: '1 year service warranty (Dokan)',
    }),
    gamingConsole({
      brand: 'Valve',
      model: 'Steam Deck OLED',
      label: '512GB Handheld Gaming PC',
      cpu: 'AMD Zen 2 APU, 4 cores / 8 threads',
      gpu: 'AMD RDNA 2, 8 CUs',
      storage: '512GB NVMe SSD',
      output: '7.4" HDR OLED 90Hz, USB-C DisplayPort',
      extras: 'SteamOS, Wi-Fi 6E, carrying case',
      colour: 'Black',
      price: 85000,
      warranty: '6 months service warranty (Dokan)',
    }),
    gamingConsole({
      brand: 'ASUS',
      model: 'ROG Ally X',
      label: 'Handheld Gaming PC',
      cpu: 'AMD Ryzen Z1 Extreme, 8 cores',
      gpu: 'AMD RDNA 3, 12 CUs',
      storage: '1TB NVMe SSD, 24GB LPDDR5X',
      output: '7" FHD 120Hz, USB4 display out',
      extras: 'Windows 11, 80Wh battery, Armoury Crate SE',
      colour: 'Black',
      price: 110000,
      warranty: '1 year (ASUS Bangladesh)',
    }),
    gamingConsole({
      brand: 'Lenovo',
      model: 'Legion Go',
      label: 'Handheld Gaming PC',
      cpu: 'AMD Ryzen Z1 Extreme, 8 cores',
      gpu: 'AMD RDNA 3, 12 CUs',
      storage: '512GB NVMe SSD, 16GB LPDDR5X',
      output: '8.8" QHD+ 144Hz, USB4 display out',
      extras: 'Windows 11, detachable controllers, FPS mode',
      colour: 'Shadow Black',
      price: 95000,
      warranty: '1 year (Lenovo Bangladesh)',
    }),

    soundbar({
      brand: 'Samsung',
      model: 'HW-C450',
      channels: '2.1',
      output: 300,
      subwoofer: 'Wireless 6.5" subwoofer',
      connectivity: 'Bluetooth, optical, USB',
      formats: 'Dolby Digital, DTS Virtual:X',
      price: 24000,
    }),
    soundbar({
      brand: 'Samsung',
      model: 'HW-Q800D',
      channels: '5.1.2',
      output: 360,
      subwoofer: 'Wireless 8" subwoofer',
      connectivity: 'HDMI eARC, Wi-Fi, Bluetooth, optical',
      formats: 'Dolby Atmos, DTS:X',
      price: 85000,
    }),
    soundbar({
      brand: 'Sony',
      model: 'HT-S40R',
      channels: '5.1',
      output: 600,
      subwoofer: 'Wired subwoofer, wireless rear speakers',
      connectivity: 'HDMI ARC, Bluetooth, optical, USB',
      formats: 'Dolby Digital',
      price: 38000,
    }),
    soundbar({
      brand: 'Sony',
      model: 'HT-S100F',
      channels: '2',
      output: 100,
      subwoofer: 'Built-in dual subwoofer',
      connectivity: 'HDMI ARC, Bluetooth, optical, USB',
      formats: 'Dolby Digital, S-Force Front Surround',
      price: 15500,
    }),
    soundbar({
      brand: 'JBL',
      model: 'Bar 300',
      channels: '5',
      output: 260,
      subwoofer: 'Built-in subwoofers',
      connectivity: 'HDMI eARC, Wi-Fi, Bluetooth, optical',
      formats: 'Dolby Atmos (virtual), MultiBeam',
      price: 48000,
    }),
    soundbar({
      brand: 'LG',
      model: 'S40T',
      channels: '2.1',
      output: 300,
      subwoofer: 'Wired 5.3" subwoofer',
      connectivity: 'HDMI ARC, Bluetooth, optical, USB',
      formats: 'Dolby Digital, DTS Virtual:X',
      price: 22000,
    }),
    soundbar({
      brand: 'Edifier',
      model: 'B700',
      channels: '5.1.2',
      output: 400,
      subwoofer: 'Wireless 8" subwoofer',
      connectivity: 'HDMI eARC, Bluetooth, optical, coaxial, USB',
      formats: 'Dolby Atmos, DTS:X',
      price: 55000,
    }),
  ];
}
