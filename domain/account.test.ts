import { describe, expect, it } from 'vitest';
import { EMAIL_MAX_LENGTH, identifierKind, isValidEmail, normalizeBdPhone } from './account.ts';

describe('normalizeBdPhone', () => {
  it('accepts the local, +880 and 880 forms and stores 11 digits', () => {
    expect(normalizeBdPhone('01712345678')).toBe('01712345678');
    expect(normalizeBdPhone('+8801712345678')).toBe('01712345678');
    expect(normalizeBdPhone('8801912345678')).toBe('01912345678');
    expect(normalizeBdPhone('017-1234 5678')).toBe('01712345678');
  });

  it('refuses operators that do not exist and wrong lengths', () => {
    expect(normalizeBdPhone('01212345678')).toBeNull();
    expect(normalizeBdPhone('0171234567')).toBeNull();
    expect(normalizeBdPhone('017123456789')).toBeNull();
    expect(normalizeBdPhone('+9101712345678')).toBeNull();
    expect(normalizeBdPhone('abc')).toBeNull();
  });
});

describe('isValidEmail', () => {
  it('needs text, @, text, dot, text, without spaces', () => {
    expect(isValidEmail('rahim@example.com')).toBe(true);
    expect(isValidEmail('rahim.uddin+shop@mail.example.com.bd')).toBe(true);
    expect(isValidEmail('rahim@example')).toBe(false);
    expect(isValidEmail('rahim example.com')).toBe(false);
    expect(isValidEmail('rahim@exa mple.com')).toBe(false);
    expect(isValidEmail('rahim@@example.com')).toBe(false);
    expect(isValidEmail('@example.com')).toBe(false);
    expect(isValidEmail('abc')).toBe(false);
    expect(isValidEmail('')).toBe(false);
  });

  it('ignores surrounding spaces, as the forms trim them', () => {
    expect(isValidEmail('  rahim@example.com ')).toBe(true);
  });

  it('refuses an address longer than SMTP carries', () => {
    const domain = '@example.com';
    expect(isValidEmail(`${'a'.repeat(EMAIL_MAX_LENGTH - domain.length)}${domain}`)).toBe(true);
    expect(isValidEmail(`${'a'.repeat(EMAIL_MAX_LENGTH - domain.length + 1)}${domain}`)).toBe(false);
  });
});

describe('identifierKind', () => {
  it('treats anything with @ as an email', () => {
    expect(identifierKind('a@b.co')).toBe('email');
    expect(identifierKind('01712345678')).toBe('phone');
  });
});
