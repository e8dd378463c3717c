import { personRfc } from '@lender/clabe/names';
import { eq } from '@lender/db/orm';
import { clients } from '@lender/db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestCore, type TestCore } from '../../testing/test-core';
import { CoreError } from '../errors/core-error';
import { insertClientRow } from '../seed/lending-rows';
import { get } from './get';
import { update } from './update';

let t: TestCore;
beforeAll(async () => {
  t = await createTestCore();
});
afterAll(() => t.close());

let seq = 0;
/** Gloria Hernández García, born 1956-04-27, with her CURP. */
async function gloria(): Promise<number> {
  seq += 1;
  const clientId = await insertClientRow(t.core.db, t.core.pii, {
    phone: `+5255100${String(seq).padStart(5, '0')}`,
    email: `gloria${seq}@lender.test`,
    clabeHashOf: `rfc-test-${seq}`,
    firstName: 'Gloria',
    lastName: 'Hernández',
  });
  await t.core.db
    .update(clients)
    .set({
      secondLastName: 'García',
      birthDate: '1956-04-27',
      curpEnc: t.core.pii.encrypt('HEGG560427MVZRRL04'),
      curpHash: t.core.pii.hash('curp', `HEGG560427MVZRRL04:${seq}`),
    })
    .where(eq(clients.id, clientId));
  return clientId;
}

const HER_RFC = personRfc(
  { givenNames: 'Gloria', firstSurname: 'Hernández', secondSurname: 'García' },
  '1956-04-27',
);

async function refusal(clientId: number, rfc: string) {
  const error = await update(t.core, { actorId: clientId, body: { rfc } }).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(CoreError);
  return error as CoreError;
}

describe('PUT client with an RFC', () => {
  it('stores the RFC encrypted and shows it on the profile; null removes it', async () => {
    const clientId = await gloria();
    expect((await get(t.core, { actorId: clientId })).rfc).toBeNull();

    const saved = await update(t.core, { actorId: clientId, body: { rfc: HER_RFC.toLowerCase() } });
    expect(saved.rfc).toBe(HER_RFC);
    const [row] = await t.core.db
      .select({ rfcEnc: clients.rfcEnc })
      .from(clients)
      .where(eq(clients.id, clientId));
    expect(row?.rfcEnc).not.toContain(HER_RFC);
    expect(t.core.pii.decrypt(row?.rfcEnc ?? '')).toBe(HER_RFC);
    expect((await get(t.core, { actorId: clientId })).rfc).toBe(HER_RFC);

    expect((await update(t.core, { actorId: clientId, body: { rfc: null } })).rfc).toBeNull();
    await update(t.core, { actorId: clientId, body: { rfc: HER_RFC } });
    expect((await update(t.core, { actorId: clientId, body: { rfc: '' } })).rfc).toBeNull();
  });

  it("refuses an RFC that is not the client's, as violations of rfc, and keeps the one stored", async () => {
    const clientId = await gloria();
    await update(t.core, { actorId: clientId, body: { rfc: HER_RFC } });
    const error = await refusal(clientId, 'HEGL560428574');
    expect(error.code).toBe('validation_failed');
    expect(error.violations.map((violation) => [violation.field, violation.code])).toEqual([
      [['rfc'], 'rfc_root_mismatch'],
      [['rfc'], 'rfc_birth_date_mismatch'],
      [['rfc'], 'rfc_check_digit_mismatch'],
    ]);
    expect(error.violations[0]?.params).toEqual({ expected: 'HEGG', actual: 'HEGL' });
    expect((await get(t.core, { actorId: clientId })).rfc).toBe(HER_RFC);
  });

  it('checks the RFC against the name and birth date of the same request', async () => {
    const clientId = await gloria();
    const asPerez = personRfc(
      { givenNames: 'Gloria', firstSurname: 'Pérez', secondSurname: 'García' },
      '1956-04-27',
    );
    expect((await refusal(clientId, asPerez)).violations.map((violation) => violation.code)).toContain(
      'rfc_root_mismatch',
    );
    const saved = await update(t.core, { actorId: clientId, body: { lastName: 'Pérez', rfc: asPerez } });
    expect([saved.lastName, saved.rfc]).toEqual(['Pérez', asPerez]);
  });

  it("keeps an RFC whose homoclave is not the computed one but whose check character holds (the SAT's for a namesake)", async () => {
    const clientId = await gloria();
    const namesake = personRfc(
      { givenNames: 'Gloria', firstSurname: 'Hernández', secondSurname: 'Gómez' },
      '1956-04-27',
    );
    expect(namesake.slice(0, 10)).toBe(HER_RFC.slice(0, 10));
    expect(namesake).not.toBe(HER_RFC);
    expect((await update(t.core, { actorId: clientId, body: { rfc: namesake } })).rfc).toBe(namesake);
  });
});
