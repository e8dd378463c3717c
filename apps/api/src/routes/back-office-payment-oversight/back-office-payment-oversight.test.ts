import { recordDebitObjection, today } from '@lender/core';
import { schema } from '@lender/core/db';
import { eq } from '@lender/db/orm';
import { describe, expect, it } from 'vitest';
import { backOfficeStaff } from '../../test/back-office-fixtures';
import { activeLoan, createLendingTestApp } from '../../test/back-office-loan-fixture';

// Issue 66 point 6 (ADR 331) over HTTP: a client's mandates, scheduled charges and objection cases,
// the held payouts with who asked and who released, and the month's collection rate — each to the
// centavo, only the client asked for, refused to a role that may not see payments.
const B = '/web/private/back-office';

let t: Awaited<ReturnType<typeof createLendingTestApp>>;
const { users, tokens, signIn } = backOfficeStaff(
  {
    admin: 'admin',
    collections: 'collections',
    agent: 'agent',
    finance: 'finance',
    pld: 'compliance',
    pld2: 'compliance',
  },
  async () => {
    t = await createLendingTestApp();
    // The bank names someone else as the holder of every account the payouts reach (ADR 327).
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
const get = (path: string, token: string | undefined) => t.call('GET', `${B}${path}`, { token });

let seq = 0;
/** A mandate on the loan, and a debit under it with its payment and its scheduled charge. */
async function mandateOf(clientId: number, loanId: number, method: 'clabe' | 'card', last4: string) {
  const [mandate] = await t.core.db
    .insert(schema.mandates)
    .values({
      clientId,
      loanId,
      method,
      last4,
      maxAmount: 3_219_24,
      coversFrom: '2026-01-01',
      coversTo: '2026-02-28',
      preNoticeDays: 2,
      acceptedAt: new Date('2025-12-20T17:00:00Z'),
      textVersion: '2026-11-28',
      textSha256: 'a'.repeat(64),
    })
    .returning();
  return mandate as typeof schema.mandates.$inferSelect;
}
async function debit(
  mandate: typeof schema.mandates.$inferSelect,
  amount: number,
  chargeOn: string,
  charge: 'sent' | 'accepted' | 'insufficient_funds',
  payment: 'pending' | 'completed' | 'failed',
) {
  seq += 1;
  const [pay] = await t.core.db
    .insert(schema.payments)
    .values({
      loanId: mandate.loanId,
      clientId: mandate.clientId,
      kind: 'repayment',
      paymentType: mandate.method,
      amount,
      paidAmount: payment === 'completed' ? amount : null,
      status: payment,
      reference: `DOM-TEST-${seq}`,
    })
    .returning();
  const [row] = await t.core.db
    .insert(schema.mandateCharges)
    .values({
      mandateId: mandate.id,
      loanId: mandate.loanId,
      paymentId: pay?.id as number,
      amount,
      chargeOn,
      attempt: seq,
      status: charge,
      requestId: `REQ-${seq}`,
      createdAt: new Date(`${chargeOn}T15:00:00Z`),
    })
    .returning();
  await t.core.db.insert(schema.scheduledCharges).values({
    clientId: mandate.clientId,
    loanId: mandate.loanId,
    mandateId: mandate.id,
    method: mandate.method,
    attempt: seq,
    amount,
    chargeOn,
    status: charge === 'sent' ? 'sending' : charge === 'accepted' ? 'accepted' : 'declined',
    declineKind: charge === 'insufficient_funds' ? 'insufficient_funds' : null,
    mandateChargeId: row?.id as number,
    createdAt: new Date(`${chargeOn}T12:00:00Z`),
  });
  return row?.requestId as string;
}

describe('a client’s direct debits', () => {
  it('lists the mandates, the charges with their outcomes and the objections, of that client only', async () => {
    const a = await activeLoan(t);
    const b = await activeLoan(t, { firstName: 'Beatriz' });
    // The borrower is paid on the 15th and the month's last day.
    for (const clientId of [a.clientId, b.clientId])
      await t.core.db
        .update(schema.clients)
        .set({
          salaryCycle: 'semi_monthly',
          payDate: { referenceDate: null, semiMonthlyPayDates: [15, 30], dateOfMonth: null },
        })
        .where(eq(schema.clients.id, clientId));
    const clabe = await mandateOf(a.clientId, a.loanId, 'clabe', '7771');
    const card = await mandateOf(a.clientId, a.loanId, 'card', '4242');
    await debit(clabe, 1_234_56, '2026-01-15', 'accepted', 'completed');
    await debit(clabe, 500_01, '2026-01-20', 'insufficient_funds', 'failed');
    await debit(card, 100_00, '2026-01-30', 'sent', 'pending');
    // 31 January is a Saturday and Monday 2 February a holiday: the payday's charge is on the 3rd.
    await debit(card, 321_99, '2026-02-03', 'accepted', 'completed');
    const objected = await debit(card, 1, '2026-01-15', 'accepted', 'completed');
    const result = await recordDebitObjection(t.core, { requestId: objected, objectedOn: '2026-02-10' });
    expect(result.inWindow).toBe(true);
    await t.core.db.insert(schema.scheduledCharges).values({
      clientId: a.clientId,
      loanId: a.loanId,
      mandateId: clabe.id,
      method: 'clabe',
      attempt: 99,
      amount: 250_00,
      chargeOn: '2026-01-31',
      status: 'refused',
      refusalCode: 'charge_not_pre_noticed',
      createdAt: new Date('2026-01-27T12:00:00Z'),
    });
    const other = await mandateOf(b.clientId, b.loanId, 'clabe', '9999');
    await debit(other, 777_77, '2026-01-15', 'accepted', 'completed');

    await signIn();
    const res = await get(`/clients/${a.clientId}/direct-debits`, tokens.collections);
    expect(res.status).toBe(200);
    const { mandates, charges, objections } = res.body.data;
    expect(mandates.map((m: { last4: string }) => m.last4).sort()).toEqual(['4242', '7771']);
    expect(mandates[0]).toMatchObject({ maxAmount: { amount: 3219.24, currency: 'MXN' }, preNoticeDays: 2 });
    // The objection stopped the card's mandate.
    expect(mandates.find((m: { method: string }) => m.method === 'card')).toMatchObject({
      status: 'revoked',
      revokedReason: 'objection',
    });
    expect(
      charges.map((c: { chargeOn: string; outcome: string; amount: { amount: number } }) => [
        c.chargeOn,
        c.outcome,
        c.amount.amount,
      ]),
    ).toEqual([
      ['2026-02-03', 'paid', 321.99],
      ['2026-01-31', 'refused', 250],
      ['2026-01-30', 'sent', 100],
      ['2026-01-20', 'declined', 500.01],
      ['2026-01-15', 'objected', 0.01],
      ['2026-01-15', 'paid', 1234.56],
    ]);
    expect(charges.find((c: { outcome: string }) => c.outcome === 'refused').refusalCode).toBe(
      'charge_not_pre_noticed',
    );
    expect(objections).toEqual([
      expect.objectContaining({
        amount: { amount: 0.01, currency: 'MXN' },
        objectedOn: '2026-02-10',
        windowEnds: '2026-04-01',
        moneyTaken: true,
        refund: { approvalId: result.refundCaseId, status: 'pending' },
      }),
    ]);
    // Never another client's rows, never a whole CLABE or phone.
    expect(JSON.stringify(res.body.data)).not.toMatch(/9999|777\.77|002010077777777771|\+5255/);
    const otherRes = await get(`/clients/${b.clientId}/direct-debits`, tokens.finance);
    expect(otherRes.body.data.mandates.map((m: { last4: string }) => m.last4)).toEqual(['9999']);
    expect(otherRes.body.data.objections).toEqual([]);
    expect((await get('/clients/999999/direct-debits', tokens.admin)).status).toBe(404);

    // The rate of January: collected ÷ presented, the charge still at the bank aside.
    const january = await get('/collections/collection-rate?month=2026-01', tokens.collections);
    expect(january.status).toBe(200);
    const rate = january.body.data;
    expect(rate).toMatchObject({
      month: '2026-01',
      from: '2026-01-01',
      to: '2026-01-31',
      pending: 1,
      notSent: 1,
    });
    // Client A's 1,234.56 + 0.01 + 500.01 and client B's 777.77 presented; 1,234.56 + 777.77 collected.
    expect(rate.total).toEqual({
      presented: 4,
      collected: 2,
      presentedAmount: { amount: 2512.35, currency: 'MXN' },
      collectedAmount: { amount: 2012.33, currency: 'MXN' },
      rate: 0.5,
      amountRate: 0.801,
    });
    expect([rate.byMethod.clabe.presented, rate.byMethod.clabe.collected]).toEqual([3, 2]);
    expect([rate.byMethod.card.presented, rate.byMethod.card.collected, rate.byMethod.card.rate]).toEqual([
      1, 0, 0,
    ]);
    // On payday (the 15th): 1,234.56, 0.01 and 777.77; off payday (the 20th): 500.01.
    expect([rate.byPayday.onPayday.presented, rate.byPayday.onPayday.collected]).toEqual([3, 2]);
    expect(rate.byPayday.offPayday).toMatchObject({ presented: 1, collected: 0, rate: 0, amountRate: 0 });
    // February holds the payday charge moved to Tuesday the 3rd, not January.
    const february = (await get('/collections/collection-rate?month=2026-02', tokens.finance)).body.data;
    expect(february.byPayday.onPayday).toMatchObject({ presented: 1, collected: 1, rate: 1 });
    expect(february.byMethod.card.collectedAmount).toEqual({ amount: 321.99, currency: 'MXN' });
    const empty = (await get('/collections/collection-rate?month=2025-12', tokens.admin)).body.data;
    expect(empty.total).toMatchObject({ presented: 0, rate: null, amountRate: null });
    const now = today(t.clock);
    const next =
      now.slice(5, 7) === '12'
        ? `${Number(now.slice(0, 4)) + 1}-01`
        : `${now.slice(0, 4)}-${String(Number(now.slice(5, 7)) + 1).padStart(2, '0')}`;
    expect((await get(`/collections/collection-rate?month=${next}`, tokens.admin)).status).toBe(400);
    expect((await get('/collections/collection-rate?month=2026-13', tokens.admin)).status).toBe(400);

    // An agent works applications, not payments: refused both.
    expect((await get(`/clients/${a.clientId}/direct-debits`, tokens.agent)).status).toBe(403);
    expect((await get('/collections/collection-rate?month=2026-01', tokens.agent)).status).toBe(403);
    expect((await get(`/clients/${a.clientId}/direct-debits`, undefined)).status).toBe(401);
  });
});

describe('held payouts', () => {
  it('lists each hold with who asked and who released it, to compliance only', async () => {
    const { clientId, loanId } = await activeLoan(t, { firstName: 'Carmen' });
    const [payout] = await t.core.db.select().from(schema.payouts).where(eq(schema.payouts.loanId, loanId));
    const id = payout?.id as number;
    await signIn();
    const list = async (token: string | undefined) => get('/compliance/payout-holds', token);
    const mine = async () =>
      ((await list(tokens.pld)).body.data as { payoutId: number }[]).find((row) => row.payoutId === id);
    expect(await mine()).toMatchObject({
      clientId,
      loanId,
      check: 'mismatch',
      rfc: expect.any(String),
      state: 'held',
      requestedBy: null,
      releasedBy: null,
      accountLast4: '7771',
    });
    expect((await mine()) as unknown as { amount: { amount: number } }).toMatchObject({
      amount: { amount: payout ? payout.amount / 100 : 0 },
    });
    await t.call('POST', `${B}/compliance/payout-holds/${id}/release`, {
      token: tokens.pld,
      body: { reason: 'Estado de cuenta a su nombre' },
    });
    const [asker] = await t.core.db
      .select()
      .from(schema.backOfficeUsers)
      .where(eq(schema.backOfficeUsers.id, users.pld.id));
    expect(await mine()).toMatchObject({
      state: 'release_requested',
      requestedBy: { id: users.pld.id, name: asker?.name },
      requestReason: 'Estado de cuenta a su nombre',
    });
    await t.call('POST', `${B}/compliance/payout-holds/${id}/review`, {
      token: tokens.pld2,
      body: { approve: true },
    });
    const [releaser] = await t.core.db
      .select()
      .from(schema.backOfficeUsers)
      .where(eq(schema.backOfficeUsers.id, users.pld2.id));
    expect(await mine()).toMatchObject({
      state: 'released',
      releasedBy: { id: users.pld2.id, name: releaser?.name },
    });
    expect(JSON.stringify((await list(tokens.pld)).body.data)).not.toMatch(/002010077777777771|\+5255/);
    // Need to know: not the admin, collections, finance or the agent.
    for (const token of [tokens.admin, tokens.collections, tokens.finance, tokens.agent])
      expect((await list(token)).status).toBe(403);
  });
});
