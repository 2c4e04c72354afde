// Back-office roles and what each may reach, shared by the API's guards and the admin pages.

export const STAFF_ROLES = ['owner', 'manager', 'catalogue_editor', 'order_handler'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** The parts of the back office a role is checked against. */
export const STAFF_AREAS = ['staff', 'catalogue', 'content', 'orders', 'refunds', 'customers', 'settings'] as const;
export type StaffArea = (typeof STAFF_AREAS)[number];

const ROLE_AREAS: Record<StaffRole, readonly StaffArea[]> = {
  owner: STAFF_AREAS,
  manager: STAFF_AREAS.filter((area) => area !== 'staff'),
  catalogue_editor: ['catalogue', 'content'],
  order_handler: ['orders', 'refunds', 'customers'],
};

export function staffAreas(role: StaffRole): readonly StaffArea[] {
  return ROLE_AREAS[role];
}

export function canReach(role: StaffRole, area: StaffArea): boolean {
  return ROLE_AREAS[role].includes(area);
}

export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  owner: 'Owner',
  manager: 'Manager',
  catalogue_editor: 'Catalogue editor',
  order_handler: 'Order handler',
};

export const STAFF_NAME_MAX_LENGTH = 100;
export const RECOVERY_CODE_COUNT = 10;

export const STAFF_MESSAGES = {
  signInRequired: 'Sign in to the back office.',
  invalidCredentials: 'These credentials do not match our records.',
  codeRequired: 'Enter the 6-digit code from your authenticator app, or a recovery code.',
  wrongCode: 'That code is not right, or it was already used.',
  linkGone: 'This sign-in link has expired or was already used. Ask an owner for a new one.',
  enrolmentExpired: 'Your setup took too long. Ask an owner for a new sign-in link.',
  emailTaken: 'A staff member with this email already exists.',
  notYourself: 'You cannot change your own role or disable yourself; ask another owner.',
  signedIn: 'Signed in.',
  signedOut: 'Signed out.',
  passwordAccepted: 'Password set. Now add the back office to your authenticator app.',
  enrolled: 'Two-step sign-in is on. Keep your recovery codes somewhere safe.',
  invited: 'Invitation created. Send the sign-in link to them; it works once.',
  updated: 'Staff member updated.',
  disabled: 'Staff member disabled; their sessions have ended.',
} as const;
