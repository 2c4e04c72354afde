import * as OTPAuth from 'otpauth';
import QRCode from 'qrcode';

/**
 * The one file that knows the TOTP library: RFC 6238 codes, 6 digits every 30 seconds with SHA-1,
 * the settings every authenticator app reads from an otpauth:// link.
 */

const ISSUER = 'Dokan back office';
const PERIOD = 30;

function totpFor(secret: string, label = '') {
  return new OTPAuth.TOTP({ issuer: ISSUER, label, algorithm: 'SHA1', digits: 6, period: PERIOD, secret: OTPAuth.Secret.fromBase32(secret) });
}

/** A new random 160-bit secret in base32, the form apps accept typed in. */
export function newTotpSecret(): string {
  return new OTPAuth.Secret({ size: 20 }).base32;
}

/** The otpauth:// link an authenticator app adds the account from, and the same as an SVG QR code. */
export async function totpEnrolment(secret: string, label: string): Promise<{ uri: string; qrSvg: string }> {
  const uri = totpFor(secret, label).toString();
  return { uri, qrSvg: await QRCode.toString(uri, { type: 'svg', margin: 1 }) };
}

/**
 * The time step a code belongs to, when it is right for now or one step either side (clocks on
 * phones drift); null for a wrong code.
 */
export function totpStep(secret: string, code: string, now = Date.now()): number | null {
  const delta = totpFor(secret).validate({ token: code, timestamp: now, window: 1 });
  return delta === null ? null : OTPAuth.TOTP.counter({ period: PERIOD, timestamp: now }) + delta;
}

/** The code an app would show at `now`; for tests and the end-to-end suite, which sign in as an app would. */
export function totpCode(secret: string, now = Date.now()): string {
  return totpFor(secret).generate({ timestamp: now });
}
