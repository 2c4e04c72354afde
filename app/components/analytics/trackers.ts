import { type EventSink, ga4Event, pixelEvent } from '#app/lib/analytics.ts';

type Command = (...args: unknown[]) => void;

interface PixelQueue extends Command {
  callMethod?: Command;
  queue: IArguments[];
  push: PixelQueue;
  loaded: boolean;
  version: string;
}

/** The globals the official GA4 and Meta Pixel snippets define; the loaded libraries read their queues. */
export interface TrackerWindow {
  location: { origin: string };
  dataLayer?: unknown[];
  gtag?: Command;
  fbq?: Command;
  _fbq?: Command;
}

export interface TrackerIds {
  gaMeasurementId: string | null;
  metaPixelId: string | null;
}

// Each installer runs once per page: a second call (a remount) reuses what the first set up.
function installGtag(w: TrackerWindow, id: string, loadScript: (src: string) => void): Command {
  if (w.gtag) return w.gtag;
  w.dataLayer ??= [];
  const dataLayer = w.dataLayer;
  // gtag.js only reads `arguments` objects, exactly as its snippet pushes them.
  w.gtag = function gtag() {
    // biome-ignore lint/complexity/noArguments: gtag.js tells its commands apart by their being `arguments` objects, not arrays.
    dataLayer.push(arguments);
  };
  w.gtag('js', new Date());
  // Page views are sent on every route change by the app, not once by gtag.js.
  w.gtag('config', id, { send_page_view: false });
  loadScript(`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`);
  return w.gtag;
}

function installPixel(w: TrackerWindow, id: string, loadScript: (src: string) => void): Command {
  if (w.fbq) return w.fbq;
  // The official snippet's queue: fbevents.js replays it and then takes calls through callMethod.
  // biome-ignore-start lint/complexity/noArguments: fbevents.js replays the queue as the snippet fills it, with `arguments` objects.
  const fbq = function () {
    if (fbq.callMethod) fbq.callMethod.apply(fbq, arguments as unknown as unknown[]);
    else fbq.queue.push(arguments);
    // biome-ignore-end lint/complexity/noArguments: end of the snippet's queue
  } as PixelQueue;
  Object.assign(fbq, { push: fbq, loaded: true, version: '2.0', queue: [] });
  w.fbq = fbq;
  w._fbq ??= fbq;
  fbq('init', id);
  loadScript('https://connect.facebook.net/en_US/fbevents.js');
  return fbq;
}

/**
 * Sets up the trackers whose ids are configured and returns where events go; with no ids nothing
 * is defined or loaded and the answer is null.
 */
export function setUpTrackers(ids: TrackerIds, w: TrackerWindow, loadScript: (src: string) => void): EventSink | null {
  const gtag = ids.gaMeasurementId ? installGtag(w, ids.gaMeasurementId, loadScript) : null;
  const fbq = ids.metaPixelId ? installPixel(w, ids.metaPixelId, loadScript) : null;
  if (!gtag && !fbq) return null;
  return (event) => {
    if (gtag) gtag('event', ...ga4Event(event, w.location.origin));
    if (fbq) {
      const [kind, name, params] = pixelEvent(event);
      if (params) fbq(kind, name, params);
      else fbq(kind, name);
    }
  };
}
