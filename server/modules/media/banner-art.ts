import { escapeMarkup } from '#server/http/escape.ts';
import { hueFrom } from './svg-text.ts';

/** A wide promotional banner drawn as SVG: gradient, headline, subtitle and a call to action. */
export function bannerArtSvg(input: { title: string; subtitle: string; width: number; height: number }): string {
  const { width, height } = input;
  const hue = hueFrom(input.title);
  const titleSize = Math.round(Math.min(height * 0.16, width * 0.06));
  const subtitleSize = Math.round(titleSize * 0.5);
  const x = Math.round(width * 0.07);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="hsl(${hue},70%,28%)"/>
      <stop offset="1" stop-color="hsl(${(hue + 40) % 360},75%,48%)"/>
    </linearGradient>
  </defs>
  <rect width="${width}" height="${height}" fill="url(#g)"/>
  <circle cx="${width * 0.82}" cy="${height * 0.5}" r="${height * 0.42}" fill="hsl(${(hue + 80) % 360},80%,70%)" fill-opacity="0.25"/>
  <circle cx="${width * 0.9}" cy="${height * 0.15}" r="${height * 0.2}" fill="#fff" fill-opacity="0.12"/>
  <text x="${x}" y="${height * 0.45}" font-family="DejaVu Sans, Arial, sans-serif" font-weight="700" font-size="${titleSize}" fill="#fff">${escapeMarkup(input.title)}</text>
  <text x="${x}" y="${height * 0.45 + subtitleSize * 1.8}" font-family="DejaVu Sans, Arial, sans-serif" font-size="${subtitleSize}" fill="#fff" fill-opacity="0.9">${escapeMarkup(input.subtitle)}</text>
  <rect x="${x}" y="${height * 0.7}" width="${subtitleSize * 7}" height="${subtitleSize * 2}" rx="${subtitleSize}" fill="#fff"/>
  <text x="${x + subtitleSize * 3.5}" y="${height * 0.7 + subtitleSize * 1.35}" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-weight="700" font-size="${subtitleSize * 0.8}" fill="hsl(${hue},70%,30%)">Shop now</text>
</svg>`;
}
