/** Google Identity Services, loaded only when a Google client id is configured. */
const GOOGLE_IDENTITY_SCRIPT = 'https://accounts.google.com/gsi/client';

interface GoogleCredentialResponse {
  credential?: string;
}

export interface GoogleIdentity {
  accounts: {
    id: {
      initialize(options: {
        client_id: string;
        callback: (response: GoogleCredentialResponse) => void;
        ux_mode?: 'popup' | 'redirect';
        context?: 'signin' | 'signup' | 'use';
      }): void;
      renderButton(
        parent: HTMLElement,
        options: {
          type?: 'standard';
          theme?: 'outline' | 'filled_blue';
          size?: 'large' | 'medium';
          text?: 'continue_with' | 'signin_with';
          shape?: 'rectangular' | 'pill';
          width?: number;
          logo_alignment?: 'left' | 'center';
        },
      ): void;
    };
  };
}

let loading: Promise<GoogleIdentity> | null = null;

/** Adds the script once (async, so it never holds up the page) and resolves with `window.google`. */
export function loadGoogleIdentity(): Promise<GoogleIdentity> {
  const existing = (window as { google?: GoogleIdentity }).google;
  if (existing?.accounts?.id) return Promise.resolve(existing);
  loading ??= new Promise<GoogleIdentity>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = GOOGLE_IDENTITY_SCRIPT;
    script.async = true;
    script.defer = true;
    script.onload = () => {
      const google = (window as { google?: GoogleIdentity }).google;
      if (google?.accounts?.id) resolve(google);
      else reject(new Error('Google Identity Services did not start'));
    };
    script.onerror = () => {
      loading = null;
      reject(new Error('Google Identity Services could not be loaded'));
    };
    document.head.append(script);
  });
  return loading;
}
