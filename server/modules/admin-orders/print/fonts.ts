import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Script } from './text-runs.ts';

/**
 * Noto Sans Bengali, as the storefront uses it, embedded in every printed document: a customer's
 * name or address in Bengali prints as written, conjuncts included, on a printer with no fonts of its
 * own. The package ships it split by script; each printed run takes the file for its script.
 */

export type Weight = 'regular' | 'bold';

const FILES: Record<Script, Record<Weight, string>> = {
  bengali: { regular: 'noto-sans-bengali-bengali-400-normal.woff', bold: 'noto-sans-bengali-bengali-700-normal.woff' },
  latin: { regular: 'noto-sans-bengali-latin-400-normal.woff', bold: 'noto-sans-bengali-latin-700-normal.woff' },
};

const resolve = createRequire(import.meta.url).resolve;

/** The name a document knows a font by. */
export const fontName = (script: Script, weight: Weight) => `${script}-${weight}`;

let loaded: { name: string; script: Script; data: Buffer }[] | undefined;

/** The four files, read once per process: every document embeds the same fonts. */
export function printFonts(): { name: string; script: Script; data: Buffer }[] {
  loaded ??= (Object.keys(FILES) as Script[]).flatMap((script) =>
    (['regular', 'bold'] as const).map((weight) => ({
      name: fontName(script, weight),
      script,
      data: readFileSync(resolve(`@fontsource/noto-sans-bengali/files/${FILES[script][weight]}`)),
    })),
  );
  return loaded;
}
