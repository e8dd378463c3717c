// Issue 51: ARCO requests from filing to acting — each right, the identity check it needs, the
// answer and the act under maker-checker, the refusals with their codes.
import { eq } from '@lender/db/orm';
import { clientConsents, clientDocuments, clients, noticePreferences } from '@lender/db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ArcoTestCore,
  createArcoTestCore,
  ARCO_PASSWORD as PASSWORD,
} from '../../../testing/arco-fixtures';
import { refusal } from '../../../testing/collections-fixtures';
import { paidOutLoan } from '../../../testing/lending-fixtures';
import { arcoAccessArchive as clientArchive } from '../../arco/arco-access-archive';
import { arcoRequests as clientRequests } from '../../arco/arco-requests';
import { fileArcoRequest } from '../../arco/file-arco-request';
import { hashPassword } from '../../auth/passwords';
import { answerArcoRequest } from './answer-arco-request';
import { arcoRequest } from './arco-request';
import { requestArcoAction } from './request-arco-action';
import { reviewArcoAction } from './review-arco-action';

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

describe('access', () => {
  it('asks for the password again, gives a folio and the answer due in 20 business days', async () => {
    const clientId = await borrower();
    // Friday 13 March 2026 at noon in Mexico City; Monday 16 March is a holiday, Holy Week is not.
    t.clock.set('2026-03-13T18:00:00Z');
    expect(
      await refusal(
        fileArcoRequest(ctx, { actorId: clientId, body: { right: 'access', password: 'otra-clave' } }),
      ),
    ).toMatchObject({ code: 'identity_check_failed', status: 400 });
    const filed = await fileArcoRequest(ctx, {
      actorId: clientId,
      body: { right: 'access', password: PASSWORD },
    });
    expect(filed).toMatchObject({
      folio: expect.stringMatching(/^ARCO-2026-\d{6}$/),
      right: 'access',
      channel: 'web',
      identityCheck: 'password',
      identityVerified: true,
      status: 'received',
      answerDueDate: '2026-04-13',
      nextDueDate: '2026-04-13',
      answerOverdue: false,
    });
    expect(
      await refusal(
        fileArcoRequest(ctx, { actorId: clientId, body: { right: 'access', password: PASSWORD } }),
      ),
    ).toMatchObject({ code: 'arco_request_open', params: { folio: filed.folio } });

    // Answered Wednesday 1 April: the act is due 22 April (2–3 April, Holy Week, are working days
    // for the official calendar the ARCO clocks count in).
    t.clock.set('2026-04-01T19:00:00Z');
    expect((await refusal(clientArchive(ctx, { actorId: clientId, params: { id: filed.id } }))).code).toBe(
      'invalid_transition',
    );
    const approved = await grantAndAct(filed.id);
    expect(approved).toMatchObject({ status: 'approved', result: { archiveBytes: 8, right: 'access' } });
    const [mine] = await clientRequests(ctx, { actorId: clientId });
    expect(mine).toMatchObject({
      status: 'completed',
      actDueDate: '2026-04-22',
      actOverdue: false,
      nextDueDate: null,
      archiveAvailableUntil: '2026-05-01T19:00:00.000Z',
    });
    expect((await clientArchive(ctx, { actorId: clientId, params: { id: filed.id } })).fileName).toBe(
      `datos-${clientId}.zip`,
    );
    // The core's own archive is a ZIP.
    const real = await clientArchive(t.core, { actorId: clientId, params: { id: filed.id } });
    expect(Buffer.from(real.bytes.subarray(0, 2)).toString()).toBe('PK');
    expect(
      (await refusal(clientArchive(ctx, { actorId: await borrower(), params: { id: filed.id } }))).code,
    ).toBe('not_found');
    t.clock.set('2026-05-02T19:00:00Z');
    expect((await refusal(clientArchive(ctx, { actorId: clientId, params: { id: filed.id } }))).code).toBe(
      'not_found',
    );
  });
});

describe('rectification', () => {
  let clientId: number;
  let documentId: number;

  it('needs a document of its own and corrections that change something', async () => {
    clientId = await borrower();
    t.clock.set('2026-03-18T17:00:00Z');
    const [doc] = await t.core.db
      .insert(clientDocuments)
      .values({
        clientId,
        type: 'rectification_evidence',
        format: 'pdf',
        contentType: 'application/pdf',
        size: 10,
        sha256: 'f'.repeat(64),
        storageKey: `test/${clientId}`,
        uploadedAt: t.clock.now(),
      })
      .returning();
    documentId = doc?.id ?? 0;
    const changes = [{ field: 'lastName' as const, value: 'López' }];
    expect(
      (
        await refusal(
          fileArcoRequest(ctx, {
            actorId: clientId,
            body: { right: 'rectification', changes, documentId: documentId + 999 },
          }),
        )
      ).code,
    ).toBe('not_found');
    expect(
      (
        await refusal(
          fileArcoRequest(ctx, {
            actorId: clientId,
            body: {
              right: 'rectification',
              changes: [{ field: 'firstName', value: 'Ana' }],
              documentId,
            },
          }),
        )
      ).code,
    ).toBe('must_differ');
    expect(
      (
        await refusal(
          fileArcoRequest(ctx, {
            actorId: clientId,
            body: {
              right: 'rectification',
              changes: [{ field: 'curp', value: 'LOPA900518MDFPNN04' }],
              documentId,
            },
          }),
        )
      ).code,
    ).toBe('invalid_identificator');
  });

  it('applies the corrections once a second officer approves, audited on the client', async () => {
    const filed = await fileArcoRequest(ctx, {
      actorId: clientId,
      body: {
        right: 'rectification',
        changes: [{ field: 'lastName', value: 'López' }],
        documentId,
        description: 'Mi apellido lleva acento.',
      },
    });
    expect(filed).toMatchObject({
      identityCheck: 'session',
      changes: [{ field: 'lastName', value: 'López' }],
    });
    const before = await arcoRequest(ctx, { params: { id: filed.id } });
    expect(before.corrections).toEqual([{ field: 'lastName', value: 'López', current: 'Lopez' }]);
    // The officer opens the document through a signed link, as on the client's page.
    expect(before.documentUrl).toMatch(
      new RegExp(`^/web/back-office/files/${documentId}\\?expires=\\d+&signature=[0-9a-f]{64}$`),
    );
    expect(await grantAndAct(filed.id)).toMatchObject({
      status: 'approved',
      result: { corrected: ['lastName'] },
    });
    const [row] = await t.core.db.select().from(clients).where(eq(clients.id, clientId));
    expect(row?.lastName).toBe('López');
    const audit = await t.core.audit.list(
      { entity: 'client', entityId: String(clientId) },
      { page: 1, perPage: 10 },
    );
    expect(audit.items.find((entry) => entry.action === 'client.rectify')).toMatchObject({
      actorId: checker,
      after: { fields: ['lastName'] },
      reason: filed.folio,
    });
  });
});

describe('cancellation', () => {
  it('blocks the data and keeps what the anonymisation answered', async () => {
    const clientId = await borrower();
    t.clock.set('2026-03-19T17:00:00Z');
    const filed = await fileArcoRequest(ctx, {
      actorId: clientId,
      body: { right: 'cancellation', password: PASSWORD },
    });
    t.calls.length = 0;
    expect(await grantAndAct(filed.id)).toMatchObject({ status: 'approved', result: { blocked: true } });
    expect(t.calls).toEqual([`block:${clientId}`, `anonymise:${clientId}`]);
    expect((await arcoRequest(ctx, { params: { id: filed.id } })).actResult).toMatchObject({
      anonymised: false,
      refused: 'conflict',
    });
  });

  it("with the core's own functions: blocked and anonymised at once when nothing is kept", async () => {
    const clientId = await borrower();
    const filed = await fileArcoRequest(t.core, {
      actorId: clientId,
      body: { right: 'cancellation', password: PASSWORD },
    });
    await answerArcoRequest(t.core, {
      actorId: officer,
      params: { id: filed.id },
      body: {
        outcome: 'granted',
        text: 'Procede la cancelación.',
      },
    });
    const asked = await requestArcoAction(t.core, {
      actorId: officer,
      params: { id: filed.id },
      body: { reason: 'Bloquear los datos' },
    });
    const done = await reviewArcoAction(t.core, {
      actorId: checker,
      params: { id: asked.id },
      body: { approve: true, version: asked.version },
    });
    expect(done).toMatchObject({ status: 'approved', result: { blocked: true } });
    const acted = await arcoRequest(t.core, { params: { id: filed.id } });
    expect(acted).toMatchObject({ status: 'completed', actResult: { anonymised: true } });
    expect(acted.clientName).not.toContain('Lopez');
  });

  it('is refused while a loan is open, and the request stays granted and waiting', async () => {
    t.clock.set('2026-03-02T18:00:00Z');
    const { clientId } = await paidOutLoan(t);
    await t.core.db
      .update(clients)
      .set({ passwordHash: await hashPassword(PASSWORD) })
      .where(eq(clients.id, clientId));
    const filed = await fileArcoRequest(t.core, {
      actorId: clientId,
      body: { right: 'cancellation', password: PASSWORD },
    });
    expect((await arcoRequest(t.core, { params: { id: filed.id } })).openLoan).toBe(true);
    await answerArcoRequest(t.core, {
      actorId: officer,
      params: { id: filed.id },
      body: {
        outcome: 'granted',
        text: 'Procede la cancelación.',
      },
    });
    const asked = await requestArcoAction(t.core, {
      actorId: officer,
      params: { id: filed.id },
      body: { reason: 'Bloquear los datos' },
    });
    expect(
      (
        await refusal(
          reviewArcoAction(t.core, {
            actorId: checker,
            params: { id: asked.id },
            body: { approve: true, version: asked.version },
          }),
        )
      ).code,
    ).toBe('personal_data_in_use');
    expect((await arcoRequest(t.core, { params: { id: filed.id } })).status).toBe('answered');
  });
});

describe('opposition', () => {
  it('to marketing: the switch goes off and the consent is withdrawn, dated', async () => {
    const clientId = await borrower();
    await t.core.db.insert(noticePreferences).values({ clientId, marketingOptIn: true });
    t.clock.set('2026-03-20T17:00:00Z');
    const filed = await fileArcoRequest(ctx, {
      actorId: clientId,
      body: { right: 'opposition', purpose: 'marketing' },
    });
    // One open opposition per purpose: the other purpose may be filed beside it.
    await fileArcoRequest(ctx, {
      actorId: clientId,
      body: { right: 'opposition', purpose: 'automated_decisions' },
    });
    expect(
      (
        await refusal(
          fileArcoRequest(ctx, { actorId: clientId, body: { right: 'opposition', purpose: 'marketing' } }),
        )
      ).code,
    ).toBe('arco_request_open');
    await grantAndAct(filed.id);
    const [prefs] = await t.core.db
      .select()
      .from(noticePreferences)
      .where(eq(noticePreferences.clientId, clientId));
    expect(prefs).toMatchObject({
      marketingOptIn: false,
      marketingChangedAt: new Date('2026-03-20T17:00:00Z'),
    });
    const consents = await t.core.db
      .select()
      .from(clientConsents)
      .where(eq(clientConsents.clientId, clientId));
    expect(consents).toEqual([
      expect.objectContaining({ kind: 'marketing', accepted: false, version: '2026-01-15' }),
    ]);
  });
});
