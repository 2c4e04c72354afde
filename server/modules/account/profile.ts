import { and, eq, isNull, ne, notExists } from 'drizzle-orm';
import { ACCOUNT_MESSAGES as M } from '#domain/account.ts';
import type { Database } from '#server/db/client.ts';
import { violatesUniqueIndex } from '#server/db/errors.ts';
import { type CustomerAddress, customers } from '#server/db/schema.ts';
import { notFound, validationError } from '#server/http/errors.ts';
import { zodFieldErrors } from '#server/http/field-errors.ts';
import type { CustomerRow } from '#server/modules/auth/service.ts';
import { profileBody, type ProfileInput } from './schemas.ts';

/** Checks raw profile fields (an API body or a page's form) with the same rules, or throws 422. */
export function parseProfile(input: unknown): ProfileInput {
  const parsed = profileBody.safeParse(input);
  if (!parsed.success) throw validationError(zodFieldErrors(parsed.error.issues));
  return parsed.data;
}

export async function updateProfile(db: Database, customerId: number, input: ProfileInput): Promise<CustomerRow> {
  const [current] = await db.select().from(customers).where(eq(customers.id, customerId)).limit(1);
  if (!current) throw notFound();

  // A field left out keeps its value; null clears it.
  const email = input.email === undefined ? current.email : input.email;
  const phone = input.phone === undefined ? current.phone : input.phone;
  if (!email && !phone) throw validationError({ email: [M.emailOrPhoneRequired] });

  const takenByOthers = async () => {
    const errors: Record<string, string[]> = {};
    const owner = (column: typeof customers.email | typeof customers.phone, value: string) =>
      db
        .select({ id: customers.id })
        .from(customers)
        .where(and(eq(column, value), ne(customers.id, customerId)))
        .limit(1);
    if (email && email !== current.email && (await owner(customers.email, email)).length > 0) errors.email = [M.emailTaken];
    if (phone && phone !== current.phone && (await owner(customers.phone, phone)).length > 0) errors.phone = [M.phoneTaken];
    return errors;
  };
  const taken = await takenByOthers();
  if (Object.keys(taken).length > 0) throw validationError(taken);

  try {
    const [updated] = await db
      .update(customers)
      .set({
        fullName: input.full_name,
        email,
        phone,
        ...(input.date_of_birth !== undefined ? { dateOfBirth: input.date_of_birth } : {}),
        ...(input.gender !== undefined ? { gender: input.gender } : {}),
        ...(input.address !== undefined ? { address: input.address } : {}),
        updatedAt: new Date(),
      })
      .where(eq(customers.id, customerId))
      .returning();
    if (!updated) throw notFound();
    return updated;
  } catch (error) {
    // Another customer took the email or phone between the check and the write: the unique index decides.
    const raced = await takenByOthers();
    if (Object.keys(raced).length > 0) throw validationError(raced);
    throw error;
  }
}

/**
 * After an order (the checkout's "save to my profile"): the order's mobile number and delivery
 * address go into the profile where it has none. Nothing the customer already gave is replaced, and
 * a number another account holds is left out, since each number signs in to one account. The number
 * was proven by an SMS code before the order was placed. Answers which of the two were saved.
 */
export async function fillProfileGaps(
  db: Database,
  customerId: number,
  details: { phone: string; address: CustomerAddress },
): Promise<{ phone: boolean; address: boolean }> {
  const now = new Date();
  const addressSaved = await db
    .update(customers)
    .set({ address: details.address, updatedAt: now })
    .where(and(eq(customers.id, customerId), isNull(customers.address)))
    .returning({ id: customers.id });
  const holder = db.select({ id: customers.id }).from(customers).where(eq(customers.phone, details.phone));
  let phoneSaved: { id: number }[] = [];
  try {
    phoneSaved = await db
      .update(customers)
      .set({ phone: details.phone, updatedAt: now })
      .where(and(eq(customers.id, customerId), isNull(customers.phone), notExists(holder)))
      .returning({ id: customers.id });
  } catch (error) {
    // Another account took the number between the check and the write: the unique index decides.
    if (!violatesUniqueIndex(error, 'customers_phone_key')) throw error;
  }
  return { phone: phoneSaved.length > 0, address: addressSaved.length > 0 };
}
