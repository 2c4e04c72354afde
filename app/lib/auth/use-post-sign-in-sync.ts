import { useEffect, useRef } from 'react';
import { useRevalidator } from 'react-router';
import { broadcastAuthChange, forgetSignedIn, onAuthChange, rememberSignedIn, takeLogoutUnderWay } from './browser-session.ts';

/** The data sync runs this long after sign-in, once the first page after it has settled. */
const POST_SIGN_IN_SYNC_DELAY_MS = 2000;

let pending: ReturnType<typeof setTimeout> | undefined;

/**
 * Watches the signed-in customer of the page (root loader data). A customer this browser has not
 * seen signed in is a fresh sign-in, by form, social button or another tab: their id is stored
 * (website_customer_id), the change is broadcast, and 2 s later the sync reloads the page
 * data (dashboard summary, counts); the notification feed follows the new viewer by itself. A guest page after a
 * sign-in means a sign-out: the stored keys go and the change is broadcast, only now that the server
 * has ended the session (a logout from the menu waits for this page too). Other tabs' changes
 * reload this tab's data, so its header and guards follow.
 */
export function usePostSignInSync(customerId: number | null | undefined): void {
  const revalidator = useRevalidator();
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;

  useEffect(() => {
    // Unknown (the page's frame failed to load): no conclusion either way.
    if (customerId === undefined) return;
    if (customerId === null) {
      // `||` would skip the second call: both must run, each forgets what it holds.
      const forgotKeys = forgetSignedIn();
      if (takeLogoutUnderWay() || forgotKeys) broadcastAuthChange({ type: 'signed-out' });
      return;
    }
    if (!rememberSignedIn(customerId)) return;
    broadcastAuthChange({ type: 'signed-in', customerId });
    // Module-level, not cleaned up with the effect: the sync must survive a re-render or remount.
    clearTimeout(pending);
    pending = setTimeout(() => void revalidate.current(), POST_SIGN_IN_SYNC_DELAY_MS);
  }, [customerId]);

  useEffect(
    () =>
      onAuthChange((_change, fromOtherTab) => {
        if (fromOtherTab) void revalidate.current();
      }),
    [],
  );
}
