import type { Draft, DraftVariant } from './common.ts';
import { capacity, colourVariants, lcFirst, paragraphs, pick, specRows, warrantyRows } from './common.ts';

// ---------------------------------------------------------------- Processor

interface CpuIn {
  brand: 'Intel' | 'AMD';
  model: string;
  /** e.g. "14th Gen Raptor Lake" — appended to the title the way local shops list CPUs. */
  family: string;
  socket: string;
  cores: number;
  threads: number;
  base: number;
  boost: number;
  cache: string;
  tdp: string;
  igpu: string;
  memory: string;
  cooler?: string;
  price: number;
}

function processor(o: CpuIn): Draft {
  const name = `${o.brand} ${o.model} ${o.family} Processor`;
  const gamer = o.boost >= 5.0 || /X3D|K\b/.test(o.model);
  return {
    name,
    category: 'Processor',
    brand: o.brand,
    art: 'cpu',
    retailPrice: o.price,
    shortDescription: `${o.cores}-core, ${o.threads}-thread ${o.brand} ${o.model} desktop processor boosting up to ${o.boost} GHz on the ${o.socket} socket.`,
    description: paragraphs(
      `The ${o.brand} ${o.model} (${o.family}) brings ${o.cores} cores and ${o.threads} threads with a ${o.base} GHz base clock and up to ${o.boost} GHz boost, backed by ${o.cache} of cache. ${gamer ? 'It is aimed at high-refresh gaming, streaming and heavy multitasking.' : 'It is a balanced choice for office, study and mid-range gaming builds.'}`,
      `It fits ${o.socket} motherboards, supports ${o.memory} and is rated at ${o.tdp}. Graphics: ${o.igpu}${o.igpu.startsWith('None') ? ', so pair it with a graphics card' : ', so you can start without a graphics card'}.`,
      `${o.cooler ?? 'A stock cooler is not included; budget for an air or liquid cooler.'} Dokan sells it with 3 years official warranty.`,
    ),
    specs: specRows([
      ['Processor', 'Brand', o.brand],
      ['Processor', 'Model', o.model],
      ['Processor', 'Socket', o.socket],
      ['Processor', 'Cores / Threads', `${o.cores} / ${o.threads}`],
      ['Processor', 'Frequency', `${o.base} GHz base, up to ${o.boost} GHz`],
      ['Processor', 'Cache', o.cache],
      ['Processor', 'TDP', o.tdp],
      ['Memory', 'Memory Support', o.memory],
      ['Graphics', 'Integrated Graphics', o.igpu],
      ['Package', 'Cooler', o.cooler ?? 'Not included'],
      ...warrantyRows('3 years (official distributor)'),
    ]),
  };
}

const LGA1700 = 'LGA 1700';
const LGA1851 = 'LGA 1851';
const DDR45_INTEL = 'DDR5 up to 5600MHz, DDR4 up to 3200MHz, dual channel';

// ---------------------------------------------------------------- Motherboard

interface BoardIn {
  brand: string;
  model: string;
  chipset: string;
  socket: string;
  form: 'ATX' | 'Micro-ATX' | 'Mini-ITX' | 'E-ATX';
  memory: string;
  m2: number;
  sata: number;
  lan: string;
  wifi?: string;
  pcie: string;
  io: string;
  price: number;
}

function motherboard(o: BoardIn): Draft {
  return {
    name: `${o.brand} ${o.model} Motherboard`,
    category: 'Motherboard',
    brand: o.brand,
    art: 'motherboard',
    retailPrice: o.price,
    shortDescription: `${o.form} ${o.chipset} motherboard for ${o.socket} processors with ${o.m2} M.2 slot${o.m2 > 1 ? 's' : ''}${o.wifi ? ` and ${o.wifi}` : ''}.`,
    description: paragraphs(
      `The ${o.brand} ${o.model} is a ${o.form} board built on the ${o.chipset} chipset for ${o.socket} processors. It supports ${o.memory}, ${o.m2} M.2 NVMe drive${o.m2 > 1 ? 's' : ''} and ${o.sata} SATA devices.`,
      `Networking comes from ${o.lan}${o.wifi ? ` plus ${o.wifi}` : ''}, and expansion includes ${o.pcie}. The rear panel offers ${o.io}.`,
      `Update the BIOS before installing a newer-generation processor; our service centre does this free for boards bought at Dokan. Warranty: 3 years.`,
    ),
    specs: specRows([
      ['General', 'Chipset', o.chipset],
      ['General', 'Socket', o.socket],
      ['General', 'Form Factor', o.form],
      ['Memory', 'Memory', o.memory],
      ['Storage', 'M.2 Slots', `${o.m2}x M.2 (NVMe)`],
      ['Storage', 'SATA', `${o.sata}x SATA 6Gb/s`],
      ['Expansion', 'PCIe Slots', o.pcie],
      ['Networking', 'LAN', o.lan],
      ['Networking', 'Wireless', o.wifi ?? 'None'],
      ['Ports', 'Rear I/O', o.io],
      ...warrantyRows('3 years'),
    ]),
    size: o.form,
  };
}

const INTEL_IO_BASIC = '4x USB 3.2, 2x USB 2.0, HDMI, DisplayPort, RJ45, audio jacks';
const IO_GAMING = '1x USB-C 3.2 Gen 2x2, 6x USB-A 3.2, 2x USB 2.0, HDMI, DisplayPort, RJ45, Wi-Fi antenna, 5x audio + S/PDIF';

// ---------------------------------------------------------------- Graphics card

interface GpuIn {
  brand: string;
  model: string;
  chip: string;
  vram: string;
  bus: string;
  boost: string;
  cores: string;
  outputs: string;
  power: string;
  psu: string;
  length: number;
  fans: number;
  price: number;
}

function graphicsCard(o: GpuIn): Draft {
  const workstation = /RTX A\d|RTX \d+ Ada|PRO W/.test(o.chip);
  return {
    name: `${o.brand} ${o.model} Graphics Card`,
    category: 'Graphics Card',
    brand: o.brand,
    art: 'gpu',
    retailPrice: o.price,
    shortDescription: `${o.chip} with ${o.vram} ${workstation ? 'for professional rendering, AI and CAD workloads' : `and a ${o.fans}-fan cooler for ${o.fans >= 3 ? '1440p and 4K' : '1080p'} gaming`}.`,
    description: paragraphs(
      `The ${o.brand} ${o.model} uses the ${o.chip} GPU with ${o.cores} and ${o.vram} on a ${o.bus} memory bus, boosting to ${o.boost}.`,
      workstation
        ? 'Certified drivers for Autodesk, Adobe, Dassault and Siemens applications make it a dependable card for studios, architecture firms and research labs.'
        : `A ${o.fans}-fan cooler keeps it quiet under load, and it supports ray tracing, DLSS / FSR upscaling and AV1 encoding for streamers.`,
      `Power draw is ${o.power}; we recommend a ${o.psu} power supply. The card is ${o.length} mm long, so check your casing clearance. Outputs: ${o.outputs}.`,
    ),
    specs: specRows([
      ['Graphics', 'Chipset', o.chip],
      ['Graphics', 'Boost Clock', o.boost],
      ['Graphics', 'Cores', o.cores],
      ['Memory', 'Memory', o.vram],
      ['Memory', 'Memory Bus', o.bus],
      ['Ports', 'Outputs', o.outputs],
      ['Power', 'Power', o.power],
      ['Power', 'Recommended PSU', o.psu],
      ['Physical', 'Length', `${o.length} mm`],
      ['Physical', 'Cooling', `${o.fans} fan${o.fans > 1 ? 's' : ''}${workstation ? ' (blower)' : ''}`],
      ...warrantyRows(workstation ? '3 years (PNY official)' : '3 years'),
    ]),
    memory: o.vram.split(' ')[0],
  };
}

const OUT_NV = '3x DisplayPort 2.1b, 1x HDMI 2.1b';
const OUT_NV40 = '3x DisplayPort 1.4a, 1x HDMI 2.1';

// ---------------------------------------------------------------- RAM

interface RamIn {
  brand: string;
  series: string;
  gb: number;
  kit?: string;
  type: 'DDR4' | 'DDR5';
  speed: number;
  cl: string;
  voltage: string;
  laptop?: boolean;
  rgb?: boolean;
  colour: string;
  price: number;
  colours?: readonly (readonly [string, number])[];
  warranty?: string;
}

function ram(o: RamIn): Draft {
  const form = o.laptop ? 'Laptop' : 'Desktop';
  const kit = o.kit ? ` (${o.kit})` : '';
  return {
    name: `${o.brand} ${o.series} ${o.gb}GB${kit} ${o.type} ${o.speed}MHz ${form} RAM`,
    category: 'RAM',
    brand: o.brand,
    art: 'ram',
    retailPrice: o.price,
    shortDescription: `${o.gb}GB ${o.type}-${o.speed} ${o.laptop ? 'SO-DIMM' : 'DIMM'} memory${o.kit ? ` kit (${o.kit})` : ''} for ${o.laptop ? 'laptops and mini PCs' : 'desktop PCs'}${o.rgb ? ' with RGB lighting' : ''}.`,
    description: paragraphs(
      `${o.brand} ${o.series} ${o.type} memory runs at ${o.speed}MHz with ${o.cl} timings at ${o.voltage}. ${o.laptop ? 'It is the easiest upgrade for a slow laptop: double the RAM and Chrome, Office and Photoshop stop stuttering.' : `${o.type === 'DDR5' ? 'XMP 3.0 / EXPO profiles' : 'XMP profiles'} let you reach the rated speed with one BIOS setting.`}`,
      `${o.rgb ? 'Addressable RGB lighting syncs with ASUS Aura, MSI Mystic Light and Gigabyte RGB Fusion. ' : ''}Each module is tested before shipping and backed by ${o.warranty ?? 'a lifetime limited warranty'}.`,
    ),
    specs: specRows([
      ['Memory', 'Capacity', `${o.gb}GB${kit}`],
      ['Memory', 'Type', o.type],
      ['Memory', 'Speed', `${o.speed}MHz`],
      ['Memory', 'Latency', o.cl],
      ['Memory', 'Voltage', o.voltage],
      ['Memory', 'Form Factor', o.laptop ? '262-pin SO-DIMM' : `288-pin DIMM`],
      ['Physical', 'Heat Spreader', o.laptop ? 'None (low profile)' : `${o.colour} aluminium${o.rgb ? ', RGB' : ''}`],
      ['Physical', 'Colour', o.colour],
      ...warrantyRows(o.warranty ?? 'Lifetime limited warranty'),
    ]),
    variants: o.colours ? colourVariants(o.price, o.colours) : undefined,
    color: o.colour,
    memory: `${o.gb}GB`,
  };
}

// ---------------------------------------------------------------- SSD

interface SsdIn {
  brand: string;
  model: string;
  gb: number;
  iface: string;
  form: 'M.2 2280' | '2.5"' | 'Portable';
  read: number;
  write: number;
  tbw?: string;
  warranty: string;
  price: number;
  /** [capacity in GB, price]; two or more make a hybrid. */
  options?: readonly (readonly [number, number])[];
}

function ssd(o: SsdIn): Draft {
  const hybrid = (o.options?.length ?? 0) >= 2;
  const formLabel = o.form === 'M.2 2280' ? 'M.2 NVMe' : o.form === '2.5"' ? '2.5" SATA' : 'Portable';
  const name = `${o.brand} ${o.model}${hybrid ? '' : ` ${capacity(o.gb)}`} ${formLabel} SSD`;
  const variants: DraftVariant[] | undefined = hybrid
    ? o.options?.map(([gb, price]) => ({ attributes: [{ name: 'Storage', value: capacity(gb) }], retailPrice: price }))
    : undefined;
  return {
    name,
    category: 'SSD',
    brand: o.brand,
    art: 'ssd',
    retailPrice: hybrid ? Math.min(...(o.options ?? []).map((x) => x[1])) : o.price,
    shortDescription: `${capacity(o.gb)} ${o.iface} SSD with up to ${o.read.toLocaleString('en-US')} MB/s reads${o.form === 'Portable' ? ' in a pocket-sized, drop-resistant shell' : ''}.`,
    description: paragraphs(
      `The ${o.brand} ${o.model} ${o.form === 'Portable' ? 'portable SSD' : `${o.form} SSD`} reads at up to ${o.read.toLocaleString('en-US')} MB/s and writes at up to ${o.write.toLocaleString('en-US')} MB/s over ${o.iface}. ${pick(['Windows boots in seconds and game load screens all but disappear.', 'It is the single most noticeable upgrade for an older PC or laptop.', 'Large video projects and game libraries move in a fraction of the time of a hard disk.'], o.model)}`,
      `${o.tbw ? `Endurance is rated at ${o.tbw}. ` : ''}Warranty: ${o.warranty}. ${o.form === 'Portable' ? 'USB-C to C and USB-C to A cables are included.' : 'Free cloning software moves your old drive across in minutes.'}${hybrid ? ` Available in ${o.options?.map((x) => capacity(x[0])).join(', ')}.` : ''}`,
    ),
    specs: specRows([
      ['Storage', 'Capacity', capacity(o.gb)],
      ['Storage', 'Interface', o.iface],
      ['Storage', 'Form Factor', o.form],
      ['Performance', 'Sequential Read', `Up to ${o.read} MB/s`],
      ['Performance', 'Sequential Write', `Up to ${o.write} MB/s`],
      o.tbw !== undefined && ['Performance', 'Endurance', o.tbw],
      ...warrantyRows(o.warranty),
    ]),
    variants,
    memory: capacity(o.gb),
  };
}

// ---------------------------------------------------------------- Hard disk

interface HddIn {
  brand: string;
  model: string;
  gb: number;
  kind: 'Desktop' | 'NAS' | 'Surveillance' | 'Portable' | 'Enterprise';
  rpm?: number;
  cache?: string;
  iface: string;
  warranty: string;
  colour?: string;
  price: number;
  colours?: readonly (readonly [string, number])[];
}

function hardDisk(o: HddIn): Draft {
  const portable = o.kind === 'Portable';
  const label = portable ? 'Portable External Hard Drive' : o.kind === 'Desktop' ? '3.5" SATA Desktop Hard Disk' : `3.5" ${o.kind} Hard Disk`;
  const use: Record<HddIn['kind'], string> = {
    Desktop: 'It is an affordable way to add bulk storage for photos, films and backups to a desktop PC.',
    NAS: 'It is tuned for 24/7 multi-bay NAS enclosures with vibration sensors and rotational-vibration tolerance.',
    Surveillance: 'It is built for DVR/NVR recorders running many cameras around the clock, as used in shops and apartments across Dhaka.',
    Portable: 'Plug-and-play over USB with automatic backup software; pocket-sized for carrying files between office and home.',
    Enterprise: 'It is designed for data centres and servers with a 2.5 million hour MTBF and 550TB/year workload rating.',
  };
  return {
    name: `${o.brand} ${o.model} ${capacity(o.gb)} ${label}`,
    category: 'Hard Disk',
    brand: o.brand,
    art: 'hdd',
    retailPrice: o.price,
    shortDescription: `${capacity(o.gb)} ${o.kind.toLowerCase()} hard disk${o.rpm ? ` at ${o.rpm} RPM` : ''} with ${o.iface}.`,
    description: paragraphs(
      `The ${o.brand} ${o.model} offers ${capacity(o.gb)} of storage over ${o.iface}${o.rpm ? `, spinning at ${o.rpm} RPM` : ''}${o.cache ? ` with ${o.cache} cache` : ''}. ${use[o.kind]}`,
      `Warranty: ${o.warranty}. Keep a second copy of anything important; no hard disk lasts forever.`,
    ),
    specs: specRows([
      ['Storage', 'Capacity', capacity(o.gb)],
      ['Storage', 'Type', `${o.kind} HDD`],
      ['Storage', 'Interface', o.iface],
      o.rpm !== undefined && ['Performance', 'Spindle Speed', `${o.rpm} RPM`],
      o.cache !== undefined && ['Performance', 'Cache', o.cache],
      ['Physical', 'Form Factor', portable ? '2.5" in external enclosure' : '3.5"'],
      o.colour !== undefined && ['Physical', 'Colour', o.colour],
      ...warrantyRows(o.warranty),
    ]),
    variants: o.colours ? colourVariants(o.price, o.colours) : undefined,
    color: o.colour,
    memory: capacity(o.gb),
  };
}

// ---------------------------------------------------------------- Power supply

interface PsuIn {
  brand: string;
  model: string;
  watts: number;
  rating: string;
  modular: 'Non-modular' | 'Semi-modular' | 'Fully modular';
  fan: string;
  connectors: string;
  warranty: string;
  price: number;
}

function psu(o: PsuIn): Draft {
  return {
    name: `${o.brand} ${o.model} ${o.watts}W ${o.rating} Power Supply`,
    category: 'Power Supply',
    brand: o.brand,
    art: 'psu',
    retailPrice: o.price,
    shortDescription: `${o.watts}W ${o.rating} ${o.modular.toLowerCase()} ATX power supply with a ${o.fan}.`,
    description: paragraphs(
      `The ${o.brand} ${o.model} delivers ${o.watts}W with ${o.rating} efficiency, ${o.modular === 'Non-modular' ? 'with fixed cables to keep the cost down' : `${o.modular.toLowerCase()} cabling for a tidy build`}. ${o.watts >= 850 ? 'It has the headroom for RTX 5080 / RX 9070 XT class graphics cards.' : o.watts >= 650 ? 'It suits mid-range gaming builds with an RTX 5060 / RX 7600 class card.' : 'It suits office PCs and entry-level gaming builds.'}`,
      `Protections include OVP, UVP, OCP, OPP, SCP and OTP, which matters with Bangladesh's frequent voltage fluctuations; we still recommend a UPS. Connectors: ${o.connectors}.`,
    ),
    specs: specRows([
      ['Power', 'Wattage', `${o.watts}W`],
      ['Power', 'Efficiency', o.rating],
      ['Power', 'Input', '200–240V AC, 50/60Hz'],
      ['Power', 'Modularity', o.modular],
      ['Connectors', 'Connectors', o.connectors],
      ['Physical', 'Fan', o.fan],
      ['Physical', 'Form Factor', 'ATX'],
      ...warrantyRows(o.warranty),
    ]),
  };
}

// ---------------------------------------------------------------- Casing

interface CaseIn {
  brand: string;
  model: string;
  form: string;
  boards: string;
  fans: string;
  gpu: number;
  radiator: string;
  panel: string;
  colour: string;
  price: number;
  colours?: readonly (readonly [string, number])[];
}

function casing(o: CaseIn): Draft {
  return {
    name: `${o.brand} ${o.model} ${o.form} Casing`,
    category: 'Casing',
    brand: o.brand,
    art: 'casing',
    retailPrice: o.price,
    shortDescription: `${o.form} casing with ${lcFirst(o.panel)}, ${lcFirst(o.fans)} and room for ${o.gpu} mm graphics cards.`,
    description: paragraphs(
      `The ${o.brand} ${o.model} is a ${o.form.toLowerCase()} casing that takes ${o.boards} motherboards, graphics cards up to ${o.gpu} mm, and radiators ${lcFirst(o.radiator)}.`,
      `It ships with ${lcFirst(o.fans)} and a ${lcFirst(o.panel)}. ${pick(['Dust filters on the front, top and bottom make cleaning easy during Dhaka\'s dusty winter.', 'Cable routing channels and velcro straps keep the back tidy.', 'A mesh front panel keeps temperatures low even in a hot room without AC.'], o.model)}`,
    ),
    specs: specRows([
      ['General', 'Form Factor', o.form],
      ['General', 'Motherboard Support', o.boards],
      ['Cooling', 'Included Fans', o.fans],
      ['Cooling', 'Radiator Support', o.radiator],
      ['Clearance', 'Max GPU Length', `${o.gpu} mm`],
      ['Physical', 'Side Panel', o.panel],
      ['Physical', 'Colour', o.colour],
      ...warrantyRows('1 year (fans and I/O)'),
    ]),
    variants: o.colours ? colourVariants(o.price, o.colours) : undefined,
    color: o.colour,
  };
}

// ---------------------------------------------------------------- CPU cooler

interface CoolerIn {
  brand: string;
  model: string;
  kind: 'Air' | 'Liquid';
  size: string;
  fans: string;
  tdp: number;
  rgb: boolean;
  colour: string;
  warranty: string;
  price: number;
  colours?: readonly (readonly [string, number])[];
}

function cooler(o: CoolerIn): Draft {
  return {
    name: `${o.brand} ${o.model} ${o.kind === 'Air' ? `${o.size} CPU Air Cooler` : `${o.size} Liquid CPU Cooler`}`,
    category: 'CPU Cooler',
    brand: o.brand,
    art: 'cooler',
    retailPrice: o.price,
    shortDescription: `${o.kind === 'Air' ? 'Tower air cooler' : 'All-in-one liquid cooler'} with ${o.fans}${o.rgb ? ' and ARGB lighting' : ''}, rated for ${o.tdp}W processors.`,
    description: paragraphs(
      `The ${o.brand} ${o.model} ${o.kind === 'Air' ? 'uses copper heat pipes and a dense aluminium fin stack' : `uses a ${o.size} radiator and a high-flow pump`} with ${o.fans} to handle processors up to about ${o.tdp}W.`,
      `It supports Intel LGA 1700 / 1851 and AMD AM4 / AM5 sockets out of the box. ${o.tdp >= 250 ? 'It keeps a Core i7 / Ryzen 7 cool under sustained rendering loads.' : 'A big step up from a stock cooler for quieter, cooler everyday use.'}`,
    ),
    specs: specRows([
      ['Cooling', 'Type', o.kind === 'Air' ? 'Air (tower)' : 'AIO liquid'],
      ['Cooling', o.kind === 'Air' ? 'Heatsink' : 'Radiator', o.size],
      ['Cooling', 'Fans', o.fans],
      ['Cooling', 'TDP Rating', `${o.tdp}W`],
      ['Compatibility', 'Sockets', 'LGA 1851/1700/1200/115x, AM5/AM4'],
      ['Physical', 'Lighting', o.rgb ? 'ARGB' : 'None'],
      ['Physical', 'Colour', o.colour],
      ...warrantyRows(o.warranty),
    ]),
    variants: o.colours ? colourVariants(o.price, o.colours) : undefined,
    color: o.colour,
  };
}

export function componentDrafts(): Draft[] {
  return [
    // Processors
    processor({ brand: 'Intel', model: 'Core i3-12100', family: '12th Gen Alder Lake', socket: LGA1700, cores: 4, threads: 8, base: 3.3, boost: 4.3, cache: '12MB', tdp: '60W base / 89W turbo', igpu: 'Intel UHD Graphics 730', memory: DDR45_INTEL, cooler: 'Intel Laminar RM1 stock cooler included.', price: 12500 }),
    processor({ brand: 'Intel', model: 'Core i3-14100', family: '14th Gen Raptor Lake', socket: LGA1700, cores: 4, threads: 8, base: 3.5, boost: 4.7, cache: '12MB', tdp: '60W base / 110W turbo', igpu: 'Intel UHD Graphics 730', memory: DDR45_INTEL, cooler: 'Intel Laminar RM1 stock cooler included.', price: 15500 }),
    processor({ brand: 'Intel', model: 'Core i5-12400', family: '12th Gen Alder Lake', socket: LGA1700, cores: 6, threads: 12, base: 2.5, boost: 4.4, cache: '18MB', tdp: '65W base / 117W turbo', igpu: 'Intel UHD Graphics 730', memory: DDR45_INTEL, cooler: 'Intel Laminar RM1 stock cooler included.', price: 17500 }),
    processor({ brand: 'Intel', model: 'Core i5-12400F', family: '12th Gen Alder Lake', socket: LGA1700, cores: 6, threads: 12, base: 2.5, boost: 4.4, cache: '18MB', tdp: '65W base / 117W turbo', igpu: 'None (F-series)', memory: DDR45_INTEL, cooler: 'Intel Laminar RM1 stock cooler included.', price: 13900 }),
    processor({ brand: 'Intel', model: 'Core i5-14400', family: '14th Gen Raptor Lake', socket: LGA1700, cores: 10, threads: 16, base: 2.5, boost: 4.7, cache: '20MB', tdp: '65W base / 148W turbo', igpu: 'Intel UHD Graphics 730', memory: DDR45_INTEL, cooler: 'Intel Laminar RM1 stock cooler included.', price: 22500 }),
    processor({ brand: 'Intel', model: 'Core i5-14400F', family: '14th Gen Raptor Lake', socket: LGA1700, cores: 10, threads: 16, base: 2.5, boost: 4.7, cache: '20MB', tdp: '65W base / 148W turbo', igpu: 'None (F-series)', memory: DDR45_INTEL, cooler: 'Intel Laminar RM1 stock cooler included.', price: 19500 }),
    processor({ brand: 'Intel', model: 'Core i5-14600K', family: '14th Gen Raptor Lake', socket: LGA1700, cores: 14, threads: 20, base: 3.5, boost: 5.3, cache: '24MB', tdp: '125W base / 181W turbo', igpu: 'Intel UHD Graphics 770', memory: DDR45_INTEL, price: 32500 }),
    processor({ brand: 'Intel', model: 'Core i7-14700K', family: '14th Gen Raptor Lake', socket: LGA1700, cores: 20, threads: 28, base: 3.4, boost: 5.6, cache: '33MB', tdp: '125W base / 253W turbo', igpu: 'Intel UHD Graphics 770', memory: DDR45_INTEL, price: 46500 }),
    processor({ brand: 'Intel', model: 'Core i9-14900K', family: '14th Gen Raptor Lake', socket: LGA1700, cores: 24, threads: 32, base: 3.2, boost: 6.0, cache: '36MB', tdp: '125W base / 253W turbo', igpu: 'Intel UHD Graphics 770', memory: DDR45_INTEL, price: 63500 }),
    processor({ brand: 'Intel', model: 'Core Ultra 5 245K', family: 'Series 2 Arrow Lake', socket: LGA1851, cores: 14, threads: 14, base: 4.2, boost: 5.2, cache: '24MB', tdp: '125W base / 159W turbo', igpu: 'Intel Graphics (4 Xe cores)', memory: 'DDR5 up to 6400MHz, dual channel', price: 32000 }),
    processor({ brand: 'Intel', model: 'Core Ultra 7 265K', family: 'Series 2 Arrow Lake', socket: LGA1851, cores: 20, threads: 20, base: 3.9, boost: 5.5, cache: '30MB', tdp: '125W base / 250W turbo', igpu: 'Intel Graphics (4 Xe cores)', memory: 'DDR5 up to 6400MHz, dual channel', price: 44500 }),
    processor({ brand: 'Intel', model: 'Core Ultra 9 285K', family: 'Series 2 Arrow Lake', socket: LGA1851, cores: 24, threads: 24, base: 3.7, boost: 5.7, cache: '36MB', tdp: '125W base / 250W turbo', igpu: 'Intel Graphics (4 Xe cores)', memory: 'DDR5 up to 6400MHz, dual channel', price: 72000 }),
    processor({ brand: 'Intel', model: 'Xeon w9-3495X', family: 'Sapphire Rapids Workstation', socket: 'LGA 4677', cores: 56, threads: 112, base: 1.9, boost: 4.8, cache: '105MB', tdp: '350W base / 420W turbo', igpu: 'None', memory: 'DDR5-4800 ECC RDIMM, 8 channels, up to 4TB', price: 0 }),
    processor({ brand: 'AMD', model: 'Ryzen 5 5600', family: 'Zen 3 AM4', socket: 'AM4', cores: 6, threads: 12, base: 3.5, boost: 4.4, cache: '32MB L3', tdp: '65W', igpu: 'None', memory: 'DDR4 up to 3200MHz, dual channel', cooler: 'AMD Wraith Stealth cooler included.', price: 12500 }),
    processor({ brand: 'AMD', model: 'Ryzen 5 5600G', family: 'Zen 3 AM4 APU', socket: 'AM4', cores: 6, threads: 12, base: 3.9, boost: 4.4, cache: '16MB L3', tdp: '65W', igpu: 'AMD Radeon Graphics (7 CUs)', memory: 'DDR4 up to 3200MHz, dual channel', cooler: 'AMD Wraith Stealth cooler included.', price: 14500 }),
    processor({ brand: 'AMD', model: 'Ryzen 7 5700X', family: 'Zen 3 AM4', socket: 'AM4', cores: 8, threads: 16, base: 3.4, boost: 4.6, cache: '32MB L3', tdp: '65W', igpu: 'None', memory: 'DDR4 up to 3200MHz, dual channel', price: 18500 }),
    processor({ brand: 'AMD', model: 'Ryzen 5 7600', family: 'Zen 4 AM5', socket: 'AM5', cores: 6, threads: 12, base: 3.8, boost: 5.1, cache: '32MB L3', tdp: '65W', igpu: 'AMD Radeon Graphics (2 CUs)', memory: 'DDR5 up to 5200MHz, dual channel', cooler: 'AMD Wraith Stealth cooler included.', price: 21500 }),
    processor({ brand: 'AMD', model: 'Ryzen 5 8600G', family: 'Zen 4 AM5 APU', socket: 'AM5', cores: 6, threads: 12, base: 4.3, boost: 5.0, cache: '16MB L3', tdp: '65W', igpu: 'AMD Radeon 760M', memory: 'DDR5 up to 5200MHz, dual channel', cooler: 'AMD Wraith Stealth cooler included.', price: 24500 }),
    processor({ brand: 'AMD', model: 'Ryzen 5 9600X', family: 'Zen 5 AM5', socket: 'AM5', cores: 6, threads: 12, base: 3.9, boost: 5.4, cache: '32MB L3', tdp: '65W', igpu: 'AMD Radeon Graphics (2 CUs)', memory: 'DDR5 up to 5600MHz, dual channel', price: 30500 }),
    processor({ brand: 'AMD', model: 'Ryzen 7 7700', family: 'Zen 4 AM5', socket: 'AM5', cores: 8, threads: 16, base: 3.8, boost: 5.3, cache: '32MB L3', tdp: '65W', igpu: 'AMD Radeon Graphics (2 CUs)', memory: 'DDR5 up to 5200MHz, dual channel', cooler: 'AMD Wraith Prism RGB cooler included.', price: 32000 }),
    processor({ brand: 'AMD', model: 'Ryzen 7 7800X3D', family: 'Zen 4 AM5 3D V-Cache', socket: 'AM5', cores: 8, threads: 16, base: 4.2, boost: 5.0, cache: '96MB L3 (3D V-Cache)', tdp: '120W', igpu: 'AMD Radeon Graphics (2 CUs)', memory: 'DDR5 up to 5200MHz, dual channel', price: 48500 }),
    processor({ brand: 'AMD', model: 'Ryzen 7 9800X3D', family: 'Zen 5 AM5 3D V-Cache', socket: 'AM5', cores: 8, threads: 16, base: 4.7, boost: 5.2, cache: '96MB L3 (3D V-Cache)', tdp: '120W', igpu: 'AMD Radeon Graphics (2 CUs)', memory: 'DDR5 up to 5600MHz, dual channel', price: 64000 }),
    processor({ brand: 'AMD', model: 'Ryzen 9 9950X', family: 'Zen 5 AM5', socket: 'AM5', cores: 16, threads: 32, base: 4.3, boost: 5.7, cache: '64MB L3', tdp: '170W', igpu: 'AMD Radeon Graphics (2 CUs)', memory: 'DDR5 up to 5600MHz, dual channel', price: 76000 }),
    processor({ brand: 'AMD', model: 'Ryzen Threadripper PRO 7995WX', family: 'Zen 4 Workstation', socket: 'sTR5', cores: 96, threads: 192, base: 2.5, boost: 5.1, cache: '384MB L3', tdp: '350W', igpu: 'None', memory: 'DDR5-5200 ECC RDIMM, 8 channels, up to 2TB', price: 0 }),

    // Motherboards
    motherboard({ brand: 'ASUS', model: 'PRIME H610M-E D4', chipset: 'Intel H610', socket: LGA1700, form: 'Micro-ATX', memory: '2x DDR4 DIMM, up to 64GB, 3200MHz', m2: 1, sata: 4, lan: 'Realtek 1Gb Ethernet', pcie: '1x PCIe 4.0 x16, 1x PCIe 3.0 x1', io: `${INTEL_IO_BASIC}, VGA`, price: 9800 }),
    motherboard({ brand: 'ASUS', model: 'PRIME B760M-A WIFI D4', chipset: 'Intel B760', socket: LGA1700, form: 'Micro-ATX', memory: '4x DDR4 DIMM, up to 128GB, 5333MHz (OC)', m2: 2, sata: 4, lan: 'Realtek 2.5Gb Ethernet', wifi: 'Wi-Fi 6, Bluetooth 5.2', pcie: '1x PCIe 4.0 x16, 1x PCIe 4.0 x4, 1x PCIe 4.0 x1', io: '1x USB-C, 5x USB-A, 2x DisplayPort, 1x HDMI, 2.5G LAN, audio', price: 19500 }),
    motherboard({ brand: 'ASUS', model: 'TUF GAMING B760M-PLUS WIFI II', chipset: 'Intel B760', socket: LGA1700, form: 'Micro-ATX', memory: '4x DDR5 DIMM, up to 192GB, 7200MHz (OC)', m2: 2, sata: 4, lan: 'Realtek 2.5Gb Ethernet', wifi: 'Wi-Fi 6, Bluetooth 5.3', pcie: '1x PCIe 4.0 x16 (SafeSlot), 1x PCIe 3.0 x16 (x4), 1x PCIe 3.0 x1', io: '1x USB-C 3.2 Gen 2, 6x USB-A, HDMI, DisplayPort, 2.5G LAN, audio', price: 23500 }),
    motherboard({ brand: 'ASUS', model: 'ROG STRIX Z790-E GAMING WIFI II', chipset: 'Intel Z790', socket: LGA1700, form: 'ATX', memory: '4x DDR5 DIMM, up to 192GB, 8000MHz (OC)', m2: 5, sata: 4, lan: 'Intel 2.5Gb Ethernet', wifi: 'Wi-Fi 7, Bluetooth 5.4', pcie: '1x PCIe 5.0 x16, 1x PCIe 4.0 x16 (x4), 1x PCIe 4.0 x1', io: IO_GAMING, price: 62000 }),
    motherboard({ brand: 'ASUS', model: 'TUF GAMING B650-PLUS WIFI', chipset: 'AMD B650', socket: 'AM5', form: 'ATX', memory: '4x DDR5 DIMM, up to 192GB, 6400MHz (OC)', m2: 3, sata: 4, lan: 'Realtek 2.5Gb Ethernet', wifi: 'Wi-Fi 6, Bluetooth 5.2', pcie: '1x PCIe 4.0 x16, 1x PCIe 4.0 x16 (x4), 1x PCIe 4.0 x1', io: '1x USB-C, 7x USB-A, HDMI, DisplayPort, 2.5G LAN, audio', price: 27500 }),
    motherboard({ brand: 'MSI', model: 'PRO H610M-E DDR4', chipset: 'Intel H610', socket: LGA1700, form: 'Micro-ATX', memory: '2x DDR4 DIMM, up to 64GB, 3200MHz', m2: 1, sata: 4, lan: 'Realtek 1Gb Ethernet', pcie: '1x PCIe 4.0 x16, 1x PCIe 3.0 x1', io: `${INTEL_IO_BASIC}, VGA`, price: 9200 }),
    motherboard({ brand: 'MSI', model: 'PRO B760M-A WIFI', chipset: 'Intel B760', socket: LGA1700, form: 'Micro-ATX', memory: '4x DDR5 DIMM, up to 192GB, 6800MHz (OC)', m2: 2, sata: 4, lan: 'Realtek 2.5Gb Ethernet', wifi: 'Wi-Fi 6E, Bluetooth 5.3', pcie: '1x PCIe 4.0 x16, 1x PCIe 3.0 x16 (x4), 1x PCIe 3.0 x1', io: '1x USB-C, 5x USB-A, 2x DisplayPort, HDMI, 2.5G LAN, audio', price: 19800 }),
    motherboard({ brand: 'MSI', model: 'MAG B650 TOMAHAWK WIFI', chipset: 'AMD B650', socket: 'AM5', form: 'ATX', memory: '4x DDR5 DIMM, up to 256GB, 7200MHz (OC)', m2: 3, sata: 6, lan: 'Realtek 2.5Gb Ethernet', wifi: 'Wi-Fi 6E, Bluetooth 5.3', pcie: '1x PCIe 4.0 x16, 2x PCIe 4.0 x16 (x1/x4)', io: IO_GAMING, price: 28500 }),
    motherboard({ brand: 'MSI', model: 'MAG Z890 TOMAHAWK WIFI', chipset: 'Intel Z890', socket: LGA1851, form: 'ATX', memory: '4x DDR5 DIMM, up to 256GB, 9200MHz (OC)', m2: 4, sata: 4, lan: 'Realtek 5Gb Ethernet', wifi: 'Wi-Fi 7, Bluetooth 5.4', pcie: '1x PCIe 5.0 x16, 2x PCIe 4.0 x16 (x4/x1)', io: `${IO_GAMING}, Thunderbolt 4`, price: 42000 }),
    motherboard({ brand: 'MSI', model: 'B550M PRO-VDH WIFI', chipset: 'AMD B550', socket: 'AM4', form: 'Micro-ATX', memory: '4x DDR4 DIMM, up to 128GB, 4400MHz (OC)', m2: 2, sata: 4, lan: 'Realtek 1Gb Ethernet', wifi: 'Wi-Fi 5, Bluetooth 5.1', pcie: '1x PCIe 4.0 x16, 1x PCIe 3.0 x16 (x4), 2x PCIe 3.0 x1', io: '4x USB 3.2, 2x USB 2.0, HDMI, DisplayPort, VGA, RJ45, audio', price: 13500 }),
    motherboard({ brand: 'Gigabyte', model: 'B760M DS3H DDR4', chipset: 'Intel B760', socket: LGA1700, form: 'Micro-ATX', memory: '4x DDR4 DIMM, up to 128GB, 5333MHz (OC)', m2: 2, sata: 4, lan: 'Realtek 2.5Gb Ethernet', pcie: '1x PCIe 4.0 x16, 1x PCIe 3.0 x16 (x4), 1x PCIe 3.0 x1', io: '1x USB-C, 5x USB-A, 2x DisplayPort, HDMI, D-Sub, 2.5G LAN, audio', price: 14500 }),
    motherboard({ brand: 'Gigabyte', model: 'B650 AORUS ELITE AX V2', chipset: 'AMD B650', socket: 'AM5', form: 'ATX', memory: '4x DDR5 DIMM, up to 192GB, 8000MHz (OC)', m2: 3, sata: 4, lan: 'Realtek 2.5Gb Ethernet', wifi: 'Wi-Fi 6E, Bluetooth 5.3', pcie: '1x PCIe 4.0 x16, 2x PCIe 3.0 x16 (x2)', io: '1x USB-C 3.2 Gen 2x2, 7x USB-A, HDMI, 2.5G LAN, Wi-Fi antenna, audio', price: 29500 }),
    motherboard({ brand: 'Gigabyte', model: 'A520M K V2', chipset: 'AMD A520', socket: 'AM4', form: 'Micro-ATX', memory: '2x DDR4 DIMM, up to 64GB, 4733MHz (OC)', m2: 1, sata: 4, lan: 'Realtek 1Gb Ethernet', pcie: '1x PCIe 3.0 x16, 1x PCIe 3.0 x1', io: '4x USB 3.2, 2x USB 2.0, HDMI, RJ45, PS/2, audio', price: 8200 }),
    motherboard({ brand: 'Gigabyte', model: 'B550M AORUS ELITE', chipset: 'AMD B550', socket: 'AM4', form: 'Micro-ATX', memory: '4x DDR4 DIMM, up to 128GB, 4733MHz (OC)', m2: 2, sata: 4, lan: 'Realtek 2.5Gb Ethernet', pcie: '1x PCIe 4.0 x16, 1x PCIe 3.0 x16 (x4), 1x PCIe 3.0 x1', io: '1x USB-C, 5x USB-A, DVI, HDMI, 2.5G LAN, audio', price: 15500 }),
    motherboard({ brand: 'ASRock', model: 'B650M Pro RS WiFi', chipset: 'AMD B650', socket: 'AM5', form: 'Micro-ATX', memory: '4x DDR5 DIMM, up to 256GB, 7200MHz (OC)', m2: 3, sata: 4, lan: 'Realtek 2.5Gb Ethernet', wifi: 'Wi-Fi 6E, Bluetooth 5.2', pcie: '1x PCIe 4.0 x16, 1x PCIe 4.0 x16 (x4), 1x PCIe 4.0 x1', io: '1x USB-C, 5x USB-A, HDMI, DisplayPort, 2.5G LAN, audio', price: 18500 }),
    motherboard({ brand: 'ASRock', model: 'X870E Taichi', chipset: 'AMD X870E', socket: 'AM5', form: 'E-ATX', memory: '4x DDR5 DIMM, up to 256GB, 8000MHz (OC)', m2: 4, sata: 4, lan: 'Realtek 5Gb Ethernet', wifi: 'Wi-Fi 7, Bluetooth 5.4', pcie: '2x PCIe 5.0 x16 (x16 or x8/x8), 1x PCIe 4.0 x4', io: '2x USB4 Type-C, 8x USB-A, HDMI, 5G LAN, Wi-Fi antenna, audio', price: 68000 }),
    motherboard({ brand: 'ASRock', model: 'H610M-HVS', chipset: 'Intel H610', socket: LGA1700, form: 'Micro-ATX', memory: '2x DDR4 DIMM, up to 64GB, 3200MHz', m2: 1, sata: 4, lan: 'Realtek 1Gb Ethernet', pcie: '1x PCIe 4.0 x16, 1x PCIe 3.0 x1', io: '4x USB-A, 2x USB 2.0, HDMI, VGA, RJ45, PS/2, audio', price: 8900 }),

    // Graphics cards
    graphicsCard({ brand: 'MSI', model: 'GeForce RTX 3050 VENTUS 2X 6G OC', chip: 'NVIDIA GeForce RTX 3050', vram: '6GB GDDR6', bus: '96-bit', boost: '1492 MHz', cores: '2304 CUDA cores', outputs: '1x DisplayPort 1.4a, 1x HDMI 2.1, 1x DVI-D', power: '70W (slot powered)', psu: '300W', length: 189, fans: 2, price: 24500 }),
    graphicsCard({ brand: 'ASUS', model: 'Dual GeForce RTX 4060 OC Edition 8GB', chip: 'NVIDIA GeForce RTX 4060', vram: '8GB GDDR6', bus: '128-bit', boost: '2535 MHz (OC mode)', cores: '3072 CUDA cores', outputs: OUT_NV40, power: '115W, 1x 8-pin', psu: '550W', length: 227, fans: 2, price: 39500 }),
    graphicsCard({ brand: 'Gigabyte', model: 'GeForce RTX 4060 EAGLE OC 8G', chip: 'NVIDIA GeForce RTX 4060', vram: '8GB GDDR6', bus: '128-bit', boost: '2505 MHz', cores: '3072 CUDA cores', outputs: '2x DisplayPort 1.4a, 2x HDMI 2.1a', power: '115W, 1x 8-pin', psu: '450W', length: 272, fans: 3, price: 38500 }),
    graphicsCard({ brand: 'Zotac', model: 'GAMING GeForce RTX 4060 Ti Twin Edge 8GB', chip: 'NVIDIA GeForce RTX 4060 Ti', vram: '8GB GDDR6', bus: '128-bit', boost: '2535 MHz', cores: '4352 CUDA cores', outputs: OUT_NV40, power: '160W, 1x 8-pin', psu: '500W', length: 225, fans: 2, price: 48500 }),
    graphicsCard({ brand: 'MSI', model: 'GeForce RTX 5060 Ti 16G VENTUS 2X OC PLUS', chip: 'NVIDIA GeForce RTX 5060 Ti', vram: '16GB GDDR7', bus: '128-bit', boost: '2647 MHz', cores: '4608 CUDA cores', outputs: OUT_NV, power: '180W, 1x 8-pin', psu: '600W', length: 197, fans: 2, price: 58500 }),
    graphicsCard({ brand: 'ASUS', model: 'TUF Gaming GeForce RTX 5070 12GB GDDR7 OC Edition', chip: 'NVIDIA GeForce RTX 5070', vram: '12GB GDDR7', bus: '192-bit', boost: '2610 MHz (OC mode)', cores: '6144 CUDA cores', outputs: '3x DisplayPort 2.1b, 2x HDMI 2.1b', power: '250W, 1x 16-pin', psu: '750W', length: 331, fans: 3, price: 82000 }),
    graphicsCard({ brand: 'Gigabyte', model: 'GeForce RTX 5070 Ti GAMING OC 16G', chip: 'NVIDIA GeForce RTX 5070 Ti', vram: '16GB GDDR7', bus: '256-bit', boost: '2588 MHz', cores: '8960 CUDA cores', outputs: OUT_NV, power: '300W, 1x 16-pin', psu: '850W', length: 340, fans: 3, price: 118000 }),
    graphicsCard({ brand: 'MSI', model: 'GeForce RTX 5080 16G GAMING TRIO OC', chip: 'NVIDIA GeForce RTX 5080', vram: '16GB GDDR7', bus: '256-bit', boost: '2670 MHz', cores: '10752 CUDA cores', outputs: OUT_NV, power: '360W, 1x 16-pin', psu: '850W', length: 338, fans: 3, price: 165000 }),
    graphicsCard({ brand: 'ASUS', model: 'ROG Astral GeForce RTX 5090 32GB GDDR7 OC Edition', chip: 'NVIDIA GeForce RTX 5090', vram: '32GB GDDR7', bus: '512-bit', boost: '2610 MHz (OC mode)', cores: '21760 CUDA cores', outputs: '3x DisplayPort 2.1b, 2x HDMI 2.1b', power: '600W, 1x 16-pin', psu: '1000W', length: 358, fans: 4, price: 385000 }),
    graphicsCard({ brand: 'Sapphire', model: 'PULSE Radeon RX 7600 8GB GDDR6', chip: 'AMD Radeon RX 7600', vram: '8GB GDDR6', bus: '128-bit', boost: '2655 MHz', cores: '2048 stream processors', outputs: '3x DisplayPort 2.1, 1x HDMI 2.1', power: '165W, 1x 8-pin', psu: '550W', length: 240, fans: 2, price: 33500 }),
    graphicsCard({ brand: 'Gigabyte', model: 'Radeon RX 7800 XT GAMING OC 16G', chip: 'AMD Radeon RX 7800 XT', vram: '16GB GDDR6', bus: '256-bit', boost: '2565 MHz', cores: '3840 stream processors', outputs: '2x DisplayPort 2.1, 2x HDMI 2.1', power: '263W, 2x 8-pin', psu: '700W', length: 302, fans: 3, price: 65000 }),
    graphicsCard({ brand: 'PowerColor', model: 'Red Devil Radeon RX 9070 XT 16GB GDDR6', chip: 'AMD Radeon RX 9070 XT', vram: '16GB GDDR6', bus: '256-bit', boost: '3100 MHz', cores: '4096 stream processors', outputs: '3x DisplayPort 2.1a, 1x HDMI 2.1b', power: '340W, 3x 8-pin', psu: '900W', length: 340, fans: 3, price: 92000 }),
    graphicsCard({ brand: 'MSI', model: 'GeForce GT 1030 2GD4 LP OC', chip: 'NVIDIA GeForce GT 1030', vram: '2GB DDR4', bus: '64-bit', boost: '1430 MHz', cores: '384 CUDA cores', outputs: '1x HDMI 2.0b, 1x DVI-D', power: '30W (slot powered)', psu: '300W', length: 150, fans: 1, price: 10500 }),
    graphicsCard({ brand: 'PNY', model: 'NVIDIA RTX A4000 16GB GDDR6', chip: 'NVIDIA RTX A4000', vram: '16GB GDDR6 ECC', bus: '256-bit', boost: '1560 MHz', cores: '6144 CUDA cores', outputs: '4x DisplayPort 1.4a', power: '140W, 1x 6-pin', psu: '550W', length: 241, fans: 1, price: 0 }),
    graphicsCard({ brand: 'PNY', model: 'NVIDIA RTX 6000 Ada Generation 48GB', chip: 'NVIDIA RTX 6000 Ada Generation', vram: '48GB GDDR6 ECC', bus: '384-bit', boost: '2505 MHz', cores: '18176 CUDA cores', outputs: '4x DisplayPort 1.4a', power: '300W, 1x 16-pin', psu: '1000W', length: 267, fans: 1, price: 0 }),

    // RAM — prices reflect the 2025–26 DRAM shortage, which pushed DDR5 up sharply.
    ram({ brand: 'Corsair', series: 'Vengeance LPX', gb: 8, type: 'DDR4', speed: 3200, cl: 'CL16-18-18-36', voltage: '1.35V', colour: 'Black', price: 2900 }),
    ram({ brand: 'Corsair', series: 'Vengeance LPX', gb: 16, type: 'DDR4', speed: 3200, cl: 'CL16-20-20-38', voltage: '1.35V', colour: 'Black', price: 5200 }),
    ram({ brand: 'Corsair', series: 'Vengeance RGB', gb: 32, kit: '2x16GB', type: 'DDR5', speed: 6000, cl: 'CL36-44-44-96', voltage: '1.35V', rgb: true, colour: 'Black', price: 16500, colours: [['Black', 0], ['White', 600]] }),
    ram({ brand: 'Kingston', series: 'FURY Beast', gb: 8, type: 'DDR4', speed: 3200, cl: 'CL16', voltage: '1.35V', colour: 'Black', price: 2700, warranty: 'Lifetime limited warranty (Kingston)' }),
    ram({ brand: 'Kingston', series: 'FURY Beast', gb: 16, type: 'DDR5', speed: 5600, cl: 'CL40', voltage: '1.25V', colour: 'Black', price: 6900, warranty: 'Lifetime limited warranty (Kingston)' }),
    ram({ brand: 'Kingston', series: 'FURY Beast RGB', gb: 32, kit: '2x16GB', type: 'DDR5', speed: 6000, cl: 'CL30', voltage: '1.35V', rgb: true, colour: 'Black', price: 15500, colours: [['Black', 0], ['White', 500]] }),
    ram({ brand: 'Kingston', series: 'ValueRAM', gb: 8, type: 'DDR4', speed: 3200, cl: 'CL22', voltage: '1.2V', laptop: true, colour: 'Green PCB', price: 2500 }),
    ram({ brand: 'G.Skill', series: 'Trident Z5 RGB', gb: 32, kit: '2x16GB', type: 'DDR5', speed: 6400, cl: 'CL32-39-39-102', voltage: '1.40V', rgb: true, colour: 'Matte Black', price: 18500, colours: [['Matte Black', 0], ['Silver', 400]] }),
    ram({ brand: 'G.Skill', series: 'Ripjaws V', gb: 16, type: 'DDR4', speed: 3600, cl: 'CL18-22-22-42', voltage: '1.35V', colour: 'Black', price: 5500 }),
    ram({ brand: 'TeamGroup', series: 'T-Force Delta RGB', gb: 16, type: 'DDR5', speed: 6000, cl: 'CL38', voltage: '1.25V', rgb: true, colour: 'White', price: 7500 }),
    ram({ brand: 'Transcend', series: 'JetRam', gb: 8, type: 'DDR4', speed: 3200, cl: 'CL22', voltage: '1.2V', colour: 'Green PCB', price: 2400, warranty: 'Lifetime limited warranty (Transcend)' }),
    ram({ brand: 'Apacer', series: 'NOX', gb: 16, type: 'DDR4', speed: 3200, cl: 'CL16', voltage: '1.35V', colour: 'Black', price: 4600 }),
    ram({ brand: 'Samsung', series: 'M425R2GA3BB0', gb: 16, type: 'DDR5', speed: 5600, cl: 'CL46', voltage: '1.1V', laptop: true, colour: 'Green PCB', price: 6200, warranty: '3 years' }),
    ram({ brand: 'Crucial', series: 'Pro', gb: 32, kit: '2x16GB', type: 'DDR5', speed: 6000, cl: 'CL36', voltage: '1.35V', colour: 'Black', price: 14500 }),

    // SSDs
    ssd({ brand: 'Kingston', model: 'NV3', gb: 500, iface: 'PCIe 4.0 x4 NVMe', form: 'M.2 2280', read: 5000, write: 3000, tbw: '160TBW', warranty: '3 years', price: 4500, options: [[500, 4500], [1000, 7900], [2000, 14500]] }),
    ssd({ brand: 'Kingston', model: 'A400', gb: 240, iface: 'SATA 6Gb/s', form: '2.5"', read: 500, write: 350, tbw: '80TBW', warranty: '3 years', price: 2400 }),
    ssd({ brand: 'Samsung', model: '990 PRO', gb: 1000, iface: 'PCIe 4.0 x4 NVMe 2.0', form: 'M.2 2280', read: 7450, write: 6900, tbw: '600TBW', warranty: '5 years (Samsung Bangladesh)', price: 15500, options: [[1000, 15500], [2000, 26500], [4000, 48500]] }),
    ssd({ brand: 'Samsung', model: '990 EVO Plus', gb: 2000, iface: 'PCIe 4.0 x4 / 5.0 x2 NVMe', form: 'M.2 2280', read: 7250, write: 6300, tbw: '1200TBW', warranty: '5 years (Samsung Bangladesh)', price: 21500 }),
    ssd({ brand: 'Samsung', model: '870 EVO', gb: 500, iface: 'SATA 6Gb/s', form: '2.5"', read: 560, write: 530, tbw: '300TBW', warranty: '5 years (Samsung Bangladesh)', price: 6500 }),
    ssd({ brand: 'Western Digital', model: 'WD Blue SN580', gb: 1000, iface: 'PCIe 4.0 x4 NVMe', form: 'M.2 2280', read: 4150, write: 4150, tbw: '600TBW', warranty: '5 years', price: 8500 }),
    ssd({ brand: 'Western Digital', model: 'WD_BLACK SN850X', gb: 2000, iface: 'PCIe 4.0 x4 NVMe', form: 'M.2 2280', read: 7300, write: 6600, tbw: '1200TBW', warranty: '5 years', price: 24500 }),
    ssd({ brand: 'Crucial', model: 'P3 Plus', gb: 1000, iface: 'PCIe 4.0 x4 NVMe', form: 'M.2 2280', read: 5000, write: 3600, tbw: '220TBW', warranty: '5 years', price: 8200 }),
    ssd({ brand: 'Transcend', model: '110S', gb: 256, iface: 'PCIe 3.0 x4 NVMe', form: 'M.2 2280', read: 1600, write: 1100, tbw: '100TBW', warranty: '3 years', price: 2900 }),
    ssd({ brand: 'Apacer', model: 'AS340X', gb: 240, iface: 'SATA 6Gb/s', form: '2.5"', read: 550, write: 520, tbw: '140TBW', warranty: '3 years', price: 2200 }),
    ssd({ brand: 'Lexar', model: 'NM790', gb: 2000, iface: 'PCIe 4.0 x4 NVMe', form: 'M.2 2280', read: 7400, write: 6500, tbw: '1500TBW', warranty: '5 years', price: 17500 }),
    ssd({ brand: 'Samsung', model: 'T7 Shield', gb: 1000, iface: 'USB 3.2 Gen 2 (10Gbps) Type-C', form: 'Portable', read: 1050, write: 1000, warranty: '3 years (Samsung Bangladesh)', price: 12500 }),
    ssd({ brand: 'SanDisk', model: 'Extreme Portable V2', gb: 1000, iface: 'USB 3.2 Gen 2 (10Gbps) Type-C', form: 'Portable', read: 1050, write: 1000, warranty: '5 years', price: 13500 }),

    // Hard disks
    hardDisk({ brand: 'Seagate', model: 'BarraCuda', gb: 1000, kind: 'Desktop', rpm: 7200, cache: '64MB', iface: 'SATA 6Gb/s', warranty: '2 years', price: 4700 }),
    hardDisk({ brand: 'Seagate', model: 'BarraCuda', gb: 2000, kind: 'Desktop', rpm: 7200, cache: '256MB', iface: 'SATA 6Gb/s', warranty: '2 years', price: 6500 }),
    hardDisk({ brand: 'Western Digital', model: 'WD Blue', gb: 1000, kind: 'Desktop', rpm: 7200, cache: '64MB', iface: 'SATA 6Gb/s', warranty: '2 years', price: 4900 }),
    hardDisk({ brand: 'Western Digital', model: 'WD Purple', gb: 4000, kind: 'Surveillance', rpm: 5400, cache: '256MB', iface: 'SATA 6Gb/s', warranty: '3 years', price: 11500 }),
    hardDisk({ brand: 'Western Digital', model: 'WD Red Plus', gb: 8000, kind: 'NAS', rpm: 5640, cache: '256MB', iface: 'SATA 6Gb/s', warranty: '3 years', price: 26500 }),
    hardDisk({ brand: 'Seagate', model: 'IronWolf', gb: 4000, kind: 'NAS', rpm: 5400, cache: '256MB', iface: 'SATA 6Gb/s', warranty: '3 years + data recovery', price: 13800 }),
    hardDisk({ brand: 'Seagate', model: 'Exos X20', gb: 20000, kind: 'Enterprise', rpm: 7200, cache: '256MB', iface: 'SATA 6Gb/s', warranty: '5 years', price: 52000 }),
    hardDisk({ brand: 'Toshiba', model: 'P300', gb: 2000, kind: 'Desktop', rpm: 7200, cache: '256MB', iface: 'SATA 6Gb/s', warranty: '2 years', price: 6300 }),
    hardDisk({ brand: 'Western Digital', model: 'My Passport', gb: 2000, kind: 'Portable', iface: 'USB 3.2 Gen 1', warranty: '3 years', colour: 'Black', price: 8900, colours: [['Black', 0], ['Blue', 0], ['Red', 300]] }),
    hardDisk({ brand: 'Seagate', model: 'Expansion', gb: 1000, kind: 'Portable', iface: 'USB 3.0', warranty: '2 years + Rescue data recovery', colour: 'Black', price: 6500 }),
    hardDisk({ brand: 'Transcend', model: 'StoreJet 25M3', gb: 1000, kind: 'Portable', iface: 'USB 3.1 Gen 1', warranty: '3 years', colour: 'Iron Grey', price: 7200 }),

    // Power supplies
    psu({ brand: 'Corsair', model: 'CV550', watts: 550, rating: '80 Plus Bronze', modular: 'Non-modular', fan: '120mm thermally controlled fan', connectors: '1x 24-pin, 1x 4+4-pin CPU, 2x 6+2-pin PCIe, 5x SATA', warranty: '3 years', price: 5900 }),
    psu({ brand: 'Corsair', model: 'RM850e', watts: 850, rating: '80 Plus Gold', modular: 'Fully modular', fan: '120mm rifle-bearing fan, zero RPM mode', connectors: '1x 24-pin, 2x 4+4-pin CPU, 1x 12V-2x6 (600W), 3x 6+2-pin PCIe, 7x SATA', warranty: '7 years', price: 13800 }),
    psu({ brand: 'Corsair', model: 'HX1500i', watts: 1500, rating: '80 Plus Platinum', modular: 'Fully modular', fan: '140mm fluid dynamic bearing fan', connectors: '1x 24-pin, 2x 4+4-pin CPU, 2x 12V-2x6, 9x 6+2-pin PCIe, 16x SATA', warranty: '10 years', price: 38000 }),
    psu({ brand: 'Antec', model: 'CSK650', watts: 650, rating: '80 Plus Bronze', modular: 'Non-modular', fan: '120mm silent fan', connectors: '1x 24-pin, 1x 4+4-pin CPU, 2x 6+2-pin PCIe, 6x SATA', warranty: '5 years', price: 6800 }),
    psu({ brand: 'Antec', model: 'NE750G Zen', watts: 750, rating: '80 Plus Gold', modular: 'Fully modular', fan: '120mm fluid dynamic bearing fan', connectors: '1x 24-pin, 2x 4+4-pin CPU, 1x 12VHPWR, 4x 6+2-pin PCIe, 8x SATA', warranty: '7 years', price: 10500 }),
    psu({ brand: 'Gigabyte', model: 'P650B', watts: 650, rating: '80 Plus Bronze', modular: 'Non-modular', fan: '120mm hydraulic bearing fan', connectors: '1x 24-pin, 1x 4+4-pin CPU, 2x 6+2-pin PCIe, 6x SATA', warranty: '3 years', price: 6200 }),
    psu({ brand: 'MSI', model: 'MAG A650BN', watts: 650, rating: '80 Plus Bronze', modular: 'Non-modular', fan: '120mm sleeve bearing fan', connectors: '1x 24-pin, 1x 4+4-pin CPU, 2x 6+2-pin PCIe, 5x SATA', warranty: '5 years', price: 5800 }),
    psu({ brand: 'MSI', model: 'MPG A1000G PCIE5', watts: 1000, rating: '80 Plus Gold', modular: 'Fully modular', fan: '135mm fluid dynamic bearing fan', connectors: '1x 24-pin, 2x 4+4-pin CPU, 1x 12VHPWR, 6x 6+2-pin PCIe, 12x SATA', warranty: '10 years', price: 17500 }),
    psu({ brand: 'Deepcool', model: 'PK550D', watts: 550, rating: '80 Plus Bronze', modular: 'Non-modular', fan: '120mm fluid dynamic bearing fan', connectors: '1x 24-pin, 1x 4+4-pin CPU, 2x 6+2-pin PCIe, 6x SATA', warranty: '5 years', price: 5400 }),
    psu({ brand: 'Deepcool', model: 'PX1000G', watts: 1000, rating: '80 Plus Gold', modular: 'Fully modular', fan: '135mm fluid dynamic bearing fan', connectors: '1x 24-pin, 2x 4+4-pin CPU, 1x 12VHPWR, 6x 6+2-pin PCIe, 12x SATA', warranty: '10 years', price: 16500 }),
    psu({ brand: 'Cooler Master', model: 'MWE Gold 750 V2', watts: 750, rating: '80 Plus Gold', modular: 'Fully modular', fan: '120mm HDB fan', connectors: '1x 24-pin, 2x 4+4-pin CPU, 4x 6+2-pin PCIe, 12x SATA', warranty: '5 years', price: 10800 }),
    psu({ brand: 'Thermaltake', model: 'Smart', watts: 500, rating: '80 Plus White', modular: 'Non-modular', fan: '120mm low-noise fan', connectors: '1x 24-pin, 1x 4+4-pin CPU, 2x 6+2-pin PCIe, 6x SATA', warranty: '3 years', price: 4300 }),

    // Casings
    casing({ brand: 'Corsair', model: '4000D AIRFLOW', form: 'Mid Tower', boards: 'ATX, Micro-ATX, Mini-ITX', fans: '2x 120mm AirGuide fans', gpu: 360, radiator: 'Up to 360mm front, 280mm top', panel: 'Tempered glass side panel', colour: 'Black', price: 10500, colours: [['Black', 0], ['White', 500]] }),
    casing({ brand: 'Corsair', model: '3500X ARGB', form: 'Mid Tower', boards: 'ATX, Micro-ATX, Mini-ITX, back-connect boards', fans: '3x 120mm RS ARGB fans', gpu: 410, radiator: 'Up to 360mm side and top', panel: 'Dual tempered glass panels', colour: 'Black', price: 12500 }),
    casing({ brand: 'Lian Li', model: 'LANCOOL 216', form: 'Mid Tower', boards: 'E-ATX, ATX, Micro-ATX, Mini-ITX', fans: '2x 160mm ARGB front fans, 1x 140mm rear', gpu: 392, radiator: 'Up to 360mm front and top', panel: 'Tempered glass side panel', colour: 'Black', price: 10900 }),
    casing({ brand: 'Lian Li', model: 'O11 Dynamic EVO', form: 'Mid Tower', boards: 'E-ATX, ATX, Micro-ATX, Mini-ITX', fans: 'No fans included', gpu: 426, radiator: 'Up to 3x 360mm', panel: 'Dual tempered glass (front and side)', colour: 'White', price: 19500 }),
    casing({ brand: 'NZXT', model: 'H5 Flow (2024)', form: 'Mid Tower', boards: 'ATX, Micro-ATX, Mini-ITX', fans: '2x 140mm front fans, 1x 120mm rear', gpu: 365, radiator: 'Up to 360mm front, 240mm top', panel: 'Tempered glass side panel', colour: 'Black', price: 9800 }),
    casing({ brand: 'Deepcool', model: 'CH560', form: 'Mid Tower', boards: 'E-ATX, ATX, Micro-ATX, Mini-ITX', fans: '3x 140mm ARGB front fans, 1x 120mm rear', gpu: 380, radiator: 'Up to 360mm front and top', panel: 'Tempered glass side panel', colour: 'Black', price: 8500 }),
    casing({ brand: 'Deepcool', model: 'CC560 V2', form: 'Mid Tower', boards: 'ATX, Micro-ATX, Mini-ITX', fans: '4x 120mm LED fans', gpu: 370, radiator: 'Up to 360mm front', panel: 'Tempered glass side panel', colour: 'Black', price: 5900 }),
    casing({ brand: 'Antec', model: 'NX410', form: 'Mid Tower', boards: 'ATX, Micro-ATX, Mini-ITX', fans: '3x 120mm ARGB fans', gpu: 330, radiator: 'Up to 280mm front', panel: 'Tempered glass side panel', colour: 'Black', price: 5200 }),
    casing({ brand: 'Montech', model: 'AIR 903 MAX', form: 'Mid Tower', boards: 'E-ATX, ATX, Micro-ATX, Mini-ITX', fans: '3x 140mm front fans, 1x 140mm rear', gpu: 400, radiator: 'Up to 360mm front and top', panel: 'Tempered glass side panel', colour: 'Black', price: 9500 }),
    casing({ brand: 'Cooler Master', model: 'MasterBox Q300L', form: 'Micro Tower', boards: 'Micro-ATX, Mini-ITX', fans: '1x 120mm rear fan', gpu: 360, radiator: 'Up to 240mm front', panel: 'Acrylic side panel', colour: 'Black', price: 5500 }),
    casing({ brand: 'Fantech', model: 'Aero CG80', form: 'Mid Tower', boards: 'ATX, Micro-ATX, Mini-ITX', fans: '4x 120mm RGB fans', gpu: 350, radiator: 'Up to 240mm front', panel: 'Tempered glass side panel', colour: 'White', price: 5300, colours: [['White', 0], ['Black', -200]] }),

    // CPU coolers
    cooler({ brand: 'Deepcool', model: 'AK400', kind: 'Air', size: '120mm', fans: '1x 120mm FDB fan', tdp: 220, rgb: false, colour: 'Black', warranty: '2 years', price: 3300, colours: [['Black', 0], ['White', 300]] }),
    cooler({ brand: 'Deepcool', model: 'AK620 Digital', kind: 'Air', size: 'Dual-tower', fans: '2x 120mm FDB fans', tdp: 260, rgb: true, colour: 'Black', warranty: '2 years', price: 7500 }),
    cooler({ brand: 'Deepcool', model: 'LE520', kind: 'Liquid', size: '240mm', fans: '2x 120mm ARGB fans', tdp: 250, rgb: true, colour: 'Black', warranty: '3 years', price: 7200 }),
    cooler({ brand: 'Cooler Master', model: 'Hyper 212 Black Edition', kind: 'Air', size: '120mm', fans: '1x SickleFlow 120mm fan', tdp: 180, rgb: false, colour: 'Black', warranty: '2 years', price: 3200 }),
    cooler({ brand: 'Corsair', model: 'iCUE H150i ELITE CAPELLIX XT', kind: 'Liquid', size: '360mm', fans: '3x AF120 RGB ELITE fans', tdp: 300, rgb: true, colour: 'Black', warranty: '5 years', price: 22500 }),
    cooler({ brand: 'Lian Li', model: 'Galahad II Trinity', kind: 'Liquid', size: '360mm', fans: '3x 120mm ARGB fans', tdp: 300, rgb: true, colour: 'White', warranty: '3 years', price: 17500 }),
    cooler({ brand: 'Arctic', model: 'Liquid Freezer III', kind: 'Liquid', size: '360mm', fans: '3x P12 PWM PST fans', tdp: 300, rgb: false, colour: 'Black', warranty: '6 years', price: 13500 }),
    cooler({ brand: 'Thermalright', model: 'Peerless Assassin 120 SE', kind: 'Air', size: 'Dual-tower', fans: '2x TL-C12C 120mm fans', tdp: 245, rgb: false, colour: 'Black', warranty: '1 year', price: 4300 }),
    cooler({ brand: 'NZXT', model: 'Kraken 360 RGB', kind: 'Liquid', size: '360mm', fans: '3x F120 RGB Core fans', tdp: 300, rgb: true, colour: 'Black', warranty: '6 years', price: 25000 }),
    cooler({ brand: 'Noctua', model: 'NH-D15 chromax.black', kind: 'Air', size: 'Dual-tower', fans: '2x NF-A15 140mm fans', tdp: 250, rgb: false, colour: 'Black', warranty: '6 years', price: 16500 }),
  ];
}
