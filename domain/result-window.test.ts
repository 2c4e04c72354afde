import { describe, expect, it } from 'vitest';
import { lastPageInWindow, lastPageOf, RESULT_WINDOW } from './result-window.ts';

describe('result window', () => {
  it('offers every page of a result set that fits, and stops at the window for a larger one', () => {
    expect(lastPageOf(0, 25)).toBe(1);
    expect(lastPageOf(26, 25)).toBe(2);
    expect(lastPageOf(RESULT_WINDOW, 25)).toBe(40);
    expect(lastPageOf(30_328, 25)).toBe(40);
  });

  it('lets the last page start inside the window at any page size', () => {
    expect(lastPageInWindow(100)).toBe(10);
    // Page 34 of 30 starts at result 991, inside the window.
    expect(lastPageInWindow(30)).toBe(34);
    expect((lastPageInWindow(30) - 1) * 30).toBeLessThan(RESULT_WINDOW);
    expect(lastPageInWindow(30) * 30).toBeGreaterThanOrEqual(RESULT_WINDOW);
  });
});
