import { LOAN_STATUS } from '@lender/calculator/platform';
import { paymentProviderCallback, signCallback, today } from '@lender/core';
import { schema } from '@lender/core/db';
import { eq } from '@lender/db/orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { backOfficeStaff } from '../../test/back-office-fixtures';
import { activeLoan, createLendingTestApp } from '../../test/back-office-loan-fixture';
import { csvCells } from '../../test/csv';
import type { TestApp } from '../../test/test-app';

const B = '/web/private/back-office';

let t: Awaited<ReturnType<typeof createLendingTestApp>>;
const { tokens, signIn } = backOfficeStaff(
  { admin: 'admin', agent: 'agent', finance: 'finance', collections: 'collections', auditor: 'auditor' },
  async () => {
    t = await createLendingTestApp();
    return t;
  },
  { signIn: false },
);
let loans: Awaited<ReturnType<typeof activeLoan>>[];

beforeAll(async () => {
  loans = [
    await activeLoan(t, { firstName: 'Otilia' }),
    await activeLoan(t, { firstName: 'Otilia', fake: true }),
    await activeLoan(t, { firstName: 'Brenda', amount: 2_000_00 }),
  ];
  // The first loan is 10 days overdue, the third 45.
  await t.core.db
    .update(schema.loans)
    .set({ overdueDays: 10 })
    .where(eq(schema.loans.id, loans[0]?.loanId as number));
  await t.core.db
    .update(schema.loans)
    .set({ overdueDays: 45 })
    .where(eq(schema.loans.id, loans[2]?.loanId as number));
  await signIn();
});

const get = (path: string, token = tokens.admin) => t.call('GET', path, { token });
const ids = (res: Awaited<ReturnType<TestApp['call']>>) => res.body.data.map((row: { id: number }) => row.id);

/** The data rows of a CSV (header dropped), quoted cells whole (a grouped amount keeps its comma). */
function csvRows(text: string): string[][] {
  return text.trim().split('\r\n').slice(1).map(csvCells);
}

/** The header row of a CSV. */
const csvHeader = (text: string) => csvCells(text.split('\r\n')[0] ?? '');

describe('client list', () => {
  it('filters by fake, active loan, overdue and type; sorts; counts exactly', async () => {
    const real = await get(`${B}/clients?fake=false&hasActiveLoan=true&query=otilia`);
    expect(ids(real)).toEqual([loans[0]?.clientId]);
    expect(real.body.data[0]).toMatchObject({
      hasActiveLoan: true,
      overdueDays: 10,
      type: 'first',
      fake: false,
    });
    const overdue = await get(`${B}/clients?overdue=true&sort=id`);
    expect(ids(overdue)).toEqual([loans[0]?.clientId, loans[2]?.clientId]);
    expect(overdue.headers.get('x-total-count')).toBe('2');
    const byName = await get(`${B}/clients?hasActiveLoan=true&sort=-name`);
    expect(byName.body.data.map((row: { fullName: string }) => row.fullName.split(' ')[0])).toEqual([
      'Otilia',
      'Otilia',
      'Brenda',
    ]);
    expect((await get(`${B}/clients?clientId=${loans[1]?.clientId}`)).body.data[0].fake).toBe(true);
    expect((await get(`${B}/clients?sort=height`)).status).toBe(400);
  });

  it('exports exactly the filtered rows of every page as CSV', async () => {
    const page = await get(`${B}/clients?hasActiveLoan=true&perPage=1`);
    expect(page.body.data).toHaveLength(1);
    const res = await t.app.request(`${B}/exports/clients?hasActiveLoan=true&sort=id`, {
      headers: { authorization: `Bearer ${tokens.finance}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="clients-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const text = await res.text();
    // Issue 36: every code beside its words, times in Mexico City with the offset.
    expect(csvHeader(text)).toEqual([
      'Núm.',
      'Nombre',
      'Correo',
      'Teléfono',
      'Estado (código)',
      'Estado',
      'Tipo de cliente (código)',
      'Tipo de cliente',
      'Con préstamo activo',
      'Días de atraso',
      'Prueba',
      'Alta',
    ]);
    const rows = csvRows(text);
    expect(rows.length).toBe(Number(page.headers.get('x-total-count')));
    expect(rows.map((row) => Number(row[0]))).toEqual(loans.map((loan) => loan.clientId));
    expect(rows[0]?.slice(4, 9)).toEqual(['1', 'Activo', 'first', 'Primer préstamo', 'Sí']);
    expect(rows[0]?.[3]).toMatch(/^'\+52 \d\d\*\*\*\*\d{4}$/);
    expect(rows[0]?.[11]).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d-06:00$/);
    expect(res.headers.get('x-total-count')).toBe(String(rows.length));
  });

  it('shows full phone numbers only to a role that may call clients, each client an audited read', async () => {
    const agent = await get(`${B}/clients?hasActiveLoan=true&reveal=phone`, tokens.agent);
    expect([agent.status, agent.body.code]).toEqual([403, 'forbidden']);
    const masked = await get(`${B}/clients?hasActiveLoan=true&sort=id`, tokens.collections);
    expect(masked.body.data[0].phone).toMatch(/^\+52 \d\d\*\*\*\*\d{4}$/);
    const before = await t.core.db.select().from(schema.auditLog);
    const full = await get(`${B}/clients?hasActiveLoan=true&sort=id&reveal=phone`, tokens.collections);
    expect(full.status).toBe(200);
    for (const row of full.body.data) expect(row.phone).toMatch(/^\+52\d{10}$/);
    const reads = (await t.core.db.select().from(schema.auditLog))
      .slice(before.length)
      .filter((entry) => entry.action === 'client.contact_read');
    expect(reads.map((entry) => Number(entry.entityId)).sort()).toEqual(
      full.body.data.map((row: { id: number }) => row.id).sort(),
    );
    const csv = await t.app.request(`${B}/exports/clients?hasActiveLoan=true&reveal=phone`, {
      headers: { authorization: `Bearer ${tokens.collections}` },
    });
    expect(csvRows(await csv.text())[0]?.[3]).toMatch(/^'\+52\d{10}$/);
  });
});

describe('loan list', () => {
  it('filters by overdue bucket, status, due dates and fake', async () => {
    expect(ids(await get(`${B}/loans?overdueBucket=8-30`))).toEqual([loans[0]?.loanId]);
    expect(ids(await get(`${B}/loans?overdueBucket=31-60`))).toEqual([loans[2]?.loanId]);
    expect(ids(await get(`${B}/loans?overdueBucket=1-7`))).toEqual([]);
    expect(ids(await get(`${B}/loans?fake=true`))).toEqual([loans[1]?.loanId]);
    const active = await get(`${B}/loans?status=${LOAN_STATUS.active}&sort=principal`);
    expect(ids(active)[0]).toBe(loans[2]?.loanId);
    const row = active.body.data[0];
    expect(row.principalCentavos).toBe(2_000_00);
    expect(row.outstandingCentavos).toBeGreaterThan(2_000_00);
    const due = row.dueDate as string;
    expect(ids(await get(`${B}/loans?dueFrom=${due}&dueTo=${due}`)).length).toBe(3);
    expect(ids(await get(`${B}/loans?dueTo=2000-01-01`))).toEqual([]);
  });

  it('exports the filtered loans, amounts in pesos', async () => {
    const res = await t.app.request(`${B}/exports/loans?fake=false&sort=id`, {
      headers: { authorization: `Bearer ${tokens.admin}` },
    });
    const text = await res.text();
    const header = csvHeader(text);
    const rows = csvRows(text);
    expect(rows.map((row) => Number(row[0]))).toEqual([loans[0]?.loanId, loans[2]?.loanId]);
    const cell = (row: string[] | undefined, name: string) => row?.[header.indexOf(name)];
    expect(cell(rows[1], 'Monto')).toBe('$2,000.00');
    // The portfolio's words (ADR 111): the 45-days-overdue loan is overdue, 31 to 60 days.
    expect(cell(rows[1], 'Situación (código)')).toBe('overdue');
    expect(cell(rows[1], 'Situación')).toBe('Vencido');
    expect(cell(rows[1], 'Tramo de atraso (código)')).toBe('31-60');
    expect(cell(rows[1], 'Tramo de atraso')).toBe('31 a 60 días');
    expect(cell(rows[1], 'Estado')).toBe('Activo');
    expect(cell(rows[1], 'Estado (código)')).toBe(String(LOAN_STATUS.active));
    expect(cell(rows[1], 'Capital por cobrar')).toBe('$2,000.00');
  });
});

describe('payments, unmatched callbacks, outbox retry', () => {
  it('lists payments by channel and status', async () => {
    const loan = loans[0] as (typeof loans)[number];
    const paid = await t.call('POST', `${B}/loans/${loan.loanId}/payments`, {
      token: tokens.finance,
      body: {
        amount: { amount: 100, currency: 'MXN' },
        paidOn: today(t.clock),
        reference: 'DEP-1',
        reason: 'Deposit seen',
      },
    });
    expect(paid.status).toBe(201);
    const manual = await get(`${B}/payments?channel=manual&status=completed`);
    expect(manual.body.data).toHaveLength(1);
    expect(manual.body.data[0]).toMatchObject({
      loanId: loan.loanId,
      amountCentavos: 100_00,
      channel: 'manual',
    });
    expect(ids(await get(`${B}/payments?channel=card`))).toEqual([]);
    expect(manual.body.data[0].clientName).toMatch(/^Otilia /);
    const csv = await t.app.request(`${B}/exports/payments?channel=manual`, {
      headers: { authorization: `Bearer ${tokens.finance}` },
    });
    const text = await csv.text();
    expect(csvRows(text)).toHaveLength(1);
    expect(csvRows(text)[0]?.slice(4, 10)).toEqual([
      'repayment',
      'Pago del préstamo',
      'manual',
      'Manual',
      'completed',
      'Completado',
    ]);
    // Who recorded it by name, as the screens say it, never the `user:N` code; each column named once.
    const [recorder] = await t.core.db
      .select({ name: schema.backOfficeUsers.name })
      .from(schema.backOfficeUsers)
      .where(
        eq(schema.backOfficeUsers.id, Number(String(manual.body.data[0].recordedBy).replace('user:', ''))),
      );
    expect(recorder?.name).toBeTruthy();
    expect(manual.body.data[0].recordedByName).toBe(recorder?.name);
    expect(csvRows(text)[0]?.[13]).toBe(recorder?.name);
    const header = text.split(/\r?\n/)[0]?.split(',') ?? [];
    expect(new Set(header).size).toBe(header.length);
  });

  it('keeps a callback whose reference matches no payment, once per event', async () => {
    const body = JSON.stringify({
      eventId: 'evt-unknown-1',
      reference: 'NO-SUCH-REF',
      amount: { amount: 250, currency: 'MXN' },
      status: 'completed',
      occurredAt: t.clock.now().toISOString(),
    });
    for (let i = 0; i < 2; i += 1) {
      await expect(paymentProviderCallback(t.core, body, signCallback(t.core, body))).rejects.toThrow();
    }
    const res = await get(`${B}/payments/unmatched-callbacks`);
    expect(res.body.data).toEqual([
      expect.objectContaining({ eventId: 'evt-unknown-1', reference: 'NO-SUCH-REF', amountCentavos: 250_00 }),
    ]);
  });

  it('retries a failed SMS once; a second retry is refused and sends nothing', async () => {
    const loan = loans[2] as (typeof loans)[number];
    const [client] = await t.core.db
      .select()
      .from(schema.clients)
      .where(eq(schema.clients.id, loan.clientId));
    const [failed] = await t.core.db
      .insert(schema.outbox)
      .values({
        channel: 'sms',
        provider: 'test-sms',
        recipientMasked: '+52 55****0000',
        recipientHash: client?.phoneHash,
        body: 'Tu pago vence mañana',
        payload: { purpose: 'reminder' },
        status: 'failed',
      })
      .returning();
    const failedList = await get(`${B}/outbox?status=failed`);
    expect(ids(failedList)).toEqual([failed?.id]);
    expect(failedList.body.data[0]).toMatchObject({
      clientId: loan.clientId,
      status: 'failed',
      retriedAt: null,
    });
    const before = t.sms.length;
    const retried = await t.call('POST', `${B}/outbox/${failed?.id}/retry`, { token: tokens.agent });
    expect(retried.status).toBe(200);
    expect(retried.body.data.retriedAt).not.toBeNull();
    expect(t.sms.slice(before)).toEqual([
      expect.objectContaining({ text: 'Tu pago vence mañana', purpose: 'reminder' }),
    ]);
    const again = await t.call('POST', `${B}/outbox/${failed?.id}/retry`, { token: tokens.agent });
    expect([again.status, again.body.code]).toEqual([409, 'invalid_transition']);
    expect(t.sms.length).toBe(before + 1);
  });
});

describe('the outbox never shows a secret (issue 36)', () => {
  it('masks codes, reset links and tokens in the list, the client record and a retry, for every role', async () => {
    const loan = loans[0] as (typeof loans)[number];
    const [client] = await t.core.db
      .select()
      .from(schema.clients)
      .where(eq(schema.clients.id, loan.clientId));
    const secrets = ['482913', 'tok_9f8e7d6c5b4a39281706', 'reset-5f4e3d2c1b0a99887766'];
    const bodies = [
      { body: `Tu código para firmar es ${secrets[0]}. No lo compartas.`, purpose: 'sign_agreement' },
      {
        body: `Cambia tu contraseña: https://lender.test/reset?token=${secrets[1]}`,
        purpose: 'password_reset',
      },
      { body: `Entra aquí: https://lender.test/l/${secrets[2]}`, purpose: 'reminder' },
    ];
    const rows = await t.core.db
      .insert(schema.outbox)
      .values(
        bodies.map(({ body, purpose }) => ({
          channel: 'sms' as const,
          provider: 'test-sms',
          recipientMasked: '+52 55****0000',
          recipientHash: client?.phoneHash,
          body,
          payload: { purpose },
          status: 'failed' as const,
        })),
      )
      .returning();
    const leaks = (answer: unknown) => secrets.filter((secret) => JSON.stringify(answer).includes(secret));
    for (const role of ['admin', 'agent', 'collections', 'auditor'] as const) {
      const list = await get(`${B}/outbox?perPage=100`, tokens[role]);
      expect([role, list.status]).toEqual([role, 200]);
      expect(list.body.data.length).toBeGreaterThanOrEqual(3);
      expect([role, leaks(list.body)]).toEqual([role, []]);
      const record = await get(`${B}/clients/${loan.clientId}`, tokens[role]);
      expect([role, record.status]).toEqual([role, 200]);
      expect(record.body.data.messages.map((message: { id: number }) => message.id)).toEqual(
        expect.arrayContaining(rows.map((row) => row.id)),
      );
      expect([role, leaks(record.body)]).toEqual([role, []]);
    }
    // The message keeps its words: only the secret is hidden.
    const listed = (await get(`${B}/outbox?perPage=100`)).body.data.find(
      (message: { id: number }) => message.id === rows[0]?.id,
    );
    expect(listed.body).toBe('Tu código para firmar es •••. No lo compartas.');
    const retried = await t.call('POST', `${B}/outbox/${rows[1]?.id}/retry`, { token: tokens.agent });
    expect(retried.status).toBe(200);
    expect(leaks(retried.body)).toEqual([]);
  });
});

describe('keyset pagination (issue 17, ADR 048)', () => {
  it('pages the client, loan and payment lists by x-next-cursor; page numbers still work', async () => {
    for (const [list, sort] of [
      ['clients', '-name'],
      ['loans', 'principal'],
      ['payments', '-amount'],
    ] as const) {
      const all = ids(await get(`${B}/${list}?sort=${sort}&perPage=100`));
      expect(all.length).toBeGreaterThan(list === 'payments' ? 0 : 1);
      const seen: number[] = [];
      let res = await get(`${B}/${list}?sort=${sort}&perPage=1`);
      for (let page = 1; ; page++) {
        expect([list, res.status, res.headers.get('x-page')]).toEqual([list, 200, String(page)]);
        expect(res.headers.get('x-total-count')).toBe(String(all.length));
        seen.push(...ids(res));
        const cursor = res.headers.get('x-next-cursor');
        if (cursor === null) break;
        res = await get(`${B}/${list}?sort=${sort}&perPage=1&cursor=${cursor}`);
      }
      expect(seen).toEqual(all);
      // The offset pages (what the back-office app asks for) are unchanged.
      expect(ids(await get(`${B}/${list}?sort=${sort}&perPage=1&page=2`))).toEqual(all.slice(1, 2));
    }
  });

  it('answers a bad cursor with 400 invalid_value on the field cursor', async () => {
    const first = await get(`${B}/loans?sort=principal&perPage=1`);
    const cursor = first.headers.get('x-next-cursor') as string;
    for (const path of [
      `${B}/loans?sort=-principal&perPage=1&cursor=${cursor}`,
      `${B}/loans?sort=principal&perPage=1&cursor=bm90LWEtY3Vyc29y`,
      `${B}/clients?cursor=${cursor}`,
    ]) {
      const res = await get(path);
      expect([path, res.status, res.body.code]).toEqual([path, 400, 'invalid_value']);
      expect(JSON.stringify(res.body)).toContain('cursor');
    }
    const malformed = await get(`${B}/payments?cursor=${encodeURIComponent('not a cursor')}`);
    expect(malformed.status).toBe(400);
  });
});
