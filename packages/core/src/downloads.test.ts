import { describe, expect, it } from 'vitest';
import { ownerOf } from './downloads';

// Whose files a download by id reads is decided by the endpoint the call came through, never by the
// request: a borrower's endpoint reads their own, a back-office endpoint any, nothing else one.
describe('ownerOf', () => {
  it('gives a borrower their own files and the back office anyone’s', () => {
    expect(ownerOf({ access: 'client', actorId: 41 })).toEqual({ clientId: 41 });
    expect(ownerOf({ access: 'user', actorId: 7 })).toBe('back-office');
  });

  it('refuses a public or half-signed-in caller (forbidden), so a download mounted there reads nothing', () => {
    for (const access of ['public', 'mfa'] as const) {
      expect(() => ownerOf({ access, actorId: 0 })).toThrowError(
        expect.objectContaining({ code: 'forbidden' }),
      );
    }
  });
});
