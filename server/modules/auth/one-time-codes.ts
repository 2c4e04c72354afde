import { randomBytes, randomInt } from 'node:crypto';
import { OTP_LENGTH } from '#domain/account.ts';
import { sameHash, sha256 } from './tokens.ts';

/** A 6-digit code sent by SMS or email: password resets and checkout's mobile number checks. */
export function newCode(): string {
  return String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
}

// A per-row salt keeps equal codes from having equal hashes across rows.
export function hashCode(code: string): string {
  const salt = randomBytes(16).toString('hex');
  return `${salt}.${sha256(`${salt}:${code}`)}`;
}

export function codeMatches(stored: string, code: string): boolean {
  const [salt = '', hash = ''] = stored.split('.');
  return sameHash(hash, sha256(`${salt}:${code}`));
}
