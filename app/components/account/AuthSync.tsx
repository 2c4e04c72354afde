import { lazy, Suspense, useEffect } from 'react';
import { usePostSignInSync } from '#app/lib/auth/use-post-sign-in-sync.ts';
import { forgetCustomerCart } from '#app/lib/stores/cart.ts';

// Guests never download the server cart's code.
const ServerCartSync = lazy(() => import('#app/components/cart/ServerCartSync.tsx').then((module) => ({ default: module.ServerCartSync })));

/** Renders nothing: keeps the browser's sign-in state, the post-sign-in sync and the cart's owner in step with the page. */
export function AuthSync({ customerId }: { customerId: number | null | undefined }) {
  usePostSignInSync(customerId);
  useEffect(() => (customerId === null ? forgetCustomerCart() : undefined), [customerId]);
  if (typeof customerId !== 'number') return null;
  return (
    <Suspense fallback={null}>
      <ServerCartSync customerId={customerId} />
    </Suspense>
  );
}
