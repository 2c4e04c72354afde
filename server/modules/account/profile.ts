import { and, eq, ne } from 'drizzle-orm';
import { ACCOUNT_MESSAGES as M } from '#domain/account.ts';
import type { Database } from '#server/db/client.ts';
import { customers } from '#server/db/schema.ts';
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
      db.select({ id: customers.id }).from(customers).where(and(eq(column, value), ne(customers.id, customerId))).limit(1);
    if (email && email !== current.email && (await owner(customers.email, email)).length > 0) errors['email'] = [M.emailTaken];
    if (phone && phone !== current.phone && (await owner(customers.phone, phone)).length > 0) errors['phone'] = [M.phoneTaken];
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
