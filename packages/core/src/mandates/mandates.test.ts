import { createHash } from 'node:crypto';
import { addDays } from '@lender/calculator/kernel';
import { eq } from '@lender/db/orm';
import { contractEvidence, mandates as mandateRows } from '@lender/db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLendingTestCore, type LendingTestCore, paidOutLoan } from '../../testing/lending-fixtures';
import { mandatedLoan } from '../../testing/mandate-fixtures';
import { TEST_NOW } from '../../testing/test-core';
import type { SigningEvents } from '../documents/contract-evidence/signing-evidence';
import { CoreError } from '../errors/core-error';
import { chargeUnderMandate } from '../payments/charge-under-mandate';
import { objectionWindowEnd } from './mandate-gate';
import { MANDATE_RETRY_DAYS } from './mandate-terms';
import { mandates } from './mandates';
import { revokeMandate } from './revoke-mandate';

// Issue 66 point 1 (ADR 325): a mandate made at signing from the direct-debit consent, its text in
// the NOM-151 evidence, the gate no lender-initiated charge passes without it, and its revocation.

let t: LendingTestCore;
beforeAll(async () => {
  t = await createLendingTestCore();
});
afterAll(() => t.close());

const code = (error: unknown) => (error instanceof CoreError ? error.code : String(error));
const refused = (promise: Promise<unknown>) => promise.then(() => 'charged', code);
const charge = (loanId: number, amount: number, date: string, method?: 'clabe' | 'card') =>
  chargeUnderMandate(t.core, loanId, { amount, date, ...(method && { method }) });

describe('a mandate made at signing', () => {
  it('keeps the terms, the last four digits only, and the text hashed in the signing evidence', async () => {
    const loan = await mandatedLoan(t, ['clabe', 'card']);
    expect(loan.mandates.map((m) => [m.method, m.last4, m.status]).sort()).toEqual([
      ['card', '4242', 'active'],
      ['clabe', '7771', 'active'],
    ]);
    const clabe = loan.mandates.find((m) => m.method === 'clabe');
    expect(clabe).toMatchObject({
      maxAmount: loan.offerTotal,
      coversFrom: loan.dueDate,
      coversTo: addDays(loan.dueDate, MANDATE_RETRY_DAYS),
      preNoticeDays: 2,
      cardId: null,
    });
    // Never the whole CLABE, not even hashed in the clear.
    expect(JSON.stringify(loan.mandates)).not.toContain('002010077777777771');

    const listed = await mandates(t.core, { actorId: loan.clientId });
    expect(listed).toHaveLength(2);
    const view = listed.find((m) => m.method === 'clabe');
    expect(view?.text).toContain('terminación 7771');
    expect(view?.text).toMatch(/\$[\d,]+\.\d{2}/);
    expect(view?.text).not.toContain('002010077777777771');
    const sha = createHash('sha256')
      .update(view?.text ?? '', 'utf8')
      .digest('hex');
    expect(view?.textSha256).toBe(sha);

    const [evidence] = await t.core.db
      .select()
      .from(contractEvidence)
      .where(eq(contractEvidence.loanId, loan.loanId));
    const events = evidence?.events as SigningEvents;
    const signed = events.texts.consents.find((c) => c.kind === 'mandate_clabe');
    expect(signed).toMatchObject({ accepted: true, status: 'accepted', textSha256: sha });
    expect(events.consentTexts?.[sha]).toBe(view?.text);
  });

  it('is not made without a direct-debit consent: a charge then finds no mandate', async () => {
    t.clock.set(TEST_NOW);
    const { loanId } = await paidOutLoan(t);
    const rows = await t.core.db.select().from(mandateRows).where(eq(mandateRows.loanId, loanId));
    expect(rows).toEqual([]);
    expect(await refused(charge(loanId, 100_00, '2026-03-16'))).toBe('mandate_missing');
  });
});

describe('the charge gate', () => {
  it('refuses one centavo above the maximum and lets exactly the maximum through', async () => {
    const loan = await mandatedLoan(t);
    const max = loan.mandates[0]?.maxAmount as number;
    expect(await refused(charge(loan.loanId, max + 1, loan.dueDate))).toBe('mandate_amount_exceeded');
    const done = await charge(loan.loanId, max, loan.dueDate);
    expect(done).toMatchObject({ attempt: 1, mandateId: loan.mandates[0]?.id });
  });

  it('refuses a date before or after the dates covered; the last covered day passes', async () => {
    const loan = await mandatedLoan(t);
    const mandate = loan.mandates[0];
    if (!mandate) throw new Error('no mandate');
    expect(await refused(charge(loan.loanId, 100_00, addDays(mandate.coversFrom, -1)))).toBe(
      'mandate_date_not_covered',
    );
    expect(await refused(charge(loan.loanId, 100_00, addDays(mandate.coversTo, 1)))).toBe(
      'mandate_date_not_covered',
    );
    expect((await charge(loan.loanId, 100_00, mandate.coversTo)).outcome).toBe('accepted');
  });

  it('refuses a method the borrower gave no mandate for', async () => {
    const loan = await mandatedLoan(t, ['clabe']);
    expect(await refused(charge(loan.loanId, 100_00, loan.dueDate, 'card'))).toBe('mandate_missing');
  });

  it('refuses a charge to a CLABE changed since signing: the mandate names the old account', async () => {
    const loan = await mandatedLoan(t);
    await t.core.db.execute(`update clients set clabe_hash = 'another' where id = ${loan.clientId}`);
    expect(await refused(charge(loan.loanId, 100_00, loan.dueDate))).toBe('mandate_missing');
  });
});

describe('revocation', () => {
  it('is effective at once, reports a charge already sent, and refuses every later charge', async () => {
    const loan = await mandatedLoan(t);
    const id = loan.mandates[0]?.id as number;
    const sent = await charge(loan.loanId, 250_00, loan.dueDate);
    expect(sent.outcome).toBe('accepted');
    const revoked = await revokeMandate(t.core, { actorId: loan.clientId, params: { id } });
    expect(revoked.mandate).toMatchObject({ status: 'revoked', revokedReason: 'borrower' });
    expect(revoked.chargeInFlight).toEqual({
      amount: { amount: 250, currency: 'MXN' },
      chargeOn: loan.dueDate,
      status: 'accepted',
    });
    expect(await refused(charge(loan.loanId, 100_00, loan.dueDate))).toBe('mandate_revoked');
    // Twice: the same answer, nothing changes.
    const again = await revokeMandate(t.core, { actorId: loan.clientId, params: { id } });
    expect(again.mandate.revokedAt).toBe(revoked.mandate.revokedAt);
  });

  it("answers not found for another borrower's mandate and leaves it active", async () => {
    const mine = await mandatedLoan(t);
    const theirs = await mandatedLoan(t);
    const id = theirs.mandates[0]?.id as number;
    expect(await revokeMandate(t.core, { actorId: mine.clientId, params: { id } }).catch(code)).toBe(
      'not_found',
    );
    expect(await revokeMandate(t.core, { actorId: mine.clientId, params: { id: 999_999 } }).catch(code)).toBe(
      'not_found',
    );
    const [row] = await t.core.db.select().from(mandateRows).where(eq(mandateRows.id, id));
    expect(row?.status).toBe('active');
    expect((await mandates(t.core, { actorId: mine.clientId })).map((m) => m.id)).not.toContain(id);
  });
});

describe('the objection window', () => {
  it.each([
    ['2026-03-16', '2026-05-30'],
    ['2026-01-31', '2026-04-01'],
    ['2024-02-10', '2024-04-29'],
    ['2026-12-05', '2027-03-01'],
  ])('a debit of %s may be objected to until %s', (chargeOn, end) => {
    expect(objectionWindowEnd(chargeOn)).toBe(end);
  });
});
