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
  dummyHash ??= hashPassword('not-a-real-password-for-timing');
  return dummyHash;
}

/** Verifying against a throwaway hash makes a sign-in for an unknown account take as long as a real one; it never matches. */
export async function spendVerifyTime(password: string): Promise<false> {
  await verifyPassword(await prepareVerifyTime(), password);
  return false;
}

/**
 * Lists of passwords people really use, compared case-insensitively: the 1,000 most common (SecLists),
 * and the 49,233 that zxcvbn-ts's estimator ships (@zxcvbn-ts/language-common, drawn from a 10-million
 * password leak). The short list adds repeats and runs (`11111111`) that zxcvbn-ts leaves to its
 * pattern matchers; together they catch what a customer would guess first, such as `password123`.
 */
const COMMON_PASSWORD_LISTS = ['common-passwords-top-1000.txt', 'common-passwords-xato-zxcvbn-ts.txt'];

let commonPasswords: Set<string> | undefined;

/** Whether the password is on one of the lists; the lists are read once, on first use. */
export function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(
    COMMON_PASSWORD_LISTS.flatMap((name) =>
      fs
        .readFileSync(new URL(`../../data/${name}`, import.meta.url), 'utf8')
        .split('\n')
        .map((line) => line.trim().toLowerCase())
        .filter(Boolean),
    ),
  );
  return commonPasswords.has(password.toLowerCase());
}
