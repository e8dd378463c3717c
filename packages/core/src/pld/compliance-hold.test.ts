import { CLIENT_STATUS } from '@lender/contracts';
import { and, eq } from '@lender/db/orm';
import {
  amlClients,
  amlMatches,
  amlPayoutHolds,
  approvalRequests,
  auditLog,
  clients,
  payouts,
} from '@lender/db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  acceptedApplication,
  createLendingTestCore,
  type LendingTestCore,
  signWithCode,
  staffUsers,
} from '../../testing/lending-fixtures';
import type { CreateApplicationInput } from '../applications/application-model';
import { createApplication } from '../applications/create-application';
import { approvals } from '../back-office/approvals';
import { blacklistClient } from '../back-office/blacklist-client';
import { clearAmlMatch } from '../back-office/pld/clear-aml-match';
import { reviewAmlDecision } from '../back-office/pld/review-aml-decision';
import { unblockClient } from '../back-office/unblock-client';
import { CoreError } from '../errors/core-error';
import { agreementSmsCode } from '../loans/agreement-sms-code';
import { confirmPendingPayouts, sendPayout } from '../loans/loan-payouts';
import { signAgreement } from '../loans/sign-agreement';
import { amlMatches as matchList } from './aml-matches';
import { importWatchlist } from './import-watchlist';
import { rescreenClients } from './rescreen-clients';
import { screenClient } from './screen-client';

// Issue 63, point 3 (ADR 307): only compliance lifts a compliance hold, and only two officers.

let t: LendingTestCore;
let users: Record<'agent' | 'admin' | 'finance' | 'officer' | 'second', number>;
const HEADER = 'id,full_name,curp,rfc,birth_date\n';
const code = (error: unknown) => (error instanceof CoreError ? error.code : String(error));
const refusal = (promise: Promise<unknown>) => promise.then(() => 'done', code);
/** A match's clearance and its review, as the API's input says them: who, which one, what. */
const clear = (actorId: number, id: number, body: Parameters<typeof clearAmlMatch>[1]['body']) =>
  clearAmlMatch(t.core, { actorId, params: { id }, body });
const load = (actorId: number, body: Parameters<typeof importWatchlist>[1]['body']) =>
  importWatchlist(t.core, { actorId, body });
const reviewAs = (actorId: number, id: number, body: Parameters<typeof reviewAmlDecision>[1]['body']) =>
  reviewAmlDecision(t.core, { actorId, params: { id }, body });

beforeAll(async () => {
  t = await createLendingTestCore();
  users = await staffUsers(t, {
    agent: 'agent',
    admin: 'admin',
    finance: 'finance',
    officer: 'compliance',
    second: 'compliance',
  });
  await load(users.officer, {
    list: 'uif_blocked',
    text: `${HEADER}U-1,Otra Persona Ajena,,,1960-01-01\n`,
  });
});
afterAll(() => t.close());
type Name = { firstName: string; lastName: string; secondLastName: string };
async function registered(name: Name, birthDate: string) {
  const app = await acceptedApplication(t);
  await t.db.db
    .update(clients)
    .set({ ...name, birthDate })
    .where(eq(clients.id, app.clientId));
  await screenClient(t.core, app.clientId, 'registration');
  return app;
}
const stateOf = async (clientId: number) =>
  (await t.db.db.select().from(amlClients).where(eq(amlClients.clientId, clientId)))[0]?.state;
const statusOf = async (clientId: number) =>
  (await t.db.db.select().from(clients).where(eq(clients.id, clientId)))[0]?.status;
const blockedMatch = async (clientId: number) =>
  (
    await t.db.db
      .select()
      .from(amlMatches)
      .where(and(eq(amlMatches.clientId, clientId), eq(amlMatches.list, 'uif_blocked')))
  )[0];
const holdOf = async (payoutId: number) =>
  (await t.db.db.select().from(amlPayoutHolds).where(eq(amlPayoutHolds.payoutId, payoutId)))[0];
const payoutOf = async (payoutId: number) =>
  (await t.db.db.select().from(payouts).where(eq(payouts.id, payoutId)))[0];
/** Everyone on the blocked-persons list now (besides the one unrelated person). */
async function putOnBlockedList(...people: string[]) {
  await load(users.officer, {
    list: 'uif_blocked',
    text: `${HEADER}U-1,Otra Persona Ajena,,,1960-01-01\n${people.join('\n')}\n`,
  });
  await rescreenClients(t.core);
}
describe('a blocked-persons list suspension', () => {
  // Ramiro signed while on an own list (enhanced review: his payout waits), then the UIF listed him.
  let ramiro: { clientId: number; payoutId: number; statusBefore: number | undefined };
  // Sara was listed with an accepted offer she had not signed yet.
  let sara: { clientId: number; applicationId: number };
  let approvalId: number;
  beforeAll(async () => {
    await load(users.officer, {
      list: 'own',
      text: `${HEADER}O-1,Ramiro Bloqueado Pruebas,,,1970-01-01\n`,
    });
    const app = await registered(
      { firstName: 'Ramiro', lastName: 'Bloqueado', secondLastName: 'Pruebas' },
      '1970-01-01',
    );
    expect(await stateOf(app.clientId)).toBe('enhanced_review');
    const signed = await signWithCode(t, app);
    const [payout] = await t.db.db.select().from(payouts).where(eq(payouts.loanId, signed.loanId));
    ramiro = {
      clientId: app.clientId,
      payoutId: payout?.id as number,
      statusBefore: await statusOf(app.clientId),
    };
    sara = await registered(
      { firstName: 'Sara', lastName: 'Listada', secondLastName: 'Ejemplo' },
      '1982-02-02',
    );
    await putOnBlockedList(
      'U-2,"BLOQUEADO PRUEBAS, RAMIRO",,,1970-01-01',
      'U-3,"LISTADA EJEMPLO, SARA",,,1982-02-02',
    );
    // The own-list match is worked by one officer: the blocked-list one still suspends him.
    const [own] = await t.db.db
      .select()
      .from(amlMatches)
      .where(and(eq(amlMatches.clientId, ramiro.clientId), eq(amlMatches.list, 'own')));
    const worked = await clear(users.officer, own?.id as number, {
      outcome: 'cleared',
      reason: 'La lista propia se refería a otra persona.',
    });
    expect(worked).toMatchObject({ state: 'suspended', approvalId: null });
  });

  it('is in force: blocked, suspended, the payout held for the blocked list', async () => {
    for (const { clientId } of [ramiro, sara]) {
      expect(await stateOf(clientId)).toBe('suspended');
      expect(await statusOf(clientId)).toBe(CLIENT_STATUS.blocked);
      expect(await blockedMatch(clientId)).toMatchObject({ status: 'open' });
    }
    expect(await holdOf(ramiro.payoutId)).toMatchObject({ reason: 'blocked_list', releasedAt: null });
  });

  it("an agent's unblock is refused with compliance_hold and changes nothing; an admin's and a blacklist too", async () => {
    const audits = async () =>
      (
        await t.db.db
          .select()
          .from(auditLog)
          .where(eq(auditLog.entityId, String(ramiro.clientId)))
      ).length;
    const before = await audits();
    const input = { reason: 'El cliente llamó y pide que lo desbloqueen.' };
    const on = (actorId: number, body: typeof input = input) => ({
      actorId,
      params: { id: ramiro.clientId },
      body,
    });
    expect(await refusal(unblockClient(t.core, on(users.agent)))).toBe('compliance_hold');
    const expected = { ...input, expectedStatus: CLIENT_STATUS.blocked };
    expect(await refusal(unblockClient(t.core, on(users.agent, expected)))).toBe('compliance_hold');
    // The admin (who holds `clients.unblock`, not the compliance register: ADR 318) cannot lift it either.
    expect(await refusal(unblockClient(t.core, on(users.admin)))).toBe('compliance_hold');
    // A blacklisted client may sign in again: blacklisting would undo the suspension's block.
    expect(await refusal(blacklistClient(t.core, on(users.admin)))).toBe('compliance_hold');
    // Not even compliance, through the generic unblock.
    expect(await refusal(unblockClient(t.core, on(users.officer)))).toBe('forbidden');
    expect(await statusOf(ramiro.clientId)).toBe(CLIENT_STATUS.blocked);
    expect(await stateOf(ramiro.clientId)).toBe('suspended');
    expect(await blockedMatch(ramiro.clientId)).toMatchObject({ status: 'open' });
    expect(await audits()).toBe(before);
  });

  it('a suspended client cannot apply, sign or be paid out (account_on_hold, the payout held)', async () => {
    const application = {
      salaryCycle: 'biweekly',
      payDates: { first_repayment_option: '2026-03-16' },
      loanAmount: { amount: 3_000_00, currency: 'MXN' },
      paymentMethod: 'bank_transfer',
    } as unknown as CreateApplicationInput;
    const apply = () => refusal(createApplication(t.core, { actorId: sara.clientId, body: application }));
    const signer = { actorId: sara.clientId, params: { id: sara.applicationId } };
    expect(await apply()).toBe('account_on_hold');
    expect(await refusal(agreementSmsCode(t.core, signer))).toBe('account_on_hold');
    // Even with her status set back to active behind compliance's back (what the old unblock did),
    // and with a code that would be right, nothing is signed.
    await t.db.db.update(clients).set({ status: CLIENT_STATUS.active }).where(eq(clients.id, sara.clientId));
    expect(await refusal(agreementSmsCode(t.core, signer))).toBe('account_on_hold');
    expect(await apply()).toBe('account_on_hold');
    const code = { smsCode: t.lastCode() };
    expect(await refusal(signAgreement(t.core, { ...signer, body: code }))).toBe('account_on_hold');
    await t.db.db.update(clients).set({ status: CLIENT_STATUS.blocked }).where(eq(clients.id, sara.clientId));
    // Ramiro's payout: the gate holds it with its reason, every run.
    expect(await sendPayout(t.core, ramiro.payoutId)).toBe(false);
    await confirmPendingPayouts(t.core);
    expect(await payoutOf(ramiro.payoutId)).toMatchObject({ status: 'pending', reference: null });
    expect(await holdOf(ramiro.payoutId)).toMatchObject({ reason: 'blocked_list', releasedAt: null });
  });

  it('one compliance officer alone cannot clear the match: it waits for a second', async () => {
    const match = await blockedMatch(ramiro.clientId);
    const matchId = match?.id as number;
    expect(await refusal(clear(users.officer, matchId, { outcome: 'cleared', reason: '   ' }))).toBe(
      'required',
    );
    const asked = await clear(users.officer, matchId, {
      outcome: 'cleared',
      reason: 'Homónimo: la CURP de la UIF es de otra persona.',
    });
    expect(asked).toMatchObject({ matchId, state: 'suspended' });
    approvalId = asked.approvalId as number;
    expect(approvalId).toBeGreaterThan(0);
    // One request per match.
    expect(await refusal(clear(users.second, matchId, { outcome: 'cleared', reason: 'Otra vez.' }))).toBe(
      'conflict',
    );
    // The maker cannot approve; an agent or finance has no compliance.decide.
    const [request] = await t.db.db
      .select()
      .from(approvalRequests)
      .where(eq(approvalRequests.id, approvalId));
    expect(request).toMatchObject({ kind: 'compliance.match', status: 'pending', makerId: users.officer });
    const review = (userId: number) =>
      reviewAs(userId, approvalId, { approve: true, version: request?.version as number });
    expect(await refusal(review(users.officer))).toBe('maker_cannot_approve');
    expect(await refusal(review(users.agent))).toBe('forbidden');
    expect(await refusal(review(users.finance))).toBe('forbidden');
    // Finance never sees the request in its inbox (need to know); compliance does, on the match too.
    const inbox = await approvals(t.core, {
      actorId: users.finance,
      query: { status: 'pending', page: 1, perPage: 50 },
    });
    expect(inbox.items.some((item) => item.id === approvalId)).toBe(false);
    const listed = await matchList(t.core, { query: { status: 'open', page: 1, perPage: 50 } });
    expect(listed.items.find((item) => item.id === matchId)?.pendingClearance).toMatchObject({
      approvalId,
      makerId: users.officer,
      reason: 'Homónimo: la CURP de la UIF es de otra persona.',
    });
    // Nothing lifted: the match open, the client suspended and blocked, the payout held.
    expect(await blockedMatch(ramiro.clientId)).toMatchObject({ status: 'open', clearedBy: null });
    expect(await stateOf(ramiro.clientId)).toBe('suspended');
    expect(await statusOf(ramiro.clientId)).toBe(CLIENT_STATUS.blocked);
    await confirmPendingPayouts(t.core);
    expect(await payoutOf(ramiro.payoutId)).toMatchObject({ status: 'pending' });
    // A rescreening (the job) keeps it so.
    await rescreenClients(t.core);
    expect(await stateOf(ramiro.clientId)).toBe('suspended');
  });

  it('two can, with the reason: only then the match clears, the status comes back and the payout leaves', async () => {
    const [request] = await t.db.db
      .select()
      .from(approvalRequests)
      .where(eq(approvalRequests.id, approvalId));
    const approved = await reviewAs(users.second, approvalId, {
      approve: true,
      version: request?.version ?? 0,
    });
    expect(approved).toMatchObject({ status: 'approved', kind: 'compliance.match' });
    expect(await blockedMatch(ramiro.clientId)).toMatchObject({
      status: 'cleared',
      clearedBy: users.second,
      clearedReason: 'Homónimo: la CURP de la UIF es de otra persona.',
    });
    expect(await stateOf(ramiro.clientId)).toBe('clear');
    expect(await statusOf(ramiro.clientId)).toBe(ramiro.statusBefore);
    const [lifted] = await t.db.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'aml.unsuspend'), eq(auditLog.entityId, String(ramiro.clientId))));
    expect(lifted).toMatchObject({
      actorId: users.second,
      after: { status: ramiro.statusBefore, approvalId },
    });
    await confirmPendingPayouts(t.core);
    expect(await payoutOf(ramiro.payoutId)).toMatchObject({ status: 'sent' });
    expect((await holdOf(ramiro.payoutId))?.releasedAt).not.toBeNull();
    // The same request approved again does nothing more.
    expect(await refusal(reviewAs(users.second, approvalId, { approve: true, version: 1 }))).not.toBe('done');
  });

  it('a rejected clearance leaves the suspension; a block made before the suspension stays after it lifts', async () => {
    const match = await blockedMatch(sara.clientId);
    const matchId = match?.id as number;
    const first = await clear(users.officer, matchId, {
      outcome: 'cleared',
      reason: 'No es ella.',
    });
    const rejected = await reviewAs(users.second, first.approvalId as number, {
      approve: false,
      version: 1,
      reason: 'Falta comparar la fecha de nacimiento.',
    });
    expect(rejected.status).toBe('rejected');
    expect(await blockedMatch(sara.clientId)).toMatchObject({ status: 'open' });
    expect(await stateOf(sara.clientId)).toBe('suspended');
    // Carla was blocked by an agent before the list named her: lifting the suspension keeps that block.
    const carla = await registered(
      { firstName: 'Carla', lastName: 'Previa', secondLastName: 'Bloqueo' },
      '1990-04-04',
    );
    const { blockClient } = await import('../back-office/block-client');
    const carlaWith = (reason: string) => ({
      actorId: users.agent,
      params: { id: carla.clientId },
      body: { reason },
    });
    await blockClient(t.core, carlaWith('Documentos alterados.'));
    await putOnBlockedList(
      'U-2,"BLOQUEADO PRUEBAS, RAMIRO",,,1970-01-01',
      'U-3,"LISTADA EJEMPLO, SARA",,,1982-02-02',
      'U-4,"PREVIA BLOQUEO, CARLA",,,1990-04-04',
    );
    expect(await stateOf(carla.clientId)).toBe('suspended');
    const carlaMatch = (await blockedMatch(carla.clientId))?.id as number;
    const asked = await clear(users.second, carlaMatch, {
      outcome: 'cleared',
      reason: 'Homónimo.',
    });
    await reviewAs(users.officer, asked.approvalId as number, { approve: true, version: 1 });
    expect(await stateOf(carla.clientId)).toBe('clear');
    expect(await statusOf(carla.clientId)).toBe(CLIENT_STATUS.blocked);
    // Her own block is the generic unblock's again.
    const unblocked = await unblockClient(t.core, carlaWith('Documentos revisados.'));
    expect(unblocked.status).toBe(CLIENT_STATUS.active);
  });

  it('confirming a blocked-list match is one officer’s and keeps the suspension', async () => {
    const matchId = (await blockedMatch(sara.clientId))?.id as number;
    const confirmed = await clear(users.officer, matchId, {
      outcome: 'confirmed',
      reason: 'La CURP coincide con la de la UIF.',
    });
    expect(confirmed).toMatchObject({ state: 'suspended', approvalId: null });
    const sarasUnblock = { actorId: users.admin, params: { id: sara.clientId }, body: { reason: 'x' } };
    expect(await refusal(unblockClient(t.core, sarasUnblock))).toBe('compliance_hold');
  });
});
