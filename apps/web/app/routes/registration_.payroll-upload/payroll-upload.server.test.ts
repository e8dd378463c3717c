// @vitest-environment node
// Issue 67 (ADR 333): the registration's payroll step takes the XML of the last payroll CFDIs as
// well as the slip, through the same upload as the profile's proven-income page, against the real
// API in process (its test app over PGlite, the sandbox SAT). Proved, the step is done and the flow
// goes on to the decision; refused, the step stays and says why on the field.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { answer, createTestApi, type Loose, siteRequest, throughTheApi } from '../../test/through-the-api';
import { action, loader } from './route';

const FIXTURES = '@lender/api-server/src/test/back-office-fixtures';
const CORE = '@lender/core';
const CORE_TESTING = '@lender/core/testing';
const PATH = '/registration/payroll-upload';

let t: Loose;
let testing: Loose;
let maker: { make(input: object): { xml: string; uuid: string } };

const RFC = 'PEGJ710101AB1';
const OTHER_RFC = 'HEGG560427AB1';

beforeAll(async () => {
  const { sandboxSatCfdiStatus } = await import(/* @vite-ignore */ CORE);
  testing = await import(/* @vite-ignore */ CORE_TESTING);
  [t, maker] = await Promise.all([
    createTestApi({ providers: { satCfdiStatus: sandboxSatCfdiStatus() } }),
    testing.payrollCfdiMaker(),
  ]);
}, 120_000);
afterAll(async () => {
  await t?.close();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

let documents = 0;
/**
 * A borrower at the payroll step: employed, registration steps done, a new application, the ID sent
 * and the bank link skipped (`journeyStep`: `payroll_upload`).
 */
async function atPayrollStep(rfc: string | null = RFC) {
  const client = await (await import(/* @vite-ignore */ FIXTURES)).backOfficeTestClient(t);
  const rfcSql = rfc ? `'${t.core.pii.encrypt(rfc)}'` : 'null';
  await t.core.db.execute(
    `update clients set rfc_enc = ${rfcSql}, curp_enc = '${t.core.pii.encrypt('XEXX010101HNEXXXA4')}', completed_steps = '{2,3,4}',
       employment = '{"employmentStatusKey":"employed","monthlyIncome":600000}' where id = ${client.id}`,
  );
  await testing.insertAcceptedApplication(t.core.db, {
    clientId: client.id,
    pricedOn: '2026-03-02',
    status: 1,
    expiresAt: new Date('2026-03-09T00:00:00Z'),
  });
  documents += 1;
  await t.core.db.execute(
    `insert into client_documents (client_id, type, format, content_type, size, sha256, storage_key)
       values (${client.id}, 'id_front', 'jpeg', 'image/jpeg', 1, 'x', 'payroll-step-${documents}-${Date.now()}')`,
  );
  await t.core.db.execute(
    `insert into bank_links (client_id, provider, status) values (${client.id}, 'belvo', 'skipped')`,
  );
  return client as { id: number; token: string };
}

const quincena = (paidOn: string, net: number, receiverRfc = RFC) => ({
  receiverRfc,
  periodStart: paidOn.endsWith('15') ? `${paidOn.slice(0, 8)}01` : `${paidOn.slice(0, 8)}16`,
  periodEnd: paidOn,
  paidOn,
  perceptions: net + 91_000,
  deductions: 91_000,
});
const xmlFile = (name: string, xml: string) => new File([xml], name, { type: 'text/xml' });

/** The payroll CFDI form as the page posts it: the files and the button's `intent`. */
function cfdiForm(files: File[]): FormData {
  const form = new FormData();
  for (const file of files) form.append('cfdis', file);
  form.set('intent', 'payroll-cfdis');
  return form;
}

const stepOf = async (token: string) =>
  (await t.call('GET', '/web/private/client/flow', { token })).body.data.step as string;

describe('the registration’s payroll step with payroll CFDIs', () => {
  it('proves three quincenas, completes the step and sends the borrower on to the decision', async () => {
    const client = await atPayrollStep();
    throughTheApi(t);
    expect(await stepOf(client.token)).toBe('payroll_upload');
    expect(
      answer(
        await loader({ request: await siteRequest(PATH, { token: client.token }), params: {}, context: {} }),
      ).data,
    ).toEqual({
      hasRfc: true,
    });
    const files = [
      xmlFile('enero-1.xml', maker.make(quincena('2026-01-15', 812_345)).xml),
      xmlFile('enero-2.xml', maker.make(quincena('2026-01-31', 812_345)).xml),
      xmlFile('febrero-1.xml', maker.make(quincena('2026-02-15', 812_346)).xml),
    ];
    const request = await siteRequest(PATH, { token: client.token, form: cfdiForm(files) });
    const done = (await action({ request, params: {}, context: {} })) as Response;
    expect(done.status).toBe(302);
    expect(done.headers.get('location')).toBe('/flow');
    // The proof is the borrower's, income and payday included; the slip is no longer asked for.
    const proof = (await t.call('GET', '/web/private/client/proven-income', { token: client.token })).body
      .data;
    expect(proof).toMatchObject({
      monthlyIncome: { amount: 16_246.9 },
      payCycle: 'semi_monthly',
      payDays: [15, 31],
      confidence: 'high',
    });
    expect(await stepOf(client.token)).not.toBe('payroll_upload');
  }, 60_000);

  it('refuses another person’s CFDI on the field and keeps the step; without an RFC it says to add one', async () => {
    const client = await atPayrollStep();
    throughTheApi(t);
    const theirs = xmlFile('de-mi-hermano.xml', maker.make(quincena('2026-02-15', 700_000, OTHER_RFC)).xml);
    const request = await siteRequest(PATH, { token: client.token, form: cfdiForm([theirs]) });
    const refused = answer<{ fieldErrors: Record<string, string> }>(
      await action({ request, params: {}, context: {} }),
    );
    expect([refused.status, refused.data.fieldErrors.cfdis]).toEqual([
      422,
      'El archivo de-mi-hermano.xml es el recibo de nómina de otra persona: su RFC o su CURP no son los tuyos.',
    ]);
    expect(await stepOf(client.token)).toBe('payroll_upload');

    const noRfc = await atPayrollStep(null);
    expect(
      answer(
        await loader({ request: await siteRequest(PATH, { token: noRfc.token }), params: {}, context: {} }),
      ).data,
    ).toEqual({
      hasRfc: false,
    });
    const mine = xmlFile('recibo.xml', maker.make(quincena('2026-02-15', 700_000)).xml);
    const asked = answer<{ fieldErrors: Record<string, string> }>(
      await action({
        request: await siteRequest(PATH, { token: noRfc.token, form: cfdiForm([mine]) }),
        params: {},
        context: {},
      }),
    );
    expect(asked.status).toBe(409);
    expect(await stepOf(noRfc.token)).toBe('payroll_upload');
  }, 60_000);

  it('still takes the slip without the CFDI button: a missing file is said on the slip’s field', async () => {
    const client = await atPayrollStep();
    const calls = throughTheApi(t);
    const form = new FormData();
    form.set('payroll', new File([], ''));
    const request = await siteRequest(PATH, { token: client.token, form });
    const missing = answer<{ fieldErrors: Record<string, string> }>(
      await action({ request, params: {}, context: {} }),
    );
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.data.fieldErrors)).toEqual(['payroll']);
    expect(calls.filter((call) => call.includes('proven-income'))).toEqual([]);
  }, 60_000);
});
