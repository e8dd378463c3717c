// Issue 39: the UNE's register of complaints — folios without gaps, the answer due in business days,
// received → in progress → resolved once, every change audited, the month's figures and CSV.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLendingTestCore, type LendingTestCore, paidOutLoan } from '../../../testing/lending-fixtures';
import { refusal } from '../../../testing/refusal';
import { complaint } from './complaint';
import { complaintLog } from './complaint-log';
import { complaintResolve } from './complaint-resolve';
import { complaintStart } from './complaint-start';
import { complaints } from './complaints';
import { complaintsMonth } from './complaints-month';
import { exportComplaints } from './export-complaints';

let t: LendingTestCore;
let agent: number;
let other: number;
beforeAll(async () => {
  t = await createLendingTestCore();
  const user = (email: string, name: string) =>
    t.core.backOfficeUsers.create({ email, name, password: 'a-long-agent-password', role: 'agent' });
  agent = (await user('una@lender.test', 'Una Atención')).id;
  other = (await user('otro@lender.test', 'Otro Agente')).id;
});
afterAll(() => t.close());
const page = { page: 1, perPage: 100 } as const;

describe('the complaints register', () => {
  let loan: Awaited<ReturnType<typeof paidOutLoan>>;
  let id: number;

  it('logs a complaint about a loan: the next folio, its client, the due date past a holiday', async () => {
    t.clock.set('2026-03-02T18:00:00Z');
    loan = await paidOutLoan(t);
    // Friday 13 March 2026 at noon in Mexico City; Monday 16 March is a holiday.
    t.clock.set('2026-03-13T18:00:00Z');
    const logged = await complaintLog(t.core, {
      actorId: agent,
      body: {
        channel: 'phone',
        kind: 'claim',
        cause: 'payment_not_applied',
        product: 'short_term_personal',
        loanId: loan.loanId,
        description: 'Pagó en OXXO el 10 de marzo y el pago no aparece.',
      },
    });
    id = logged.id;
    expect(logged).toMatchObject({
      folio: 'UNE-2026-000001',
      receivedAt: '2026-03-13T18:00:00.000Z',
      clientId: loan.clientId,
      loanId: loan.loanId,
      status: 'received',
      // 30 business days from 17 March (16 March and 2–3 April are holidays).
      dueDate: '2026-04-29',
      overdue: false,
      resolution: null,
      loggedBy: { id: agent, name: 'Una Atención' },
    });
    expect(logged.complainant).toBeTruthy();
  });

  it('moves it in progress, resolves it once and never reopens it', async () => {
    t.clock.set('2026-03-17T17:00:00Z');
    expect(await complaintStart(t.core, { actorId: other, params: { id } })).toMatchObject({
      status: 'in_progress',
      startedBy: { id: other, name: 'Otro Agente' },
    });
    expect((await refusal(complaintStart(t.core, { actorId: other, params: { id } }))).code).toBe(
      'invalid_transition',
    );
    const resolved = await complaintResolve(t.core, {
      actorId: agent,
      params: { id },
      body: {
        resolution: 'favourable',
        resolutionText: 'Se aplicó el pago con fecha valor del 10 de marzo.',
      },
    });
    expect(resolved).toMatchObject({
      status: 'resolved',
      resolution: 'favourable',
      resolvedAt: '2026-03-17T17:00:00.000Z',
      resolvedBy: { id: agent },
      overdue: false,
    });
    const twice = await refusal(
      complaintResolve(t.core, {
        actorId: other,
        params: { id },
        body: { resolution: 'unfavourable', resolutionText: 'Otra respuesta' },
      }),
    );
    expect(twice).toMatchObject({ code: 'invalid_transition', status: 409 });
    expect((await refusal(complaintStart(t.core, { actorId: other, params: { id } }))).code).toBe(
      'invalid_transition',
    );
    expect(await complaint(t.core, { params: { id } })).toMatchObject({
      resolution: 'favourable',
      resolvedBy: { id: agent },
    });
    const audit = await t.core.audit.list(
      { entity: 'complaint', entityId: String(id) },
      { page: 1, perPage: 10 },
    );
    expect(audit.items.map((entry) => entry.action).sort()).toEqual([
      'complaint.log',
      'complaint.resolve',
      'complaint.start',
    ]);
  });

  it('refuses what is wrong and changes nothing', async () => {
    const before = (await complaints(t.core, { query: page })).total;
    const base = {
      channel: 'email',
      kind: 'inquiry',
      cause: 'service',
      product: 'short_term_personal',
    } as const;
    expect(
      await refusal(
        complaintLog(t.core, { actorId: agent, body: { ...base, description: 'Sin nombre ni cliente' } }),
      ),
    ).toMatchObject({ code: 'required', status: 400 });
    expect(
      (
        await refusal(
          complaintLog(t.core, {
            actorId: agent,
            body: {
              ...base,
              complainantName: 'Futura Persona',
              receivedAt: '2026-12-01T00:00:00Z',
              description: 'Del futuro',
            },
          }),
        )
      ).code,
    ).toBe('invalid_value');
    expect(
      (
        await refusal(
          complaintLog(t.core, {
            actorId: agent,
            body: { ...base, loanId: 999_999, description: 'Préstamo que no existe' },
          }),
        )
      ).code,
    ).toBe('invalid_value');
    expect(
      (
        await refusal(
          complaintLog(t.core, {
            actorId: agent,
            body: {
              ...base,
              clientId: loan.clientId + 1000,
              loanId: loan.loanId,
              description: 'El préstamo es de otra persona',
            },
          }),
        )
      ).code,
    ).toBe('invalid_value');
    expect((await refusal(complaint(t.core, { params: { id: 999_999 } }))).code).toBe('not_found');
    expect((await refusal(complaintStart(t.core, { actorId: agent, params: { id: 999_999 } }))).code).toBe(
      'not_found',
    );
    expect((await complaints(t.core, { query: page })).total).toBe(before);
  });

  it('gives 50 complaints logged at once 50 distinct consecutive folios', async () => {
    // PGlite runs one transaction at a time; with TEST_DATABASE_URL (PostgreSQL, a pool of 4) the 50
    // transactions overlap, and without the folio's advisory lock this fails on the unique folio.
    const logged = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        complaintLog(t.core, {
          actorId: i % 2 === 0 ? agent : other,
          body: {
            channel: i % 5 === 0 ? 'condusef' : 'web',
            kind: i % 3 === 0 ? 'clarification' : 'inquiry',
            cause: 'interest_or_fees',
            product: 'short_term_personal',
            complainantName: `Persona ${i}`,
            description: `Consulta número ${i}`,
          },
        }),
      ),
    );
    const numbers = logged.map((row) => Number(row.folio.slice(-6))).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 50 }, (_, i) => i + 2));
    expect(new Set(logged.map((row) => row.folio)).size).toBe(50);
    expect(logged[0]).toMatchObject({ clientId: null, complainant: expect.stringMatching(/^Persona /) });
  });

  it('lists by month, status and overdue; counts the month; exports it in words', async () => {
    // Far past every due date of March: the 50 open ones are overdue, the resolved one was on time.
    t.clock.set('2026-06-01T18:00:00Z');
    const march = await complaints(t.core, { query: { ...page, month: '2026-03' } });
    expect(march.total).toBe(51);
    expect(march.items[0]?.folio).toBe('UNE-2026-000051');
    expect((await complaints(t.core, { query: { ...page, month: '2026-04' } })).total).toBe(0);
    expect(
      (await complaints(t.core, { query: { ...page, status: 'resolved' } })).items.map((row) => row.id),
    ).toEqual([id]);
    const overdue = await complaints(t.core, { query: { ...page, overdue: true } });
    expect(overdue.total).toBe(50);
    expect(overdue.items.every((row) => row.overdue && row.status === 'received')).toBe(true);
    expect((await complaints(t.core, { query: { ...page, perPage: 10, page: 6 } })).items).toHaveLength(1);

    const month = await complaintsMonth(t.core, { query: { month: '2026-03' } });
    expect(month).toMatchObject({ month: '2026-03', received: 51, resolved: 1, open: 50, overdue: 50 });
    expect(month.byChannel).toContainEqual({ channel: 'condusef', count: 10 });
    expect(month.byChannel).toContainEqual({ channel: 'phone', count: 1 });
    expect(month.byKind).toContainEqual({ kind: 'clarification', count: 17 });
    expect(month.byKind).toContainEqual({ kind: 'claim', count: 1 });
    expect((await complaintsMonth(t.core, { query: {} })).month).toBe('2026-05');
    expect((await refusal(complaintsMonth(t.core, { query: { month: '2026-07' } }))).code).toBe(
      'invalid_value',
    );

    const file = await exportComplaints(t.core, { actorId: agent, query: { month: '2026-03' } });
    expect(file).toMatchObject({ name: 'complaints-2026-03', rows: 51 });
    const lines = file.csv.trim().split('\r\n');
    expect(lines).toHaveLength(52);
    const first = lines[1] ?? '';
    expect(first).toContain('UNE-2026-000001');
    expect(first).toContain('13.03.2026 12:00');
    expect(first).toContain('Teléfono');
    expect(first).toContain('Reclamación');
    expect(first).toContain('A favor del cliente');
    expect(first).toContain('29.04.2026');
    expect(first).not.toMatch(/payment_not_applied|favourable|phone/);
  });
});
