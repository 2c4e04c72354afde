// Writes app/fonts/taka-<weight>.woff2: Noto Sans Bengali cut down to the taka sign (৳) alone.
// Prices are on nearly every page and common fonts lack ৳; a ~1 kB face inlined in the CSS draws
// it without putting the 44 kB Bengali font on every page's critical path. Run after upgrading
// @fontsource/noto-sans-bengali: npm run font:taka
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import subsetFont from 'subset-font';

const require = createRequire(import.meta.url);
const TAKA = '\u09F3';

for (const weight of [400, 600]) {
  const source = require.resolve(`@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-${weight}-normal.woff2`);
  const subset = await subsetFont(await readFile(source), TAKA, { targetFormat: 'woff2' });
  const target = new URL(`../app/fonts/taka-${weight}.woff2`, import.meta.url);
  await writeFile(target, subset);
  console.log(`taka-${weight}.woff2: ${subset.length} bytes`);
}
