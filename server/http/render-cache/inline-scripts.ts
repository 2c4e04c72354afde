import { createHash } from 'node:crypto';

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
/** Data blocks are never run, so the policy need not name them. */
const DATA_BLOCK = /\btype="application\/(?:ld\+)?json"/i;

/**
 * A rendered page made fit to serve to many visitors: the nonce it was rendered with is taken out
 * (one nonce shown to everyone is no secret), and the SHA-256 hash of every inline script is
 * listed for the page's policy instead. Scripts inside the `<noscript>` holder count too: the boot
 * script (DeferredScripts.tsx) runs copies of them with the same text. Null when the page cannot
 * be shared.
 */
export function shareablePage(html: string, nonce: string): { html: string; hashes: string[] } | null {
  const shared = html.replaceAll(` nonce="${nonce}"`, '');
  // The nonce written anywhere else (in a script's text, say) would be served to everyone: not kept.
  if (shared.includes(nonce)) return null;
  const hashes = new Set<string>();
  for (const [, attributes = '', text = ''] of shared.matchAll(SCRIPT)) {
    if (/\bsrc=/i.test(attributes) || DATA_BLOCK.test(attributes)) continue;
    hashes.add(createHash('sha256').update(text, 'utf8').digest('base64'));
  }
  return { html: shared, hashes: [...hashes] };
}
