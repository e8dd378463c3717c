import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Admin,
  accessibleAtBothWidths,
  hydrated,
  launchBrowser,
  shoot,
  signInThroughLogin,
  watchPage,
} from './browser';
import { activeLoan, core, coreDb, coreOrm, fixtures } from './fixtures';
import { buildBackoffice, startApi, startBackoffice } from './stack';

// Issue 51: the privacy officer's ARCO screens in a browser — the work list with its deadlines and
// filters, an access answered and acted on by two officers (the archive downloads as a ZIP), a
// rectification received by e-mail entered by hand and applied, and a cancellation: refused while
// the borrower's loan is open, blocked when none is. With BACKOFFICE_SCREENSHOTS=1 it writes the
// README's screenshots (docs/images/privacy-*-1280.png and -375.png).

type Api = Awaited<ReturnType<typeof startApi>>;
let api: Api;
let backoffice: Awaited<ReturnType<typeof startBackoffice>>;
let browser: Browser;
let officer: Admin;
let checker: Admin;
const PASSWORD = 'Nube4242';
const folios: Record<'access' | 'openLoan' | 'free', string> = { access: '', openLoan: '', free: '' };
let rectified: { id: number };
let freeClientId: number;

beforeAll(async () => {
  await buildBackoffice();
  api = await startApi();
  const { createBackOfficeUser, backOfficeTestClient } = await fixtures();
  officer = await createBackOfficeUser(api, 'privacy');
  checker = await createBackOfficeUser(api, 'privacy');
  const { backOffice, client } = (await core()).useCases;
  const reader = await backOfficeTestClient(api, { firstName: 'Marta' });
  folios.access = (
    await client.fileArcoRequest(api.core, {
      actorId: reader.id,
      body: { right: 'access', password: PASSWORD },
    })
  ).folio;
  rectified = await backOfficeTestClient(api, { firstName: 'Ramiro' });
  const borrower = await activeLoan(api);
  const letter = await backOffice.logArcoRequest(api.core, {
    actorId: officer.id,
    body: {
      clientId: borrower.clientId,
      right: 'cancellation',
      channel: 'letter',
      description: 'Pide por carta que borren sus datos.',
    },
  });
  folios.openLoan = letter.folio;
  const free = await backOfficeTestClient(api, { firstName: 'Celia' });
  freeClientId = free.id;
  folios.free = (
    await client.fileArcoRequest(api.core, {
      actorId: free.id,
      body: {
        right: 'cancellation',
        password: PASSWORD,
        description: 'Ya no quiero tener cuenta.',
      },
    })
  ).folio;
  backoffice = await startBackoffice(api.baseUrl);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await backoffice?.stop();
  await api?.stop();
});

async function signedIn(user: Admin) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
  const page = await context.newPage();
  const problems = watchPage(page);
  await page.goto(`${backoffice.baseUrl}/login`);
  await signInThroughLogin(page, api, user);
  return { context, page, problems };
}

/** Opens a request from the work list by its folio. */
async function openRequest(page: Page, folio: string) {
  await page.goto(`${backoffice.baseUrl}/privacy?open=`);
  await page.getByRole('link', { name: folio }).click();
  await page.getByRole('heading', { name: `Solicitud ${folio}`, level: 1 }).waitFor();
  await hydrated(page);
}

async function answerGranted(page: Page, text: string) {
  await page.getByLabel('Respuesta', { exact: true }).selectOption('granted');
  await page.getByLabel('Texto para el titular').fill(text);
  await page.getByRole('button', { name: 'Responder' }).click();
  await page.getByText('Respuesta registrada.').waitFor();
}

async function askToAct(page: Page, reason: string) {
  await page.getByLabel('Motivo', { exact: true }).fill(reason);
  await page.getByRole('button', { name: 'Pedir que se haga efectiva' }).click();
  await page.getByText('Petición registrada: otra persona debe aprobarla.').waitFor();
  await page.getByText('Tú hiciste la petición: otra persona debe aprobarla.').waitFor();
}

/** The second officer approves the act asked on the request `folio`. */
async function approveAsChecker(folio: string) {
  const { context, page, problems } = await signedIn(checker);
  await openRequest(page, folio);
  await page.getByRole('button', { name: 'Aprobar y hacerla efectiva' }).click();
  return { context, page, problems };
}

async function identityChecked(page: Page, note: string) {
  await page.getByLabel('Qué se revisó').fill(note);
  await page.getByRole('button', { name: 'Identidad revisada' }).click();
  await page.getByText('Identidad registrada como revisada.').waitFor();
}

describe('the ARCO requests', () => {
  it('lists the requests with their deadlines and filters them from the URL, at 1280 and 375 px', async () => {
    const { context, page, problems } = await signedIn(officer);
    await page.getByRole('link', { name: 'Derechos ARCO' }).first().click();
    await page.getByRole('heading', { name: 'Solicitudes de derechos ARCO', level: 1 }).waitFor();
    await hydrated(page);
    const rows = page.locator('tbody tr');
    expect(await rows.count()).toBe(3);
    for (const folio of Object.values(folios))
      expect(await page.getByRole('link', { name: folio }).count()).toBe(1);
    // Each open request's next deadline, on time.
    expect(await page.getByRole('cell', { name: /^\d{2}\.\d{2}\.\d{4} En plazo$/ }).count()).toBe(3);
    await accessibleAtBothWidths(page);
    await shoot(page, 'privacy');
    await page.goto(`${backoffice.baseUrl}/privacy?right=cancellation`);
    await hydrated(page);
    expect(await rows.count()).toBe(2);
    expect(await page.getByLabel('Derecho', { exact: true }).first().inputValue()).toBe('cancellation');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('answers an access request; another officer approves the act and the archive downloads', async () => {
    const { context, page, problems } = await signedIn(officer);
    await openRequest(page, folios.access);
    await answerGranted(page, 'Procede tu solicitud de acceso a tus datos.');
    await askToAct(page, 'Generar el archivo de acceso');
    const other = await approveAsChecker(folios.access);
    await other.page.getByText('Solicitud atendida.').waitFor();
    const archive = other.page.getByRole('link', { name: 'Descargar el archivo de acceso (ZIP)' });
    const zip = await other.page.request.get(
      new URL((await archive.getAttribute('href')) ?? '', backoffice.baseUrl).href,
    );
    expect([zip.status(), zip.headers()['content-type']]).toEqual([200, 'application/zip']);
    expect((await zip.body()).subarray(0, 2).toString()).toBe('PK');
    await accessibleAtBothWidths(other.page);
    await shoot(other.page, 'privacy-access');
    expect([...problems, ...other.problems]).toEqual([]);
    await other.context.close();
    await context.close();
  });

  it('enters a rectification received by e-mail, checks the ID and applies the correction', async () => {
    const { context, page, problems } = await signedIn(officer);
    await page.goto(`${backoffice.baseUrl}/privacy`);
    await hydrated(page);
    await page.getByLabel('Número de cliente').fill(String(rectified.id));
    await page.getByLabel('Derecho', { exact: true }).last().selectOption('rectification');
    await page.getByLabel('Medio', { exact: true }).selectOption('email');
    await page.getByLabel('Correcciones').fill('secondLastName=Garcés');
    await page.getByLabel('Lo que pide').fill('Su segundo apellido está mal escrito; adjunta su acta.');
    await page.getByRole('button', { name: 'Registrar' }).click();
    await page.getByText(/Solicitud registrada con el folio ARCO-\d{4}-\d{6}\./).waitFor();
    expect(await page.getByRole('row', { name: /Apellido materno/ }).innerText()).toMatch(/García\s+Garcés/);
    // A request by e-mail is granted only after the ID is checked.
    await page
      .getByText('Antes de conceder una solicitud recibida por correo o carta, revisa la identificación.')
      .waitFor();
    await identityChecked(page, 'INE vigente adjunta al correo; coinciden nombre y firma.');
    await answerGranted(page, 'Procede la corrección de tu segundo apellido.');
    await askToAct(page, 'Corregir el segundo apellido con el acta');
    const folio = (await page.getByRole('heading', { level: 1 }).innerText()).replace('Solicitud ', '');
    const other = await approveAsChecker(folio);
    await other.page.getByText('Solicitud atendida.').waitFor();
    // The value held now is the corrected one.
    expect(await other.page.getByRole('row', { name: /Apellido materno/ }).innerText()).toMatch(
      /Garcés\s+Garcés/,
    );
    await accessibleAtBothWidths(other.page);
    await shoot(other.page, 'privacy-rectification');
    expect([...problems, ...other.problems]).toEqual([]);
    await other.context.close();
    await context.close();
  });

  it('refuses to block the data of a borrower whose loan is open, and blocks one without a loan', async () => {
    const { context, page, problems } = await signedIn(officer);
    await openRequest(page, folios.openLoan);
    await page.getByText('Tiene un préstamo abierto: su contrato necesita sus datos.').waitFor();
    await identityChecked(page, 'INE vigente en copia con la carta firmada.');
    await answerGranted(page, 'Procede: bloquearemos tus datos cuando liquides tu préstamo.');
    await askToAct(page, 'Bloquear los datos de la carta');
    const refused = await approveAsChecker(folios.openLoan);
    await refused.page.getByText(/El titular tiene un préstamo o una solicitud en curso/).waitFor();
    expect(await refused.page.getByText('Solicitud atendida.').count()).toBe(0);
    await accessibleAtBothWidths(refused.page);
    await shoot(refused.page, 'privacy-cancellation');
    // (The 409 of the refused approval is the browser's console error; nothing else is.)
    await refused.context.close();

    await openRequest(page, folios.free);
    await answerGranted(page, 'Procede: bloqueamos tus datos y los anonimizamos.');
    await askToAct(page, 'Bloquear los datos pedidos desde el sitio');
    const blocked = await approveAsChecker(folios.free);
    await blocked.page.getByText('Solicitud atendida.').waitFor();
    expect(await blocked.page.getByTestId('cancellation-result').innerText()).toMatch(
      /^Sus datos quedaron bloqueados/,
    );
    // Anonymised at once (no retention keeps anything): the marker is said in words, never shown raw.
    expect(await blocked.page.getByText(`Anonimizado (${freeClientId})`).count()).toBe(1);
    expect(await blocked.page.getByText('[anonymised]').count()).toBe(0);
    await accessibleAtBothWidths(blocked.page);
    await shoot(blocked.page, 'privacy-cancellation-done');
    const { schema } = await coreDb();
    const { eq } = await coreOrm();
    const [block] = await api.core.db
      .select()
      .from(schema.clientDataBlocks)
      .where(eq(schema.clientDataBlocks.clientId, freeClientId));
    expect(block?.blockedAt).toBeInstanceOf(Date);
    expect([...problems, ...blocked.problems]).toEqual([]);
    await blocked.context.close();
    await context.close();
  });
});
