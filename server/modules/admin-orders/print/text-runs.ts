/**
 * The shop's font comes as two files: one for Bengali script and one for Latin letters, digits and
 * punctuation. A line such as "বাড়ি ১২, Road 5, ৳1,200" is split into runs each font can draw;
 * a whole Bengali word stays in one run, so its conjuncts and vowel signs are shaped together.
 */

export type Script = 'bengali' | 'latin';
export interface TextRun {
  script: Script;
  text: string;
}

// The Bengali block (৳ included), the dandas, and the joiners and dotted circle shaping uses.
const BENGALI_BESIDES_BLOCK = new Set([0x0964, 0x0965, 0x200c, 0x200d, 0x25cc]);
function isBengali(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return (code >= 0x0980 && code <= 0x09ff) || BENGALI_BESIDES_BLOCK.has(code);
}
// Spaces belong to the run they sit in: both fonts have them, and splitting at them would only add runs.
const NEUTRAL = /\s/u;

export function scriptRuns(text: string): TextRun[] {
  const runs: TextRun[] = [];
  for (const char of text) {
    const last = runs.at(-1);
    const script: Script = isBengali(char) ? 'bengali' : 'latin';
    if (last && (last.script === script || NEUTRAL.test(char))) last.text += char;
    else runs.push({ script, text: char });
  }
  return runs;
}
