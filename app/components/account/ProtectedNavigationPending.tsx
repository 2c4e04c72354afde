import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation, useNavigation } from 'react-router';
import { isProtectedPath } from '#app/lib/auth/paths.ts';

// Fetched as the navigation starts, well before the 150 ms wait is over; never on a page that stays put.
const loadScreen = () => import('#app/components/feedback/LoadingScreen.tsx').then((module) => ({ default: module.DashboardLoadingScreen }));
const DashboardLoadingScreen = lazy(loadScreen);

/** Quick checks finish before this; swapping the page out for them would only flicker. */
const SHOW_AFTER_MS = 150;

/**
 * The protected-page guard's loading state: while the browser moves into the dashboard from
 * elsewhere and the server checks the session, the page makes way for "Loading Dashboard - Please
 * wait while we load your data...". Moves within the dashboard keep its frame and show only the
 * navigation bar.
 */
export function ProtectedNavigationPending({ children }: { children: React.ReactNode }) {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const entering = navigation.state === 'loading' && isProtectedPath(navigation.location.pathname) && !isProtectedPath(pathname);
  const [show, setShow] = useState(false);
  useEffect(() => {
    if (!entering) return setShow(false);
    void loadScreen();
    const timer = window.setTimeout(() => setShow(true), SHOW_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [entering]);
  return show && entering ? (
    <Suspense fallback={children}>
      <DashboardLoadingScreen />
    </Suspense>
  ) : (
    children
  );
}
