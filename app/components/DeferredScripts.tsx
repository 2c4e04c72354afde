import { Scripts } from 'react-router';
import { useCspNonce } from '#app/lib/csp-nonce.ts';
import { bootAfterLargestImage } from './boot-after-largest-image.ts';
import { MAIN_IMAGE_TIMING } from './image-loading.ts';

const HOLDER_ID = 'deferred-scripts';
/** However slow the first images, hydration starts by then. */
const LATEST_BOOT_MS = 2500;

/**
 * React Router's `<Scripts />`, started once the page's main image is on screen rather than
 * competing with it. A phone on a slow connection otherwise downloads some 150 kB of script
 * alongside the first product image and then parses it before painting that image; the
 * server-rendered page is readable, and its links and forms work, before any of it runs.
 *
 * The server writes the scripts inside a `<noscript>`, where a browser that runs scripts parses
 * them as text and React leaves them unhydrated; the inline script after it starts them (see
 * boot-after-largest-image.ts). The browser renders neither, so neither ships in the bundle.
 */
export function DeferredScripts() {
  const nonce = useCspNonce();
  const boot = import.meta.env.SSR
    ? `(${bootAfterLargestImage.toString()})(${JSON.stringify(HOLDER_ID)}, ${JSON.stringify(MAIN_IMAGE_TIMING)}, ${LATEST_BOOT_MS});`
    : '';
  return (
    <>
      <noscript id={HOLDER_ID} suppressHydrationWarning>
        {import.meta.env.SSR ? <Scripts nonce={nonce} /> : null}
      </noscript>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the boot script is our own function's source and JSON-encoded constants, nothing a user wrote. */}
      <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: boot }} />
    </>
  );
}
