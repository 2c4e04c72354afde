import { useEffect } from 'react';
import { toast, Toaster } from 'sonner';
import { attachToastDelivery, TOAST_MS } from '#app/lib/toast.ts';

/** sonner's toaster; it mounts before this effect runs, so waiting toasts are shown, not lost. */
export default function SonnerHost() {
  useEffect(
    () =>
      attachToastDelivery(({ kind, message }) => {
        if (kind === 'success') toast.success(message, { duration: TOAST_MS });
        else toast.error(message, { duration: TOAST_MS });
      }),
    [],
  );
  return <Toaster position="top-center" richColors closeButton />;
}
