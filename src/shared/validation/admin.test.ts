import { describe, expect, it } from 'vitest';
import { SETUP_CODE_FORMAT_MESSAGE, SETUP_CODE_REQUIRED_MESSAGE, ZInitializeAdminRequest, formatSetupCode } from './admin';

describe('the setup code as typed', () => {
  it.each([
    ['ABCD-EFGH-JKMN-PQRS', 'ABCDEFGHJKMNPQRS'],
    ['  abcd efgh jkmn pqrs ', 'ABCDEFGHJKMNPQRS'],
    ['abcd-efgh - jkmnpqrs', 'ABCDEFGHJKMNPQRS'],
  ])('%j is read as %s', (typed, code) => {
    expect(ZInitializeAdminRequest.parse({ code: typed })).toEqual({ code });
    expect(formatSetupCode(typed)).toBe('ABCD-EFGH-JKMN-PQRS');
  });

  it.each([
    ['', SETUP_CODE_REQUIRED_MESSAGE],
    [' -- ', SETUP_CODE_REQUIRED_MESSAGE],
    ['ABCD-EFGH-JKMN', SETUP_CODE_FORMAT_MESSAGE],
    ['ABCD-EFGH-JKMN-PQRS-T', SETUP_CODE_FORMAT_MESSAGE],
    ['ABCD_EFGH_JKMN_PQRS', SETUP_CODE_FORMAT_MESSAGE],
    [`${'A'.repeat(16)}${' '.repeat(60)}`, SETUP_CODE_FORMAT_MESSAGE],
  ])('%j is refused: %s', (typed, message) => {
    const result = ZInitializeAdminRequest.safeParse({ code: typed });
    expect(result.error?.issues[0]?.message).toBe(message);
  });

  it('refuses a line break or a control character', () => {
    expect(ZInitializeAdminRequest.safeParse({ code: 'ABCD-EFGH\nJKMN-PQRS' }).success).toBe(false);
    expect(ZInitializeAdminRequest.safeParse({ code: 'ABCD-EFGH-JKMN-PQRS\u0000' }).success).toBe(false);
  });
});
