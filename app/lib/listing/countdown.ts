import { plural, strings } from '#app/strings/index.ts';

const SECOND_MS = 1000;
/** A browser clock this close to the server's is trusted as it is; one further off is corrected. */
const TRUSTED_SKEW_MS = 60_000;

/** Time left as the countdown shows it: "2 days 03:04:05", or "03:04:05" on the last day; never negative. */
export function countdownText(leftMs: number): string {
  const total = Math.max(0, Math.floor(leftMs / SECOND_MS));
  const days = Math.floor(total / 86_400);
  const clock = [Math.floor((total % 86_400) / 3600), Math.floor((total % 3600) / 60), total % 60].map((n) => String(n).padStart(2, '0')).join(':');
  return days > 0 ? `${plural(strings.listing.flashSale.days, days, { count: days })} ${clock}` : clock;
}

/**
 * How far the browser's clock is from the server's, to add to Date.now(). A phone set hours wrong
 * would otherwise count down to the wrong moment; a clock off by less than a minute is nearer the
 * truth than the server's time at render, which is as old as the page.
 */
export function clockOffset(serverNowMs: number, browserNowMs: number): number {
  const offset = serverNowMs - browserNowMs;
  return Math.abs(offset) < TRUSTED_SKEW_MS ? 0 : offset;
}
