// What the login answer becomes: the client code after the last @, and SPEC §6 special flags.
import { describe, expect, it } from 'vitest';
import { readLogin } from '../../../src-worker/boot/validate.ts';

const login = (uid: unknown) => ({
  status: '0000',
  data: { accountId: 7, uid, balance: 10, currency: 'THB', ts: 1, userStatus: 0 },
});

describe('readLogin', () => {
  it.each([
    ['alice@NT', 'NT', true],
    ['bob@trials', 'trials', true],
    ['carol@DEMO', 'DEMO', false],
    ['dave@x@IGSW', 'IGSW', false],
    ['nobody', '', false],
  ])('%s has client code %s, special %s', (uid, code, special) => {
    const { user } = readLogin(login(uid), 0);
    expect(user.clientCode).toBe(code);
    expect(user.special).toBe(special);
    expect(user.accountId).toBe('7');
  });
});
