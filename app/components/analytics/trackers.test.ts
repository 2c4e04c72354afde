import { afterEach, describe, expect, it, vi } from 'vitest';
import { setUpTrackers, type TrackerWindow } from './trackers.ts';

const fakeWindow = (): TrackerWindow => ({ location: { origin: 'https://shop.example' } });
const search = { name: 'search', term: 'laptop' } as const;

/** analytics.ts keeps its queue in module state; each of these tests starts from a fresh copy. */
async function freshAnalytics() {
  vi.resetModules();
  return import('#app/lib/analytics.ts');
}

describe('trackers', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('defines and loads nothing when no id is configured', () => {
    const w = fakeWindow();
    const loadScript = vi.fn();
    expect(setUpTrackers({ gaMeasurementId: null, metaPixelId: null }, w, loadScript)).toBeNull();
    expect(loadScript).not.toHaveBeenCalled();
    expect(w).toEqual(fakeWindow());
  });

  it('queues GA4 and Pixel calls the way the official snippets do, and loads each library once', () => {
    const w = fakeWindow();
    const loadScript = vi.fn();
    const send = setUpTrackers({ gaMeasurementId: 'G-TEST1', metaPixelId: '123' }, w, loadScript);
    setUpTrackers({ gaMeasurementId: 'G-TEST1', metaPixelId: '123' }, w, loadScript);
    send?.(search);
    expect(loadScript.mock.calls).toEqual([['https://www.googletagmanager.com/gtag/js?id=G-TEST1'], ['https://connect.facebook.net/en_US/fbevents.js']]);
    const gtagCalls = (w.dataLayer as IArguments[]).map((args) => [...args]);
    expect(gtagCalls[1]).toEqual(['config', 'G-TEST1', { send_page_view: false }]);
    expect(gtagCalls.at(-1)).toEqual(['event', 'search', { search_term: 'laptop' }]);
    const pixelQueue = (w.fbq as unknown as { queue: IArguments[] }).queue.map((args) => [...args]);
    expect(pixelQueue).toEqual([
      ['init', '123'],
      ['track', 'Search', { search_string: 'laptop' }],
    ]);
  });

  it('holds events until set up, then sends them', async () => {
    vi.stubGlobal('window', {});
    const { startTracking, track } = await freshAnalytics();
    const sent: unknown[] = [];
    track(search);
    startTracking((event) => sent.push(event));
    track({ name: 'sign_up', method: 'email' });
    expect(sent).toEqual([search, { name: 'sign_up', method: 'email' }]);
  });

  it('drops held events and ignores later ones when nothing is configured', async () => {
    vi.stubGlobal('window', {});
    const { startTracking, track } = await freshAnalytics();
    const sent: unknown[] = [];
    track(search);
    startTracking(null);
    track(search);
    startTracking((event) => sent.push(event));
    expect(sent).toEqual([]);
  });
});
