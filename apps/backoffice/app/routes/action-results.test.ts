// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type InProcessApi, type Loose, load, loaded, startInProcessApi } from '../../test/in-process-api';
import { translator } from '../i18n';
import { loader as layoutLoader, noticeText } from './_app';
import { action as clientAction } from './_app.clients.$id';
import { action as loanAction } from './_app.loans.$id';
import { action as queueAction } from './_app.queue';
import { action as settingsAction } from './_app.settings';

// Issue 36, actions report what happened: each back-office action against the real API (in
// process, on the demo data) ends in a redirect whose flash says what the API answered — the
// application's amount, the payment's number and status, the approval request's number — read by
// the layout (so a failed reload of the page still shows it). A refused try stays on the page
// with its words beside each field and what was typed.

let api: InProcessApi;
let sql: Loose;
const es = translator('es-MX');

beforeAll(async () => {
  api = await startInProcessApi();
  sql = api.sql;
}, 240_000);
afterAll(() => api?.close());

/** The flash an action's redirect set, as the layout shows it (after following the redirect). */
async function flashOf(response: unknown): Promise<{ location: string; text: string; tone: string }> {
  expect(response).toBeInstanceOf(Response);
  const redirect = response as Response;
  expect(redirect.status).toBe(302);
  const cookie = (redirect.headers.get('set-cookie') ?? '').split(';')[0] as string;
  const location = redirect.headers.get('location') ?? '';
  const request = new Request(`http://bo.test${location}`, { headers: { cookie } });
  const layout = await loaded(layoutLoader({ request, params: {}, context: {} }));
  expect(layout.notice, 'the layout shows the flash').toBeTruthy();
  return {
    location,
    text: noticeText(layout.notice, es),
    tone: (JSON.parse(layout.notice) as { tone?: string }).tone ?? 'success',
  };
}

const call = (fn: Loose, request: Request, params: Record<string, string> = {}) =>
  fn({ request, params, context: {} });

/** A registered client's application waiting in the queue, as the decision engine leaves it. */
async function manualCase(): Promise<number> {
  const { manualCase: waiting } = await load('@lender/api-server/src/test/back-office-fixtures');
  return (await waiting(api.t)).applicationId as number;
}

describe('the queue says what the API decided', () => {
  it('approve: the application, its amount, and that the client can sign', async () => {
    const [app] = await api.rows(
      sql`select id, principal_amount from applications where status = 14 order by id limit 1`,
    );
    const response = await call(
      queueAction,
      api.post('/queue', {
        intent: 'decide',
        applicationId: String(app?.id),
        decision: 'approve',
        reason: 'Documentos revisados',
      }),
    );
    const flash = await flashOf(response);
    expect(flash.text).toBe(`Solicitud ${app?.id} aprobada por $3,000.00. El cliente ya puede firmar.`);
    const [after] = await api.rows(sql`select status from applications where id = ${app?.id}`);
    expect(after?.status).toBe(3);
  });

  it('counter-offer: the lower amount the API priced', async () => {
    const [app] = await api.rows(sql`select id from applications where status = 14 order by id limit 1`);
    const response = await call(
      queueAction,
      api.post('/queue', {
        intent: 'decide',
        applicationId: String(app?.id),
        decision: 'approve_decrease',
        amount: '2500',
        reason: 'Capacidad de pago menor',
      }),
    );
    expect((await flashOf(response)).text).toBe(
      `Solicitud ${app?.id}: se ofreció al cliente un monto menor, $2,500.00. Lo verá al entrar.`,
    );
  });

  it('reject: the application rejected', async () => {
    const id = await manualCase();
    const response = await call(
      queueAction,
      api.post('/queue', {
        intent: 'decide',
        applicationId: String(id),
        decision: 'reject',
        reason: 'Ingresos no comprobables',
      }),
    );
    expect((await flashOf(response)).text).toBe(`Solicitud ${id} rechazada.`);
  });

  it('a refused decision stays on the page with its words beside the field and what was typed', async () => {
    const id = await manualCase();
    const answer = await loaded(
      call(
        queueAction,
        api.post('/queue', {
          intent: 'decide',
          applicationId: String(id),
          decision: 'approve_decrease',
          amount: 'dos mil',
          reason: 'Menos',
        }),
      ),
    );
    expect(answer).toMatchObject({
      intent: 'decide',
      fields: { amount: 'backoffice:queue.amountRequired' },
      values: { amount: 'dos mil', reason: 'Menos' },
    });
  });

  it('bulk approve: how many, for how much; a case the API skipped says why, as a warning', async () => {
    const first = await manualCase();
    const second = await manualCase();
    const all = await call(
      queueAction,
      api.post('/queue', { intent: 'bulk-approve', id: [String(first)], reason: 'Lote revisado' }),
    );
    expect((await flashOf(all)).text).toBe('1 solicitud aprobada, $3,000.00 en total.');
    const partial = await call(
      queueAction,
      api.post('/queue', {
        intent: 'bulk-approve',
        id: [String(first), String(second)],
        reason: 'Lote revisado',
      }),
    );
    const flash = await flashOf(partial);
    expect(flash.tone).toBe('warning');
    expect(flash.text).toMatch(new RegExp(`^Se aprobaron 1; 1 no: la solicitud ${first}, [^.]+\\.$`));
    expect(flash.text).not.toMatch(/invalid_transition|[a-z]+_[a-z]+/);
  });
});

describe('the loan page says what the API booked', () => {
  it('payment: its number, amount, loan and status', async () => {
    const [loan] = await api.rows(sql`select id from loans where status = 4 order by id limit 1`);
    const response = await call(
      loanAction,
      api.post(`/loans/${loan?.id}?tab=payments`, {
        intent: 'payment',
        amount: '100',
        paidOn: (await load('@lender/core')).today(api.t.clock),
        paymentForm: '03',
        reference: 'DEP-777',
        reason: 'Depósito visto en el estado de cuenta',
        idempotencyKey: 'flash-payment-1',
      }),
      { id: String(loan?.id) },
    );
    const flash = await flashOf(response);
    const [payment] = await api.rows(
      sql`select id from payments where reference like '%DEP-777%' or recorded_by is not null order by id desc limit 1`,
    );
    expect(flash.text).toBe(
      `Pago ${payment?.id} de $100.00 registrado en el préstamo ${loan?.id}: Completado.`,
    );
    expect(flash.location).toBe(`/loans/${loan?.id}?tab=payments`);
  });

  it('write-off request: the request the API made, waiting for someone else', async () => {
    const [loan] = await api.rows(sql`select id from loans where status in (4, 6) order by id desc limit 1`);
    const response = await call(
      loanAction,
      api.post(`/loans/${loan?.id}`, { intent: 'write-off', reason: 'Incobrable' }),
      { id: String(loan?.id) },
    );
    const [request] = await api.rows(
      sql`select id from approval_requests where kind = 'loan.write_off' order by id desc limit 1`,
    );
    expect((await flashOf(response)).text).toBe(
      `Castigo del préstamo ${loan?.id} solicitado (solicitud ${request?.id}). Otra persona debe aprobarlo.`,
    );
  });

  it('a payment without a reference stays on the page, the words beside it and the amount as typed', async () => {
    const [loan] = await api.rows(sql`select id from loans where status = 4 order by id limit 1`);
    const answer = await loaded(
      call(
        loanAction,
        api.post(`/loans/${loan?.id}`, {
          intent: 'payment',
          amount: '150.5',
          paidOn: (await load('@lender/core')).today(api.t.clock),
          paymentForm: '01',
          reference: ' ',
          reason: 'Depósito',
        }),
        { id: String(loan?.id) },
      ),
    );
    expect(answer).toMatchObject({
      fields: { reference: 'backoffice:loans.referenceRequired' },
      values: { amount: '150.5', reason: 'Depósito' },
    });
  });
});

describe('the settings say what was asked for', () => {
  it('amount limits: the approval request the API made', async () => {
    const version = (await api.t.call('GET', '/web/private/back-office/settings', { token: api.token })).body
      .data.product.version;
    const response = await call(
      settingsAction,
      api.post('/settings', {
        intent: 'amounts',
        version: String(version),
        minMainLoan: '1000',
        amountTo: '12000',
        firstMax: '4000',
        reason: 'Montos más altos',
      }),
    );
    const [request] = await api.rows(
      sql`select id from approval_requests where kind = 'settings.amount_limits' order by id desc limit 1`,
    );
    expect((await flashOf(response)).text).toBe(
      `Solicitud de aprobación ${request?.id} creada: Cambio de límites de monto. Otra persona administradora debe aprobarla.`,
    );
  });

  it('a minimum above the maximum: Spanish words beside the field, nothing asked, what was typed kept', async () => {
    const answer = await loaded(
      call(
        settingsAction,
        api.post('/settings', {
          intent: 'amounts',
          version: '0',
          minMainLoan: '20000',
          amountTo: '9000',
          firstMax: '4000',
          reason: 'Al revés',
        }),
      ),
    );
    expect(answer).toMatchObject({
      intent: 'amounts',
      fields: { minMainLoan: 'backoffice:settings.minAboveMax' },
      values: { minMainLoan: '20000', amountTo: '9000', reason: 'Al revés' },
    });
    expect(es(answer.fields.minMainLoan)).toBe('El monto mínimo no puede ser mayor que el monto máximo.');
  });
});

describe('a full phone and CURP are an audited read (issue 36)', () => {
  it('answers them to the page that asked and audits the look', async () => {
    const [client] = await api.rows(sql`select id from clients where status = 1 order by id limit 1`);
    const id = String(client?.id);
    const answer = await loaded(
      call(clientAction, api.post(`/clients/${id}`, { intent: 'contact' }), { id }),
    );
    expect(answer.contact.phone).toMatch(/^\+?52\d{10}$|^\d{10}$/);
    const [read] = await api.rows(
      sql`select after from audit_log where action = 'client.contact_read' and entity_id = ${id} order by id desc limit 1`,
    );
    expect(read?.after).toMatchObject({ fields: expect.arrayContaining(['phone']), via: 'record' });
  });
});
