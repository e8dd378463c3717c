// A real Chromium (Debian's, through playwright-core; never a downloaded browser) and the
// collector bundled for it with esbuild, for the browser test and the benchmark.
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { type Browser, chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, ensureSuiteChromium } from '../../../tooling/scripts/chromium.mjs';

/** The collector as a browser script: `window.LenderCollector.createCollector(…)`, minified. */
export async function collectorScript(): Promise<string> {
  const result = await build({
    entryPoints: [fileURLToPath(new URL('../src/index.ts', import.meta.url))],
    bundle: true,
    format: 'iife',
    globalName: 'LenderCollector',
    minify: true,
    target: 'es2022',
    write: false,
  });
  return result.outputFiles[0]!.text;
}

/** Launches Chromium headless (installing Debian's package first when missing and root). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: ensureSuiteChromium(),
    args: [...CHROMIUM_FLAGS],
    headless: true,
  });
}

/** A registration-details form like the borrower site's (names, CURP, e-mail, password, income). */
export function formPage(options: {
  publicKey: string;
  authKey: string;
  baseUrl: string;
  uploadIntervalMs: number;
}): string {
  return `<!doctype html>
<html lang="es-MX"><head><meta charset="utf-8"><title>Registro</title></head>
<body>
<form id="registration" onsubmit="return false">
  <label>Nombre <input id="firstName" name="firstName" autocomplete="given-name"></label>
  <label>CURP <input id="curp" name="curp"></label>
  <label>Correo <input id="email" name="email" type="email"></label>
  <label>Contraseña <input id="password" name="password" type="password"></label>
  <label>Ingreso mensual <input id="income" name="monthlyIncome" inputmode="numeric"></label>
  <div style="height: 2000px"></div>
  <button id="submit" type="submit">Continuar</button>
</form>
<script src="/collector.js"></script>
<script>
  window.collectorErrors = [];
  window.collector = LenderCollector.createCollector({
    baseUrl: ${JSON.stringify(options.baseUrl)},
    authKey: ${JSON.stringify(options.authKey)},
    publicKey: ${JSON.stringify(options.publicKey)},
    uploadIntervalMs: ${options.uploadIntervalMs},
    onError: (error) => window.collectorErrors.push(error.name + ': ' + error.message),
  });
</script>
</body></html>`;
}

/** What {@link fillForm} types: none of it may reach a chunk. */
export const TYPED = {
  firstName: 'Ana María',
  curp: 'GODE561231HDFRRN09',
  email: 'ana.maria@example.com',
  password: 'Secreto99',
  income: '15000',
} as const;

/**
 * A person filling the form: pointer moves, typing with a cadence, a correction, a paste into the
 * CURP, an autofilled income, a scroll and a click on the button.
 */
export async function fillForm(page: import('playwright-core').Page): Promise<void> {
  await page.mouse.move(20, 20);
  await page.mouse.move(300, 120, { steps: 15 });
  await page.click('#firstName');
  await page.keyboard.type(TYPED.firstName, { delay: 35 });
  await page.keyboard.type('x', { delay: 35 });
  await page.keyboard.press('Backspace');
  await page.click('#curp');
  await page.evaluate((curp) => {
    const field = document.querySelector<HTMLInputElement>('#curp')!;
    const data = new DataTransfer();
    data.setData('text/plain', curp);
    field.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
    field.value = curp;
    field.dispatchEvent(new InputEvent('input', { inputType: 'insertFromPaste', bubbles: true }));
  }, TYPED.curp);
  await page.click('#email');
  await page.keyboard.type(TYPED.email, { delay: 25 });
  await page.click('#password');
  await page.keyboard.type(TYPED.password, { delay: 30 });
  await page.evaluate((income) => {
    // What the browser's autofill does: a value and a plain `input` Event.
    const field = document.querySelector<HTMLInputElement>('#income')!;
    field.value = income;
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }, TYPED.income);
  await page.mouse.wheel(0, 900);
  await page.waitForTimeout(150);
  await page.mouse.move(200, 300, { steps: 10 });
  await page.click('#submit');
}
