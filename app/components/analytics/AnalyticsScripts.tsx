import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { startTracking, track } from '#app/lib/analytics.ts';
import { useConsent } from '#app/lib/cookie-consent.ts';
import type { ConsentChoice } from '#domain/cookie-consent.ts';
import { setUpTrackers, type TrackerIds, type TrackerWindow } from './trackers.ts';

/** Third-party scripts wait until the page has loaded and the browser is idle, so they cost no first-paint time. */
function loadWhenIdle(src: string) {
  const load = () => {
    const script = document.createElement('script');
    script.async = true;
    script.src = src;
    document.head.append(script);
  };
  const start = () => (window.requestIdleCallback ? window.requestIdleCallback(load, { timeout: 5000 }) : setTimeout(load, 1000));
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}

/** The cookies GA4 and Meta Pixel set; a shopper who withdraws consent has them removed. */
const TRACKER_COOKIE = /^(_ga(_.*)?|_gid|_fbp|_fbc)$/;

function removeTrackerCookies() {
  const host = window.location.hostname;
  const domains = ['', host, `.${host.split('.').slice(-2).join('.')}`];
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim() ?? '';
    if (!TRACKER_COOKIE.test(name)) continue;
    for (const domain of domains) {
      // biome-ignore lint/suspicious/noDocumentCookie: expiring third-party analytics cookies can only be done through document.cookie.
      document.cookie = `${name}=; Path=/; Max-Age=0${domain ? `; Domain=${domain}` : ''}`;
    }
  }
}

/**
 * Loads GA4 and Meta Pixel when their ids are configured and the shopper accepted analytics
 * cookies, and reports a page view on every route change. Before a choice, or after Decline, no
 * tracker script is loaded and no event leaves the page.
 */
export function AnalyticsScripts({ site, consent: fromRequest }: { site: TrackerIds | undefined; consent: ConsentChoice | null | undefined }) {
  const location = useLocation();
  const consent = useConsent(fromRequest);
  const gaMeasurementId = site?.gaMeasurementId ?? null;
  const metaPixelId = site?.metaPixelId ?? null;

  useEffect(() => {
    if (consent === undefined) return;
    if (consent === 'accepted') {
      startTracking(setUpTrackers({ gaMeasurementId, metaPixelId }, window as unknown as TrackerWindow, loadWhenIdle));
      return;
    }
    startTracking(null);
    if (consent === 'declined') removeTrackerCookies();
  }, [consent, gaMeasurementId, metaPixelId]);

  useEffect(() => {
    track({ name: 'page_view', path: `${location.pathname}${location.search}`, title: document.title });
  }, [location.pathname, location.search]);

  return null;
}
