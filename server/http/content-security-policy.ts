import { randomBytes } from 'node:crypto';
import type { Config } from '#server/config.ts';

/** A fresh nonce per page: only the scripts the server wrote into this page may run. */
export function newCspNonce(): string {
  return randomBytes(16).toString('base64');
}

const GOOGLE_ANALYTICS = ['https://www.googletagmanager.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com'];
const META_PIXEL = ['https://connect.facebook.net', 'https://www.facebook.com'];
const GOOGLE_SIGN_IN = 'https://accounts.google.com';
const SSLCOMMERZ = 'https://*.sslcommerz.com';

type PolicyConfig = Pick<Config, 'GA_MEASUREMENT_ID' | 'META_PIXEL_ID' | 'GOOGLE_CLIENT_ID' | 'SSLCOMMERZ_STORE_ID'>;

/**
 * Which inline scripts may run: those carrying this response's nonce, or, for a page kept and
 * served to many visitors (server/http/render-cache), exactly the scripts whose SHA-256 hashes it
 * lists, since one nonce shared by everyone would be no secret.
 */
export type InlineScripts = { nonce: string } | { hashes: readonly string[] };

/**
 * The pages' Content-Security-Policy. Scripts run only with this page's nonce (or hashes) or from
 * our own origin; the analytics, sign-in and payment hosts are allowed only when the shop
 * configures them. Inline styles stay allowed: they cannot run code, and the UI library sets a few.
 */
export function contentSecurityPolicy(config: PolicyConfig, inline: InlineScripts): string {
  const scripts = ["'self'", ...('nonce' in inline ? [`'nonce-${inline.nonce}'`] : inline.hashes.map((hash) => `'sha256-${hash}'`))];
  const connect = ["'self'"];
  const images = ["'self'", 'data:', 'blob:'];
  const frames: string[] = [];
  const styles = ["'self'", "'unsafe-inline'"];
  const forms = ["'self'"];
  if (config.GA_MEASUREMENT_ID) {
    scripts.push('https://www.googletagmanager.com');
    connect.push(...GOOGLE_ANALYTICS);
    images.push(...GOOGLE_ANALYTICS);
  }
  if (config.META_PIXEL_ID) {
    scripts.push('https://connect.facebook.net');
    connect.push(...META_PIXEL);
    images.push('https://www.facebook.com');
  }
  if (config.GOOGLE_CLIENT_ID) {
    scripts.push(`${GOOGLE_SIGN_IN}/gsi/client`);
    connect.push(`${GOOGLE_SIGN_IN}/gsi/`);
    frames.push(`${GOOGLE_SIGN_IN}/gsi/`);
    styles.push(`${GOOGLE_SIGN_IN}/gsi/style`);
  }
  // "Pay now" posts to our own page, which redirects the form to the gateway.
  if (config.SSLCOMMERZ_STORE_ID) forms.push(SSLCOMMERZ);
  return [
    "default-src 'self'",
    `script-src ${scripts.join(' ')}`,
    `style-src ${styles.join(' ')}`,
    `img-src ${images.join(' ')}`,
    "font-src 'self' data:",
    `connect-src ${connect.join(' ')}`,
    `frame-src ${frames.length ? frames.join(' ') : "'none'"}`,
    "object-src 'none'",
    "base-uri 'self'",
    `form-action ${forms.join(' ')}`,
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The nonce a policy written by contentSecurityPolicy allows, or null when it lists hashes instead. */
export function nonceOfPolicy(policy: string): string | null {
  return /'nonce-([^']+)'/.exec(policy)?.[1] ?? null;
}
