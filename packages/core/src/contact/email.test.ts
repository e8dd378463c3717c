import { eq } from '@lender/db/orm';
import { clients } from '@lender/db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestCore, type TestCore } from '../../testing/index';
import { hashPassword } from '../auth/passwords';
import { clientLogin } from '../clients/client-login';
import { get } from '../clients/get';
import { DuplicateLegacyEmailError, emailHashOf, encryptLegacyEmails } from './email';

// Issue 10 point 11: the e-mail is encrypted like the phone, with a keyed hash for look-ups.
let t: TestCore;
beforeAll(async () => {
  t = await createTestCore();
});
afterAll(() => t.close());

let seq = 0;
async function legacyClient(email: string) {
  seq += 1;
  const phone = `+52551777${String(seq).padStart(4, '0')}`;
  const [row] = await t.core.db
    .insert(clients)
    .values({
      legacyEmail: email,
      firstName: 'Vieja',
      lastName: 'Fila',
      phoneEnc: t.core.pii.encrypt(phone),
      phoneHash: t.core.pii.hash('phone', phone),
      passwordHash: await hashPassword('Nube4242'),
    })
    .returning({ id: clients.id });
  return row?.id as number;
}

describe('e-mail at rest', () => {
  it('moves clear e-mails left by migration 0012 to ciphertext + keyed hash, once', async () => {
    const id = await legacyClient('Legacy.User@Example.com');
    expect(await encryptLegacyEmails(t.core.db, t.core.pii)).toBe(1);
    const [row] = await t.core.db.select().from(clients).where(eq(clients.id, id));
    expect(row?.legacyEmail).toBeNull();
    expect(row?.emailEnc).not.toContain('legacy');
    expect(t.core.pii.decrypt(row?.emailEnc as string)).toBe('legacy.user@example.com');
    expect(row?.emailHash).toBe(emailHashOf(t.core.pii, 'legacy.user@example.com'));
    // Idempotent: nothing left to move.
    expect(await encryptLegacyEmails(t.core.db, t.core.pii)).toBe(0);
    // The client logs in with the e-mail, whatever its case, and sees it in the profile.
    await clientLogin(t.core, {
      body: { username: 'LEGACY.user@example.com', password: 'Nube4242' },
      requester: 'test',
    });
    expect((await get(t.core, { actorId: id })).email).toBe('legacy.user@example.com');
  });

  it('refuses to start over two legacy rows that differ only in case, naming them', async () => {
    const a = await legacyClient('twin@example.com');
    const b = await legacyClient('TWIN@example.com');
    const error = await encryptLegacyEmails(t.core.db, t.core.pii).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DuplicateLegacyEmailError);
    expect((error as DuplicateLegacyEmailError).clientIds.sort()).toEqual([a, b].sort());
    // Nothing in clear is lost: the second row keeps its legacy e-mail for the operator.
    const [rowB] = await t.core.db.select().from(clients).where(eq(clients.id, b));
    expect(rowB?.legacyEmail).toBe('TWIN@example.com');
    await t.core.db.delete(clients).where(eq(clients.id, b));
  });

  it('a client row needs an e-mail: encrypted or legacy', async () => {
    await expect(
      t.core.db.insert(clients).values({
        firstName: 'Sin',
        lastName: 'Correo',
        phoneEnc: 'x',
        phoneHash: 'no-email-phone',
        passwordHash: 'x',
      }),
    ).rejects.toThrow();
  });

  it('the e-mail hash is unique', async () => {
    await legacyClient('unique@example.com');
    await encryptLegacyEmails(t.core.db, t.core.pii);
    const twin = await legacyClient('Unique@Example.com');
    await expect(encryptLegacyEmails(t.core.db, t.core.pii)).rejects.toBeInstanceOf(
      DuplicateLegacyEmailError,
    );
    await t.core.db.delete(clients).where(eq(clients.id, twin));
  });
});
