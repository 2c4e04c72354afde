import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { startTracking, track } from '#app/lib/analytics.ts';
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

/** Loads GA4 and Meta Pixel when their ids are configured and reports a page view on every route change. */
export function AnalyticsScripts({ site }: { site: TrackerIds | undefined }) {
  const location = useLocation();
  const gaMeasurementId = site?.gaMeasurementId ?? null;
  const metaPixelId = site?.metaPixelId ?? null;

  useEffect(() => {
    startTracking(setUpTrackers({ gaMeasurementId, metaPixelId }, window as unknown as TrackerWindow, loadWhenIdle));
  }, [gaMeasurementId, metaPixelId]);

  useEffect(() => {
    track({ name: 'page_view', path: `${location.pathname}${location.search}`, title: document.title });
  }, [location.pathname, location.search]);

  return null;
}
