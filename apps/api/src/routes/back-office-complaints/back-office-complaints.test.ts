import { schema } from '@lender/core/db';
import { describe, expect, it } from 'vitest';
import { backOfficeStaff } from '../../test/back-office-fixtures';
import { activeLoan, createLendingTestApp } from '../../test/back-office-loan-fixture';

// Issue 39: the UNE's complaints register over HTTP — log, start, resolve once, read, the month's
// figures and CSV; bad input is a 400 with its field and changes nothing.
const B = '/web/private/back-office';

let t: Awaited<ReturnType<typeof createLendingTestApp>>;
const { tokens, signIn } = backOfficeStaff(
  { agent: 'agent', auditor: 'auditor', finance: 'finance', admin: 'admin', collector: 'collections' },
  async () => {
    t = await createLendingTestApp();
    return t;
  },
);

const rows = async () => (await t.core.db.select().from(schema.complaints)).length;

describe('the complaints endpoints', () => {
  it('logs, starts and resolves a complaint once; 404 for an unknown one', async () => {
    const loan = await activeLoan(t);
    const logged = await t.call('POST', `${B}/complaints`, {
      token: tokens.agent,
      body: {
        channel: 'email',
        kind: 'clarification',
        cause: 'unrecognized_charge',
        loanId: loan.loanId,
        description: 'No reconoce la comisión por pago tardío.',
      },
    });
    expect(logged.status).toBe(201);
    expect(logged.body.data).toMatchObject({
      folio: expect.stringMatching(/^UNE-\d{4}-000001$/),
      status: 'received',
      clientId: loan.clientId,
      product: 'short_term_personal',
    });
    const id = logged.body.data.id as number;
    // The auditor reads, never works; finance does neither.
    expect((await t.call('GET', `${B}/complaints/${id}`, { token: tokens.auditor })).status).toBe(200);
    expect((await t.call('POST', `${B}/complaints/${id}/start`, { token: tokens.auditor })).status).toBe(403);
    expect((await t.call('GET', `${B}/complaints`, { token: tokens.finance })).status).toBe(403);

    const started = await t.call('POST', `${B}/complaints/${id}/start`, { token: tokens.agent });
    expect([started.status, started.body.data.status]).toEqual([200, 'in_progress']);
    const resolution = { resolution: 'partial', resolutionText: 'Se bonificó la mitad de la comisión.' };
    const resolved = await t.call('POST', `${B}/complaints/${id}/resolution`, {
      token: tokens.agent,
      body: resolution,
    });
    expect([resolved.status, resolved.body.data.status, resolved.body.data.resolution]).toEqual([
      200,
      'resolved',
      'partial',
    ]);
    const twice = await t.call('POST', `${B}/complaints/${id}/resolution`, {
      token: tokens.admin,
      body: { resolution: 'favourable', resolutionText: 'Otra' },
    });
    expect([twice.status, twice.body.code]).toEqual([409, 'invalid_transition']);
    expect((await t.call('GET', `${B}/complaints/${id}`, { token: tokens.agent })).body.data.resolution).toBe(
      'partial',
    );
    const unknown = await t.call('GET', `${B}/complaints/999999`, { token: tokens.agent });
    expect([unknown.status, unknown.body.code]).toEqual([404, 'not_found']);
    const unknownStart = await t.call('POST', `${B}/complaints/999999/start`, { token: tokens.agent });
    expect(unknownStart.status).toBe(404);

    const list = await t.call('GET', `${B}/complaints?status=resolved&overdue=false`, {
      token: tokens.auditor,
    });
    expect(list.status).toBe(200);
    expect(list.body.data.map((row: { id: number }) => row.id)).toEqual([id]);
  });

  it('refuses bad input with 400 and the field, and changes nothing', async () => {
    const before = await rows();
    const refusals = [
      [
        { channel: 'fax', kind: 'claim', cause: 'other', complainantName: 'Ana', description: 'x' },
        'channel',
      ],
      [
        { channel: 'web', kind: 'claim', cause: 'other', complainantName: 'Ana', description: '' },
        'description',
      ],
      [{ channel: 'web', kind: 'claim', cause: 'other', description: 'Sin quien' }, 'complainantName'],
      [
        { channel: 'web', kind: 'claim', cause: 'other', loanId: 999999, description: 'Préstamo ajeno' },
        'loanId',
      ],
      [
        {
          channel: 'web',
          kind: 'claim',
          cause: 'other',
          complainantName: 'Ana',
          receivedAt: '2999-01-01T00:00:00Z',
          description: 'Del futuro',
        },
        'receivedAt',
      ],
    ] as const;
    for (const [body, field] of refusals) {
      const res = await t.call('POST', `${B}/complaints`, { token: tokens.agent, body });
      expect(res.status, field).toBe(400);
      expect(JSON.stringify(res.body), field).toContain(field);
    }
    const resolveBad = await t.call('POST', `${B}/complaints/1/resolution`, {
      token: tokens.agent,
      body: { resolution: 'maybe', resolutionText: '' },
    });
    expect(resolveBad.status).toBe(400);
    expect((await t.call('GET', `${B}/complaints?status=lost`, { token: tokens.agent })).status).toBe(400);
    expect((await t.call('GET', `${B}/complaints?month=2026-13`, { token: tokens.agent })).status).toBe(400);
    expect(await rows()).toBe(before);
    expect((await t.call('GET', `${B}/complaints/1`, { token: tokens.agent })).body.data.status).toBe(
      'resolved',
    );
  });

  it("answers the month's figures and its CSV in words", async () => {
    const month = new Date(t.core.clock.now()).toISOString().slice(0, 7);
    const figures = await t.call('GET', `${B}/reports/complaints?month=${month}`, { token: tokens.auditor });
    expect(figures.status).toBe(200);
    expect(figures.body.data).toMatchObject({ month, received: 1, resolved: 1, open: 0, overdue: 0 });
    expect(figures.body.data.byChannel).toContainEqual({ channel: 'email', count: 1 });
    expect((await t.call('GET', `${B}/reports/complaints`, { token: tokens.agent })).status).toBe(403);

    const csv = await t.call('GET', `${B}/exports/complaints?month=${month}`, { token: tokens.auditor });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(csv.headers.get('x-total-count')).toBe('1');
    expect(String(csv.body.data)).toContain('Correo electrónico');
    expect(String(csv.body.data)).toContain('Aclaración');
    expect(String(csv.body.data)).toContain('Parcialmente a favor');
    expect(String(csv.body.data)).not.toContain('unrecognized_charge');
  });

  it('lets a collector log what a borrower says on a call, never start or resolve it', async () => {
    // Many complaints are about collections, and the UNE answers them, not the area complained of.
    const loan = await activeLoan(t);
    await signIn(); // the loan's making moved the clock past the first sessions
    const logged = await t.call('POST', `${B}/complaints`, {
      token: tokens.collector,
      body: {
        channel: 'phone',
        kind: 'claim',
        cause: 'collection_practices',
        loanId: loan.loanId,
        description: 'Llamadas de noche.',
      },
    });
    expect(logged.status).toBe(201);
    const id = logged.body.data.id as number;
    expect((await t.call('POST', `${B}/complaints/${id}/start`, { token: tokens.collector })).status).toBe(
      403,
    );
    const resolution = { resolution: 'partial', resolutionText: 'Se habló con el área.' };
    const resolved = await t.call('POST', `${B}/complaints/${id}/resolution`, {
      token: tokens.collector,
      body: resolution,
    });
    expect(resolved.status).toBe(403);
    expect((await t.call('GET', `${B}/complaints/${id}`, { token: tokens.collector })).body.data.status).toBe(
      'received',
    );
  });
});
