import { useEffect, useState } from 'react';
import { useLocation, useNavigation } from 'react-router';
import { DashboardLoadingScreen } from '#app/components/feedback/LoadingScreen.tsx';

/** Quick section changes finish before this; a loading screen for them would only flash. */
const SHOW_AFTER_MS = 200;

/**
 * The dashboard's content, or "Loading Dashboard - Please wait while we load your
 * data..." while another dashboard section is loading. Moving between pages of one list keeps the
 * list in place (the top progress bar shows that wait).
 */
export function DashboardPending({ children }: { children: React.ReactNode }) {
  const navigation = useNavigation();
  const location = useLocation();
  const target = navigation.state === 'loading' ? navigation.location.pathname : null;
  const switching = target?.startsWith('/dashboard') && target !== location.pathname;
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (!switching) {
      setVisible(false);
      return;
    }
    const timer = window.setTimeout(() => setVisible(true), SHOW_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [switching]);

  return visible ? <DashboardLoadingScreen /> : children;
}
