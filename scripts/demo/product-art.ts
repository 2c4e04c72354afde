import { escapeMarkup } from '#server/http/escape.ts';
import { stableHash } from '#server/modules/media/svg-text.ts';
import type { ArtKind } from './types.ts';

// Placeholder product photography for the demo shop: a flat illustration of the kind of product,
// drawn as SVG so the seed can render hundreds of distinct images with sharp and no assets.
// Only basic shapes, gradients and generic font families are used because librsvg, not a browser,
// renders these; no external references, <image> tags or scripts.

export const ART_KINDS: readonly ArtKind[] = [
  'laptop',
  'desktop',
  'monitor',
  'phone',
  'tablet',
  'watch',
  'earbuds',
  'headphone',
  'speaker',
  'keyboard',
  'mouse',
  'router',
  'printer',
  'camera',
  'tv',
  'cpu',
  'gpu',
  'motherboard',
  'ram',
  'ssd',
  'hdd',
  'psu',
  'casing',
  'cooler',
  'ups',
  'powerbank',
  'charger',
  'cable',
  'pendrive',
  'projector',
  'console',
  'generic',
];

export interface ProductArtInput {
  art: ArtKind;
  title: string;
  brand: string;
  /** 0 = front view; 1 = angled view on a dark backdrop; larger values cycle. */
  view: number;
  /** CSS colour for the product body, e.g. the colour of a colour variant. */
  accent?: string;
}

/** Product pictures are square, this many pixels a side. */
export const PRODUCT_ART_SIZE = 800;
const SIZE = PRODUCT_ART_SIZE;
const FONT = 'DejaVu Sans, Arial, sans-serif';
const TITLE_CHARS = 28;
const TITLE_LINES = 3;

/**
 * Greedy word wrap by character count: librsvg cannot measure text for us, and ~28 characters
 * of 30px DejaVu Sans fit the 720px caption card. Words longer than a line are split.
 */
export function wrapTitle(title: string, width = TITLE_CHARS, maxLines = TITLE_LINES): string[] {
  const lines: string[] = [];
  let current = '';
  for (const raw of title.trim().split(/\s+/)) {
    let word = raw;
    while (word.length > width) {
      if (current !== '') {
        lines.push(current);
        current = '';
      }
      lines.push(word.slice(0, width));
      word = word.slice(width);
    }
    if (word === '') continue;
    if (current === '') current = word;
    else if (current.length + 1 + word.length <= width) current += ` ${word}`;
    else {
      lines.push(current);
      current = word;
    }
  }
  if (current !== '') lines.push(current);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  const last = kept[maxLines - 1] ?? '';
  kept[maxLines - 1] = `${last.length >= width ? last.slice(0, width - 1).trimEnd() : last}…`;
  return kept;
}

// ---------------------------------------------------------------- colours

interface Hsl {
  h: number;
  s: number;
  l: number;
}

const hsl = (c: Hsl): string => `hsl(${Math.round(((c.h % 360) + 360) % 360)},${Math.round(c.s)}%,${Math.round(c.l)}%)`;
const clamp = (n: number, min: number, max: number): number => Math.min(max, Math.max(min, n));

/** Accepts #rgb, #rrggbb and hsl(); anything else falls back to the brand colour. */
function parseColour(colour: string | undefined): Hsl | null {
  if (!colour) return null;
  const text = colour.trim();
  const hslMatch = /^hsl\(\s*(-?[\d.]+)\s*,\s*([\d.]+)%\s*,\s*([\d.]+)%\s*\)$/i.exec(text);
  if (hslMatch) return { h: Number(hslMatch[1]), s: Number(hslMatch[2]), l: Number(hslMatch[3]) };
  let hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(text)?.[1];
  if (!hex) return null;
  if (hex.length === 3) hex = hex.replace(/./g, (d) => d + d);
  const r = parseInt(hex.slice(0, 2), 16) / 255;
  const g = parseInt(hex.slice(2, 4), 16) / 255;
  const b = parseInt(hex.slice(4, 6), 16) / 255;
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  const d = max - min;
  if (d === 0) return { h: 0, s: 0, l: l * 100 };
  const s = d / (1 - Math.abs(2 * l - 1));
  let h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  h *= 60;
  return { h: h < 0 ? h + 360 : h, s: s * 100, l: l * 100 };
}

interface Palette {
  body: string;
  bodyDark: string;
  bodyLight: string;
  glow: string;
  glowSoft: string;
  outline: string;
  metal: string;
  metalDark: string;
  dark: string;
  pcb: string;
  gold: string;
  white: string;
}

function palette(input: ProductArtInput, dark: boolean): Palette {
  const titleHue = stableHash(input.title) % 360;
  // Muted, mostly darkish bodies like real hardware, varied per product so neighbours in a
  // listing do not all look alike.
  const seed = stableHash(`${input.brand}|${input.title}`);
  const base = parseColour(input.accent) ?? { h: seed % 360, s: 22 + ((seed >>> 9) % 36), l: 26 + ((seed >>> 17) % 22) };
  return {
    body: hsl(base),
    bodyDark: hsl({ ...base, l: clamp(base.l - 16, 6, 90) }),
    bodyLight: hsl({ ...base, l: clamp(base.l + 14, 12, 97) }),
    glow: hsl({ h: titleHue, s: 85, l: 58 }),
    glowSoft: hsl({ h: titleHue + 40, s: 80, l: 72 }),
    // Keeps white or black bodies visible against either backdrop.
    outline: dark ? 'rgba(255,255,255,0.35)' : 'rgba(15,23,42,0.28)',
    metal: '#c9ced6',
    metalDark: '#8a919c',
    dark: '#1d222b',
    pcb: hsl({ h: 150 + (titleHue % 40), s: 40, l: 22 }),
    gold: '#d6a935',
    white: '#f8fafc',
  };
}

// ---------------------------------------------------------------- primitives

const n = (v: number): string => String(Math.round(v * 10) / 10);

function rect(x: number, y: number, w: number, h: number, rx: number, fill: string, extra = ''): string {
  return `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="${n(rx)}" fill="${fill}"${extra}/>`;
}

function circle(cx: number, cy: number, r: number, fill: string, extra = ''): string {
  return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${extra}/>`;
}

const stroke = (colour: string, width = 3): string => ` stroke="${colour}" stroke-width="${width}"`;

/** A grid of small rounded keys, used by keyboards and laptop decks. */
function keyGrid(x: number, y: number, w: number, h: number, rows: number, cols: number, fill: string): string {
  const gap = 4;
  const kw = (w - gap * (cols - 1)) / cols;
  const kh = (h - gap * (rows - 1)) / rows;
  let out = '';
  for (let r = 0; r < rows; r++) {
    if (r === rows - 1) {
      // Bottom row: modifiers either side of a long space bar.
      const side = Math.round(cols * 0.3);
      for (let c = 0; c < side; c++) out += rect(x + c * (kw + gap), y + r * (kh + gap), kw, kh, 3, fill);
      out += rect(x + side * (kw + gap), y + r * (kh + gap), (cols - side * 2) * (kw + gap) - gap, kh, 3, fill);
      for (let c = cols - side; c < cols; c++) out += rect(x + c * (kw + gap), y + r * (kh + gap), kw, kh, 3, fill);
    } else {
      for (let c = 0; c < cols; c++) out += rect(x + c * (kw + gap), y + r * (kh + gap), kw, kh, 3, fill);
    }
  }
  return out;
}

function fan(cx: number, cy: number, r: number, p: Palette, frame = true): string {
  let blades = '';
  for (let i = 0; i < 7; i++) {
    blades += `<path d="M0 0 Q${n(r * 0.45)} ${n(-r * 0.42)} ${n(r * 0.9)} ${n(-r * 0.16)} Q${n(r * 0.55)} ${n(r * 0.06)} 0 0Z" fill="${p.dark}" fill-opacity="0.82" transform="translate(${n(cx)} ${n(cy)}) rotate(${i * (360 / 7)})"/>`;
  }
  return (
    (frame ? circle(cx, cy, r + 6, p.bodyDark, stroke(p.outline, 2)) : '') +
    circle(cx, cy, r, '#3a414d') +
    circle(cx, cy, r - 3, 'none', ` stroke="${p.glow}" stroke-width="3" stroke-opacity="0.8"`) +
    blades +
    circle(cx, cy, r * 0.26, p.bodyDark, stroke('#5b6270', 2)) +
    circle(cx, cy, r * 0.1, p.glow)
  );
}

function screen(x: number, y: number, w: number, h: number, rx: number): string {
  // Two soft shapes on the wallpaper read as "a lit screen" at thumbnail size.
  return (
    rect(x, y, w, h, rx, 'url(#pa-screen)') +
    `<path d="M${n(x)} ${n(y + h * 0.72)} C${n(x + w * 0.3)} ${n(y + h * 0.45)} ${n(x + w * 0.6)} ${n(y + h * 0.9)} ${n(x + w)} ${n(y + h * 0.62)} V${n(y + h - rx)} Q${n(x + w)} ${n(y + h)} ${n(x + w - rx)} ${n(y + h)} H${n(x + rx)} Q${n(x)} ${n(y + h)} ${n(x)} ${n(y + h - rx)}Z" fill="#ffffff" fill-opacity="0.14"/>` +
    circle(x + w * 0.74, y + h * 0.3, Math.min(w, h) * 0.16, '#ffffff', ' fill-opacity="0.16"')
  );
}

// ---------------------------------------------------------------- drawings (about 100..700 x 70..520)

type Draw = (p: Palette, alt: boolean) => string;

const laptop: Draw = (p) => {
  const deck = `<path d="M205 368 H595 L690 470 H110Z" fill="${p.bodyLight}"${stroke(p.outline)}/>`;
  let keys = '';
  for (let row = 0; row < 4; row++) {
    const t = (row + 0.5) / 5;
    const y = 376 + row * 15;
    const half = 190 + t * 75;
    keys += keyGrid(400 - half + 12, y, half * 2 - 24, 11, 1, 15, p.bodyDark);
  }
  return (
    rect(195, 100, 410, 272, 16, p.body, stroke(p.outline)) +
    screen(212, 116, 376, 238, 6) +
    circle(400, 108, 3, p.dark) +
    deck +
    keys +
    rect(345, 444, 110, 18, 4, p.body, ' fill-opacity="0.55"') +
    rect(110, 470, 580, 12, 6, p.bodyDark)
  );
};

const desktop: Draw = (p) =>
  rect(118, 120, 392, 262, 12, p.dark, stroke(p.outline)) +
  screen(132, 134, 364, 220, 4) +
  rect(290, 382, 48, 62, 4, p.metalDark) +
  rect(236, 440, 156, 14, 7, p.metal, stroke(p.outline, 2)) +
  rect(540, 150, 150, 330, 14, p.body, stroke(p.outline)) +
  rect(556, 168, 118, 10, 5, p.bodyDark) +
  rect(556, 186, 118, 10, 5, p.bodyDark) +
  circle(615, 230, 12, p.bodyDark, stroke(p.glow, 3)) +
  Array.from({ length: 9 }, (_, i) => rect(566, 280 + i * 20, 98, 6, 3, p.bodyDark)).join('') +
  rect(170, 476, 300, 30, 8, p.bodyLight, stroke(p.outline, 2)) +
  keyGrid(180, 482, 280, 18, 2, 16, p.bodyDark);

const monitor: Draw = (p) =>
  rect(120, 86, 560, 338, 14, p.dark, stroke(p.outline)) +
  screen(134, 100, 532, 300, 4) +
  rect(134, 404, 532, 12, 2, p.dark) +
  circle(400, 412, 3, p.glow) +
  `<path d="M376 424 H424 L436 488 H364Z" fill="${p.body}"/>` +
  rect(290, 484, 220, 18, 9, p.body, stroke(p.outline, 2));

const phone: Draw = (p, alt) => {
  if (alt) {
    // The back: camera island and logo dot, so the second photo is not a copy of the first.
    return (
      rect(290, 70, 220, 440, 40, p.body, stroke(p.outline)) +
      rect(306, 90, 96, 150, 26, p.bodyDark, stroke(p.outline, 2)) +
      circle(354, 130, 28, p.dark, stroke(p.metal, 5)) +
      circle(354, 130, 12, 'url(#pa-glass)') +
      circle(354, 200, 28, p.dark, stroke(p.metal, 5)) +
      circle(354, 200, 12, 'url(#pa-glass)') +
      circle(386, 165, 7, '#fde68a') +
      circle(400, 360, 18, p.bodyLight, ' fill-opacity="0.6"')
    );
  }
  return (
    rect(290, 70, 220, 440, 40, p.body, stroke(p.outline)) +
    rect(302, 82, 196, 416, 30, p.dark) +
    screen(308, 88, 184, 404, 26) +
    circle(400, 108, 7, p.dark) +
    rect(510, 170, 5, 60, 2, p.bodyDark) +
    rect(285, 150, 5, 40, 2, p.bodyDark)
  );
};

const tablet: Draw = (p, alt) => {
  if (alt) {
    return (
      rect(150, 120, 500, 350, 30, p.body, stroke(p.outline)) +
      rect(172, 142, 62, 62, 18, p.bodyDark) +
      circle(203, 173, 18, p.dark, stroke(p.metal, 4)) +
      circle(203, 173, 8, 'url(#pa-glass)') +
      circle(400, 295, 22, p.bodyLight, ' fill-opacity="0.6"')
    );
  }
  return (
    rect(150, 120, 500, 350, 30, p.body, stroke(p.outline)) +
    rect(164, 134, 472, 322, 20, p.dark) +
    screen(172, 142, 456, 306, 14) +
    circle(400, 128, 3, p.dark)
  );
};

const watch: Draw = (p) =>
  rect(345, 60, 110, 150, 22, p.bodyDark, stroke(p.outline, 2)) +
  rect(345, 390, 110, 140, 22, p.bodyDark, stroke(p.outline, 2)) +
  Array.from({ length: 4 }, (_, i) => circle(400, 440 + i * 22, 5, p.dark)).join('') +
  rect(300, 170, 200, 240, 56, p.metal, stroke(p.outline)) +
  rect(314, 184, 172, 212, 46, p.dark) +
  rect(324, 194, 152, 192, 38, 'url(#pa-screen)') +
  `<text x="400" y="300" text-anchor="middle" font-family="${FONT}" font-weight="700" font-size="54" fill="#ffffff">10:09</text>` +
  `<path d="M346 330 A60 60 0 0 0 454 330" fill="none" stroke="${p.glowSoft}" stroke-width="8" stroke-linecap="round"/>` +
  rect(496, 240, 16, 46, 6, p.metalDark);

const earbuds: Draw = (p) => {
  const bud = (x: number, flip: number): string =>
    `<g transform="translate(${x} 200) scale(${flip} 1)">` +
    `<path d="M-10 40 L-10 150 Q-10 168 8 168 Q24 168 24 150 L24 40Z" fill="${p.body}"${stroke(p.outline, 2)}/>` +
    circle(0, 28, 48, p.body, stroke(p.outline, 2)) +
    circle(-12, 20, 24, p.bodyDark) +
    circle(18, 40, 6, p.glow) +
    `</g>`;
  return (
    rect(240, 300, 320, 200, 90, p.bodyLight, stroke(p.outline)) +
    `<path d="M246 370 H554" stroke="${p.outline}" stroke-width="3"/>` +
    circle(400, 430, 6, p.glow) +
    bud(320, 1) +
    bud(480, -1)
  );
};

const headphone: Draw = (p) =>
  `<path d="M210 330 V270 Q210 90 400 90 Q590 90 590 270 V330" fill="none" stroke="${p.bodyDark}" stroke-width="30" stroke-linecap="round"/>` +
  `<path d="M228 300 V270 Q228 112 400 112 Q572 112 572 270 V300" fill="none" stroke="${p.body}" stroke-width="12" stroke-linecap="round"/>` +
  rect(160, 290, 120, 200, 56, p.body, stroke(p.outline)) +
  rect(250, 300, 46, 180, 22, p.dark) +
  rect(520, 290, 120, 200, 56, p.body, stroke(p.outline)) +
  rect(504, 300, 46, 180, 22, p.dark) +
  circle(220, 390, 26, p.bodyLight, ' fill-opacity="0.5"') +
  circle(580, 390, 26, p.bodyLight, ' fill-opacity="0.5"') +
  circle(220, 390, 7, p.glow);

const speaker: Draw = (p) =>
  rect(260, 80, 280, 420, 36, p.body, stroke(p.outline)) +
  circle(400, 180, 62, p.dark, stroke(p.metalDark, 6)) +
  circle(400, 180, 24, p.bodyDark, stroke('#4b5563', 3)) +
  circle(400, 350, 104, p.dark, stroke(p.metalDark, 8)) +
  circle(400, 350, 70, '#2a303b', stroke('#4b5563', 3)) +
  circle(400, 350, 30, p.bodyDark, stroke(p.glow, 4)) +
  circle(400, 474, 5, p.glow);

const keyboard: Draw = (p) =>
  rect(90, 220, 620, 230, 22, p.body, stroke(p.outline)) +
  rect(104, 234, 592, 202, 12, p.bodyDark) +
  keyGrid(116, 246, 420, 178, 6, 14, p.bodyLight) +
  keyGrid(552, 246, 132, 178, 6, 4, p.bodyLight) +
  rect(104, 430, 592, 6, 3, p.glow, ' fill-opacity="0.7"');

const mouse: Draw = (p) =>
  `<path d="M400 96 C500 96 520 200 520 300 C520 430 470 500 400 500 C330 500 280 430 280 300 C280 200 300 96 400 96Z" fill="${p.body}"${stroke(p.outline)}/>` +
  `<path d="M400 100 V250" stroke="${p.bodyDark}" stroke-width="4"/>` +
  `<path d="M286 250 Q400 270 514 250" fill="none" stroke="${p.bodyDark}" stroke-width="4"/>` +
  rect(388, 150, 24, 56, 12, p.dark, stroke(p.metalDark, 2)) +
  `<path d="M330 440 Q400 470 470 440" fill="none" stroke="${p.glow}" stroke-width="8" stroke-linecap="round"/>` +
  `<path d="M400 96 Q400 60 430 40" fill="none" stroke="${p.dark}" stroke-width="6" stroke-linecap="round"/>`;

const router: Draw = (p) => {
  const antenna = (x: number, angle: number): string =>
    `<g transform="rotate(${angle} ${x} 330)">${rect(x - 11, 130, 22, 200, 11, p.bodyDark, stroke(p.outline, 2))}</g>`;
  return (
    antenna(250, -12) +
    antenna(340, -4) +
    antenna(460, 4) +
    antenna(550, 12) +
    `<path d="M180 330 H620 L660 430 H140Z" fill="${p.body}"${stroke(p.outline)}/>` +
    rect(140, 430, 520, 26, 10, p.bodyDark) +
    Array.from({ length: 6 }, (_, i) => circle(270 + i * 52, 392, 7, i < 4 ? p.glow : '#64748b')).join('')
  );
};

const printer: Draw = (p) =>
  `<path d="M270 90 H530 L545 230 H255Z" fill="${p.white}"${stroke(p.outline, 2)}/>` +
  Array.from({ length: 4 }, (_, i) => rect(300, 120 + i * 22, 160 - i * 20, 6, 3, '#cbd5e1')).join('') +
  rect(170, 210, 460, 220, 26, p.body, stroke(p.outline)) +
  rect(170, 210, 460, 40, 20, p.bodyLight, ' fill-opacity="0.6"') +
  rect(470, 270, 130, 60, 10, p.dark) +
  rect(480, 280, 70, 40, 6, 'url(#pa-screen)') +
  circle(574, 300, 10, p.glow) +
  rect(220, 360, 360, 22, 11, p.dark) +
  rect(240, 376, 320, 110, 6, p.white, stroke(p.outline, 2)) +
  Array.from({ length: 3 }, (_, i) => rect(268, 400 + i * 24, 220 - i * 50, 8, 4, '#94a3b8')).join('');

const camera: Draw = (p) =>
  rect(320, 150, 160, 60, 14, p.bodyDark, stroke(p.outline, 2)) +
  rect(170, 190, 460, 260, 34, p.body, stroke(p.outline)) +
  rect(170, 190, 100, 260, 34, p.bodyDark) +
  rect(520, 168, 60, 26, 8, p.metalDark) +
  circle(555, 240, 16, p.glow) +
  circle(410, 322, 118, p.dark, stroke(p.metal, 8)) +
  circle(410, 322, 90, '#2a303b', stroke('#4b5563', 4)) +
  circle(410, 322, 62, 'url(#pa-glass)') +
  circle(388, 298, 16, '#ffffff', ' fill-opacity="0.45"') +
  circle(585, 410, 8, '#ef4444');

const tv: Draw = (p) =>
  rect(80, 96, 640, 372, 10, p.dark, stroke(p.outline)) +
  screen(92, 108, 616, 340, 3) +
  rect(92, 448, 616, 12, 2, p.dark) +
  circle(400, 455, 3, p.glow) +
  `<path d="M170 468 L150 512 H186 L200 468Z" fill="${p.body}"/><path d="M630 468 L650 512 H614 L600 468Z" fill="${p.body}"/>`;

const cpu: Draw = (p) => {
  let pins = '';
  for (let i = 0; i < 12; i++) {
    const t = 186 + i * 20;
    pins += rect(t, 128, 8, 20, 2, p.gold) + rect(t, 452, 8, 20, 2, p.gold) + rect(128, t, 20, 8, 2, p.gold) + rect(452, t, 20, 8, 2, p.gold);
  }
  return (
    pins +
    rect(148, 148, 304, 304, 14, p.pcb, stroke(p.outline)) +
    rect(190, 190, 220, 220, 18, p.metal, stroke(p.metalDark, 3)) +
    rect(216, 216, 168, 168, 10, `url(#pa-metal)`) +
    rect(232, 336, 136, 30, 6, p.body) +
    rect(232, 236, 90, 14, 4, p.metalDark) +
    rect(232, 260, 60, 10, 4, p.metalDark) +
    `<path d="M160 440 L160 420 L180 440Z" fill="${p.gold}"/>`
  );
};

const gpu: Draw = (p) =>
  rect(92, 190, 26, 250, 4, p.metal, stroke(p.metalDark, 2)) +
  Array.from({ length: 4 }, (_, i) => rect(98, 214 + i * 50, 14, 30, 3, p.dark)).join('') +
  rect(118, 416, 560, 26, 4, p.pcb) +
  rect(230, 440, 300, 22, 3, p.gold) +
  rect(118, 190, 580, 232, 26, p.body, stroke(p.outline)) +
  `<path d="M118 250 L150 190 H240 L200 250Z" fill="${p.bodyLight}" fill-opacity="0.4"/>` +
  fan(250, 306, 84, p) +
  fan(440, 306, 84, p) +
  rect(548, 232, 126, 150, 16, p.bodyDark) +
  rect(560, 300, 102, 8, 4, p.glow);

const motherboard: Draw = (p) => {
  let caps = '';
  for (let i = 0; i < 6; i++) caps += circle(226 + i * 26, 438, 9, p.metal, stroke(p.metalDark, 2));
  return (
    rect(180, 80, 440, 440, 12, p.pcb, stroke(p.outline)) +
    rect(180, 80, 92, 190, 10, p.bodyDark) +
    rect(272, 80, 160, 54, 10, p.bodyDark) +
    rect(296, 160, 120, 120, 8, p.metal, stroke(p.metalDark, 3)) +
    rect(316, 180, 80, 80, 4, p.metalDark) +
    Array.from({ length: 4 }, (_, i) => rect(452 + i * 22, 108, 12, 200, 4, i % 2 === 0 ? p.body : p.dark)).join('') +
    Array.from({ length: 3 }, (_, i) => rect(210, 320 + i * 38, 260, 14, 4, i === 0 ? p.metal : p.dark)).join('') +
    rect(500, 370, 86, 86, 12, p.body, stroke(p.glow, 3)) +
    caps +
    rect(596, 120, 14, 160, 4, p.dark) +
    rect(520, 480, 60, 24, 4, p.dark)
  );
};

const ram: Draw = (p) =>
  rect(100, 260, 600, 120, 10, p.pcb, stroke(p.outline)) +
  Array.from({ length: 8 }, (_, i) => rect(128 + i * 70, 290, 50, 44, 3, p.dark)).join('') +
  rect(100, 230, 600, 118, 12, p.body, stroke(p.outline)) +
  `<path d="M100 290 L180 250 H320 L260 300Z" fill="${p.bodyLight}" fill-opacity="0.45"/>` +
  rect(100, 216, 600, 22, 8, 'url(#pa-rgb)') +
  rect(330, 274, 140, 34, 6, p.bodyDark) +
  Array.from({ length: 44 }, (_, i) => (i === 19 ? '' : rect(112 + i * 13, 382, 8, 24, 1, p.gold))).join('') +
  rect(100, 380, 600, 4, 1, p.pcb);

const ssd: Draw = (p) =>
  rect(120, 262, 560, 96, 8, p.pcb, stroke(p.outline)) +
  Array.from({ length: 14 }, (_, i) => (i === 9 ? '' : rect(126, 270 + i * 6, 28, 4, 1, p.gold))).join('') +
  rect(176, 276, 96, 68, 4, p.dark) +
  rect(292, 276, 96, 68, 4, p.dark) +
  rect(408, 276, 70, 68, 4, p.dark) +
  rect(200, 264, 440, 60, 6, p.body, ' fill-opacity="0.92"') +
  rect(216, 278, 180, 12, 4, p.white, ' fill-opacity="0.8"') +
  rect(216, 298, 120, 10, 4, p.white, ' fill-opacity="0.5"') +
  circle(660, 310, 16, '#0f172a') +
  circle(660, 310, 10, p.metal);

const hdd: Draw = (p) =>
  rect(210, 90, 380, 420, 18, p.metal, stroke(p.outline)) +
  rect(226, 106, 348, 388, 12, '#dfe3e8') +
  circle(400, 270, 148, 'url(#pa-platter)', stroke(p.metalDark, 3)) +
  circle(400, 270, 36, p.metalDark) +
  circle(400, 270, 14, p.metal) +
  `<path d="M540 450 L420 300" stroke="${p.dark}" stroke-width="14" stroke-linecap="round"/>` +
  circle(540, 450, 22, p.dark) +
  [
    [234, 114],
    [566, 114],
    [234, 486],
    [566, 486],
  ]
    .map(([x, y]) => circle(x ?? 0, y ?? 0, 7, p.metalDark))
    .join('') +
  rect(250, 440, 160, 36, 6, p.body);

const psu: Draw = (p) => {
  let grille = '';
  for (let r = 40; r <= 120; r += 20) grille += circle(360, 310, r, 'none', stroke(p.metal, 4));
  return (
    rect(160, 170, 480, 290, 18, p.body, stroke(p.outline)) +
    circle(360, 310, 124, p.dark) +
    fan(360, 310, 114, p, false) +
    grille +
    `<path d="M236 310 H484 M360 186 V434" stroke="${p.metal}" stroke-width="4"/>` +
    rect(520, 200, 100, 230, 10, p.bodyDark) +
    rect(536, 224, 68, 90, 6, p.white, ' fill-opacity="0.85"') +
    rect(546, 240, 48, 8, 3, p.glow) +
    rect(536, 340, 68, 34, 4, p.dark) +
    rect(558, 392, 24, 24, 4, p.dark)
  );
};

const casing: Draw = (p) =>
  rect(240, 70, 320, 440, 18, p.body, stroke(p.outline)) +
  rect(258, 88, 232, 404, 10, '#0f172a', ' fill-opacity="0.85"') +
  fan(374, 160, 50, p) +
  fan(374, 290, 50, p) +
  rect(286, 370, 176, 40, 6, p.bodyDark, stroke(p.glow, 2)) +
  rect(300, 420, 150, 54, 6, p.bodyDark) +
  rect(258, 88, 232, 404, 10, 'url(#pa-glass-panel)') +
  rect(504, 88, 40, 404, 8, p.bodyDark) +
  Array.from({ length: 14 }, (_, i) => rect(512, 104 + i * 27, 24, 10, 4, p.dark)).join('');

const cooler: Draw = (p) => {
  const fins = Array.from({ length: 22 }, (_, i) => rect(250, 96 + i * 14, 300, 8, 2, i % 2 ? p.metal : '#dfe3e8')).join('');
  const pipes = [300, 350, 450, 500]
    .map((x) => `<path d="M${x} 420 V480 Q${x} 500 ${400 + (x - 400) * 0.3} 500" fill="none" stroke="#c47a3a" stroke-width="12" stroke-linecap="round"/>`)
    .join('');
  return (
    pipes +
    rect(330, 470, 140, 40, 6, p.metalDark) +
    fins +
    rect(240, 90, 320, 12, 4, p.body) +
    rect(250, 160, 300, 230, 20, p.bodyDark, ' fill-opacity="0.9"') +
    fan(400, 275, 105, p, false)
  );
};

const ups: Draw = (p) =>
  rect(290, 90, 220, 420, 20, p.body, stroke(p.outline)) +
  rect(310, 120, 180, 110, 12, p.dark) +
  rect(326, 136, 148, 56, 6, 'url(#pa-screen)') +
  `<text x="400" y="176" text-anchor="middle" font-family="${FONT}" font-weight="700" font-size="30" fill="#ffffff">230V</text>` +
  circle(340, 210, 8, '#22c55e') +
  circle(368, 210, 8, '#f59e0b') +
  circle(450, 210, 12, p.bodyLight, stroke(p.glow, 3)) +
  Array.from({ length: 10 }, (_, i) => rect(318, 262 + i * 22, 164, 8, 4, p.bodyDark)).join('');

const powerbank: Draw = (p) =>
  rect(280, 90, 240, 410, 34, p.body, stroke(p.outline)) +
  rect(300, 110, 200, 370, 24, p.bodyLight, ' fill-opacity="0.35"') +
  rect(350, 82, 40, 10, 3, p.dark) +
  rect(410, 82, 26, 10, 3, p.dark) +
  Array.from({ length: 4 }, (_, i) => circle(355 + i * 30, 440, 8, i < 3 ? p.glow : '#64748b')).join('') +
  `<path d="M410 220 L370 300 H402 L388 370 L436 280 H402Z" fill="${p.glow}"/>`;

const charger: Draw = (p) =>
  `<path d="M400 410 C400 500 560 470 590 400 S660 260 700 250" fill="none" stroke="${p.bodyDark}" stroke-width="14" stroke-linecap="round"/>` +
  rect(342, 100, 18, 70, 8, p.metal, stroke(p.metalDark, 2)) +
  rect(440, 100, 18, 70, 8, p.metal, stroke(p.metalDark, 2)) +
  rect(280, 160, 240, 250, 40, p.body, stroke(p.outline)) +
  rect(300, 180, 200, 40, 20, p.bodyLight, ' fill-opacity="0.4"') +
  rect(350, 260, 100, 22, 11, p.dark) +
  rect(350, 300, 100, 22, 11, p.dark) +
  rect(340, 340, 120, 30, 6, p.dark) +
  circle(400, 390, 5, p.glow);

const cable: Draw = (p) =>
  `<path d="M230 190 C230 330 560 260 560 400 S300 500 250 420" fill="none" stroke="${p.bodyDark}" stroke-width="18" stroke-linecap="round"/>` +
  `<path d="M230 190 C230 330 560 260 560 400 S300 500 250 420" fill="none" stroke="${p.body}" stroke-width="8" stroke-linecap="round"/>` +
  rect(194, 110, 72, 96, 14, p.body, stroke(p.outline)) +
  rect(204, 56, 52, 60, 4, p.metal, stroke(p.metalDark, 2)) +
  rect(216, 72, 12, 10, 2, p.dark) +
  rect(232, 72, 12, 10, 2, p.dark) +
  rect(214, 400, 72, 96, 14, p.body, stroke(p.outline)) +
  rect(230, 488, 40, 36, 14, p.metal, stroke(p.metalDark, 2));

const pendrive: Draw = (p) =>
  rect(520, 250, 140, 100, 6, p.metal, stroke(p.metalDark, 3)) +
  rect(560, 276, 28, 22, 3, p.dark) +
  rect(606, 276, 28, 22, 3, p.dark) +
  rect(180, 226, 360, 148, 36, p.body, stroke(p.outline)) +
  circle(226, 300, 20, 'none', stroke(p.bodyDark, 10)) +
  rect(280, 270, 200, 60, 14, p.bodyLight, ' fill-opacity="0.4"') +
  circle(500, 300, 7, p.glow);

const projector: Draw = (p) =>
  `<path d="M270 290 L60 120 L60 210Z" fill="${p.glowSoft}" fill-opacity="0.35"/>` +
  rect(170, 220, 460, 210, 34, p.body, stroke(p.outline)) +
  rect(170, 400, 460, 30, 16, p.bodyDark) +
  circle(290, 320, 82, p.dark, stroke(p.metal, 8)) +
  circle(290, 320, 56, 'url(#pa-glass)') +
  circle(270, 300, 14, '#ffffff', ' fill-opacity="0.5"') +
  Array.from({ length: 7 }, (_, i) => rect(420, 262 + i * 18, 180, 8, 4, p.bodyDark)).join('') +
  circle(598, 400, 7, p.glow) +
  rect(220, 430, 40, 22, 4, p.dark) +
  rect(540, 430, 40, 22, 4, p.dark);

const gameConsole: Draw = (p) =>
  rect(230, 70, 340, 150, 28, p.bodyLight, stroke(p.outline)) +
  rect(230, 130, 340, 20, 0, p.dark, ' fill-opacity="0.8"') +
  circle(530, 100, 7, p.glow) +
  `<path d="M240 270 H560 Q650 270 668 380 L690 470 Q696 510 656 512 Q630 512 610 480 L570 430 H230 L190 480 Q170 512 144 512 Q104 510 110 470 L132 380 Q150 270 240 270Z" fill="${p.body}"${stroke(p.outline)}/>` +
  rect(244, 316, 24, 72, 5, p.dark) +
  rect(220, 340, 72, 24, 5, p.dark) +
  circle(556, 318, 15, '#22c55e') +
  circle(590, 352, 15, '#ef4444') +
  circle(522, 352, 15, '#3b82f6') +
  circle(556, 386, 15, '#eab308') +
  circle(330, 420, 30, p.dark, stroke(p.bodyDark, 5)) +
  circle(470, 420, 30, p.dark, stroke(p.bodyDark, 5)) +
  rect(370, 300, 60, 30, 8, p.glow, ' fill-opacity="0.85"');

const generic: Draw = (p) =>
  `<path d="M400 90 L640 190 L400 290 L160 190Z" fill="${p.bodyLight}"${stroke(p.outline)}/>` +
  `<path d="M160 190 L400 290 V510 L160 410Z" fill="${p.body}"${stroke(p.outline)}/>` +
  `<path d="M640 190 L400 290 V510 L640 410Z" fill="${p.bodyDark}"${stroke(p.outline)}/>` +
  `<path d="M280 140 L520 240 V290 L280 190Z" fill="${p.glow}" fill-opacity="0.55"/>` +
  `<path d="M460 340 L600 282 V340 L460 398Z" fill="${p.white}" fill-opacity="0.8"/>`;

const DRAWINGS: Record<ArtKind, Draw> = {
  laptop,
  desktop,
  monitor,
  phone,
  tablet,
  watch,
  earbuds,
  headphone,
  speaker,
  keyboard,
  mouse,
  router,
  printer,
  camera,
  tv,
  cpu,
  gpu,
  motherboard,
  ram,
  ssd,
  hdd,
  psu,
  casing,
  cooler,
  ups,
  powerbank,
  charger,
  cable,
  pendrive,
  projector,
  console: gameConsole,
  generic,
};

// ---------------------------------------------------------------- composition

function defs(input: ProductArtInput, dark: boolean): string {
  const hue = stableHash(input.title) % 360;
  // Dark studio backdrops stay in the blue–violet range: dark yellows and greens read as muddy.
  const studioHue = 190 + (hue % 100);
  const bgTop = dark ? hsl({ h: studioHue, s: 40, l: 26 }) : hsl({ h: hue, s: 60, l: 96 });
  const bgBottom = dark ? hsl({ h: studioHue + 25, s: 45, l: 10 }) : hsl({ h: hue + 30, s: 55, l: 86 });
  return `<defs>
  <linearGradient id="pa-bg" x1="0" y1="0" x2="0.4" y2="1"><stop offset="0" stop-color="${bgTop}"/><stop offset="1" stop-color="${bgBottom}"/></linearGradient>
  <radialGradient id="pa-spot" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#ffffff" stop-opacity="${dark ? 0.22 : 0.7}"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>
  <linearGradient id="pa-screen" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hsl({ h: hue, s: 75, l: 60 })}"/><stop offset="1" stop-color="${hsl({ h: hue + 60, s: 70, l: 30 })}"/></linearGradient>
  <radialGradient id="pa-glass" cx="0.35" cy="0.35" r="0.7"><stop offset="0" stop-color="${hsl({ h: hue + 180, s: 60, l: 55 })}"/><stop offset="0.6" stop-color="#1e293b"/><stop offset="1" stop-color="#020617"/></radialGradient>
  <linearGradient id="pa-metal" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f1f3f6"/><stop offset="0.5" stop-color="#b8bec8"/><stop offset="1" stop-color="#e4e7ec"/></linearGradient>
  <radialGradient id="pa-platter" cx="0.4" cy="0.4" r="0.7"><stop offset="0" stop-color="#f8fafc"/><stop offset="0.7" stop-color="#9aa3af"/><stop offset="1" stop-color="#cbd1d9"/></radialGradient>
  <linearGradient id="pa-rgb" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${hsl({ h: hue, s: 90, l: 60 })}"/><stop offset="0.5" stop-color="${hsl({ h: hue + 120, s: 90, l: 60 })}"/><stop offset="1" stop-color="${hsl({ h: hue + 240, s: 90, l: 60 })}"/></linearGradient>
  <linearGradient id="pa-glass-panel" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffffff" stop-opacity="0.18"/><stop offset="0.4" stop-color="#ffffff" stop-opacity="0.02"/><stop offset="1" stop-color="#ffffff" stop-opacity="0.1"/></linearGradient>
</defs>`;
}

function caption(input: ProductArtInput, p: Palette, dark: boolean): string {
  const lines = wrapTitle(input.title);
  const brand = escapeMarkup(input.brand.toUpperCase());
  const titleFill = dark ? '#f8fafc' : '#0f172a';
  const brandFill = dark ? p.glowSoft : p.bodyDark;
  const card = dark ? rect(40, 572, 720, 196, 28, '#020617', ' fill-opacity="0.45"') : rect(40, 572, 720, 196, 28, '#ffffff', ' fill-opacity="0.78"');
  // Centre the brand + title block in the card whether the title takes one line or three.
  const top = 670 - (48 + lines.length * 40) / 2;
  const text = lines
    .map(
      (line, i) =>
        `<text x="400" y="${top + 70 + i * 40}" text-anchor="middle" font-family="${FONT}" font-size="30" fill="${titleFill}">${escapeMarkup(line)}</text>`,
    )
    .join('');
  return (
    card +
    `<text x="400" y="${top + 24}" text-anchor="middle" font-family="${FONT}" font-weight="700" font-size="26" letter-spacing="4" fill="${brandFill}">${brand}</text>` +
    text
  );
}

export function productArtSvg(input: ProductArtInput): string {
  const view = Math.abs(Math.trunc(input.view)) % 2;
  const dark = view === 1;
  const p = palette(input, dark);
  const draw = DRAWINGS[input.art] ?? generic;
  // The second view tilts and enlarges the product on a dark stage, so the two gallery images of a
  // product are clearly different photos rather than near-duplicates.
  const transform = dark ? ' transform="translate(400 300) rotate(-8) scale(1.02) translate(-400 -300)"' : '';
  const deco = dark
    ? circle(400, 300, 300, 'url(#pa-spot)')
    : circle(400, 300, 280, 'url(#pa-spot)') +
      circle(110, 110, 70, p.glowSoft, ' fill-opacity="0.25"') +
      circle(700, 500, 110, p.glowSoft, ' fill-opacity="0.18"');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">
${defs(input, dark)}
<rect width="${SIZE}" height="${SIZE}" fill="url(#pa-bg)"/>
${deco}
<ellipse cx="400" cy="528" rx="${dark ? 270 : 250}" ry="18" fill="#000000" fill-opacity="${dark ? 0.35 : 0.1}"/>
<g${transform}>${draw(p, dark)}</g>
${caption(input, p, dark)}
</svg>`;
}
