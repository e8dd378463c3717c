import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Admin,
  axeViolations,
  launchBrowser,
  localCopy,
  signInThroughLogin,
  watchPage,
} from './browser';
import { fixtures } from './fixtures';
import { APP_DIR, buildBackoffice, startApi, startBackoffice } from './stack';

// Issue 48: the reconciliation page explains itself. Before any import it says so once; each
// channel's layout is on the page (what file, its first line, its columns) with an example file
// that downloads as CSV under a Spanish name and, uploaded through the page's own form, imports.
// The forms say what they do once, for the whole form, with their fields and button aligned. With
// SCREENSHOTS=1 the page is kept at 1280 and 1024 px, empty and with files, in screenshots/.

type Api = Awaited<ReturnType<typeof startApi>>;
let api: Api;
let backoffice: Awaited<ReturnType<typeof startBackoffice>>;
let browser: Browser;
let finance: Admin;

beforeAll(async () => {
  await buildBackoffice();
  api = await startApi();
  finance = await (await fixtures()).createBackOfficeUser(api, 'finance');
  backoffice = await startBackoffice(api.baseUrl);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await backoffice?.stop();
  await api?.stop();
});

async function shoot(page: Page, name: string) {
  if (!process.env.SCREENSHOTS) return;
  mkdirSync(join(APP_DIR, 'screenshots'), { recursive: true });
  for (const width of [1280, 1024]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: join(APP_DIR, 'screenshots', `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

describe('the reconciliation page explains itself (issue 48)', () => {
  it('one empty state, the layouts on the page, an example file per channel that imports', async () => {
    const context = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      acceptDownloads: true,
    });
    const page = await context.newPage();
    const problems = watchPage(page);
    await page.goto(`${backoffice.baseUrl}/login`);
    await signInThroughLogin(page, api, finance);
    await page.goto(`${backoffice.baseUrl}/reconciliation`);
    const body = await page.locator('main').innerText();
    expect(body).toContain('Aún no hay archivos importados.');
    expect(body).not.toContain('Nada por aquí todavía.');
    expect(body).not.toMatch(/Página 1 de 1|0 resultados/);
    expect(body).not.toMatch(/README/i);
    await shoot(page, 'reconciliation-empty');

    // Each form's hint belongs to the form, not to its last field; fields and button share a foot.
    for (const [name, hint] of [
      ['Importar archivo', 'Un archivo CSV del canal elegido'],
      ['Traer del proveedor', 'Pide al proveedor de liquidaciones'],
    ]) {
      const form = page.getByRole('form', { name });
      const described = (await form.getAttribute('aria-describedby')) ?? '';
      expect(await page.locator(`[id="${described}"]`).innerText()).toContain(hint);
      const fieldHints = await form
        .locator('input, select')
        .evaluateAll((els) => els.map((el) => el.getAttribute('aria-describedby')));
      expect(
        fieldHints.filter((id) => id !== null),
        `${name}: no field carries the form's hint`,
      ).toEqual([]);
      const feet = await form
        .locator('input, select, button')
        .evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().bottom)));
      expect(new Set(feet).size, `${name}: the fields and the button aligned`).toBe(1);
    }

    const layouts = page.getByRole('region', { name: 'Formatos de archivo' });
    for (const [channel, title, header, fileName] of [
      ['spei', 'SPEI', 'fecha,clave_rastreo,clabe,monto,referencia', 'ejemplo-spei.csv'],
      ['cash', 'Efectivo (tiendas)', 'fecha,referencia,monto,tienda', 'ejemplo-efectivo.csv'],
      ['card', 'Tarjeta', 'fecha,id_operacion,referencia,monto,tarjeta', 'ejemplo-tarjeta.csv'],
    ] as const) {
      const card = layouts.getByRole('region', { name: title });
      expect(await card.innerText()).toContain(header);
      expect(await card.innerText()).not.toContain('dato inválido');
      // The file as the server sends it.
      const answer = await page.request.get(`${backoffice.baseUrl}/reconciliation/example/${channel}`);
      expect(answer.status()).toBe(200);
      expect(answer.headers()['content-type']).toBe('text/csv; charset=utf-8');
      expect(answer.headers()['content-disposition']).toBe(`attachment; filename="${fileName}"`);
      expect((await answer.text()).split('\r\n')[0]).toBe(header);
      // Downloaded from the page, then uploaded through the page's form: it imports.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        card.getByRole('link', { name: `Descargar un ejemplo (${fileName})` }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(fileName);
      const path = await localCopy(download);
      expect(readFileSync(path, 'utf8').startsWith(header)).toBe(true);
      const upload = page.getByRole('form', { name: 'Importar archivo' });
      await upload.getByLabel('Canal').selectOption(channel);
      await upload.getByLabel('Archivo CSV').setInputFiles({
        name: fileName,
        mimeType: 'text/csv',
        buffer: readFileSync(path),
      });
      await upload.getByRole('button', { name: 'Importar archivo' }).click();
      await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/reconciliation\/\d+$/);
      await expect.poll(() => page.getByText('Archivo importado.').count()).toBeGreaterThan(0);
      expect(await page.getByRole('table', { name: 'Líneas' }).locator('tbody tr').count()).toBe(2);
      await page.goto(`${backoffice.baseUrl}/reconciliation`);
    }
    // The imports, listed once each; the page has one list and no empty state now.
    const imports = page.getByRole('table', { name: 'Archivos importados' });
    expect(await imports.getByRole('link', { name: /^ejemplo-/ }).count()).toBe(3);
    expect(await page.getByText('Aún no hay archivos importados.').count()).toBe(0);
    await shoot(page, 'reconciliation-examples');
    expect(
      await page.request.get(`${backoffice.baseUrl}/reconciliation/example/cheque`).then((r) => r.status()),
    ).toBe(404);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
    expect(problems).toEqual([]);
  });
});
