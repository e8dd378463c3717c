import { curpCheckDigit } from '@lender/clabe/curp';
import { eq } from '@lender/db/orm';
import { clients } from '@lender/db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLendingTestCore, type LendingTestCore, paidOutLoan } from '../../testing/lending-fixtures';
import { CoreError } from '../errors/core-error';
import { arcoClientRow, checkCorrections } from './record-arco-request';

// Rectification makes the data held exact; it never turns a borrower who signed a loan into another
// person. A CURP correction must be a CURP of the name held (or corrected in the same request): Ana
// López García's CURP corrected to Emma Gómez Díaz's (same birth date, valid) is refused; the same
// CURP with the right state of birth is a correction.

const curp = (first17: string) => `${first17}${curpCheckDigit(first17)}`;
const OWN = curp('LOGA900517MDFPRN0');
const JALISCO = curp('LOGA900517MJCPRN0');
const ANOTHER = curp('GODE900517MDFMZM0');

let t: LendingTestCore;
let clientId: number;
beforeAll(async () => {
  t = await createLendingTestCore();
  t.clock.set('2026-03-02T18:00:00Z');
  ({ clientId } = await paidOutLoan(t));
  await t.core.db
    .update(clients)
    .set({
      firstName: 'Ana',
      lastName: 'López',
      secondLastName: 'García',
      birthDate: '1990-05-17',
      curpEnc: t.core.pii.encrypt(OWN),
    })
    .where(eq(clients.id, clientId));
});
afterAll(() => t.close());

const check = async (changes: Parameters<typeof checkCorrections>[2]) =>
  checkCorrections(t.core, await arcoClientRow(t.core.db, clientId), changes);

describe('a CURP rectification after a loan was signed', () => {
  it("refuses another person's CURP", async () => {
    const error = await check([{ field: 'curp', value: ANOTHER }]).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(CoreError);
    expect(error).toMatchObject({
      code: 'invalid_identificator',
      options: { field: ['changes', '0', 'value'] },
    });
  });

  it('accepts a correction of the same person (state of birth), and a name corrected with it', async () => {
    await expect(check([{ field: 'curp', value: JALISCO }])).resolves.toBeUndefined();
    await expect(
      check([
        { field: 'firstName', value: 'Emma' },
        { field: 'lastName', value: 'Gómez' },
        { field: 'secondLastName', value: 'Díaz' },
        { field: 'curp', value: ANOTHER },
      ]),
    ).resolves.toBeUndefined();
  });
});
