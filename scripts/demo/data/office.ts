import type { Draft } from './common.ts';
import { article, paragraphs, pick, specRows, warrantyRows } from './common.ts';
import { formatCount } from '#domain/money.ts';

interface PrinterIn {
  brand: string;
  model: string;
  label: string;
  tech: 'Ink Tank' | 'Laser' | 'Colour Laser' | 'Inkjet';
  functions: string;
  speed: string;
  resolution: string;
  connectivity: string;
  duplex: string;
  duty: string;
  consumable: string;
  price: number;
  warranty?: string;
  popularity?: number;
}

function printer(o: PrinterIn): Draft {
  const warranty = o.warranty ?? '1 year official warranty';
  const colour = o.tech !== 'Laser';
  return {
    name: `${o.brand} ${o.model} ${o.label}`,
    category: 'Printer',
    brand: o.brand,
    art: 'printer',
    retailPrice: o.price,
    shortDescription: `${colour ? 'Colour' : 'Mono'} ${o.tech.toLowerCase()} printer (${o.functions.toLowerCase()}) printing up to ${o.speed}.`,
    description: paragraphs(
      `The ${o.brand} ${o.model} is ${article(o.tech)} ${o.tech.toLowerCase()} printer for ${o.functions.toLowerCase()}, printing at up to ${o.speed} with ${o.resolution} resolution. ${o.tech === 'Ink Tank' ? 'Refillable tanks bring the cost per page down to a few paisa, ideal for students printing assignments and small shops printing invoices.' : pick(['It is a reliable workhorse for offices, coaching centres and photocopy shops.', 'Fast first-page-out and sharp text make it well suited to busy offices.'], o.model)}`,
      `Connectivity: ${o.connectivity}. Duplex printing: ${o.duplex}. Recommended monthly volume: ${o.duty}. Consumables: ${o.consumable}, available at Dokan.`,
    ),
    specs: specRows([
      ['Printing', 'Technology', o.tech],
      ['Printing', 'Functions', o.functions],
      ['Printing', 'Print Speed', o.speed],
      ['Printing', 'Resolution', o.resolution],
      ['Printing', 'Duplex', o.duplex],
      ['Printing', 'Duty Cycle', o.duty],
      ['Connectivity', 'Connectivity', o.connectivity],
      ['Consumables', 'Ink / Toner', o.consumable],
      ...warrantyRows(warranty),
    ]),
    color: colour ? 'Colour' : 'Monochrome',
    popularity: o.popularity,
  };
}

interface UpsIn {
  brand: string;
  model: string;
  va: number;
  watts: number;
  kind: 'Offline' | 'Line Interactive' | 'Online';
  backup: string;
  battery: string;
  outlets: string;
  price: number;
  warranty?: string;
  popularity?: number;
}

function ups(o: UpsIn): Draft {
  const warranty = o.warranty ?? '1 year (battery 6 months)';
  const va = o.va >= 1000 ? `${o.va / 1000}kVA` : `${o.va}VA`;
  return {
    name: `${o.brand} ${o.model} ${va} ${o.kind} UPS`,
    category: 'UPS',
    brand: o.brand,
    art: 'ups',
    retailPrice: o.price,
    shortDescription: `${va} / ${o.watts}W ${o.kind.toLowerCase()} UPS giving about ${o.backup} of backup for a desktop PC.`,
    description: paragraphs(
      `The ${o.brand} ${o.model} is ${article(va)} ${va} (${o.watts}W) ${o.kind.toLowerCase()} UPS. Battery: ${o.battery}. ${o.kind === 'Online' ? 'Double-conversion keeps output clean and steady for servers, medical and lab equipment.' : 'It switches over in milliseconds when the power cuts, giving you time to save work and shut down safely.'}`,
      `Expect about ${o.backup} of backup for a typical desktop PC and monitor. It has ${o.outlets}, with protection against surges, overload and short circuit.`,
      `Load-shedding in Bangladesh is hard on PCs: a UPS also protects the power supply from the spikes that come back with the line.`,
    ),
    specs: specRows([
      ['Power', 'Capacity', `${va} / ${o.watts}W`],
      ['Power', 'Topology', o.kind],
      ['Power', 'Input', '140–300V AC'],
      ['Battery', 'Battery', o.battery],
      ['Battery', 'Backup Time', `About ${o.backup} (single PC)`],
      ['Ports', 'Outlets', o.outlets],
      ...warrantyRows(warranty),
    ]),
    popularity: o.popularity,
  };
}

interface ProjectorIn {
  brand: string;
  model: string;
  tech: string;
  lumens: number;
  res: string;
  contrast: string;
  light: string;
  throwRatio: string;
  connectivity: string;
  price: number;
  warranty?: string;
}

function projector(o: ProjectorIn): Draft {
  const warranty = o.warranty ?? '1 year (lamp 6 months or 1,000 hours)';
  return {
    name: `${o.brand} ${o.model} ${o.res.split(' (')[0]} ${o.tech} Projector`,
    category: 'Projector',
    brand: o.brand,
    art: 'projector',
    retailPrice: o.price,
    shortDescription: `${formatCount(o.lumens)}-lumen ${o.res} ${o.tech} projector with ${o.contrast} contrast.`,
    description: paragraphs(
      `The ${o.brand} ${o.model} is a ${o.tech} projector with ${formatCount(o.lumens)} lumens, ${o.res} resolution and ${o.contrast} contrast ratio. ${o.lumens >= 3500 ? 'It is bright enough for classrooms and meeting rooms with the lights on.' : 'It is made for home cinema and football nights in a darkened room.'}`,
      `Light source: ${o.light}. Throw ratio ${o.throwRatio}. Connectivity: ${o.connectivity}.`,
    ),
    specs: specRows([
      ['Display', 'Technology', o.tech],
      ['Display', 'Brightness', `${o.lumens} ANSI lumens`],
      ['Display', 'Resolution', o.res],
      ['Display', 'Contrast Ratio', o.contrast],
      ['Display', 'Throw Ratio', o.throwRatio],
      ['Light Source', 'Light Source', o.light],
      ['Ports', 'Connectivity', o.connectivity],
      ...warrantyRows(warranty),
    ]),
  };
}

export function officeDrafts(): Draft[] {
  return [
    printer({
      brand: 'Epson',
      model: 'EcoTank L3210',
      label: 'Multifunction Ink Tank Printer',
      tech: 'Ink Tank',
      functions: 'Print, scan, copy',
      speed: '10 ipm black / 5 ipm colour',
      resolution: '5760 x 1440 dpi',
      connectivity: 'USB 2.0',
      duplex: 'Manual',
      duty: 'Up to 1,000 pages',
      consumable: 'Epson 003 ink bottles (4,500 black / 7,500 colour pages)',
      price: 15800,
      warranty: '1 year or 30,000 pages',
      popularity: 0.95,
    }),
    printer({
      brand: 'Epson',
      model: 'EcoTank L3250',
      label: 'Wi-Fi Multifunction Ink Tank Printer',
      tech: 'Ink Tank',
      functions: 'Print, scan, copy',
      speed: '10 ipm black / 5 ipm colour',
      resolution: '5760 x 1440 dpi',
      connectivity: 'USB 2.0, Wi-Fi, Wi-Fi Direct',
      duplex: 'Manual',
      duty: 'Up to 1,000 pages',
      consumable: 'Epson 003 ink bottles',
      price: 18500,
      warranty: '1 year or 30,000 pages',
    }),
    printer({
      brand: 'Epson',
      model: 'EcoTank L8050',
      label: 'Photo Ink Tank Printer',
      tech: 'Ink Tank',
      functions: 'Print (6-colour photo)',
      speed: '8 ipm black / 8 ipm colour',
      resolution: '5760 x 1440 dpi',
      connectivity: 'USB 2.0, Wi-Fi, Wi-Fi Direct',
      duplex: 'Manual',
      duty: 'Up to 1,500 pages',
      consumable: 'Epson 057 six-colour ink bottles',
      price: 32000,
    }),
    printer({
      brand: 'Canon',
      model: 'PIXMA G3020',
      label: 'Wi-Fi Multifunction Ink Tank Printer',
      tech: 'Ink Tank',
      functions: 'Print, scan, copy',
      speed: '9.1 ipm black / 5 ipm colour',
      resolution: '4800 x 1200 dpi',
      connectivity: 'USB 2.0, Wi-Fi',
      duplex: 'Manual',
      duty: 'Up to 1,000 pages',
      consumable: 'Canon GI-71 ink bottles',
      price: 19500,
    }),
    printer({
      brand: 'Canon',
      model: 'imageCLASS LBP6030',
      label: 'Mono Laser Printer',
      tech: 'Laser',
      functions: 'Print',
      speed: '18 ppm',
      resolution: '2400 x 600 dpi (enhanced)',
      connectivity: 'USB 2.0',
      duplex: 'Manual',
      duty: 'Up to 5,000 pages',
      consumable: 'Canon 325 toner (1,600 pages)',
      price: 15500,
      popularity: 0.85,
    }),
    printer({
      brand: 'Canon',
      model: 'imageCLASS MF3010',
      label: 'Multifunction Mono Laser Printer',
      tech: 'Laser',
      functions: 'Print, scan, copy',
      speed: '18 ppm',
      resolution: '1200 x 600 dpi',
      connectivity: 'USB 2.0',
      duplex: 'Manual',
      duty: 'Up to 8,000 pages',
      consumable: 'Canon 325 toner (1,600 pages)',
      price: 22500,
    }),
    printer({
      brand: 'HP',
      model: 'LaserJet M111w',
      label: 'Wi-Fi Mono Laser Printer',
      tech: 'Laser',
      functions: 'Print',
      speed: '20 ppm',
      resolution: '600 x 600 dpi',
      connectivity: 'USB 2.0, Wi-Fi, HP Smart app',
      duplex: 'Manual',
      duty: 'Up to 8,000 pages',
      consumable: 'HP 150A toner (975 pages)',
      price: 16500,
    }),
    printer({
      brand: 'HP',
      model: 'LaserJet Pro 4003dn',
      label: 'Duplex Network Mono Laser Printer',
      tech: 'Laser',
      functions: 'Print',
      speed: '40 ppm',
      resolution: '1200 x 1200 dpi',
      connectivity: 'USB 2.0, Gigabit Ethernet',
      duplex: 'Automatic',
      duty: 'Up to 80,000 pages',
      consumable: 'HP 151A toner (3,050 pages)',
      price: 45000,
    }),
    printer({
      brand: 'HP',
      model: 'Smart Tank 580',
      label: 'Wi-Fi All-in-One Ink Tank Printer',
      tech: 'Ink Tank',
      functions: 'Print, scan, copy',
      speed: '12 ppm black / 5 ppm colour',
      resolution: '4800 x 1200 dpi',
      connectivity: 'USB 2.0, Wi-Fi, Bluetooth LE',
      duplex: 'Manual',
      duty: 'Up to 3,000 pages',
      consumable: 'HP GT53 / GT52 ink bottles',
      price: 19500,
    }),
    printer({
      brand: 'Brother',
      model: 'HL-L2321D',
      label: 'Duplex Mono Laser Printer',
      tech: 'Laser',
      functions: 'Print',
      speed: '30 ppm',
      resolution: '2400 x 600 dpi',
      connectivity: 'USB 2.0',
      duplex: 'Automatic',
      duty: 'Up to 10,000 pages',
      consumable: 'Brother TN-2380 toner (2,600 pages)',
      price: 17500,
    }),
    printer({
      brand: 'Canon',
      model: 'imageRUNNER 2206N',
      label: 'A3 Multifunction Laser Copier',
      tech: 'Laser',
      functions: 'Print, copy, scan (A3)',
      speed: '22 ppm (A4)',
      resolution: '600 x 600 dpi',
      connectivity: 'USB 2.0, Ethernet, Wi-Fi',
      duplex: 'Optional duplex unit',
      duty: 'Up to 50,000 pages',
      consumable: 'Canon NPG-59 toner (10,200 pages)',
      price: 0,
      warranty: '1 year on-site service',
    }),

    ups({
      brand: 'Apollo',
      model: 'AP-650',
      va: 650,
      watts: 360,
      kind: 'Offline',
      backup: '10–15 minutes',
      battery: '1x 12V 7Ah sealed lead-acid',
      outlets: '2x universal outlets',
      price: 3350,
      popularity: 0.9,
    }),
    ups({
      brand: 'Apollo',
      model: 'AP-1200',
      va: 1200,
      watts: 720,
      kind: 'Offline',
      backup: '25–30 minutes',
      battery: '2x 12V 7Ah sealed lead-acid',
      outlets: '3x universal outlets',
      price: 6900,
    }),
    ups({
      brand: 'Power Guard',
      model: 'PG650VA',
      va: 650,
      watts: 390,
      kind: 'Offline',
      backup: '10–15 minutes',
      battery: '1x 12V 7Ah sealed lead-acid',
      outlets: '2x universal outlets',
      price: 3200,
    }),
    ups({
      brand: 'Power Guard',
      model: 'PG1200VA',
      va: 1200,
      watts: 720,
      kind: 'Line Interactive',
      backup: '25–30 minutes',
      battery: '2x 12V 7Ah sealed lead-acid',
      outlets: '4x universal outlets',
      price: 7200,
    }),
    ups({
      brand: 'APC',
      model: 'Back-UPS BX650LI-MS',
      va: 650,
      watts: 325,
      kind: 'Line Interactive',
      backup: '8–12 minutes',
      battery: '1x 12V 7Ah sealed lead-acid',
      outlets: '2x universal outlets',
      price: 6500,
      warranty: '2 years (battery 1 year)',
    }),
    ups({
      brand: 'APC',
      model: 'Easy UPS SRV1KI',
      va: 1000,
      watts: 800,
      kind: 'Online',
      backup: '8–10 minutes (full load)',
      battery: '3x 12V 7Ah, external battery support',
      outlets: '3x IEC C13 outlets',
      price: 32000,
      warranty: '2 years (battery 1 year)',
    }),
    ups({
      brand: 'APC',
      model: 'Smart-UPS SRT10KXLI',
      va: 10000,
      watts: 10000,
      kind: 'Online',
      backup: 'Scalable with external battery packs',
      battery: 'Hot-swappable battery modules',
      outlets: '6x IEC C13, 4x IEC C19, hardwire output',
      price: 0,
      warranty: '3 years (battery 2 years)',
    }),
    ups({
      brand: 'Maxgreen',
      model: 'MG-LI-EAP-1200VA',
      va: 1200,
      watts: 720,
      kind: 'Line Interactive',
      backup: '25–30 minutes',
      battery: '2x 12V 7Ah sealed lead-acid',
      outlets: '4x universal outlets',
      price: 7800,
    }),

    projector({
      brand: 'Epson',
      model: 'EB-X51',
      tech: '3LCD',
      lumens: 3800,
      res: 'XGA (1024 x 768)',
      contrast: '16,000:1',
      light: 'Lamp, up to 12,000 hours (eco)',
      throwRatio: '1.48–1.77',
      connectivity: '2x HDMI, VGA in, USB-A, USB-B',
      price: 62000,
    }),
    projector({
      brand: 'Epson',
      model: 'CO-FH02',
      tech: '3LCD',
      lumens: 3000,
      res: 'Full HD (1920 x 1080)',
      contrast: '15,000:1',
      light: 'Lamp, up to 12,000 hours (eco)',
      throwRatio: '1.47',
      connectivity: 'HDMI, USB-A, Android TV built in',
      price: 72000,
    }),
    projector({
      brand: 'BenQ',
      model: 'MW560',
      tech: 'DLP',
      lumens: 4000,
      res: 'WXGA (1280 x 800)',
      contrast: '20,000:1',
      light: 'Lamp, up to 15,000 hours (SmartEco)',
      throwRatio: '1.55–1.7',
      connectivity: '2x HDMI, VGA in/out, composite, RS232',
      price: 58000,
    }),
    projector({
      brand: 'ViewSonic',
      model: 'PA503S',
      tech: 'DLP',
      lumens: 3800,
      res: 'SVGA (800 x 600)',
      contrast: '22,000:1',
      light: 'Lamp, up to 15,000 hours',
      throwRatio: '1.96–2.15',
      connectivity: 'HDMI, VGA in, composite',
      price: 42000,
    }),
    projector({
      brand: 'Wanbo',
      model: 'T2 Max New',
      tech: 'LCD',
      lumens: 450,
      res: 'Full HD (1920 x 1080)',
      contrast: '2,000:1',
      light: 'LED, 30,000 hours',
      throwRatio: '1.2',
      connectivity: 'HDMI, USB, Wi-Fi screen mirroring, Android',
      price: 18500,
    }),
    projector({
      brand: 'Xiaomi',
      model: 'Smart Projector L1 Pro',
      tech: 'LCD',
      lumens: 400,
      res: 'Full HD (1920 x 1080)',
      contrast: '3,000:1',
      light: 'LED, 30,000 hours',
      throwRatio: '1.2',
      connectivity: 'HDMI, USB, Google TV built in',
      price: 34500,
    }),
    projector({
      brand: 'Epson',
      model: 'EB-L630U',
      tech: '3LCD Laser',
      lumens: 6200,
      res: 'WUXGA (1920 x 1200)',
      contrast: '2,500,000:1',
      light: 'Laser, 20,000 hours',
      throwRatio: '1.35–2.20',
      connectivity: '2x HDMI, HDBaseT, LAN, Wi-Fi, USB',
      price: 0,
      warranty: '3 years (laser 20,000 hours)',
    }),
    projector({
      brand: 'Sony',
      model: 'VPL-XW5000ES',
      tech: 'SXRD Laser',
      lumens: 2000,
      res: '4K (3840 x 2160)',
      contrast: 'Infinite (dynamic)',
      light: 'Laser, 20,000 hours',
      throwRatio: '1.38–2.21',
      connectivity: '2x HDMI 2.0 (HDCP 2.3), LAN, RS232, IR',
      price: 0,
      warranty: '3 years (Sony Bangladesh)',
    }),
  ];
}
