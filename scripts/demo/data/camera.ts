import type { Draft } from './common.ts';
import { colourVariants, paragraphs, pick, specRows, warrantyRows } from './common.ts';

interface CameraIn {
  category: 'DSLR Camera' | 'Mirrorless Camera';
  brand: string;
  model: string;
  kit: string;
  sensor: string;
  mp: number;
  processor: string;
  iso: string;
  af: string;
  burst: string;
  video: string;
  screen: string;
  stabilisation: string;
  battery: string;
  weight: number;
  price: number;
  colour?: string;
  popularity?: number;
}

function camera(o: CameraIn): Draft {
  const body = o.kit === 'Body Only';
  const warranty = '1 year official warranty (brand service centre)';
  const level = o.price === 0 || o.price > 200000 ? 'professional' : o.price > 100000 ? 'enthusiast' : 'beginner';
  return {
    name: `${o.brand} ${o.model} ${o.mp}MP ${o.category === 'DSLR Camera' ? 'DSLR' : 'Mirrorless'} Camera ${body ? '(Body Only)' : `with ${o.kit}`}`,
    category: o.category,
    brand: o.brand,
    art: 'camera',
    retailPrice: o.price,
    shortDescription: `${o.mp}MP ${o.sensor} ${o.category === 'DSLR Camera' ? 'DSLR' : 'mirrorless camera'} with ${o.af.split(',')[0]} and ${o.video.split(',')[0]} video.`,
    description: paragraphs(
      `The ${o.brand} ${o.model} pairs a ${o.mp}MP ${o.sensor} sensor with the ${o.processor} processor, ISO ${o.iso} and ${o.burst} burst shooting. ${level === 'beginner' ? 'Guided menus make it an easy first camera for students, travellers and new YouTubers.' : level === 'enthusiast' ? 'It is a favourite with wedding and event photographers who need reliable autofocus in dim halls.' : 'Its speed, resolution and build are made for professional sports, wildlife and commercial work.'}`,
      `Autofocus: ${o.af}. Video: ${o.video}. Stabilisation: ${o.stabilisation}. The ${o.screen} makes ${pick(['vlogging and low-angle shots', 'framing in tricky positions', 'reviewing shots in bright sun'], o.model)} easy.`,
      `${body ? 'Sold as body only; lenses are sold separately.' : `It comes with the ${o.kit}.`} Battery: ${o.battery}. Weight: ${o.weight} g (body). ${warranty}.`,
    ),
    specs: specRows([
      ['Sensor', 'Sensor', o.sensor],
      ['Sensor', 'Resolution', `${o.mp} megapixels`],
      ['Sensor', 'Processor', o.processor],
      ['Sensor', 'ISO Range', o.iso],
      ['Focus', 'Autofocus', o.af],
      ['Shooting', 'Burst Speed', o.burst],
      ['Video', 'Video', o.video],
      ['Display', 'Screen', o.screen],
      ['Features', 'Stabilisation', o.stabilisation],
      ['Lens', 'Kit', o.kit],
      ['Battery', 'Battery', o.battery],
      ['Physical', 'Weight', `${o.weight} g (body)`],
      ...warrantyRows(warranty),
    ]),
    color: o.colour ?? 'Black',
    popularity: o.popularity,
  };
}

interface ActionIn {
  brand: string;
  model: string;
  video: string;
  photo: string;
  stabilisation: string;
  water: string;
  battery: string;
  screen: string;
  price: number;
  colour?: string;
  label?: string;
}

function actionCamera(o: ActionIn): Draft {
  return {
    name: `${o.brand} ${o.model} ${o.label ?? 'Action Camera'}`,
    category: 'Action Camera',
    brand: o.brand,
    art: 'camera',
    retailPrice: o.price,
    shortDescription: `${o.label ?? 'Action camera'} shooting ${o.video.split(',')[0]} with ${o.stabilisation.split(',')[0]} and ${o.water}.`,
    description: paragraphs(
      `The ${o.brand} ${o.model} records ${o.video} and ${o.photo} stills. ${o.stabilisation} keeps footage smooth on bike rides, treks in Bandarban and boat trips on the Padma.`,
      `It is ${o.water}, has ${o.screen} and a battery rated for ${o.battery}.`,
    ),
    specs: specRows([
      ['Video', 'Video', o.video],
      ['Camera', 'Photo', o.photo],
      ['Features', 'Stabilisation', o.stabilisation],
      ['Display', 'Screen', o.screen],
      ['Battery', 'Battery', o.battery],
      ['Physical', 'Water Resistance', o.water],
      ['Physical', 'Colour', o.colour ?? 'Black'],
      ...warrantyRows('1 year official warranty'),
    ]),
    color: o.colour ?? 'Black',
  };
}

interface WebcamIn {
  brand: string;
  model: string;
  res: string;
  fps: number;
  fov: string;
  focus: string;
  mic: string;
  price: number;
  colour?: string;
  colours?: readonly (readonly [string, number])[];
}

function webcam(o: WebcamIn): Draft {
  return {
    name: `${o.brand} ${o.model} ${/\d+p|\dK/.exec(o.res)?.[0] ?? 'HD'} Webcam`,
    category: 'Webcam',
    brand: o.brand,
    art: 'camera',
    retailPrice: o.price,
    shortDescription: `${o.res} ${o.fps}fps webcam with ${o.fov} field of view and ${o.mic.toLowerCase()}.`,
    description: paragraphs(
      `The ${o.brand} ${o.model} streams ${o.res} video at ${o.fps}fps with a ${o.fov} field of view and ${o.focus.toLowerCase()}. ${pick(['It makes Zoom, Google Meet and Teams calls look sharp even in dim rooms.', 'It is a simple upgrade for online classes, freelancing interviews and streaming.'], o.model)}`,
      `Audio comes from ${o.mic.toLowerCase()}. The universal clip fits laptops and monitors, and it is plug-and-play over USB with no drivers.`,
    ),
    specs: specRows([
      ['Video', 'Resolution', o.res],
      ['Video', 'Frame Rate', `${o.fps}fps`],
      ['Camera', 'Field of View', o.fov],
      ['Camera', 'Focus', o.focus],
      ['Audio', 'Microphone', o.mic],
      ['Ports', 'Connection', 'USB-A, 1.5m cable'],
      ['Physical', 'Colour', o.colour ?? 'Black'],
      ...warrantyRows('1 year official warranty'),
    ]),
    variants: o.colours ? colourVariants(o.price, o.colours) : undefined,
    color: o.colour ?? 'Black',
  };
}

const D = 'DSLR Camera';
const M = 'Mirrorless Camera';

export function cameraDrafts(): Draft[] {
  return [
    camera({
      category: D,
      brand: 'Canon',
      model: 'EOS 1500D',
      kit: 'EF-S 18-55mm IS II Lens',
      sensor: 'APS-C CMOS',
      mp: 24.1,
      processor: 'DIGIC 4+',
      iso: '100–6400 (H: 12800)',
      af: '9-point phase detection AF',
      burst: '3 fps',
      video: 'Full HD 1080p 30fps',
      screen: '3" fixed LCD',
      stabilisation: 'Lens-based (IS)',
      battery: 'LP-E10, about 500 shots',
      weight: 475,
      price: 52000,
      popularity: 0.9,
    }),
    camera({
      category: D,
      brand: 'Canon',
      model: 'EOS 200D Mark II',
      kit: 'EF-S 18-55mm IS STM Lens',
      sensor: 'APS-C CMOS',
      mp: 24.1,
      processor: 'DIGIC 8',
      iso: '100–25600',
      af: 'Dual Pixel CMOS AF, 9-point viewfinder AF',
      burst: '5 fps',
      video: '4K 25fps, Full HD 60fps',
      screen: '3" vari-angle touchscreen',
      stabilisation: 'Lens-based (IS), 5-axis digital IS for video',
      battery: 'LP-E17, about 1,070 shots',
      weight: 449,
      price: 78000,
    }),
    camera({
      category: D,
      brand: 'Canon',
      model: 'EOS 90D',
      kit: 'Body Only',
      sensor: 'APS-C CMOS',
      mp: 32.5,
      processor: 'DIGIC 8',
      iso: '100–25600',
      af: '45-point all cross-type AF, Dual Pixel CMOS AF',
      burst: '10 fps',
      video: '4K 30fps uncropped, Full HD 120fps',
      screen: '3" vari-angle touchscreen',
      stabilisation: 'Lens-based (IS)',
      battery: 'LP-E6N, about 1,300 shots',
      weight: 701,
      price: 135000,
    }),
    camera({
      category: D,
      brand: 'Nikon',
      model: 'D5600',
      kit: 'AF-P 18-55mm VR Lens',
      sensor: 'APS-C CMOS',
      mp: 24.2,
      processor: 'EXPEED 4',
      iso: '100–25600',
      af: '39-point AF (9 cross-type)',
      burst: '5 fps',
      video: 'Full HD 1080p 60fps',
      screen: '3.2" vari-angle touchscreen',
      stabilisation: 'Lens-based (VR)',
      battery: 'EN-EL14a, about 970 shots',
      weight: 465,
      price: 76000,
    }),
    camera({
      category: D,
      brand: 'Nikon',
      model: 'D7500',
      kit: 'AF-S 18-140mm VR Lens',
      sensor: 'APS-C CMOS',
      mp: 20.9,
      processor: 'EXPEED 5',
      iso: '100–51200',
      af: '51-point AF (15 cross-type)',
      burst: '8 fps',
      video: '4K 30fps',
      screen: '3.2" tilting touchscreen',
      stabilisation: 'Lens-based (VR)',
      battery: 'EN-EL15a, about 950 shots',
      weight: 720,
      price: 128000,
    }),
    camera({
      category: D,
      brand: 'Nikon',
      model: 'D850',
      kit: 'Body Only',
      sensor: 'Full-frame BSI CMOS',
      mp: 45.7,
      processor: 'EXPEED 5',
      iso: '64–25600',
      af: '153-point AF (99 cross-type)',
      burst: '7 fps (9 fps with grip)',
      video: '4K 30fps, 8K time-lapse',
      screen: '3.2" tilting touchscreen',
      stabilisation: 'Lens-based (VR)',
      battery: 'EN-EL15a, about 1,840 shots',
      weight: 1005,
      price: 295000,
    }),
    camera({
      category: D,
      brand: 'Canon',
      model: 'EOS 3000D',
      kit: 'EF-S 18-55mm III Lens',
      sensor: 'APS-C CMOS',
      mp: 18,
      processor: 'DIGIC 4+',
      iso: '100–6400',
      af: '9-point AF',
      burst: '3 fps',
      video: 'Full HD 1080p 30fps',
      screen: '2.7" fixed LCD',
      stabilisation: 'None (non-IS kit lens)',
      battery: 'LP-E10, about 500 shots',
      weight: 436,
      price: 44500,
    }),

    camera({
      category: M,
      brand: 'Sony',
      model: 'Alpha ZV-E10 II',
      kit: 'E PZ 16-50mm Lens',
      sensor: 'APS-C Exmor R CMOS',
      mp: 26,
      processor: 'BIONZ XR',
      iso: '100–32000',
      af: '759-point hybrid AF with real-time eye tracking',
      burst: '11 fps',
      video: '4K 60fps (crop), 4K 30fps oversampled, S-Cinetone',
      screen: '3" vari-angle touchscreen',
      stabilisation: 'Active mode digital stabilisation',
      battery: 'NP-FZ100, about 610 shots',
      weight: 377,
      price: 115000,
      popularity: 0.9,
    }),
    camera({
      category: M,
      brand: 'Sony',
      model: 'Alpha 6400',
      kit: 'E 16-50mm OSS Lens',
      sensor: 'APS-C Exmor CMOS',
      mp: 24.2,
      processor: 'BIONZ X',
      iso: '100–32000',
      af: '425-point hybrid AF, real-time tracking',
      burst: '11 fps',
      video: '4K 30fps, Full HD 120fps',
      screen: '3" 180° tilting touchscreen',
      stabilisation: 'Lens-based (OSS)',
      battery: 'NP-FW50, about 410 shots',
      weight: 403,
      price: 108000,
    }),
    camera({
      category: M,
      brand: 'Sony',
      model: 'Alpha 7 IV',
      kit: 'Body Only',
      sensor: 'Full-frame Exmor R BSI CMOS',
      mp: 33,
      processor: 'BIONZ XR',
      iso: '100–51200',
      af: '759-point hybrid AF, real-time eye AF (human, animal, bird)',
      burst: '10 fps',
      video: '4K 60fps 10-bit 4:2:2, S-Log3',
      screen: '3" vari-angle touchscreen',
      stabilisation: '5-axis in-body (5.5 stops)',
      battery: 'NP-FZ100, about 580 shots',
      weight: 658,
      price: 265000,
    }),
    camera({
      category: M,
      brand: 'Sony',
      model: 'Alpha 1 II',
      kit: 'Body Only',
      sensor: 'Full-frame stacked Exmor RS CMOS',
      mp: 50.1,
      processor: 'BIONZ XR with AI unit',
      iso: '100–32000',
      af: '759-point AI subject recognition AF',
      burst: '30 fps (blackout-free)',
      video: '8K 30fps, 4K 120fps',
      screen: '3.2" 4-axis multi-angle touchscreen',
      stabilisation: '5-axis in-body (8.5 stops)',
      battery: 'NP-FZ100, about 420 shots',
      weight: 743,
      price: 0,
    }),
    camera({
      category: M,
      brand: 'Canon',
      model: 'EOS R50',
      kit: 'RF-S 18-45mm IS STM Lens',
      sensor: 'APS-C CMOS',
      mp: 24.2,
      processor: 'DIGIC X',
      iso: '100–32000',
      af: 'Dual Pixel CMOS AF II, subject detection',
      burst: '12 fps (15 fps electronic)',
      video: '4K 30fps oversampled from 6K',
      screen: '3" vari-angle touchscreen',
      stabilisation: 'Lens-based (IS), movie digital IS',
      battery: 'LP-E17, about 370 shots',
      weight: 375,
      price: 95000,
      colour: 'White',
    }),
    camera({
      category: M,
      brand: 'Canon',
      model: 'EOS R6 Mark II',
      kit: 'Body Only',
      sensor: 'Full-frame CMOS',
      mp: 24.2,
      processor: 'DIGIC X',
      iso: '100–102400',
      af: 'Dual Pixel CMOS AF II, 1,053 zones',
      burst: '12 fps mechanical, 40 fps electronic',
      video: '4K 60fps oversampled from 6K, Full HD 180fps',
      screen: '3" vari-angle touchscreen',
      stabilisation: '5-axis in-body (8 stops)',
      battery: 'LP-E6NH, about 580 shots',
      weight: 670,
      price: 275000,
    }),
    camera({
      category: M,
      brand: 'Nikon',
      model: 'Z50 II',
      kit: 'NIKKOR Z DX 16-50mm VR Lens',
      sensor: 'APS-C CMOS',
      mp: 20.9,
      processor: 'EXPEED 7',
      iso: '100–51200',
      af: '209-point hybrid AF, 9 subject types',
      burst: '11 fps (30 fps electronic)',
      video: '4K 60fps (crop), 4K 30fps oversampled',
      screen: '3.2" vari-angle touchscreen',
      stabilisation: 'Lens-based (VR), electronic VR for video',
      battery: 'EN-EL25a, about 250 shots',
      weight: 550,
      price: 105000,
    }),
    camera({
      category: M,
      brand: 'Fujifilm',
      model: 'X-T30 II',
      kit: 'XC 15-45mm Lens',
      sensor: 'APS-C X-Trans CMOS 4',
      mp: 26.1,
      processor: 'X-Processor 4',
      iso: '160–12800',
      af: '425-point hybrid AF, face and eye detection',
      burst: '8 fps (30 fps electronic)',
      video: '4K 30fps, F-Log',
      screen: '3" tilting touchscreen',
      stabilisation: 'Lens-based (OIS)',
      battery: 'NP-W126S, about 380 shots',
      weight: 378,
      price: 112000,
      colour: 'Silver',
    }),

    actionCamera({
      brand: 'GoPro',
      model: 'HERO13 Black',
      video: '5.3K 60fps, 4K 120fps, 2.7K 240fps',
      photo: '27MP',
      stabilisation: 'HyperSmooth 6.0, 360° horizon lock',
      water: 'waterproof to 10m',
      battery: 'about 2.5 hours at 1080p (1900mAh Enduro)',
      screen: 'front and rear colour screens',
      price: 52000,
    }),
    actionCamera({
      brand: 'DJI',
      model: 'Osmo Action 5 Pro',
      video: '4K 120fps, 10-bit D-Log M',
      photo: '40MP',
      stabilisation: 'RockSteady 3.0+, HorizonSteady',
      water: 'waterproof to 20m',
      battery: 'up to 4 hours',
      screen: 'dual OLED touchscreens',
      price: 48000,
    }),
    actionCamera({
      brand: 'DJI',
      model: 'Osmo Pocket 3',
      video: '4K 120fps, 1-inch CMOS',
      photo: '9.4MP (37MP high-res mode)',
      stabilisation: '3-axis mechanical gimbal',
      water: 'not waterproof (splash care advised)',
      battery: 'up to 166 minutes',
      screen: '2" rotating OLED touchscreen',
      price: 62000,
      label: 'Gimbal Camera',
    }),
    actionCamera({
      brand: 'Insta360',
      model: 'X4',
      video: '8K 30fps 360°, 4K 60fps single-lens',
      photo: '72MP 360°',
      stabilisation: 'FlowState, 360° horizon lock',
      water: 'waterproof to 10m',
      battery: 'about 135 minutes',
      screen: '2.5" touchscreen',
      price: 62000,
      label: '360 Action Camera',
    }),
    actionCamera({
      brand: 'SJCAM',
      model: 'SJ4000 Wi-Fi',
      video: 'Full HD 1080p 30fps',
      photo: '12MP',
      stabilisation: 'None',
      water: 'waterproof to 30m with included case',
      battery: 'about 70 minutes',
      screen: '2" LCD',
      price: 6500,
    }),
    actionCamera({
      brand: 'SJCAM',
      model: 'SJ10 Pro',
      video: '4K 60fps',
      photo: '12MP',
      stabilisation: '6-axis gyro stabilisation',
      water: 'waterproof to 10m (body)',
      battery: 'about 80 minutes at 4K',
      screen: '2.3" touchscreen',
      price: 24500,
    }),
    actionCamera({
      brand: 'GoPro',
      model: 'HERO (2024)',
      video: '4K 30fps, 2.7K 60fps',
      photo: '12MP',
      stabilisation: 'Digital stabilisation',
      water: 'waterproof to 5m',
      battery: 'about 100 minutes at 1080p',
      screen: '1.76" rear touchscreen',
      price: 26500,
    }),

    webcam({
      brand: 'Logitech',
      model: 'C270',
      res: 'HD 720p',
      fps: 30,
      fov: '55°',
      focus: 'Fixed focus',
      mic: 'Built-in mono mic with noise reduction',
      price: 2600,
      colour: 'Black',
    }),
    webcam({ brand: 'Logitech', model: 'C920 PRO', res: 'Full HD 1080p', fps: 30, fov: '78°', focus: 'Autofocus', mic: 'Dual stereo mics', price: 8500 }),
    webcam({
      brand: 'Logitech',
      model: 'Brio 4K',
      res: '4K Ultra HD',
      fps: 30,
      fov: '65° / 78° / 90° selectable',
      focus: 'Autofocus, HDR, Windows Hello IR',
      mic: 'Dual omni-directional mics',
      price: 22000,
    }),
    webcam({
      brand: 'Logitech',
      model: 'Brio 300',
      res: 'Full HD 1080p',
      fps: 30,
      fov: '70°',
      focus: 'Fixed focus, auto light correction',
      mic: 'Noise-reducing mono mic',
      price: 6500,
      colour: 'Graphite',
      colours: [
        ['Graphite', 0],
        ['Off-White', 0],
        ['Rose', 250],
      ],
    }),
    webcam({ brand: 'A4Tech', model: 'PK-910H', res: 'Full HD 1080p', fps: 30, fov: '68°', focus: 'Manual focus', mic: 'Built-in mic', price: 2500 }),
    webcam({ brand: 'Havit', model: 'HN22G', res: 'Full HD 1080p', fps: 30, fov: '70°', focus: 'Fixed focus', mic: 'Built-in mic', price: 1750 }),
    webcam({ brand: 'Razer', model: 'Kiyo X', res: 'Full HD 1080p', fps: 30, fov: '82°', focus: 'Autofocus', mic: 'None (use a headset mic)', price: 7500 }),
    webcam({
      brand: 'Fantech',
      model: 'Luminous C30',
      res: 'QHD 2K',
      fps: 30,
      fov: '80°',
      focus: 'Fixed focus, ring light',
      mic: 'Built-in noise-cancelling mic',
      price: 2800,
    }),
  ];
}
