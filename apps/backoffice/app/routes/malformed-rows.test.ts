// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type InProcessApi, type Loose, loaded, startInProcessApi } from '../../test/in-process-api';
import { loader as dashboardLoader } from './_app._index';
import { loader as approvalsLoader } from './_app.approvals';
import { loader as auditLoader } from './_app.audit';
import { loader as clientsLoader } from './_app.clients._index';
import { loader as clientLoader } from './_app.clients.$id';
import { loader as loansLoader } from './_app.loans._index';
import { loader as loanLoader } from './_app.loans.$id';
import { loader as messagesLoader } from './_app.messages';
import { loader as paymentsLoader } from './_app.payments';
import { loader as queueLoader } from './_app.queue';
import { loader as usersLoader } from './_app.users._index';
import { loader as userLoader } from './_app.users.$id';

// Issue 36, a bad row never takes a page down: each list and record loader of the back-office
// against the real API (in process, on the demo data), after one row of what it reads was broken
// in the database the way the demo seed once broke a pay date. The page loads; the broken row is
// marked where it was ("dato inválido"), every other row is there; the report reached the API's
// error reporter with the path of what was wrong. A record whose own field is broken is a marked
// page (502 inside the back-office's frame), never a crash.

let api: InProcessApi;
let sql: Loose;
let token: string;

beforeAll(async () => {
  api = await startInProcessApi();
  ({ sql, token } = api);
}, 240_000);
afterAll(() => api?.close());

const exec = (statement: Loose) => api.t.core.db.execute(statement);
const rows = (statement: Loose) => api.rows(statement);

/** The error reports the sandbox reporter has kept (the outbox's `error_report` channel). */
const reports = async () =>
  (await rows(sql`select payload from outbox where channel = 'error_report' order by id`)).map(
    (row) => row.payload as Record<string, unknown>,
  );

async function expectReported(endpointId: string) {
  const found = (await reports()).filter((payload) => payload.endpointId === endpointId);
  expect(found.length, `a report of ${endpointId}`).toBeGreaterThan(0);
  expect(found.at(-1)).toMatchObject({ source: 'back-office', tag: 'critical' });
}

const args = (path: string, params: Record<string, string> = {}) => ({
  request: api.get(path),
  params,
  context: {},
});

describe('a list loader shows every good row and marks the broken one where it was', () => {
  it('clients: a client whose status is no status', async () => {
    const [victim] = await rows(sql`select id from clients order by id desc limit 1`);
    await exec(sql`update clients set status = 99 where id = ${victim?.id}`);
    const data = await loaded(clientsLoader(args('/clients')));
    expect(data.invalidRows).toEqual([{ position: 0, id: victim?.id }]);
    expect(data.rows.length).toBeGreaterThan(5);
    expect(data.rows.map((row: { id: number }) => row.id)).not.toContain(victim?.id);
    await expectReported('backOffice.clients');
    await exec(sql`update clients set status = 1 where id = ${victim?.id}`);
  });

  it('the manual queue: an application whose pay date holds two dates (the demo seed’s old row)', async () => {
    const [victim] = await rows(sql`select id from applications where status = 14 order by id limit 1`);
    await exec(
      sql`update applications set pay_dates = '{"first_repayment_option":"2026-11-25,2026-12-09"}'::jsonb where id = ${victim?.id}`,
    );
    const data = await loaded(queueLoader(args('/queue')));
    expect(data.invalidRows).toEqual([{ position: 0, id: victim?.id }]);
    expect(data.items).toHaveLength(1);
    await expectReported('backOffice.manualQueue');
  });

  it('the client record: that application is one marked row of its applications tab', async () => {
    const [victim] = await rows(
      sql`select client_id from applications where pay_dates->>'first_repayment_option' like '%,%' limit 1`,
    );
    const data = await loaded(
      clientLoader(args(`/clients/${victim?.client_id}?tab=applications`, { id: String(victim?.client_id) })),
    );
    expect(data.invalid.applications).toHaveLength(1);
    expect(data.detail.applications).toHaveLength(0);
    expect(data.name).toContain('Demo');
    await expectReported('backOffice.client');
  });

  it('loans, and the loan record: a payment of a channel that does not exist', async () => {
    const [loan] = await rows(sql`select id from loans where status = 5 limit 1`);
    await exec(sql`update loans set status = 7 where id = ${loan?.id}`);
    const list = await loaded(loansLoader(args('/loans')));
    expect(list.invalidRows).toEqual([expect.objectContaining({ id: loan?.id })]);
    expect(list.rows).toHaveLength(2);
    await expectReported('backOffice.loans');
    await exec(sql`update loans set status = 5 where id = ${loan?.id}`);

    await exec(sql`update payments set payment_type = 'bitcoin' where loan_id = ${loan?.id}`);
    const payments = await loaded(paymentsLoader(args('/payments')));
    expect(payments.invalidRows).toHaveLength(1);
    await expectReported('backOffice.payments');
    const page = await loaded(loanLoader(args(`/loans/${loan?.id}?tab=payments`, { id: String(loan?.id) })));
    expect(page.invalid.payments).toEqual([expect.objectContaining({ position: 0 })]);
    expect(page.page.summary.id).toBe(loan?.id);
    await expectReported('backOffice.loan');
  });

  it('messages, audit, users and approvals: one broken row each', async () => {
    await exec(
      sql`update outbox set status = 'bounced' where id = (select min(id) from outbox where channel = 'sms')`,
    );
    const messages = await loaded(messagesLoader(args('/messages')));
    expect(messages.invalidRows).toHaveLength(1);
    await expectReported('backOffice.outbox');

    // The log is append-only: a new entry of an actor kind that does not exist.
    await exec(
      sql`insert into audit_log (actor_type, action, entity, entity_id, created_at) values ('robot', 'loan.hold', 'loan', '1', now())`,
    );
    const audit = await loaded(auditLoader(args('/audit')));
    expect(audit.invalidRows).toEqual([expect.objectContaining({ position: 0 })]);
    expect(audit.entries.length).toBeGreaterThan(5);
    await expectReported('backOffice.auditLog');

    const user = await api.t.core.backOfficeUsers.create({
      email: 'broken@lender.test',
      name: 'Broken',
      password: 'a-long-admin-password',
      role: 'agent',
    });
    await exec(sql`update back_office_users set role = 'superuser' where id = ${user.id}`);
    const users = await loaded(usersLoader(args('/users')));
    expect(users.invalidRows).toEqual([expect.objectContaining({ id: user.id })]);
    await expectReported('backOffice.accounts');
    // The record itself broken: a marked page inside the frame (502), not a crash.
    const record = await userLoader(args(`/users/${user.id}`, { id: String(user.id) })).catch(
      (thrown) => thrown,
    );
    expect(record).toBeInstanceOf(Response);
    expect((record as Response).status).toBe(502);

    const [loan] = await rows(sql`select id from loans where status in (4, 6) limit 1`);
    const asked = await api.t.call('POST', `/web/private/back-office/loans/${loan?.id}/write-off-requests`, {
      token,
      body: { reason: 'Uncollectable' },
    });
    await exec(sql`update approval_requests set version = 0 where id = ${asked.body.data.id}`);
    const approvals = await loaded(approvalsLoader(args('/approvals')));
    expect(approvals.invalidRows).toEqual([expect.objectContaining({ id: asked.body.data.id })]);
    await expectReported('backOffice.approvals');
  });

  it('the dashboard still answers after all of that', async () => {
    const data = await loaded(dashboardLoader(args('/')));
    expect(data.dashboard.portfolio.total.count).toBeGreaterThan(0);
  });
});
