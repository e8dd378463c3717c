// @vitest-environment node
// Issue 67 point 6 (ADR 333): the loader and action of `/profile/comprueba-tus-ingresos` against the
// real API in process (its test app over PGlite, the sandbox SAT) with payroll CFDIs sealed at test
// time: three quincenas prove a month's income; each refusal is said in Spanish on the field, naming
// the file the borrower chose, and keeps nothing.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApi, type Loose, siteRequest, throughTheApi } from '../../test/through-the-api';
import { loadProvenIncome, type ProvenIncomeResult, uploadProvenIncome } from './proven-income.server';

// Loaded by specifier so this app's type check does not follow the API's sources.
const FIXTURES = '@lender/api-server/src/test/back-office-fixtures';
const CORE = '@lender/core';
const CORE_TESTING = '@lender/core/testing';

let t: Loose;
let sat: Loose;
let maker: { employerRfc: string; make(input: object): { xml: string; uuid: string } };
let client: { id: number; token: string };

const RFC = 'PEGJ710101AB1';
const OTHER_RFC = 'HEGG560427AB1';

beforeAll(async () => {
  const { sandboxSatCfdiStatus } = await import(/* @vite-ignore */ CORE);
  sat = sandboxSatCfdiStatus();
  [t, maker] = await Promise.all([
    createTestApi({ providers: { satCfdiStatus: sat } }),
    (await import(/* @vite-ignore */ CORE_TESTING)).payrollCfdiMaker(),
  ]);
  client = await (await import(/* @vite-ignore */ FIXTURES)).backOfficeTestClient(t);
  await withRfc(client.id, RFC);
}, 120_000);
afterAll(async () => {
  await t?.close();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

/** The profile's RFC, encrypted as the profile keeps it (base64url and dots: safe in the statement). */
async function withRfc(clientId: number, rfc: string) {
  await t.core.db.execute(
    `update clients set rfc_enc = '${t.core.pii.encrypt(rfc)}', curp_enc = '${t.core.pii.encrypt('XEXX010101HNEXXXA4')}' where id = ${clientId}`,
  );
}

/** A quincena paid on its last day (`2026-01-15`: the 1st to the 15th), net pay in centavos. */
const quincena = (paidOn: string, net: number, receiverRfc = RFC) => ({
  receiverRfc,
  periodStart: paidOn.endsWith('15') ? `${paidOn.slice(0, 8)}01` : `${paidOn.slice(0, 8)}16`,
  periodEnd: paidOn,
  paidOn,
  perceptions: net + 91_000,
  deductions: 91_000,
});
const xmlFile = (name: string, xml: string) => new File([xml], name, { type: 'text/xml' });

async function request(files?: File[], token = client.token) {
  const path = '/profile/comprueba-tus-ingresos';
  if (!files) return siteRequest(path, { token });
  const form = new FormData();
  for (const file of files) form.append('cfdis', file);
  return siteRequest(path, { token, form });
}

/** What a loader or action answered with `data()`: its data and status. */
function answer<T>(result: unknown): { data: T; status: number } {
  const { data, init } = result as { data: T; init?: { status?: number } | null };
  return { data, status: init?.status ?? 200 };
}
const upload = async (files: File[], token?: string) =>
  answer<ProvenIncomeResult>(await uploadProvenIncome(await request(files, token)));
const loaded = async (token?: string) =>
  answer<{ proof: Loose; hasRfc: boolean }>(await loadProvenIncome(await request(undefined, token))).data;

describe('the proven-income page', () => {
  it('proves three quincenas as a month’s income to the centavo, paid on the 15th and the month-end', async () => {
    throughTheApi(t);
    expect(await loaded()).toEqual({ proof: null, hasRfc: true });
    // Net pays $8,123.45 (twice) and $8,123.46: 24 pays a year → Σ × 24 ÷ 36 = 1,624,690.67 centavos.
    const files = [
      xmlFile('enero-1.xml', maker.make(quincena('2026-01-15', 812_345)).xml),
      xmlFile('enero-2.xml', maker.make(quincena('2026-01-31', 812_345)).xml),
      xmlFile('febrero-1.xml', maker.make(quincena('2026-02-15', 812_346)).xml),
    ];
    expect(await upload(files)).toEqual({ status: 200, data: { fieldErrors: {}, done: true } });
    const { proof } = await loaded();
    expect(proof).toMatchObject({
      monthlyIncome: { amount: 16_246.9, currency: 'MXN' },
      payCycle: 'semi_monthly',
      payDays: [15, 31],
      confidence: 'high',
      employerRfc: maker.employerRfc,
      newestPaidOn: '2026-02-15',
    });
    expect(proof.cfdis.map((c: Loose) => [c.periodStart, c.periodEnd, c.netPay.amount, c.satState])).toEqual([
      ['2026-01-01', '2026-01-15', 8123.45, 'Vigente'],
      ['2026-01-16', '2026-01-31', 8123.45, 'Vigente'],
      ['2026-02-01', '2026-02-15', 8123.46, 'Vigente'],
    ]);
  });

  it("refuses another person's CFDI, an altered one, one cancelled at SAT and an invoice, each naming its file", async () => {
    const fresh = await (await import(/* @vite-ignore */ FIXTURES)).backOfficeTestClient(t);
    await withRfc(fresh.id, RFC);
    throughTheApi(t);
    const good = xmlFile('enero.xml', maker.make(quincena('2026-01-15', 700_000)).xml);
    const refusal = async (file: File) => {
      const { status, data } = await upload([good, file], fresh.token);
      return [status, data.fieldErrors.cfdis];
    };
    expect(
      await refusal(xmlFile('de-mi-hermano.xml', maker.make(quincena('2026-01-31', 700_000, OTHER_RFC)).xml)),
    ).toEqual([
      422,
      'El archivo de-mi-hermano.xml es el recibo de nómina de otra persona: su RFC o su CURP no son los tuyos.',
    ]);
    const altered = maker
      .make(quincena('2026-01-31', 700_000))
      .xml.replace('ImporteGravado="7910.00"', 'ImporteGravado="9910.00"');
    expect(await refusal(xmlFile('editado.xml', altered))).toEqual([
      422,
      'El archivo editado.xml fue modificado después de timbrarse: su sello digital no coincide. Sube el XML original.',
    ]);
    const cancelled = maker.make(quincena('2026-01-31', 700_000));
    sat.cancel(cancelled.uuid);
    expect(await refusal(xmlFile('cancelado.xml', cancelled.xml))).toEqual([
      422,
      'El archivo cancelado.xml es un recibo de nómina que tu empleador canceló ante el SAT.',
    ]);
    const invoice = maker.make({ ...quincena('2026-01-31', 700_000), type: 'I' }).xml;
    const [status, words] = await refusal(xmlFile('factura.xml', invoice));
    expect(status).toBe(422);
    expect(words).toMatch(/^El archivo factura\.xml no es un recibo de nómina/);
    // Nothing of a refused upload is kept.
    expect((await loaded(fresh.token)).proof).toBeNull();
  });

  it('refuses four files, a file over 300 KB, a PDF and no file before asking the API', async () => {
    const calls = throughTheApi(t);
    const one = () => xmlFile('recibo.xml', maker.make(quincena('2026-02-15', 700_000)).xml);
    const said = async (files: File[]) => {
      const { status, data } = await upload(files);
      return [status, data.fieldErrors.cfdis];
    };
    expect(await said([one(), one(), one(), one()])).toEqual([
      400,
      'Puedes subir hasta 3 recibos y elegiste 4. Elige solo los 3 más recientes.',
    ]);
    const large = xmlFile('grande.xml', `<?xml version="1.0"?><a>${'x'.repeat(300_000)}</a>`);
    expect(await said([one(), large])).toEqual([
      413,
      'El archivo grande.xml pesa más de 300 KB: no parece un recibo de nómina. Sube el XML del recibo.',
    ]);
    const pdf = new File(['%PDF-1.7 recibo'], 'recibo.pdf', { type: 'application/pdf' });
    expect(await said([pdf])).toEqual([
      400,
      'El archivo recibo.pdf no es un XML. Sube el XML del recibo, no el PDF ni una foto.',
    ]);
    // A form posted with nothing chosen carries one empty, nameless part.
    expect(await said([new File([], '')])).toEqual([
      400,
      'Elige de 1 a 3 archivos XML de tus recibos de nómina.',
    ]);
    expect(calls.filter((call) => call.includes('proven-income'))).toEqual([]);
  });

  it('asks a borrower without an RFC to add it first', async () => {
    const noRfc = await (await import(/* @vite-ignore */ FIXTURES)).backOfficeTestClient(t);
    throughTheApi(t);
    expect((await loaded(noRfc.token)).hasRfc).toBe(false);
    const { status, data } = await upload(
      [xmlFile('recibo.xml', maker.make(quincena('2026-02-15', 700_000)).xml)],
      noRfc.token,
    );
    expect([status, data.fieldErrors.cfdis]).toEqual([
      409,
      'Para revisar tus recibos de nómina necesitamos tu RFC. Agrégalo en tu perfil y vuelve a subirlos.',
    ]);
  });
});
