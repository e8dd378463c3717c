import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Admin, axeViolations, hydrated, launchBrowser, signInThroughLogin, watchPage } from './browser';
import { core, coreDb, fixtures } from './fixtures';
import { APP_DIR, buildBackoffice, startApi, startBackoffice } from './stack';

// The back-office lists paged by the API's cursor (ADR 042, ADR 048) and a client's documents shown
// in the page (issue 16), in Chromium against the real API on a fresh PGlite database.

type Api = Awaited<ReturnType<typeof startApi>>;

/** Clients seeded for the walk: three pages of 25 (with the document client). */
const SEEDED = 57;

let api: Api;
let backoffice: Awaited<ReturnType<typeof startBackoffice>>;
let browser: Browser;
let admin: Admin;
let context: BrowserContext;
let page: Page;
let problems: string[] = [];
let documentClient: number;
const SHOTS = join(APP_DIR, 'screenshots');
/** The core's sample files (loaded by specifier, like the API: see stack.ts). */
const CORE_TESTING = '@lender/core/testing';

/** Clients straight into the table (the list only needs rows): `Cursor 001`…, then one for documents. */
async function seedClients(t: Api): Promise<number[]> {
  const { emailColumns } = await core();
  const { schema } = await coreDb();
  const ids: number[] = [];
  for (let n = 1; n <= SEEDED; n++) {
    const phone = `+5255${String(42_000_000 + n).padStart(8, '0')}`;
    const [row] = (await t.core.db
      .insert(schema.clients)
      .values({
        ...emailColumns(t.core.pii, `e2e-cursor-${n}@lender.test`),
        firstName: 'Cursor',
        // Not in id order, so the name sort walks the table in another order than the id.
        lastName: `Apellido${String((n * 37) % 101).padStart(3, '0')}`,
        phoneEnc: t.core.pii.encrypt(phone),
        phoneHash: t.core.pii.hash('phone', phone),
        passwordHash: 'not-used',
      })
      .returning({ id: schema.clients.id })) as Array<{ id: number }>;
    ids.push((row as { id: number }).id);
  }
  return ids;
}

/** A real JPEG, encoded by Chromium itself from a canvas: a red left half, a blue right half. */
async function realJpeg(): Promise<Uint8Array> {
  const scratch = await browser.newPage();
  const dataUrl = await scratch.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 640;
    canvas.height = 400;
    const g = canvas.getContext('2d') as CanvasRenderingContext2D;
    g.fillStyle = '#d01010';
    g.fillRect(0, 0, 320, 400);
    g.fillStyle = '#1030d0';
    g.fillRect(320, 0, 320, 400);
    g.fillStyle = '#ffffff';
    g.font = '48px sans-serif';
    g.fillText('INE 1234', 40, 220);
    return canvas.toDataURL('image/jpeg', 0.9);
  });
  await scratch.close();
  return new Uint8Array(Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64'));
}

/** How a PNG screenshot looks, measured in a blank page: distinct colours, white and dark shares. */
async function pixelsOf(png: Buffer): Promise<{ colours: number; white: number; dark: number }> {
  const scratch = await browser.newPage();
  const stats = await scratch.evaluate(async (base64) => {
    const image = new Image();
    image.src = `data:image/png;base64,${base64}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.naturalWidth;
    canvas.height = image.naturalHeight;
    const g = canvas.getContext('2d') as CanvasRenderingContext2D;
    g.drawImage(image, 0, 0);
    const { data } = g.getImageData(0, 0, canvas.width, canvas.height);
    const colours = new Set<number>();
    let white = 0;
    let dark = 0;
    for (let i = 0; i < data.length; i += 4) {
      const [r, gr, b] = [data[i] as number, data[i + 1] as number, data[i + 2] as number];
      colours.add((r << 16) | (gr << 8) | b);
      if (r > 245 && gr > 245 && b > 245) white += 1;
      if (r < 60 && gr < 60 && b < 60) dark += 1;
    }
    const total = data.length / 4;
    return { colours: colours.size, white: white / total, dark: dark / total };
  }, png.toString('base64'));
  await scratch.close();
  return stats;
}

beforeAll(async () => {
  await buildBackoffice();
  api = await startApi();
  const { createBackOfficeUser, backOfficeTestClient } = await fixtures();
  admin = await createBackOfficeUser(api, 'admin');
  await seedClients(api);
  documentClient = (await backOfficeTestClient(api, { firstName: 'Documentos' })).id;
  backoffice = await startBackoffice(api.baseUrl);
  // The full browser: the documents tab's PDF is checked in Chromium's PDF viewer.
  browser = await launchBrowser({ pdfViewer: true });
  mkdirSync(SHOTS, { recursive: true });
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
  // The audit page's filter form logs a React hydration warning ("Extra attributes from the
  // server: style" on an input) that predates this suite; reported, not hidden elsewhere.
  problems = watchPage(page, { expected: /Extra attributes from the server: %s%s style/ });
  await page.goto(`${backoffice.baseUrl}/login`);
  await signInThroughLogin(page, api, admin);
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await backoffice?.stop();
  await api?.stop();
});

const pager = () => page.getByRole('navigation', { name: 'Paginación' });

/** The page number the pager says ("Página 2 de 3"). */
async function shownPage(): Promise<string> {
  const label = pager().getByText(/^Página \d+ de/);
  await label.waitFor();
  return ((await label.textContent()) ?? '').trim();
}

/** The client ids of the rows on screen, in order. */
function rowIds(): Promise<number[]> {
  return page
    .locator('table.bo-table tbody tr')
    .evaluateAll((rows) => rows.map((row) => Number(row.querySelector('td')?.textContent)));
}

/** Follows a pager link from the keyboard (focus it, Enter), once the page is hydrated. */
async function pressPagerLink(name: string, expectedPage: string): Promise<void> {
  await hydrated(page);
  await pager().getByRole('link', { name, exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect.poll(shownPage).toBe(expectedPage);
}

describe('lists paged by the API’s cursor', () => {
  it('walks the client list by name with next/previous in the URL, every client once, reload and shared link alike', async () => {
    await page.goto(`${backoffice.baseUrl}/clients`);
    await hydrated(page);
    // Sorting from the header starts at the first page of the new order.
    await page.getByRole('columnheader', { name: 'Nombre' }).getByRole('link').click();
    await expect.poll(() => new URL(page.url()).searchParams.get('sort')).toBe('name');
    // The URL changes before React renders the new order (a transition): wait for the header's
    // `aria-sort`, drawn in the same render as the rows.
    await expect
      .poll(() => page.getByRole('columnheader', { name: 'Nombre' }).getAttribute('aria-sort'))
      .toBe('ascending');
    const total = SEEDED + 1;
    expect(await shownPage()).toBe('Página 1 de 3');
    expect((await pager().textContent()) ?? '').toContain(`${total} resultados`);
    // Figures line up at the end of their column (the number, a date keeps its start), headers alike.
    const alignments = await page
      .locator('table.bo-table')
      .evaluate((table) =>
        [table.querySelector('thead th'), table.querySelector('tbody td.bo-num:not(.bo-num-start)')].map(
          (cell) => (cell ? getComputedStyle(cell).textAlign : null),
        ),
      );
    expect(alignments).toEqual(['end', 'end']);
    const pages: number[][] = [await rowIds()];
    const urls: string[] = [page.url()];
    await pressPagerLink('Siguiente', 'Página 2 de 3');
    pages.push(await rowIds());
    urls.push(page.url());
    await pressPagerLink('Siguiente', 'Página 3 de 3');
    pages.push(await rowIds());
    urls.push(page.url());
    expect(await pager().getByRole('link', { name: 'Siguiente' }).count()).toBe(0);

    // Each page after the first is a cursor in the URL (no page number); the sort stays.
    const third = new URL(urls[2] as string);
    expect(third.searchParams.get('cursor')).toBeTruthy();
    expect(third.searchParams.getAll('back')).toEqual([
      new URL(urls[1] as string).searchParams.get('cursor'),
    ]);
    expect(third.searchParams.get('page')).toBeNull();
    expect(third.searchParams.get('sort')).toBe('name');

    // Every client exactly once, 25 + 25 + the rest, in name order across the pages.
    const all = pages.flat();
    expect(pages.map((rows) => rows.length)).toEqual([25, 25, total - 50]);
    expect(new Set(all).size).toBe(total);
    const names = await page.locator('table.bo-table tbody th').allTextContents();
    expect(names.length).toBe(total - 50);

    // Reload: the same rows; a shared link in a fresh tab of the same admin: the same rows.
    await page.reload();
    expect(await shownPage()).toBe('Página 3 de 3');
    expect(await rowIds()).toEqual(pages[2]);
    const shared = await context.newPage();
    problems.push(...watchPage(shared));
    await shared.goto(urls[1] as string);
    await shared.getByRole('navigation', { name: 'Paginación' }).getByText('Página 2 de 3').waitFor();
    expect(
      await shared
        .locator('table.bo-table tbody tr')
        .evaluateAll((rows) => rows.map((row) => Number(row.querySelector('td')?.textContent))),
    ).toEqual(pages[1]);
    await shared.close();

    // Back through the URL's chain to the first page, the same rows as on the way forward.
    await pressPagerLink('Anterior', 'Página 2 de 3');
    expect(await rowIds()).toEqual(pages[1]);
    expect(page.url()).toBe(urls[1]);
    await pressPagerLink('Anterior', 'Página 1 de 3');
    expect(await rowIds()).toEqual(pages[0]);
    expect(new URL(page.url()).search).toBe('?sort=name');
    await page.screenshot({ path: join(SHOTS, 'cursor-clients-page-1--1280.png'), fullPage: true });
  });

  it('takes the page size from the URL: 50 a page from the size links, kept while paging', async () => {
    await page.goto(`${backoffice.baseUrl}/clients?sort=name`);
    await hydrated(page);
    await page
      .getByRole('navigation', { name: 'Filas por página' })
      .getByRole('link', { name: '50' })
      .click();
    await expect.poll(() => new URL(page.url()).searchParams.get('perPage')).toBe('50');
    expect(new URL(page.url()).searchParams.get('sort')).toBe('name');
    // The URL leads the render (a transition): wait for the pager of the new size.
    await expect.poll(shownPage).toBe('Página 1 de 2');
    expect(await rowIds()).toHaveLength(50);
    await pressPagerLink('Siguiente', 'Página 2 de 2');
    expect(new URL(page.url()).searchParams.get('perPage')).toBe('50');
    expect(await rowIds()).toHaveLength(SEEDED + 1 - 50);
  });

  it('keeps the filters while paging, starts a new filter at its first page, and exports without the position', async () => {
    await page.goto(`${backoffice.baseUrl}/clients?q=Cursor&sort=-id`);
    expect(await shownPage()).toBe('Página 1 de 3');
    await pressPagerLink('Siguiente', 'Página 2 de 3');
    await pressPagerLink('Siguiente', 'Página 3 de 3');
    const url = new URL(page.url());
    expect(url.searchParams.get('q')).toBe('Cursor');
    expect(await pager().getByRole('link', { name: 'Primera página' }).getAttribute('href')).toBe(
      '/clients?q=Cursor&sort=-id',
    );
    const exportHref = await page.getByRole('link', { name: 'Exportar CSV' }).getAttribute('href');
    expect(exportHref).toBe('/clients/export?q=Cursor&sort=-id');
    await page.screenshot({ path: join(SHOTS, 'cursor-clients-page-3--1280.png'), fullPage: true });
    // A new filter from the form: the first page of the new result.
    await hydrated(page);
    await page.locator('form.bo-filters input[name=q]').fill('Documentos');
    await page.getByRole('button', { name: 'Aplicar' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('Documentos');
    expect(new URL(page.url()).searchParams.get('cursor')).toBeNull();
    await expect.poll(shownPage).toBe('Página 1 de 1');
    expect(await rowIds()).toEqual([documentClient]);
    expect(await axeViolations(page)).toEqual([]);
  });

  it('answers a damaged or foreign cursor with a plain notice and a link to the first page', async () => {
    // A cursor of the `-id` order opened under `name`: the API refuses it (400 on `cursor`).
    await page.goto(`${backoffice.baseUrl}/clients?sort=-id`);
    await hydrated(page);
    const next = await pager().getByRole('link', { name: 'Siguiente' }).getAttribute('href');
    const cursor = new URL(next as string, backoffice.baseUrl).searchParams.get('cursor') as string;
    await page.goto(`${backoffice.baseUrl}/clients?sort=name&cursor=${cursor}`);
    const notice = page.getByText('Este enlace de página ya no sirve para esta lista y este orden.');
    await notice.waitFor();
    await hydrated(page);
    await page.locator('main').getByRole('link', { name: 'Primera página' }).click();
    await expect.poll(() => new URL(page.url()).search).toBe('?sort=name');
    await expect.poll(shownPage).toBe('Página 1 de 3');
  });

  it('pages loans and payments by cursor too, and the lists the API pages by number keep their numbers', async () => {
    for (const path of ['/loans', '/payments']) {
      await page.goto(`${backoffice.baseUrl}${path}`);
      expect(await shownPage()).toMatch(/^Página 1 de [01]$/);
      await page.screenshot({
        path: join(SHOTS, `cursor${path.replace('/', '-')}--1280.png`),
        fullPage: true,
      });
    }
    for (const path of ['/messages', '/users', '/audit', '/queue']) {
      await page.goto(`${backoffice.baseUrl}${path}`);
      await page.locator('main h1').waitFor();
      await page.screenshot({
        path: join(SHOTS, `cursor${path.replace('/', '-')}--1280.png`),
        fullPage: true,
      });
    }
    await page.goto(`${backoffice.baseUrl}/audit?page=2`);
    const audit = await shownPage();
    const [, current, pages] = /^Página (\d+) de (\d+)/.exec(audit) as RegExpExecArray;
    expect(Number(current)).toBe(2);
    expect(Number(pages)).toBeGreaterThanOrEqual(1);
    if (Number(pages) >= 2) expect(new URL(page.url()).searchParams.get('page')).toBe('2');
  });
});

describe('a client’s documents in the page (issue 16)', () => {
  it('shows an uploaded JPEG and PDF inside the documents tab; the PDF frame is Chromium’s PDF viewer', async () => {
    const { samplePdf, uploadOf } = (await import(/* @vite-ignore */ CORE_TESTING)) as Pick<
      typeof import('@lender/core/testing'),
      'samplePdf' | 'uploadOf'
    >;
    const jpeg = await realJpeg();
    const { useCases } = await core();
    await useCases.client.idDocumentUpload(api.core, uploadOf(documentClient, 'id_front', jpeg));
    await useCases.client.idDocumentUpload(api.core, uploadOf(documentClient, 'payroll', samplePdf()));

    const pdfAnswer = page.waitForResponse(
      (response) =>
        response.url().includes('/web/back-office/files/') &&
        response.request().resourceType() === 'document',
    );
    await page.goto(`${backoffice.baseUrl}/clients/${documentClient}?tab=documents`);
    const answer = await pdfAnswer;
    expect(answer.status()).toBe(200);
    const headers = await answer.allHeaders();
    expect(headers['content-type']).toBe('application/pdf');
    expect(headers['content-disposition']).toMatch(/^inline/);
    expect(headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
    // The page around it keeps refusing to be framed.
    const own = await page.request.get(`${backoffice.baseUrl}/clients/${documentClient}?tab=documents`);
    expect(own.headers()['content-security-policy']).toContain("frame-ancestors 'none'");

    // The JPEG: decoded at its size, red on the left and blue on the right, as drawn.
    const image = page.locator('figure img').first();
    await image.waitFor();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(640);
    const colours = await image.evaluate((img: HTMLImageElement) => {
      const canvas = document.createElement('canvas');
      canvas.width = img.naturalWidth;
      canvas.height = img.naturalHeight;
      const g = canvas.getContext('2d') as CanvasRenderingContext2D;
      g.drawImage(img, 0, 0);
      return [Array.from(g.getImageData(60, 40, 1, 1).data), Array.from(g.getImageData(580, 40, 1, 1).data)];
    });
    const [left, right] = colours as [number[], number[]];
    expect(left[0]).toBeGreaterThan(180);
    expect(left[2]).toBeLessThan(80);
    expect(right[2]).toBeGreaterThan(180);
    expect(right[0]).toBeLessThan(80);

    // The PDF: the frame's document is the PDF, opened by Chromium's PDF viewer, and drawn.
    const frameElement = page.locator('figure iframe').first();
    await frameElement.waitFor();
    const frame = await (await frameElement.elementHandle())?.contentFrame();
    if (!frame) throw new Error('no PDF frame');
    await expect.poll(() => frame.evaluate(() => document.contentType)).toBe('application/pdf');
    await expect
      .poll(() =>
        page
          .frames()
          .some((f) => f.url().startsWith('chrome-extension://') && f.url().endsWith('/index.html')),
      )
      .toBe(true);
    await frameElement.scrollIntoViewIfNeeded();
    // Drawn: the viewer's dark chrome, a white page and dark text on it (not a blank frame).
    // (A first run measured 930 colours, 82 % white page, 1.8 % dark: the viewer and the text.)
    await expect
      .poll(async () => {
        const stats = await pixelsOf(await frameElement.screenshot());
        return stats.colours > 20 && stats.white > 0.2 && stats.dark > 0.002;
      })
      .toBe(true);
    await page.screenshot({ path: join(SHOTS, 'client-documents--1280.png'), fullPage: true });
  });

  it('reported no console error and no uncaught exception', () => {
    expect(problems).toEqual([]);
  });
});
