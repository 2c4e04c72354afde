export const CURRENCY = 'BDT';

/**
 * Lakh/crore grouping (1,23,45,678) done by hand: Intl's 'en-IN'/'bn-BD' data is missing from
 * small-ICU Node builds and some browsers, and would then silently fall back to 12,345,678.
 */
export function formatTaka(amount: number): string {
  // A broken amount should not crash a page render; showing ৳0 is the least surprising fallback.
  if (!Number.isFinite(amount)) return '৳0';
  const whole = Math.round(Math.abs(amount));
  // BigInt keeps huge values out of exponent notation ("1e+21").
  const digits = BigInt(whole).toString();
  const sign = amount < 0 && whole > 0 ? '-' : '';
  return `${sign}৳${groupSouthAsian(digits)}`;
}

/**
 * A count with the same grouping as prices ("1,25,000 products"), so a page never groups its figures
 * two ways; counts are whole, so a fraction is rounded.
 */
export function formatCount(count: number): string {
  if (!Number.isFinite(count)) return '0';
  const whole = Math.round(Math.abs(count));
  const sign = count < 0 && whole > 0 ? '-' : '';
  return `${sign}${groupSouthAsian(BigInt(whole).toString())}`;
}

function groupSouthAsian(digits: string): string {
  if (digits.length <= 3) return digits;
  const lastThree = digits.slice(-3);
  const rest = digits.slice(0, -3);
  const pairs: string[] = [];
  for (let end = rest.length; end > 0; end -= 2) {
    pairs.unshift(rest.slice(Math.max(0, end - 2), end));
  }
  return `${pairs.join(',')},${lastThree}`;
}
