import fs from 'node:fs';
import { hash, verify } from '@node-rs/argon2';

// OWASP's argon2id recommendation: 19 MiB of memory, 2 passes, 1 lane.
// `algorithm: 2` is Algorithm.Argon2id; the package's const enum cannot be imported under erasable syntax.
const ARGON2_OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/** The throwaway hash; asked for ahead, so the first unknown sign-in does not pay for hashing it. */
export function prepareVerifyTime(): Promise<string> {
  return (dummyHash ??= hashPassword('not-a-real-password-for-timing'));
}

/** Verifying against a throwaway hash makes a sign-in for an unknown account take as long as a real one; it never matches. */
export async function spendVerifyTime(password: string): Promise<false> {
  await verifyPassword(await prepareVerifyTime(), password);
  return false;
}

let commonPasswords: Set<string> | undefined;

/** The 1,000 most common passwords, compared case-insensitively. */
export function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(
    fs
      .readFileSync(new URL('../../data/common-passwords-top-1000.txt', import.meta.url), 'utf8')
      .split('\n')
      .map((line) => line.trim().toLowerCase())
      .filter(Boolean),
  );
  return commonPasswords.has(password.toLowerCase());
}
