import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES as M } from '#domain/account.ts';
import { isCommonPassword } from './passwords.ts';
import { newPasswordField } from './schemas.ts';

describe('common passwords', () => {
  it('refuses passwords people guess first, in any case, with the form message', () => {
    for (const password of [
      'password123',
      'Password123',
      'password1',
      'qwerty123',
      'iloveyou1',
      'bangladesh',
      '11111111',
      '1qaz2wsx',
      'abcd1234',
      'welcome123',
    ]) {
      expect(isCommonPassword(password), password).toBe(true);
      const result = newPasswordField.safeParse(password);
      expect(result.success, password).toBe(false);
      expect(result.error?.issues[0]?.message, password).toBe(M.passwordTooCommon);
    }
  });

  it('lets an uncommon password through', () => {
    for (const password of ['kathal-bagan-42', 'rickshaw moon 1971 tea']) {
      expect(isCommonPassword(password), password).toBe(false);
      expect(newPasswordField.safeParse(password).success, password).toBe(true);
    }
  });
});
