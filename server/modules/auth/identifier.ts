import { eq, type SQL } from 'drizzle-orm';
import { customers } from '#server/db/schema.ts';

/** What a customer types to name an account: an email, or else a mobile number (both already normalised). */
export interface Identifier {
  email?: string | undefined;
  phone?: string | undefined;
}

/**
 * The identifier as a rate limit key. Keyed on what was typed, not on the account it names, so an
 * unknown email is counted exactly like a known one and a limit never tells them apart.
 */
export function identifierKey(input: Identifier): string {
  return input.email ? `email:${input.email}` : `phone:${input.phone ?? ''}`;
}

/** The customers row the identifier names: by email when one was given, otherwise by phone. */
export function customerNamedBy(input: Identifier): SQL {
  return input.email ? eq(customers.email, input.email) : eq(customers.phone, input.phone ?? '');
}
