import { describe, expect, it } from 'vitest';
import { identifierKind, isSimpleEmail, normalizeBdPhone } from './account.ts';

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

describe('isSimpleEmail', () => {
  it('needs text, @, text, dot, text', () => {
    expect(isSimpleEmail('rahim@example.com')).toBe(true);
    expect(isSimpleEmail('rahim@example')).toBe(false);
    expect(isSimpleEmail('rahim example.com')).toBe(false);
    expect(isSimpleEmail('')).toBe(false);
  });
});

describe('identifierKind', () => {
  it('treats anything with @ as an email', () => {
    expect(identifierKind('a@b.co')).toBe('email');
    expect(identifierKind('01712345678')).toBe('phone');
  });
});
