import { usePostSignInSync } from '#app/lib/auth/use-post-sign-in-sync.ts';

/** Renders nothing: keeps the browser's sign-in state and the post-sign-in sync in step with the page. */
export function AuthSync({ customerId }: { customerId: number | null | undefined }) {
  usePostSignInSync(customerId);
  return null;
}
