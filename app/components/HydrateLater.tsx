import { Suspense } from 'react';

/**
 * A Suspense boundary around server-rendered content below the fold. React hydrates such
 * boundaries after the rest of the page, in small interruptible steps (and at once if the shopper
 * interacts with one), so a long home page does not block a phone's main thread in one piece.
 */
export function HydrateLater({ children }: { children: React.ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
