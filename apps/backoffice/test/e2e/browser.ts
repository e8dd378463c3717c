import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { type Browser, chromium, type Download, type Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { launchFullBrowser } from '../../../../tooling/scripts/lib/e2e-servers.mjs';
import { nextTotp } from './fixtures';
import { APP_DIR, type TestApp } from './stack';

/**
 * The run's Chromium headless shell (started once by ./global-setup.ts): a suite connects to it,
 * and its `close()` disconnects, closing the contexts the suite opened. `pdfViewer`: the full
 * browser instead, launched for the suite (the shell has no PDF viewer; ADR 347); its `close()`
 * ends it.
 */
export function launchBrowser(options: { pdfViewer?: boolean } = {}): Promise<Browser> {
  if (options.pdfViewer) return launchFullBrowser(chromium);
  return chromium.connect(inject('backofficeE2e').browserEndpoint);
}

/** Problems the page reported: console errors and uncaught exceptions fail the suite. */
export function watchPage(page: Page, options: { expected?: RegExp } = {}): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    // A failure the test provokes on purpose (an agent opening an admin-only page).
    if (options.expected?.test(message.text())) return;
    if (message.type() === 'error') problems.push(`console: ${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/**
 * axe with the WCAG 2.2 AA rules: the violations of the page as it is now, as readable lines. A
 * page without frames is checked by `axe.run` in the page itself (`setLegacyMode`); axe's default
 * opens a blank page (a new renderer) and injects its 0.5 MB there again only to merge the frames'
 * results (issue 60). A page with a frame (a client's PDF) keeps the default, which checks
 * cross-origin frames too.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .setLegacyMode(page.frames().length === 1)
    .analyze();
  return results.violations.map(
    (violation) =>
      `${page.url()} @ ${page.viewportSize()?.width}px: ${violation.id} (${violation.impact}) — ${violation.help} — ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join(', ')}`,
  );
}

/** The widths every screen is checked and shown at: a desktop and a phone. */
const WIDTHS = [1280, 375] as const;

/** WCAG 2.2 AA at 1280 and 375 px, and no sideways scroll on a phone (tables scroll in their regions). */
export async function accessibleAtBothWidths(page: Page): Promise<void> {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    expect(await axeViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/**
 * With `BACKOFFICE_SCREENSHOTS=1`, the README's screenshots of the page as it is: the whole length at
 * 1280 and 375 px, `docs/images/<name>-1280.png` and `-375.png`.
 */
export async function shoot(page: Page, name: string): Promise<void> {
  if (!process.env.BACKOFFICE_SCREENSHOTS) return;
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: join(APP_DIR, 'docs', 'images', `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/**
 * Waits until React has hydrated the page (`<html data-hydrated>`, set by the root's effect after
 * every page effect ran): keys pressed before that were lost (the queue's j/k, a focused link).
 */
export async function hydrated(page: Page): Promise<void> {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

/** A back-office user as the API's fixtures create it. */
export type Admin = { id: number; email: string; password: string; totpSecret: string };

/**
 * Signs in on the login page `page` shows (email and password, then a TOTP code at the API's clock)
 * and waits for the main navigation.
 */
export async function signInThroughLogin(page: Page, api: TestApp, admin: Admin): Promise<void> {
  await page.getByLabel('Correo').fill(admin.email);
  await page.getByLabel('Contraseña').fill(admin.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.getByLabel('Código de tu app de autenticación').fill(await nextTotp(api, admin.totpSecret));
  await page.getByRole('button', { name: 'Verificar' }).click();
  await page.getByRole('navigation', { name: 'Navegación principal' }).first().waitFor();
}

/**
 * A download's file on this machine. The run's browser is a server the suites connect to, so
 * Playwright's `download.path()` is not available; `saveAs` streams the bytes here.
 */
export async function localCopy(download: Download): Promise<string> {
  const path = join(mkdtempSync(join(tmpdir(), 'e2e-download-')), download.suggestedFilename());
  await download.saveAs(path);
  return path;
}
