import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router';
import { strings } from '#app/strings/index.ts';

/** Quick navigations finish before this; showing the bar for them would only flicker. */
const SHOW_AFTER_MS = 150;
// Kept with the bar (React hoists and de-duplicates it) so the global stylesheet stays untouched.
const KEYFRAMES = '@keyframes navigation-progress{from{transform:translateX(-100%)}to{transform:translateX(300%)}}';

/** A thin bar across the top of the window while a client-side navigation is loading. */
export function NavigationProgress() {
  const pending = useNavigation().state !== 'idle';
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (!pending) {
      setVisible(false);
      return;
    }
    const timer = window.setTimeout(() => setVisible(true), SHOW_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [pending]);

  if (!visible) return null;
  return (
    <div role="progressbar" aria-label={strings.common.loading} className="fixed inset-x-0 top-0 z-[100] h-1 overflow-hidden bg-brand-50">
      <style href="navigation-progress" precedence="default">
        {KEYFRAMES}
      </style>
      <div className="h-full w-1/3 animate-[navigation-progress_1.2s_ease-in-out_infinite] rounded-full bg-accent-500 motion-reduce:w-full motion-reduce:animate-none" />
    </div>
  );
}
