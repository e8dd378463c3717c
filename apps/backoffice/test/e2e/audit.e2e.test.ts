import { join } from 'node:path';
import { AUDIT_FIELDS, type AuditAction, auditShapeOf } from '@lender/contracts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RAW_CODE, sampleEntries } from '../audit-samples';
import { type Admin, axeViolations, hydrated, launchBrowser, signInThroughLogin, watchPage } from './browser';
import { activeLoan, core, coreDb, fixtures, manualCase, nextTotp } from './fixtures';
import { APP_DIR, buildBackoffice, startApi, startBackoffice } from './stack';

// Issue 48: the audit page in a browser against the real API on a fresh database, with an entry of
// every action AUDIT_FIELDS declares: first those the product writes as an analyst, an agent and the
// jobs work (a complaint logged and resolved, a loan signed, paid out, paid and written off by
// maker-checker, a manual case claimed and approved, a client blocked and their phone read, the pay
// cycles changed, users renamed), then, for the actions these flows do not reach, entries written
// through the audit service with a value of each declared kind. Every page of the log must read in
// words: no raw code, no field or value without words, who acted by name. With
// BACKOFFICE_SCREENSHOTS=1 it writes the README's screenshots (docs/images/audit-1280.png, -375.png).

type Api = Awaited<ReturnType<typeof startApi>>;
let api: Api;
let backoffice: Awaited<ReturnType<typeof startBackoffice>>;
let browser: Browser;
let admin: Admin;
let checker: Admin;
let agent: Admin;

/** What the product wrote by itself: the entries of the flows, before any sample. */
let written: Array<{ action: string; before: unknown; after: unknown }> = [];

async function auditRows() {
  const { schema } = await coreDb();
  return (await api.core.db.select().from(schema.auditLog)) as Array<{
    action: string;
    before: Record<string, unknown> | null;
    after: Record<string, unknown> | null;
  }>;
}

beforeAll(async () => {
  await buildBackoffice();
  api = await startApi();
  const { createBackOfficeUser } = await fixtures();
  admin = await createBackOfficeUser(api, 'admin');
  checker = await createBackOfficeUser(api, 'admin');
  agent = await createBackOfficeUser(api, 'agent');
  const { backOffice } = (await core()).useCases;
  for (const [user, name] of [
    [admin, 'Carlos Ruiz'],
    [agent, 'Ana Pérez'],
  ] as const) {
    const account = await backOffice.account(api.core, { params: { id: user.id } });
    await backOffice.updateAccount(api.core, {
      actorId: checker.id,
      params: { id: user.id },
      body: {
        version: account.version,
        name,
        reason: 'Nombre completo',
      },
    });
  }
  await backOffice.updateAccount(api.core, {
    actorId: admin.id,
    params: { id: checker.id },
    body: {
      version: (await backOffice.account(api.core, { params: { id: checker.id } })).version,
      name: 'Lucía Torres',
      reason: 'Nombre completo',
    },
  });

  // The analyst's complaint of the issue: by e-mail, a payment not applied, resolved in favour.
  const loan = await activeLoan(api);
  const complaint = await backOffice.complaintLog(api.core, {
    actorId: agent.id,
    body: {
      channel: 'email',
      kind: 'clarification',
      cause: 'payment_not_applied',
      product: 'short_term_personal',
      loanId: loan.loanId,
      description: 'Pagó por SPEI el lunes y su saldo no cambió.',
    },
  });
  await backOffice.complaintStart(api.core, { actorId: agent.id, params: { id: complaint.id } });
  await backOffice.complaintResolve(api.core, {
    actorId: admin.id,
    params: { id: complaint.id },
    body: {
      resolution: 'favourable',
      resolutionText: 'El pago se aplicó con su fecha; se corrigió el saldo.',
    },
  });

  // Money: a payment recorded by the back office, then the loan written off by maker-checker.
  const today = (await core()).today(api.clock);
  await backOffice.recordPayment(api.core, {
    actorId: admin.id,
    params: { id: loan.loanId },
    body: {
      amount: { amount: 50_000 },
      paidOn: today,
      reference: 'DEP-0001',
      reason: 'Depósito en ventanilla',
    },
  });
  const writeOff = await backOffice.requestWriteOff(api.core, {
    actorId: admin.id,
    params: { id: loan.loanId },
    body: { reason: 'Incobrable' },
  });
  await backOffice.approve(api.core, {
    actorId: checker.id,
    params: { id: writeOff.id },
    body: { version: writeOff.version },
  });

  // A manual case claimed and approved by the agent; a client blocked and their phone read.
  const manual = await manualCase(api, 'Mariana');
  await backOffice.claimApplication(api.core, {
    actorId: agent.id,
    params: { id: manual.applicationId },
    body: { takeOver: false },
  });
  await backOffice.decideApplication(api.core, {
    actorId: agent.id,
    params: { id: manual.applicationId },
    body: { decision: 'approve', reason: 'Documentos en orden' },
  });
  await backOffice.blockClient(api.core, {
    actorId: admin.id,
    params: { id: loan.clientId },
    body: { reason: 'Sospecha de suplantación' },
  });
  await backOffice.clientContact(api.core, { actorId: admin.id, params: { id: manual.client.id } });
  const settings = await backOffice.settings(api.core);
  await backOffice.setPayCycles(api.core, {
    actorId: admin.id,
    body: {
      version: settings.product.version,
      payCycles: ['biweekly', 'monthly'],
      reason: 'Sin pagos semanales',
    },
  });
  written = await auditRows();

  // Every other declared action, with a value of each kind, written as core writes an entry.
  const seen = new Set(written.map((row) => auditShapeOf(row.action) && row.action));
  for (const sample of sampleEntries('stored')) {
    if (sample.variant > 0 || seen.has(sample.stored)) continue;
    // A stored action as the log keeps it (a status change with its number), whatever its kind:
    // no one action's entry type describes every sample, so the entry is cast whole.
    const entry = {
      actor: { type: 'user', id: admin.id },
      action: sample.stored,
      entity: sample.entity,
      entityId: 40,
      after: sample.after,
    } as unknown as Parameters<typeof api.core.audit.record>[1];
    await api.core.audit.record(api.core.db, entry);
  }
  backoffice = await startBackoffice(api.baseUrl);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await backoffice?.stop();
  await api?.stop();
});

/** What a page of the audit log shows that is not words, by action and field. */
async function rawCodesOn(page: Page): Promise<string[]> {
  const texts = await page.locator('tr[data-audit-action]').evaluateAll((rows) =>
    rows.flatMap((row) => {
      const action = row.getAttribute('data-audit-action') ?? '';
      // innerText: the words as read, a paragraph apart from the line before it.
      const own = [...row.querySelectorAll<HTMLElement>(':scope > td')]
        .filter((cell) => !cell.querySelector('table'))
        .map((cell) => ({ where: action, text: cell.innerText }));
      const diffs = [...row.querySelectorAll('tr[data-audit-field]')].flatMap((diff) =>
        [...diff.querySelectorAll<HTMLElement>('th, td')].map((part) => ({
          where: `${action} ${diff.getAttribute('data-audit-field')}`,
          text: part.innerText,
        })),
      );
      const unknown = [...row.querySelectorAll<HTMLElement>('[data-audit-unknown]')].map((node) => ({
        where: `${action} (no words)`,
        text: node.innerText,
      }));
      return [...own, ...diffs, ...unknown];
    }),
  );
  return texts
    .filter(({ where, text }) => where.endsWith('(no words)') || RAW_CODE.test(text))
    .map(({ where, text }) => `${where}: ${text}`);
}

describe('the audit log in words (issue 48)', () => {
  it('writes only fields AUDIT_FIELDS declares, in every flow the product ran', () => {
    expect(written.length).toBeGreaterThan(20);
    const undeclared = written.flatMap((row) => {
      const fields = auditShapeOf(row.action)?.fields;
      if (!fields) return [`${row.action}: not declared`];
      return [row.before, row.after].flatMap((snapshot) =>
        Object.keys(snapshot ?? {})
          .filter((field) => !Object.hasOwn(fields, field))
          .map((field) => `${row.action} ${field}`),
      );
    });
    expect(undeclared).toEqual([]);
  });

  it('shows every action on every page in words, who acted by name and role', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const problems = watchPage(page);
    await page.goto(`${backoffice.baseUrl}/login`);
    await signInThroughLogin(page, api, admin);
    const actions = new Set<string>();
    const raw: string[] = [];
    for (let number = 1; ; number += 1) {
      await page.goto(`${backoffice.baseUrl}/audit?page=${number}`);
      await hydrated(page);
      const rows = page.locator('tr[data-audit-action]');
      if ((await rows.count()) === 0) break;
      for (const action of await rows.evaluateAll((all) =>
        all.map((row) => row.getAttribute('data-audit-action')),
      ))
        if (action) actions.add(action.replace(/^application\.status\.\d+$/, 'application.status'));
      raw.push(...(await rawCodesOn(page)));
    }
    expect(raw).toEqual([]);
    // The admin reads every action but the compliance register's (ADR 318: need to know).
    expect([...actions].sort()).toEqual(
      (Object.keys(AUDIT_FIELDS) as AuditAction[]).filter((action) => !action.startsWith('aml.')).sort(),
    );
    expect(problems).toEqual([]);
    await context.close();
  });

  it('reads the complaint as the analyst expected it, the values whole at 1280 and 375 px', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${backoffice.baseUrl}/login`);
    await signInThroughLogin(page, api, admin);
    await page.goto(`${backoffice.baseUrl}/audit?entityType=complaint`);
    await hydrated(page);
    const logged = page.locator('tr[data-audit-action="complaint.log"]');
    const field = (name: string) => logged.locator(`tr[data-audit-field="${name}"]`);
    expect(await field('cause').innerText()).toMatch(/^Causa\s+—\s+Pago no aplicado$/);
    expect(await field('channel').innerText()).toMatch(/^Medio\s+—\s+Correo electrónico$/);
    expect(await field('kind').innerText()).toMatch(/^Tipo\s+—\s+Aclaración$/);
    expect(await field('clientId').locator('a').getAttribute('href')).toMatch(/^\/clients\/\d+$/);
    expect(await logged.getByRole('link', { name: 'Ana Pérez · Agente' }).count()).toBe(1);
    const resolved = page.locator('tr[data-audit-action="complaint.resolve"]');
    expect(await resolved.locator('tr[data-audit-field="status"]').innerText()).toMatch(
      /^Estado\s+En atención\s+Resuelta$/,
    );
    expect(await resolved.getByRole('link', { name: 'Carlos Ruiz · Administrador' }).count()).toBe(1);
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      // A value is never cut: each cell of the diffs shows all it holds.
      const cut = await page
        .locator('.bo-diff td, .bo-diff th')
        .evaluateAll((cells) =>
          cells.filter((cell) => cell.scrollWidth > cell.clientWidth + 1).map((cell) => cell.textContent),
        );
      expect(cut, `${width} px`).toEqual([]);
      expect(await axeViolations(page), `${width} px`).toEqual([]);
      if (process.env.BACKOFFICE_SCREENSHOTS)
        await page.screenshot({
          path: join(APP_DIR, 'docs', 'images', `audit-${width}.png`),
          fullPage: true,
        });
    }
    await context.close();
  });

  it('reads in English for an English-speaking admin', async () => {
    await (await core()).useCases.backOffice.setLanguage(api.core, {
      actorId: checker.id,
      body: { language: 'en' },
    });
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${backoffice.baseUrl}/login`);
    await page.getByLabel('Correo').fill(checker.email);
    await page.getByLabel('Contraseña').fill(checker.password);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.getByLabel('Código de tu app de autenticación').fill(await nextTotp(api, checker.totpSecret));
    await page.getByRole('button', { name: 'Verificar' }).click();
    await page.getByRole('navigation').first().waitFor();
    await page.goto(`${backoffice.baseUrl}/audit?entityType=complaint`);
    await hydrated(page);
    const logged = page.locator('tr[data-audit-action="complaint.log"]');
    expect(await logged.locator('tr[data-audit-field="cause"]').innerText()).toMatch(
      /^Cause\s+—\s+Payment not applied$/,
    );
    expect(await logged.getByRole('link', { name: 'Ana Pérez · Agent' }).count()).toBe(1);
    expect(await rawCodesOn(page)).toEqual([]);
    await context.close();
  });
});
