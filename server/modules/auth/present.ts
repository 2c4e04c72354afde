import type { customers } from '#server/db/schema.ts';
import { mediaUrl } from '#server/modules/media/derive.ts';

type CustomerRow = typeof customers.$inferSelect;

/** The customer as the API shows it: the field names existing clients read (both spellings they use) and never a secret. */
export function presentCustomer(row: CustomerRow) {
  const profileImage = row.profileImagePath ? mediaUrl(row.profileImagePath) : null;
  return {
    id: row.id,
    website_customer_id: row.id,
    full_name: row.fullName,
    fullName: row.fullName,
    email: row.email,
    phone: row.phone,
    role: row.role,
    profile_image: profileImage,
    profileImage,
    address: row.address,
    date_of_birth: row.dateOfBirth,
    gender: row.gender,
    has_password: row.passwordHash !== null,
    created_at: row.createdAt.toISOString(),
  };
}

export type PresentedCustomer = ReturnType<typeof presentCustomer>;
