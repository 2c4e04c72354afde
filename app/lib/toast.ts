/** Toasts auto-hide after 3 s. */
export const TOAST_MS = 3000;

interface ToastRequest {
  kind: 'success' | 'error';
  message: string;
}

type Deliver = (request: ToastRequest) => void;

// The toast library loads on the first toast (see ToastHost); toasts raised before it is ready wait here.
const waiting: ToastRequest[] = [];
let deliver: Deliver | null = null;
let onFirstRequest: (() => void) | null = null;

function send(request: ToastRequest): void {
  if (deliver) {
    deliver(request);
    return;
  }
  waiting.push(request);
  onFirstRequest?.();
}

export const notify = {
  success: (message: string) => send({ kind: 'success', message }),
  error: (message: string) => send({ kind: 'error', message }),
};

/** The host asks to be told when a toast is first wanted; returns the unsubscribe. */
export function whenToastRequested(callback: () => void): () => void {
  onFirstRequest = callback;
  if (waiting.length) callback();
  return () => {
    if (onFirstRequest === callback) onFirstRequest = null;
  };
}

/** The loaded host takes over delivery and shows whatever was waiting. */
export function attachToastDelivery(handler: Deliver): () => void {
  deliver = handler;
  for (const request of waiting.splice(0)) handler(request);
  return () => {
    if (deliver === handler) deliver = null;
  };
}
