import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCardNumber } from './borrowers';
import { expectRefusal, type Stack, startStack, uniquePhone } from './harness';
import { hydrated, newPage, registerUntilEmployment } from './steps';

// The document and bank steps of the wizard (spec §2, §5), reached with the sandbox QA cookie
// (spec §6: sandbox skips the flow), against the real API.

const CORE_TESTING = '@lender/core/testing';
let stack: Stack;
let sampleJpeg: (w: number, h: number) => Uint8Array;

beforeAll(async () => {
  stack = await startStack();
  ({ sampleJpeg } = (await import(/* @vite-ignore */ CORE_TESTING)) as { sampleJpeg: typeof sampleJpeg });
});
afterAll(async () => {
  await stack?.stop();
});

describe('the document and bank steps in Chromium', () => {
  it('uploads the ID front, back and selfie (files taken just now) and moves on', async () => {
    const page = await newPage(stack);
    await registerUntilEmployment(stack, page, uniquePhone());
    await page.context().addCookies([{ name: 'qa-disable-flow', value: '1', url: stack.siteUrl }]);
    await page.goto(`${stack.siteUrl}/registration/id-document-upload`);
    // Before hydration the step is a plain multipart form; wait for the drop zones.
    await hydrated(page);
    const inputs = page.locator('input[type="file"]:not([capture])');
    await expect.poll(() => inputs.count()).toBe(3);
    const photo = Buffer.from(sampleJpeg(1024, 768));
    for (const [i, name] of ['ine-frente.jpg', 'ine-reverso.jpg', 'selfie.jpg'].entries()) {
      // A slot that has its file shows the preview instead of its input: count the ones left.
      const left = await inputs.count();
      await inputs.nth(i - (3 - left)).setInputFiles({ name, mimeType: 'image/jpeg', buffer: photo });
    }
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page
      .waitForURL((url) => !url.pathname.endsWith('/id-document-upload'), {
        waitUntil: 'commit',
        timeout: 20_000,
      })
      .catch(async (error: unknown) => {
        throw new Error(`still on the upload page: ${await page.locator('main').innerText()}`, {
          cause: error,
        });
      });
    await page.context().close();
  });

  it('without JavaScript, posts the plain form and shows each file’s error beside it', async () => {
    const page = await newPage(stack);
    await registerUntilEmployment(stack, page, uniquePhone());
    const cookies = await page.context().cookies();
    await page.context().close();
    const context = await stack.browser.newContext({ locale: 'es-MX', javaScriptEnabled: false });
    await context.addCookies([...cookies, { name: 'qa-disable-flow', value: '1', url: stack.siteUrl }]);
    const plain = await context.newPage();
    await plain.goto(`${stack.siteUrl}/registration/id-document-upload`);
    await plain.getByLabel('Frente de tu INE').setInputFiles({
      name: 'ine.gif',
      mimeType: 'image/gif',
      buffer: Buffer.from('GIF89a'),
    });
    expectRefusal(plain, 400, '/registration/id-document-upload');
    await plain.getByRole('button', { name: 'Continuar' }).click();
    await plain.getByText('Ese formato no sirve. Sube tu archivo en JPG, JPEG, PNG, HEIC.').waitFor();
    await expect(plain.getByText('Falta este archivo. Súbelo para continuar.').count()).resolves.toBe(2);
    await context.close();
  });

  it('refuses a card without the consent to charge it, then saves the CLABE', async () => {
    const page = await newPage(stack);
    await registerUntilEmployment(stack, page, uniquePhone());
    await page.context().addCookies([{ name: 'qa-disable-flow', value: '1', url: stack.siteUrl }]);
    await page.goto(`${stack.siteUrl}/registration/debit-credit-card`);
    await page.getByLabel('CLABE').fill('002010000000000014');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page
      .waitForURL((url) => !url.pathname.endsWith('/debit-credit-card'), { waitUntil: 'commit' })
      .catch(() => undefined);
    await page.goto(`${stack.siteUrl}/registration/debit-credit-card`);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Tu tarjeta de débito');
    await page.getByLabel('Número de tarjeta de débito').fill(newCardNumber());
    await page.getByLabel('Nombre como aparece en la tarjeta').fill('JUANA PEREZ');
    await page.getByLabel('Vencimiento').fill('12/30');
    await page.getByRole('button', { name: 'Registrar tarjeta' }).click();
    await expect
      .poll(() => page.getByText('Para continuar necesitamos tu autorización.').count())
      .toBeGreaterThan(0);
    await page.context().close();
  });
});
