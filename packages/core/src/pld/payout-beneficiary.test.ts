import { eq } from '@lender/db/orm';
import {
  amlAlerts,
  amlPayoutHolds,
  applications,
  auditLog,
  clients,
  payoutBeneficiaryChecks,
  payouts,
} from '@lender/db/schema';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  acceptedApplication,
  createLendingTestCore,
  type LendingTestCore,
  signWithCode,
  staffUsers,
} from '../../testing/lending-fixtures';
import { requestPayoutHoldRelease } from '../back-office/pld/request-payout-hold-release';
import { reviewPayoutHoldRelease } from '../back-office/pld/review-payout-hold-release';
import { CoreError } from '../errors/core-error';
import { agreementSmsCode } from '../loans/agreement-sms-code';
import { confirmPendingPayouts, sendPayout } from '../loans/loan-payouts';
import type { CepHolder } from '../providers/cep/sandbox';
import { sandboxCep } from '../providers/cep/sandbox';
import type { CepPort } from '../providers/index';
import { SANDBOX_PAYOUT_CONFIRM_SECONDS } from '../providers/payouts/sandbox';
import { CEP_MISSING_AFTER_HOURS, checkPayoutBeneficiary } from './payout-beneficiary';

// Issue 66, point 5 (ADR 327): a payout's CEP names the client, or the client's payouts are held.

let t: LendingTestCore;
let users: Record<'officer' | 'second' | 'admin' | 'finance', number>;
/** What the sandbox bank says of the account (`undefined`: its register, i.e. the client). */
let holder: (() => CepHolder | undefined) | undefined;
let cepDown = false;
const code = (error: unknown) => (error instanceof CoreError ? error.code : String(error));
const refusal = (promise: Promise<unknown>) => promise.then(() => 'done', code);
const JOSE = { firstName: 'José', lastName: 'Hernández', secondLastName: 'López' };

beforeAll(async () => {
  t = await createLendingTestCore();
  users = await staffUsers(t, {
    officer: 'compliance',
    second: 'compliance',
    admin: 'admin',
    finance: 'finance',
  });
  const sandbox = sandboxCep({ holders: { db: t.core.db, pii: t.core.pii }, beneficiary: () => holder?.() });
  const cep: CepPort = {
    name: 'test-cep',
    sandbox: true,
    validate: (query) => (cepDown ? Promise.resolve(null) : sandbox.validate(query)),
  };
  t.core.providers.cep = cep;
});
afterAll(() => t.close());
beforeEach(() => {
  holder = undefined;
  cepDown = false;
});

/** José Hernández López (RFC when given) with a loan paid out to his CLABE; the payout's id. */
async function paidOutJose(rfc?: string) {
  const app = await acceptedApplication(t);
  await t.db.db
    .update(clients)
    .set({ ...JOSE, rfcEnc: rfc ? t.core.pii.encrypt(rfc) : null })
    .where(eq(clients.id, app.clientId));
  const { loanId } = await signWithCode(t, app);
  t.clock.advance(SANDBOX_PAYOUT_CONFIRM_SECONDS * 1000);
  await confirmPendingPayouts(t.core);
  const [payout] = await t.db.db.select().from(payouts).where(eq(payouts.loanId, loanId));
  return { clientId: app.clientId, payoutId: payout?.id as number };
}
const checkOf = async (payoutId: number) =>
  (
    await t.db.db.select().from(payoutBeneficiaryChecks).where(eq(payoutBeneficiaryChecks.payoutId, payoutId))
  )[0];
const alertsOf = (clientId: number) =>
  t.db.db.select().from(amlAlerts).where(eq(amlAlerts.clientId, clientId));

/** A second loan of the same client, signed: the payout it asks for. */
async function nextLoan(clientId: number) {
  const app = await acceptedApplication(t);
  // The fixture makes a new client: the application is moved to ours.
  await t.db.db.update(applications).set({ clientId }).where(eq(applications.id, app.applicationId));
  return app.applicationId;
}

describe('a payout whose CEP names the client', () => {
  it('is matched and holds nothing; the borrower can take another loan', async () => {
    const { clientId, payoutId } = await paidOutJose('HELJ800101AB1');
    expect(await checkOf(payoutId)).toMatchObject({ status: 'matched', rfc: 'same', nameScore: 100 });
    expect(await alertsOf(clientId)).toEqual([]);
    const applicationId = await nextLoan(clientId);
    expect(
      await refusal(agreementSmsCode(t.core, { actorId: clientId, params: { id: applicationId } })),
    ).toBe('done');
  });
});

describe('a payout whose CEP names another person', () => {
  let jose: { clientId: number; payoutId: number };
  let secondApplication: number;
  beforeAll(async () => {
    holder = () => ({ name: 'JOSEFINA HERNANDEZ LOPEZ', rfc: 'XAXX010101000' });
    jose = await paidOutJose();
    holder = undefined;
  });

  it('holds the client and opens one unusual AML alert, in words and without personal data', async () => {
    expect(await checkOf(jose.payoutId)).toMatchObject({ status: 'mismatch', rfc: 'absent' });
    const alerts = await alertsOf(jose.clientId);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({
      kind: 'unusual',
      rule: 'payout_beneficiary_mismatch',
      description: null,
    });
    const [client] = await t.db.db.select().from(clients).where(eq(clients.id, jose.clientId));
    const clabe = t.core.pii.decrypt(client?.clabeEnc ?? '');
    expect(JSON.stringify(alerts[0]?.details)).not.toContain(clabe);
    expect(JSON.stringify(alerts[0]?.details)).not.toMatch(/JOSEFINA|Jos/i);
  });

  it('checked again opens no second alert', async () => {
    expect(await checkPayoutBeneficiary(t.core, jose.payoutId)).toBe('mismatch');
    // Even forced back to pending, the alert's key is the payout's.
    await t.db.db
      .update(payoutBeneficiaryChecks)
      .set({ status: 'pending' })
      .where(eq(payoutBeneficiaryChecks.payoutId, jose.payoutId));
    holder = () => ({ name: 'JOSEFINA HERNANDEZ LOPEZ', rfc: 'XAXX010101000' });
    expect(await checkPayoutBeneficiary(t.core, jose.payoutId)).toBe('mismatch');
    expect(await alertsOf(jose.clientId)).toHaveLength(1);
  });

  it('refuses the next payout: signing is payout_on_hold', async () => {
    secondApplication = await nextLoan(jose.clientId);
    expect(
      await refusal(agreementSmsCode(t.core, { actorId: jose.clientId, params: { id: secondApplication } })),
    ).toBe('payout_on_hold');
  });

  it('keeps a payout queued before the hold from leaving (the payout gate)', async () => {
    // Another borrower signed; the provider refused the payout at signing, so it waits for the next
    // run (`confirmPendingPayouts`) when a hold lands on them.
    const app = await acceptedApplication(t);
    const { loanId } = await signWithCode(t, app);
    const [queued] = await t.db.db
      .update(payouts)
      .set({ status: 'pending', reference: null, confirmAfter: null })
      .where(eq(payouts.loanId, loanId))
      .returning();
    const payoutId = queued?.id as number;
    await t.db.db
      .insert(payoutBeneficiaryChecks)
      .values({ payoutId, clientId: app.clientId, status: 'mismatch', nextCheckAt: t.clock.now() });
    expect(await sendPayout(t.core, payoutId)).toBe(false);
    const [hold] = await t.db.db.select().from(amlPayoutHolds).where(eq(amlPayoutHolds.payoutId, payoutId));
    expect(hold).toMatchObject({ reason: 'beneficiary_mismatch', releasedAt: null });
    expect((await t.db.db.select().from(payouts).where(eq(payouts.id, payoutId)))[0]?.status).toBe('pending');
    // Released, the next run sends it and the gate's own hold is lifted.
    await t.db.db
      .update(payoutBeneficiaryChecks)
      .set({ releasedAt: t.clock.now() })
      .where(eq(payoutBeneficiaryChecks.payoutId, payoutId));
    expect(await sendPayout(t.core, payoutId)).toBe(true);
    expect(
      (await t.db.db.select().from(amlPayoutHolds).where(eq(amlPayoutHolds.payoutId, payoutId)))[0]
        ?.releasedAt,
    ).not.toBeNull();
  });

  it('is released only by two compliance officers; other roles and the asker cannot', async () => {
    const body = { reason: 'El cliente acreditó que la cuenta es suya (estado de cuenta)' };
    for (const actorId of [users.admin, users.finance])
      expect(
        await refusal(requestPayoutHoldRelease(t.core, { actorId, params: { id: jose.payoutId }, body })),
      ).toBe('forbidden');
    expect(
      await refusal(
        requestPayoutHoldRelease(t.core, {
          actorId: users.officer,
          params: { id: jose.payoutId },
          body: { reason: ' ' },
        }),
      ),
    ).toBe('required');
    expect(
      await refusal(
        requestPayoutHoldRelease(t.core, { actorId: users.officer, params: { id: 999_999 }, body }),
      ),
    ).toBe('not_found');
    await requestPayoutHoldRelease(t.core, { actorId: users.officer, params: { id: jose.payoutId }, body });
    expect(
      await refusal(
        requestPayoutHoldRelease(t.core, { actorId: users.second, params: { id: jose.payoutId }, body }),
      ),
    ).toBe('conflict');
    const review = (actorId: number, approve = true) =>
      reviewPayoutHoldRelease(t.core, { actorId, params: { id: jose.payoutId }, body: { approve } });
    expect(await refusal(review(users.admin))).toBe('forbidden');
    expect(await refusal(review(users.officer))).toBe('maker_cannot_approve');
    // Still held until the second officer approves.
    const applicationId = secondApplication;
    expect(
      await refusal(agreementSmsCode(t.core, { actorId: jose.clientId, params: { id: applicationId } })),
    ).toBe('payout_on_hold');
    expect(await review(users.second)).toEqual({ payoutId: jose.payoutId, released: true });
    expect(await checkOf(jose.payoutId)).toMatchObject({
      releasedBy: users.second,
      releaseRequestedBy: users.officer,
    });
    expect(
      await refusal(agreementSmsCode(t.core, { actorId: jose.clientId, params: { id: applicationId } })),
    ).toBe('done');
    expect(await refusal(review(users.second))).toBe('invalid_transition');
    const actions = await t.db.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.entity, 'client'));
    expect(actions.map((row) => row.action)).toEqual(
      expect.arrayContaining([
        'aml.payout_hold',
        'aml.payout_hold_release_request',
        'aml.payout_hold_release',
      ]),
    );
  });
});

describe('a payout whose CEP has the client’s name but another RFC', () => {
  it('holds the client', async () => {
    holder = () => ({ name: 'JOSE HERNANDEZ LOPEZ', rfc: 'HELJ800101XY9' });
    const { clientId, payoutId } = await paidOutJose('HELJ800101AB1');
    expect(await checkOf(payoutId)).toMatchObject({ status: 'mismatch', rfc: 'differs', nameScore: 100 });
    expect(await alertsOf(clientId)).toHaveLength(1);
    const applicationId = await nextLoan(clientId);
    expect(
      await refusal(agreementSmsCode(t.core, { actorId: clientId, params: { id: applicationId } })),
    ).toBe('payout_on_hold');
  });
});

describe('a payout whose CEP is not there yet', () => {
  it('waits and asks again, never passes, and is a finding once too late', async () => {
    cepDown = true;
    const { clientId, payoutId } = await paidOutJose();
    expect(await checkOf(payoutId)).toMatchObject({ status: 'pending', attempts: 1 });
    expect(await refusal(checkPayoutBeneficiary(t.core, payoutId))).toBe('done');
    expect((await checkOf(payoutId))?.attempts).toBe(2);
    // The job asks again only when it is due.
    await confirmPendingPayouts(t.core);
    expect((await checkOf(payoutId))?.attempts).toBe(2);
    t.clock.advance(15 * 60_000);
    await confirmPendingPayouts(t.core);
    expect((await checkOf(payoutId))?.attempts).toBe(3);
    // Banxico answers at last: the check concludes on the CEP.
    cepDown = false;
    t.clock.advance(60 * 60_000);
    await confirmPendingPayouts(t.core);
    expect(await checkOf(payoutId)).toMatchObject({ status: 'matched' });
    expect(await alertsOf(clientId)).toEqual([]);
  });

  it('holds the client when Banxico still has no CEP two days later', async () => {
    cepDown = true;
    const { clientId, payoutId } = await paidOutJose();
    t.clock.advance(CEP_MISSING_AFTER_HOURS * 3_600_000);
    expect(await checkPayoutBeneficiary(t.core, payoutId)).toBe('missing');
    expect((await alertsOf(clientId)).map((alert) => alert.rule)).toEqual(['payout_cep_missing']);
    const applicationId = await nextLoan(clientId);
    expect(
      await refusal(agreementSmsCode(t.core, { actorId: clientId, params: { id: applicationId } })),
    ).toBe('payout_on_hold');
  });
});
