/**
 * Model numbers, SKUs and part codes ("i3-14100", "RTX4060", "SM-A556E") are written by shoppers
 * with or without their hyphens and spaces, in part or whole. The index stores each code's forms
 * and the query splits a code the same way, through the functions below, so the two always agree.
 */

/** A code: letters and digits, possibly in hyphen-joined parts. */
const CODE = /[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*/gu;
const RUN = /\p{L}+|\p{N}+/gu;
/** Shorter runs ("i" of "i5", "f" of "12400F") are too common to find anything by themselves. */
const MIN_RUN_LENGTH = 2;

/** "12400F" → ["12400", "F"]: where letters and digits meet. */
function runs(part: string): string[] {
  return part.match(RUN) ?? [];
}

const mixesLettersAndDigits = (part: string) => runs(part).length > 1;

export interface ModelWords {
  /** Each hyphen part and the joined code: "i3-14100" → i3, 14100, i314100. Weighted like their field. */
  whole: string[];
  /** Letter and digit runs of mixed parts: "12400F" → 12400, "RTX4060" → rtx, 4060. Weighted low. */
  pieces: string[];
}

/** The extra words the index holds for the codes in a text; plain words add nothing. */
export function modelWords(text: string): ModelWords {
  const whole = new Set<string>();
  const pieces = new Set<string>();
  for (const code of text.toLowerCase().match(CODE) ?? []) {
    const parts = code.split('-');
    if (parts.length === 1 && !mixesLettersAndDigits(code)) continue;
    if (parts.length > 1) {
      for (const part of parts) whole.add(part);
      whole.add(parts.join(''));
    }
    for (const part of parts.filter(mixesLettersAndDigits)) {
      for (const run of runs(part)) if (run.length >= MIN_RUN_LENGTH) pieces.add(run);
    }
  }
  return { whole: [...whole], pieces: [...pieces] };
}

/**
 * How a typed code may also be written with spaces: "rtx4060" → ["rtx", "4060"], matching
 * "RTX 4060". Only codes that start with letters and whose every run is indexed are split, so
 * "12400f" and "16gb" keep their suffix and never widen to "12400" or "16".
 */
export function spacedForm(token: string): string[] | null {
  const parts = runs(token);
  if (parts.length < 2 || !/^\p{L}/u.test(token)) return null;
  return parts.every((part) => part.length >= MIN_RUN_LENGTH) ? parts : null;
}
