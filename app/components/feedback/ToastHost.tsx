import { lazy, Suspense, useEffect, useState } from 'react';
import { whenToastRequested } from '#app/lib/toast.ts';

const loadSonnerHost = () => import('./SonnerHost.tsx');
const SonnerHost = lazy(loadSonnerHost);

/**
 * Mounts the toast library only once a toast is wanted, fetching it at the shopper's first touch or
 * key press so it is usually ready by the time a button raises one.
 */
export function ToastHost() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => whenToastRequested(() => setWanted(true)), []);
  useEffect(() => {
    const prefetch = () => void loadSonnerHost();
    window.addEventListener('pointerdown', prefetch, { once: true, passive: true });
    window.addEventListener('keydown', prefetch, { once: true });
    return () => {
      window.removeEventListener('pointerdown', prefetch);
      window.removeEventListener('keydown', prefetch);
    };
  }, []);
  return wanted ? (
    <Suspense fallback={null}>
      <SonnerHost />
    </Suspense>
  ) : null;
}
