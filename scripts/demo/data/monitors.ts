import type { Draft } from './common.ts';
import { paragraphs, pick, specRows, warrantyRows } from './common.ts';

const PIXELS: Record<string, string> = {
  FHD: '1920 x 1080',
  QHD: '2560 x 1440',
  '4K UHD': '3840 x 2160',
  '5K': '5120 x 2880',
  UWQHD: '3440 x 1440',
};

interface MonitorIn {
  category: 'Gaming Monitor' | 'Office Monitor' | 'Professional Monitor';
  brand: string;
  model: string;
  size: number;
  res: keyof typeof PIXELS;
  panel: string;
  hz: number;
  response: string;
  brightness: number;
  gamut: string;
  ports: string;
  sync?: string;
  stand?: string;
  speakers?: boolean;
  curved?: string;
  colour?: string;
  warranty?: string;
  price: number;
  popularity?: number;
}

function monitor(o: MonitorIn): Draft {
  const kind = o.category === 'Gaming Monitor' ? 'Gaming Monitor' : o.category === 'Professional Monitor' ? 'Professional Monitor' : 'Monitor';
  const name = `${o.brand} ${o.model} ${o.size}" ${o.res} ${o.panel}${o.curved ? ' Curved' : ''} ${o.hz}Hz ${kind}`;
  const px = PIXELS[o.res] ?? '';
  const warranty = o.warranty ?? '3 years (panel included)';
  const use =
    o.category === 'Gaming Monitor'
      ? pick([
          `At ${o.hz}Hz with ${o.response} response, fast shooters like Valorant and CS2 feel noticeably smoother than on a 60Hz office screen.`,
          `The ${o.hz}Hz refresh rate and ${o.sync ?? 'adaptive sync'} remove tearing and stutter in competitive games.`,
        ], o.model)
      : o.category === 'Professional Monitor'
        ? 'Factory calibration (Delta E < 2, report in the box) makes it suitable for photo editing, print and video work where colour accuracy matters.'
        : pick([
            'Flicker-free backlight and a low blue light mode keep eyes comfortable through a full office day.',
            'It is an easy, affordable upgrade for home offices, classrooms and front desks.',
          ], o.model);
  return {
    name,
    category: o.category,
    brand: o.brand,
    art: 'monitor',
    retailPrice: o.price,
    shortDescription: `${o.size}-inch ${o.res} ${o.panel} monitor with ${o.hz}Hz refresh rate and ${o.response} response time.`,
    description: paragraphs(
      `The ${o.brand} ${o.model} is a ${o.size}-inch ${o.panel}${o.curved ? ` curved (${o.curved})` : ''} monitor with ${o.res} (${px}) resolution, ${o.brightness} nits brightness and ${o.gamut} colour coverage. ${use}`,
      `Inputs include ${o.ports}.${o.speakers ? ' Built-in speakers cover video calls and YouTube without extra cables.' : ''} ${o.stand ? `The stand is ${o.stand.toLowerCase()}.` : 'The stand tilts, and a VESA 100 mount lets you put it on a monitor arm.'}`,
      `Dokan sells it with ${warranty} from the official distributor; dead-pixel claims are handled under the manufacturer's pixel policy.`,
    ),
    specs: specRows([
      ['Display', 'Display Size', `${o.size} inch`],
      ['Display', 'Resolution', `${o.res} (${px})`],
      ['Display', 'Panel', o.panel + (o.curved ? `, curved ${o.curved}` : '')],
      ['Display', 'Refresh Rate', `${o.hz}Hz`],
      ['Display', 'Response Time', o.response],
      ['Display', 'Brightness', `${o.brightness} cd/m²`],
      ['Display', 'Colour Gamut', o.gamut],
      o.sync !== undefined && ['Display', 'Adaptive Sync', o.sync],
      ['Ports', 'Ports', o.ports],
      ['Audio', 'Speakers', o.speakers ? 'Built-in 2x 2W' : 'None'],
      ['Physical', 'Stand', o.stand ?? 'Tilt, VESA 100 x 100'],
      ['Physical', 'Colour', o.colour ?? 'Black'],
      ...warrantyRows(warranty),
    ]),
    color: o.colour ?? 'Black',
    size: `${o.size}"`,
    popularity: o.popularity,
  };
}

const G = 'Gaming Monitor';
const O = 'Office Monitor';
const P = 'Professional Monitor';

export function monitorDrafts(): Draft[] {
  return [
    monitor({ category: G, brand: 'ASUS', model: 'TUF Gaming VG249Q3A', size: 23.8, res: 'FHD', panel: 'Fast IPS', hz: 180, response: '1ms (GTG)', brightness: 300, gamut: '99% sRGB', ports: '2x HDMI 2.0, 1x DisplayPort 1.2, 3.5mm out', sync: 'FreeSync Premium, G-Sync compatible', speakers: true, price: 17500, popularity: 0.9 }),
    monitor({ category: G, brand: 'MSI', model: 'G244F E2', size: 23.8, res: 'FHD', panel: 'Rapid IPS', hz: 180, response: '1ms (GTG)', brightness: 300, gamut: '118% sRGB', ports: '2x HDMI 2.0b, 1x DisplayPort 1.2a', sync: 'Adaptive-Sync', price: 14800, popularity: 0.85 }),
    monitor({ category: G, brand: 'Gigabyte', model: 'G27F 2', size: 27, res: 'FHD', panel: 'IPS', hz: 170, response: '1ms (MPRT)', brightness: 300, gamut: '120% sRGB', ports: '2x HDMI 2.0, 1x DisplayPort 1.2, 2x USB 3.0', sync: 'FreeSync Premium', stand: 'Height, tilt adjustable; VESA 100', price: 21500 }),
    monitor({ category: G, brand: 'LG', model: 'UltraGear 27GS65F', size: 27, res: 'FHD', panel: 'IPS', hz: 180, response: '1ms (GTG)', brightness: 300, gamut: '99% sRGB', ports: '2x HDMI, 1x DisplayPort 1.4', sync: 'FreeSync, G-Sync compatible', price: 23500 }),
    monitor({ category: G, brand: 'Samsung', model: 'Odyssey G5 LS27CG510', size: 27, res: 'QHD', panel: 'VA', hz: 165, response: '1ms (MPRT)', brightness: 300, gamut: '125% sRGB', ports: '1x HDMI 2.0, 1x DisplayPort 1.2', sync: 'FreeSync Premium', price: 31500 }),
    monitor({ category: G, brand: 'AOC', model: '24G4', size: 23.8, res: 'FHD', panel: 'Fast IPS', hz: 180, response: '1ms (GTG)', brightness: 300, gamut: '99% sRGB', ports: '2x HDMI 2.0, 1x DisplayPort 1.4', sync: 'Adaptive-Sync', stand: 'Height, swivel, pivot adjustable', price: 16500 }),
    monitor({ category: G, brand: 'MSI', model: 'MAG 274QRF QD E2', size: 27, res: 'QHD', panel: 'Rapid IPS Quantum Dot', hz: 180, response: '1ms (GTG)', brightness: 400, gamut: '97% DCI-P3', ports: '2x HDMI 2.0b, 1x DisplayPort 1.4a, 1x USB-C (DP Alt)', sync: 'Adaptive-Sync, G-Sync compatible', stand: 'Height, swivel, pivot adjustable', price: 37500 }),
    monitor({ category: G, brand: 'ASUS', model: 'ROG Swift OLED PG27AQDM', size: 26.5, res: 'QHD', panel: 'WOLED', hz: 240, response: '0.03ms (GTG)', brightness: 1000, gamut: '99% DCI-P3', ports: '2x HDMI 2.0, 1x DisplayPort 1.4, USB hub', sync: 'G-Sync compatible, FreeSync Premium', stand: 'Height, swivel, tilt adjustable', price: 118000 }),
    monitor({ category: G, brand: 'Xiaomi', model: 'Gaming Monitor G27i', size: 27, res: 'FHD', panel: 'Fast IPS', hz: 165, response: '1ms (GTG)', brightness: 250, gamut: '95% DCI-P3', ports: '1x HDMI 2.0, 1x DisplayPort 1.4', sync: 'FreeSync Premium', price: 18500 }),
    monitor({ category: G, brand: 'LG', model: 'UltraGear 34GP63A-B', size: 34, res: 'UWQHD', panel: 'VA', curved: '1800R', hz: 160, response: '1ms (MBR)', brightness: 300, gamut: '99% sRGB', ports: '2x HDMI, 1x DisplayPort 1.4', sync: 'FreeSync Premium', price: 45000 }),
    monitor({ category: G, brand: 'ViewSonic', model: 'VX2479-HD-PRO', size: 24, res: 'FHD', panel: 'IPS', hz: 180, response: '1ms (MPRT)', brightness: 250, gamut: '104% sRGB', ports: '2x HDMI 1.4, 1x DisplayPort 1.2', sync: 'FreeSync Premium', speakers: true, price: 15500 }),
    monitor({ category: G, brand: 'Samsung', model: 'Odyssey OLED G8 G80SD', size: 32, res: '4K UHD', panel: 'QD-OLED', hz: 240, response: '0.03ms (GTG)', brightness: 250, gamut: '99% DCI-P3', ports: '1x HDMI 2.1, 1x DisplayPort 1.4, 2x USB', sync: 'FreeSync Premium Pro, G-Sync compatible', stand: 'Height, tilt, swivel adjustable', colour: 'Silver', price: 0 }),

    monitor({ category: O, brand: 'Dell', model: 'SE2425H', size: 23.8, res: 'FHD', panel: 'VA', hz: 75, response: '5ms (GTG)', brightness: 250, gamut: '72% NTSC', ports: '1x HDMI 1.4, 1x VGA', price: 13500, popularity: 0.9 }),
    monitor({ category: O, brand: 'Dell', model: 'P2425H', size: 23.8, res: 'FHD', panel: 'IPS', hz: 100, response: '5ms (GTG)', brightness: 250, gamut: '99% sRGB', ports: '1x HDMI, 1x DisplayPort, 1x VGA, 4x USB', stand: 'Height, tilt, swivel, pivot adjustable', price: 22500 }),
    monitor({ category: O, brand: 'HP', model: 'M24f', size: 23.8, res: 'FHD', panel: 'IPS', hz: 75, response: '5ms (GTG)', brightness: 300, gamut: '99% sRGB', ports: '1x HDMI 1.4, 1x VGA', colour: 'White', price: 15900 }),
    monitor({ category: O, brand: 'HP', model: 'P22 G5', size: 21.5, res: 'FHD', panel: 'IPS', hz: 75, response: '5ms (GTG)', brightness: 250, gamut: '72% NTSC', ports: '1x HDMI, 1x DisplayPort, 1x VGA', price: 13500 }),
    monitor({ category: O, brand: 'Samsung', model: 'LS24C310EAW', size: 24, res: 'FHD', panel: 'IPS', hz: 75, response: '5ms (GTG)', brightness: 250, gamut: '72% NTSC', ports: '1x HDMI, 1x VGA', price: 12800 }),
    monitor({ category: O, brand: 'LG', model: '24MR400-B', size: 23.8, res: 'FHD', panel: 'IPS', hz: 100, response: '5ms (GTG)', brightness: 250, gamut: '99% sRGB', ports: '1x HDMI, 1x VGA', sync: 'AMD FreeSync', price: 12500 }),
    monitor({ category: O, brand: 'Xiaomi', model: 'Monitor A24i', size: 23.8, res: 'FHD', panel: 'IPS', hz: 100, response: '6ms (GTG)', brightness: 250, gamut: '99% sRGB', ports: '1x HDMI 1.4, 1x DisplayPort 1.2', price: 11500, popularity: 0.8 }),
    monitor({ category: O, brand: 'ViewSonic', model: 'VA2432-H', size: 24, res: 'FHD', panel: 'IPS', hz: 100, response: '4ms (GTG)', brightness: 250, gamut: '104% sRGB', ports: '1x HDMI 1.4, 1x VGA', price: 12900 }),
    monitor({ category: O, brand: 'Philips', model: '241V8', size: 23.8, res: 'FHD', panel: 'IPS', hz: 75, response: '4ms (GTG)', brightness: 250, gamut: '102% sRGB', ports: '1x HDMI 1.4, 1x VGA', price: 11900 }),
    monitor({ category: O, brand: 'AOC', model: '22B30HM2', size: 21.5, res: 'FHD', panel: 'VA', hz: 100, response: '4ms (GTG)', brightness: 250, gamut: '104% sRGB', ports: '1x HDMI 1.4, 1x VGA', price: 9800 }),
    monitor({ category: O, brand: 'Lenovo', model: 'ThinkVision S24i-30', size: 23.8, res: 'FHD', panel: 'IPS', hz: 100, response: '4ms (extreme mode)', brightness: 250, gamut: '99% sRGB', ports: '1x HDMI 1.4, 1x VGA, 3.5mm out', colour: 'Raven Black', price: 14500 }),
    monitor({ category: O, brand: 'Walton', model: 'WD215V04', size: 21.5, res: 'FHD', panel: 'VA', hz: 75, response: '5ms (GTG)', brightness: 250, gamut: '72% NTSC', ports: '1x HDMI, 1x VGA', warranty: '3 years (Walton service centre)', price: 9500 }),

    monitor({ category: P, brand: 'Dell', model: 'UltraSharp U2724D', size: 27, res: 'QHD', panel: 'IPS Black', hz: 120, response: '5ms (GTG)', brightness: 350, gamut: '100% sRGB, 98% DCI-P3', ports: '1x HDMI 2.1, 1x DisplayPort 1.4, USB-C upstream, 4x USB hub', stand: 'Height, tilt, swivel, pivot adjustable', colour: 'Silver', price: 48500 }),
    monitor({ category: P, brand: 'Dell', model: 'UltraSharp U3223QE', size: 31.5, res: '4K UHD', panel: 'IPS Black', hz: 60, response: '5ms (GTG)', brightness: 400, gamut: '100% sRGB, 98% DCI-P3', ports: '1x HDMI, 1x DisplayPort, USB-C (90W PD), RJ45, USB hub', stand: 'Height, tilt, swivel, pivot adjustable', colour: 'Silver', price: 105000 }),
    monitor({ category: P, brand: 'BenQ', model: 'PD2705U', size: 27, res: '4K UHD', panel: 'IPS', hz: 60, response: '5ms (GTG)', brightness: 350, gamut: '99% sRGB, Rec.709', ports: '1x HDMI 2.0, 1x DisplayPort 1.4, USB-C (65W PD), USB hub', stand: 'Height, tilt, swivel, pivot adjustable', colour: 'Grey', price: 62000 }),
    monitor({ category: P, brand: 'LG', model: '27UP850N-W', size: 27, res: '4K UHD', panel: 'IPS', hz: 60, response: '5ms (GTG)', brightness: 400, gamut: '95% DCI-P3', ports: '2x HDMI, 1x DisplayPort, USB-C (96W PD)', stand: 'Height, tilt, pivot adjustable', colour: 'White', speakers: true, price: 55000 }),
    monitor({ category: P, brand: 'ASUS', model: 'ProArt PA278QV', size: 27, res: 'QHD', panel: 'IPS', hz: 75, response: '5ms (GTG)', brightness: 350, gamut: '100% sRGB, Calman verified', ports: '1x HDMI, 1x DisplayPort, 1x Mini DP, DVI, USB hub', stand: 'Height, tilt, swivel, pivot adjustable', speakers: true, price: 44500 }),
    monitor({ category: P, brand: 'ViewSonic', model: 'VP2768a', size: 27, res: 'QHD', panel: 'IPS', hz: 60, response: '5ms (GTG)', brightness: 350, gamut: '100% sRGB, Pantone validated', ports: '1x HDMI, 1x DisplayPort, USB-C (90W PD), RJ45, daisy-chain DP out', stand: 'Height, tilt, swivel, pivot adjustable', price: 49500 }),
    monitor({ category: P, brand: 'Samsung', model: 'ViewFinity S8 LS27B800', size: 27, res: '4K UHD', panel: 'IPS', hz: 60, response: '5ms (GTG)', brightness: 350, gamut: '98% sRGB, HDR10', ports: '1x HDMI 2.0, 1x DisplayPort 1.4, USB-C (90W PD), USB hub', stand: 'Height, tilt, swivel, pivot adjustable', price: 52000 }),
    monitor({ category: P, brand: 'Apple', model: 'Studio Display', size: 27, res: '5K', panel: 'Retina IPS', hz: 60, response: '8ms', brightness: 600, gamut: 'P3 wide colour', ports: '1x Thunderbolt 3 (96W charging), 3x USB-C', stand: 'Tilt-adjustable stand', speakers: true, colour: 'Silver', warranty: '1 year Apple international warranty', price: 195000 }),
    monitor({ category: P, brand: 'Eizo', model: 'ColorEdge CG2700X', size: 27, res: '4K UHD', panel: 'IPS', hz: 60, response: '13ms (GTG)', brightness: 500, gamut: '99% Adobe RGB, 98% DCI-P3, built-in calibration sensor', ports: '1x HDMI, 1x DisplayPort, USB-C (94W PD), RJ45', stand: 'Height, tilt, swivel, pivot adjustable', warranty: '5 years', price: 0 }),
  ];
}
