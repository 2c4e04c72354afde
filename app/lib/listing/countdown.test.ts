import { describe, expect, it } from 'vitest';
import { clockOffset, countdownText } from './countdown.ts';

describe('the flash sale countdown', () => {
  it('shows days, then hours, minutes and seconds, and stops at zero', () => {
    expect(countdownText((2 * 86_400 + 3 * 3600 + 4 * 60 + 5) * 1000 + 999)).toBe('2 days 03:04:05');
    expect(countdownText((86_400 + 59) * 1000)).toBe('1 day 00:00:59');
    expect(countdownText(3_599_000)).toBe('00:59:59');
    expect(countdownText(-5000)).toBe('00:00:00');
  });

  it('corrects a browser clock that is far off the server and trusts one that is close', () => {
    expect(clockOffset(1_000_000, 1_000_000 - 5_000)).toBe(0);
    expect(clockOffset(10_000_000, 10_000_000 - 3_600_000)).toBe(3_600_000);
  });
});
