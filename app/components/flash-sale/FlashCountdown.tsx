import { useEffect, useRef, useState } from 'react';
import { clockOffset, countdownText } from '#app/lib/listing/countdown.ts';
import { formatDateTime } from '#domain/dates.ts';
import { fill, strings } from '#app/strings/index.ts';

const TICK_MS = 1000;

/**
 * Time left until `endsAt`. The server renders it from its own clock at render time; in the
 * browser it ticks every second and calls `onEnded` once when it reaches zero.
 */
export function FlashCountdown({ endsAt, serverNow, onEnded }: { endsAt: string; serverNow: string; onEnded: () => void }) {
  const endMs = Date.parse(endsAt);
  const [leftMs, setLeftMs] = useState(() => endMs - Date.parse(serverNow));
  const ended = useRef(false);
  const onEndedRef = useRef(onEnded);
  onEndedRef.current = onEnded;

  useEffect(() => {
    ended.current = false;
    const offset = clockOffset(Date.parse(serverNow), Date.now());
    const tick = () => {
      const left = endMs - (Date.now() + offset);
      setLeftMs(left);
      if (left <= 0 && !ended.current) {
        ended.current = true;
        onEndedRef.current();
      }
    };
    tick();
    const timer = window.setInterval(tick, TICK_MS);
    return () => window.clearInterval(timer);
  }, [endMs, serverNow]);

  const copy = strings.listing.flashSale;
  return (
    <p className="flex flex-wrap items-baseline gap-2 text-slate-800" data-testid="flash-countdown">
      <span className="font-medium">{copy.endsIn}</span>
      {/* The clock changes every second, so it is hidden from screen readers, which get the end time instead. */}
      <time
        dateTime={endsAt}
        aria-hidden="true"
        className="rounded bg-red-600 px-2 py-0.5 font-mono text-lg font-bold text-white tabular-nums"
        data-testid="flash-time-left"
      >
        {countdownText(leftMs)}
      </time>
      <span className="text-sm text-slate-600">{fill(copy.endsAt, { date: formatDateTime(endsAt) })}</span>
    </p>
  );
}
