import { today, useCases } from '@lender/core';
import { schema } from '@lender/core/db';
import { insertAcceptedApplication } from '@lender/core/testing';
import { eq } from '@lender/db/orm';
import { describe, expect, it } from 'vitest';
import { backOfficeStaff } from '../../test/back-office-fixtures';
import { activeLoan, createLendingTestApp } from '../../test/back-office-loan-fixture';

// Issue 66, point 5 (ADR 327) over HTTP: a payout whose CEP names another person holds the client's
// next payout; two compliance officers release it, and no other role can.
const B = '/web/private/back-office';

let t: Awaited<ReturnType<typeof createLendingTestApp>>;
const { tokens } = backOfficeStaff(
  { pld: 'compliance', pld2: 'compliance', admin: 'admin', finance: 'finance' },
  async () => {
    t = await createLendingTestApp();
    // The bank names someone else as the holder of every account the payouts reach.
    const real = t.core.providers.cep;
    t.core.providers.cep = {
      ...real,
      validate: async (query) => {
        const transfer = await real.validate(query);
        return (
          transfer && {
            ...transfer,
            beneficiary: { ...transfer.beneficiary, name: 'PERSONA AJENA DISTINTA' },
          }
        );
      },
    };
    return t;
  },
);
const code = (body: { code?: string; errors?: { code: string }[] }) => body.errors?.[0]?.code ?? body.code;

describe('a payout to another person’s account', () => {
  it('holds the next payout until two compliance officers release it', async () => {
    const { clientId, loanId } = await activeLoan(t);
    const [payout] = await t.core.db.select().from(schema.payouts).where(eq(schema.payouts.loanId, loanId));
    const id = payout?.id as number;
    const [alert] = await t.core.db
      .select()
      .from(schema.amlAlerts)
      .where(eq(schema.amlAlerts.clientId, clientId));
    expect(alert).toMatchObject({ kind: 'unusual', rule: 'payout_beneficiary_mismatch' });
    // The next loan's signature is refused with its own code.
    const { applicationId } = await insertAcceptedApplication(t.core.db, {
      clientId,
      amount: 1_000_00,
      pricedOn: today(t.clock),
      createdAt: t.clock.now(),
      expiresAt: new Date(t.clock.now().getTime() + 86_400_000),
    });
    await expect(
      useCases.client.agreementSmsCode(t.core, { actorId: clientId, params: { id: applicationId } }),
    ).rejects.toMatchObject({
      code: 'payout_on_hold',
    });

    const release = (token: string | undefined, reason = 'Estado de cuenta a su nombre revisado') =>
      t.call('POST', `${B}/compliance/payout-holds/${id}/release`, { token, body: { reason } });
    const review = (token: string | undefined, approve: boolean) =>
      t.call('POST', `${B}/compliance/payout-holds/${id}/review`, { token, body: { approve } });
    for (const token of [tokens.admin, tokens.finance]) {
      expect((await release(token)).status).toBe(403);
      expect((await review(token, true)).status).toBe(403);
    }
    const blank = await release(tokens.pld, '   ');
    expect([blank.status, code(blank.body)]).toEqual([400, 'required']);
    expect(
      (
        await t.call('POST', `${B}/compliance/payout-holds/999999/release`, {
          token: tokens.pld,
          body: { reason: 'x' },
        })
      ).status,
    ).toBe(404);

    const asked = await release(tokens.pld);
    expect(asked.status).toBe(200);
    const own = await review(tokens.pld, true);
    expect([own.status, code(own.body)]).toEqual([403, 'maker_cannot_approve']);
    // Rejected: the hold stays and may be asked for again.
    expect((await review(tokens.pld2, false)).body.data).toEqual({ payoutId: id, released: false });
    await expect(
      useCases.client.agreementSmsCode(t.core, { actorId: clientId, params: { id: applicationId } }),
    ).rejects.toMatchObject({
      code: 'payout_on_hold',
    });
    expect((await release(tokens.pld2)).status).toBe(200);
    expect((await review(tokens.pld, true)).body.data).toEqual({ payoutId: id, released: true });
    await expect(
      useCases.client.agreementSmsCode(t.core, { actorId: clientId, params: { id: applicationId } }),
    ).resolves.toBeDefined();
    expect((await review(tokens.pld2, true)).status).toBe(409);
  });
});
