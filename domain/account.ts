// Sign-in identifiers and password rules, shared by the server's validation and the browser's forms.

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const FULL_NAME_MAX_LENGTH = 100;
export const OTP_LENGTH = 6;
/** Profile photos: the upload limit and the formats accepted (checked by content on the server). */
export const PROFILE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const PROFILE_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** Bangladeshi mobile numbers: 01[3-9] then 8 digits, also written +8801… or 8801…. */
const BD_MOBILE = /^(?:\+?88)?(01[3-9]\d{8})$/;

/** The stored 11-digit form of a Bangladeshi mobile number, or null when it is not one. */
export function normalizeBdPhone(input: string): string | null {
  const compact = input.replace(/[\s-]/g, '');
  return BD_MOBILE.exec(compact)?.[1] ?? null;
}

/** The longest address SMTP carries (RFC 5321). */
export const EMAIL_MAX_LENGTH = 254;

/**
 * The one rule for an email address, wherever one is typed (sign-up, sign-in, profile, checkout,
 * password reset, newsletter) and on both sides: text, @, text, dot, text, without spaces, at most
 * 254 characters once trimmed. The browser and the server answer alike, so a form never passes in
 * the page and then fails on the server, or the other way round.
 */
export function isValidEmail(input: string): boolean {
  const email = input.trim();
  return email.length <= EMAIL_MAX_LENGTH && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email);
}

export function normalizeEmail(input: string): string {
  return input.trim().toLowerCase();
}

/** What a sign-in identifier is: an email when it has an @, otherwise a mobile number. */
export function identifierKind(identifier: string): 'email' | 'phone' {
  return identifier.includes('@') ? 'email' : 'phone';
}

export const ACCOUNT_MESSAGES = {
  loginFailed: 'Login failed',
  invalidCredentials: 'These credentials do not match our records.',
  registrationFailed: 'Registration failed',
  emailTaken: 'This email is already registered.',
  phoneTaken: 'This phone number is already registered.',
  emailOrPhoneRequired: 'Enter an email address or a mobile number.',
  invalidEmail: 'Enter a valid email address.',
  invalidPhone: 'Enter a Bangladeshi mobile number such as 01712345678.',
  fullNameRequired: 'Enter your full name.',
  passwordTooShort: `The password must be at least ${PASSWORD_MIN_LENGTH} characters.`,
  passwordTooLong: `The password must be at most ${PASSWORD_MAX_LENGTH} characters.`,
  passwordTooCommon: 'This password is too common. Choose one that is harder to guess.',
  passwordsDoNotMatch: 'The passwords do not match.',
  tooManyAttempts: 'Too many attempts. Please wait a while and try again.',
  accountLocked: 'Too many failed sign-ins for this account. Please try again in an hour or reset your password.',
  loggedOut: 'Logged out successfully.',
  loggedIn: 'Login successful.',
  registered: 'Registration successful.',
  otpSent: 'If an account matches, a 6-digit code has been sent to it.',
  sendOtpFailed: 'Failed to send OTP',
  invalidOtp: 'Invalid or expired OTP',
  otpTooManyTries: 'Too many wrong codes. Please request a new one.',
  otpResendTooSoon: 'Please wait a minute before requesting another code.',
  otpSendLimit: 'Too many codes were asked for this address. Please use the latest one sent, or try again later.',
  otpVerified: 'Code verified. Choose a new password.',
  resetFailed: 'Failed to reset password',
  passwordReset: 'Your password has been reset. Please log in with the new password.',
  googleFailed: 'Google authentication failed',
  facebookFailed: 'Facebook authentication failed',
  googleNotConfigured: 'Google sign-in is not set up for this shop.',
  facebookNotConfigured: 'Facebook sign-in is not set up for this shop.',
  socialUnavailable: 'The sign-in service could not be reached. Please try again in a moment.',
  addressRequired: 'Enter your street address.',
  divisionInvalid: 'Choose a division from the list.',
  districtInvalid: 'Choose a district of the selected division.',
  phoneRequired: 'Enter your mobile number so the courier can reach you.',
  updateAddressFailed: 'Failed to update address',
  addressUpdated: 'Address saved.',
  profileUpdated: 'Profile updated.',
  updateProfileFailed: 'Failed to update profile',
  uploadImageFailed: 'Failed to upload profile image',
  imageUploaded: 'Profile image updated.',
  imageRequired: 'Choose an image to upload.',
  imageTooLarge: 'The image must be at most 5 MB.',
  imageUnsupported: 'Upload a JPEG, PNG or WebP image.',
  imageTooManyPixels: 'The image is too large. Upload one of at most 40 megapixels.',
  invalidDateOfBirth: 'Enter a real date of birth as YYYY-MM-DD.',
  dateOfBirthInFuture: 'The date of birth cannot be in the future.',
  invalidGender: 'Choose male, female or other.',
  orderNotFound: 'Order not found',
  accessDenied: (role: string) => `You don't have permission to access this page. This area requires ${role} privileges.`,
} as const;
