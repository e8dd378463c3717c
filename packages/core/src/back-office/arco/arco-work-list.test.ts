// Issue 51: ARCO requests that arrive by e-mail or letter (the clock from when they arrived, the ID
// checked before granting), a denial, the officer's work list with its deadlines, and the
// opposition to automated decisions sending the next application to a person.
import { APPLICATION_STATUS } from '@lender/calculator/platform';
import { eq } from '@lender/db/orm';
import { clients } from '@lender/db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ArcoTestCore, createArcoTestCore } from '../../../testing/arco-fixtures';
import { refusal } from '../../../testing/collections-fixtures';
import { decideApplication } from '../../applications/application-decision';
import { fileArcoRequest } from '../../arco/file-arco-request';
import { insertAcceptedApplication } from '../../seed/lending-rows';
import { answerArcoRequest } from './answer-arco-request';
import { arcoRequests } from './arco-requests';
import { logArcoRequest } from './log-arco-request';
import { requestArcoAction } from './request-arco-action';
import { reviewArcoAction } from './review-arco-action';
import { verifyArcoIdentity } from './verify-arco-identity';

let t: ArcoTestCore;
let ctx: ArcoTestCore['ctx'];
let officer: number;
let checker: number;
const borrower = () => t.borrower();
const grantAndAct = (id: number) => t.grantAndAct(id);

beforeAll(async () => {
  t = await createArcoTestCore();
  ({ ctx, officer, checker } = t);
});
afterAll(() => t.close());

describe('opposition to automated decisions', () => {
  it('sends every later application to a person, with what the engine would have decided', async () => {
    const decideNew = async (clientId: number) => {
      // An income below the minimum: the engine rejects on its own.
      await t.core.db
        .update(clients)
        .set({ employment: { employmentStatusKey: 'employed', monthlyIncome: 100_00 } })
        .where(eq(clients.id, clientId));
      const { applicationId } = await insertAcceptedApplication(t.core.db, {
        clientId,
        pricedOn: '2026-03-02',
        status: APPLICATION_STATUS.new,
        expiresAt: new Date('2026-03-09T00:00:00Z'),
        payDates: (choices) => choices.find((o) => o.value.startsWith('2026-03-16')),
      });
      return decideApplication(t.core, applicationId, { type: 'client', id: clientId });
    };
    t.clock.set('2026-03-02T18:00:00Z');
    const engine = await decideNew(await borrower());
    expect(engine).toMatchObject({
      outcome: APPLICATION_STATUS.rejected,
      reasons: [{ code: 'decision.incomeTooLow' }],
    });

    const clientId = await borrower();
    const filed = await fileArcoRequest(ctx, {
      actorId: clientId,
      body: {
        right: 'opposition',
        purpose: 'automated_decisions',
      },
    });
    // Filed but not yet acted on: the engine still decides.
    expect((await decideNew(clientId)).outcome).toBe(engine.outcome);
    await grantAndAct(filed.id);
    const reviewed = await decideNew(clientId);
    expect(reviewed).toMatchObject({ outcome: APPLICATION_STATUS.manualVerification, offeredAmount: null });
    expect(reviewed.reasons.at(-1)).toEqual({
      rule: 'privacy',
      code: 'decision.humanReviewRequested',
      params: { engineOutcome: engine.outcome },
    });
    expect(reviewed.reasons.slice(0, -1)).toEqual(engine.reasons);
  });
});

describe('requests received by e-mail or letter', () => {
  let clientId: number;
  let id: number;

  it('start their clock when received and wait for the ID check before they are granted', async () => {
    clientId = await borrower();
    t.clock.set('2026-03-23T17:00:00Z');
    expect(
      (
        await refusal(
          logArcoRequest(ctx, {
            actorId: officer,
            body: {
              clientId,
              right: 'opposition',
              channel: 'letter',
              description: 'Carta',
            },
          }),
        )
      ).code,
    ).toBe('required');
    expect(
      (
        await refusal(
          logArcoRequest(ctx, {
            actorId: officer,
            body: {
              clientId,
              right: 'access',
              channel: 'email',
              receivedAt: '2026-03-24T17:00:00Z',
              description: 'Del futuro',
            },
          }),
        )
      ).code,
    ).toBe('invalid_value');
    const logged = await logArcoRequest(ctx, {
      actorId: officer,
      body: {
        clientId,
        right: 'access',
        channel: 'email',
        // Saturday 7 March: counted from Monday 9 March.
        receivedAt: '2026-03-07T17:00:00Z',
        description: 'Solicito copia de mis datos; adjunto INE.',
      },
    });
    id = logged.id;
    expect(logged).toMatchObject({
      channel: 'email',
      identityCheck: 'id_document',
      identityVerified: false,
      answerDueDate: '2026-04-06',
      loggedBy: { id: officer, name: 'Dana Datos' },
      clientName: 'Ana Lopez',
      openLoan: false,
    });
    expect(
      (
        await refusal(
          answerArcoRequest(ctx, {
            actorId: officer,
            params: { id },
            body: { outcome: 'granted', text: 'Procede tu solicitud.' },
          }),
        )
      ).code,
    ).toBe('identity_not_verified');
    expect(
      (
        await refusal(
          answerArcoRequest(ctx, {
            actorId: officer,
            params: { id },
            body: { outcome: 'denied', text: 'No acreditaste identidad.' },
          }),
        )
      ).code,
    ).toBe('required');
    expect(
      (
        await refusal(
          requestArcoAction(ctx, {
            actorId: officer,
            params: { id },
            body: { reason: 'Antes de responder' },
          }),
        )
      ).code,
    ).toBe('invalid_transition');
  });

  it('is refused for good once denied: no act, no second answer', async () => {
    await verifyArcoIdentity(ctx, {
      actorId: officer,
      params: { id },
      body: { note: 'INE vigente adjunta al correo, coincide la firma.' },
    });
    expect(
      (
        await refusal(
          verifyArcoIdentity(ctx, { actorId: officer, params: { id }, body: { note: 'Otra vez' } }),
        )
      ).code,
    ).toBe('invalid_transition');
    // Answered on 9 April: after its due date (6 April).
    t.clock.set('2026-04-09T17:00:00Z');
    const denied = await answerArcoRequest(ctx, {
      actorId: officer,
      params: { id },
      body: {
        outcome: 'denied',
        denialReason: 'duplicate',
        text: 'Ya atendimos esta solicitud con el folio anterior.',
      },
    });
    expect(denied).toMatchObject({
      status: 'refused',
      outcome: 'denied',
      denialReason: 'duplicate',
      actDueDate: null,
      answerOverdue: true,
      nextDueDate: null,
      identityVerifiedBy: { id: officer },
      answeredBy: { id: officer },
    });
    expect(
      (
        await refusal(
          answerArcoRequest(ctx, {
            actorId: officer,
            params: { id },
            body: { outcome: 'granted', text: 'Ahora sí procede.' },
          }),
        )
      ).code,
    ).toBe('invalid_transition');
    const audit = await t.core.audit.list(
      { entity: 'arco_request', entityId: String(id) },
      { page: 1, perPage: 10 },
    );
    expect(audit.items.map((entry) => entry.action).sort()).toEqual([
      'privacy.arco_answer',
      'privacy.arco_file',
      'privacy.arco_identity',
    ]);
  });

  it('lists the open requests first, the nearest deadline first, and filters the overdue ones', async () => {
    t.clock.set('2026-04-20T17:00:00Z');
    const page = { page: 1, perPage: 50 } as const;
    const all = await arcoRequests(ctx, { query: page });
    const open = all.items.filter((item) => item.nextDueDate !== null);
    expect(all.items.slice(0, open.length)).toEqual(open);
    const dues = open.map((item) => item.nextDueDate ?? '');
    expect(dues).toEqual([...dues].sort());
    const overdue = await arcoRequests(ctx, { query: { ...page, overdue: true } });
    expect(overdue.items.length).toBeGreaterThan(0);
    for (const item of overdue.items) expect(item.answerOverdue || item.actOverdue).toBe(true);
    expect(overdue.items.map((item) => item.id)).toContain(id);
    const notOverdue = await arcoRequests(ctx, { query: { ...page, overdue: false } });
    expect(notOverdue.total + overdue.total).toBe(all.total);
    expect(
      (await arcoRequests(ctx, { query: { ...page, right: 'rectification' } })).items.every(
        (i) => i.right === 'rectification',
      ),
    ).toBe(true);
  });

  it('answers not_found for a request of another kind reviewed here', async () => {
    expect(
      (
        await refusal(
          reviewArcoAction(ctx, {
            actorId: checker,
            params: { id: 999_999 },
            body: { approve: true, version: 1 },
          }),
        )
      ).code,
    ).toBe('not_found');
  });
});
