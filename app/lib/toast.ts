import { toast } from 'sonner';

/** Spec: toasts auto-hide after 3 s. */
export const TOAST_MS = 3000;

export const notify = {
  success: (message: string) => toast.success(message, { duration: TOAST_MS }),
  error: (message: string) => toast.error(message, { duration: TOAST_MS }),
};
