import { addDays } from '@lender/calculator/kernel';
import { describe, expect, it } from 'vitest';
import { speiClaimWorld } from '../../testing/spei-claim-fixtures';
import { receiverOf } from '../payments/cep-claim-model';

// The sandbox answers as Banxico would: a CEP only for a transfer its bank saw — here, the sandbox
// borrower's transfer of exactly an unpaid SPEI reference's amount to its CLABE, from the day it was
// made — and none for a transfer that never happened, so the refusal path is what tests exercise.

const { world, today, newKey, loanWithClabe, claim, paymentsOf } = speiClaimWorld();

describe('the sandbox CEP', () => {
  it('refuses a claim a centavo above the reference ($500.01 of $500.00): an aclaración, nothing paid', async () => {
    const { clientId, loanId } = await loanWithClabe(500_00);
    expect(await claim(clientId, newKey(), 500_01)).toMatchObject({ outcome: 'unverified' });
    expect(await paymentsOf(loanId)).toHaveLength(0);
  });

  it('refuses a transfer dated the day before the reference existed, another CLABE or a second clave', async () => {
    const { clientId, loanId, ref } = await loanWithClabe(500_00);
    const clabe = ref.clabe ?? '';
    const query = {
      date: today(),
      trackingKey: newKey(),
      senderBank: '40012',
      receiverBank: receiverOf(clabe),
      beneficiaryAccount: clabe,
      amount: 500_00,
    };
    const cep = world.t.core.providers.cep;
    expect(await cep.validate({ ...query, date: addDays(today(), -1) })).toBeNull();
    const other = `${clabe.slice(0, 17)}${(Number(clabe.slice(17)) + 1) % 10}`;
    expect(await cep.validate({ ...query, beneficiaryAccount: other })).toBeNull();
    expect(await cep.validate({ ...query, receiverBank: '40012' })).toBeNull();
    expect(await cep.validate(query)).toMatchObject({ amount: 500_00 });

    // The borrower's one transfer is applied; another clave for the same reference never happened.
    expect(await claim(clientId, query.trackingKey, 500_00)).toMatchObject({ outcome: 'applied' });
    expect(await claim(clientId, newKey(), 500_00)).toMatchObject({ outcome: 'unverified' });
    expect(await paymentsOf(loanId)).toHaveLength(1);
  });

  it("never vouches for a transfer to another borrower's reference", async () => {
    const owner = await loanWithClabe(321_45);
    const stranger = await loanWithClabe(100_00);
    expect(await claim(stranger.clientId, newKey(), 321_45)).toMatchObject({ outcome: 'unverified' });
    expect(await paymentsOf(owner.loanId)).toHaveLength(0);
    expect(await paymentsOf(stranger.loanId)).toHaveLength(0);
  });
});
