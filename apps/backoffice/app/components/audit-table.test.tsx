import { AUDIT_FIELDS, type AuditEntry } from '@lender/contracts';
import { formatPesos } from '@lender/i18n';
import { createRemixStub } from '@remix-run/testing';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RAW_CODE, SAMPLE_USER, sampleEntries } from '../../test/audit-samples';
import { type BackofficeLanguage, I18nProvider } from '../i18n';
import { AuditTable } from './audit-table';

afterEach(cleanup);

// Issue 48: every action `AUDIT_FIELDS` declares, each field of it with a value of its kind and
// each code of its catalogues in turn, rendered as the audit page renders it, in both languages:
// a field, a value or a code without words fails here (a raw code, "dato inválido", a marked cell),
// not in front of a reader. The entries come from the declaration the writers are typed by, so a
// new audited field is in this test the moment it can be written.

function entriesFor(): AuditEntry[] {
  return sampleEntries('api').map((sample, index) => ({
    id: index + 1,
    actor: { type: 'user', id: SAMPLE_USER.id, name: SAMPLE_USER.name, role: 'agent' },
    action: sample.stored,
    entity: { type: sample.entity, id: String(40 + sample.variant) },
    before: sample.before,
    after: sample.after,
    changes: Object.keys(sample.after).map((field) => ({
      field,
      before: sample.before[field] ?? null,
      after: sample.after[field] ?? null,
    })),
    userNames: { [String(SAMPLE_USER.id)]: SAMPLE_USER.name },
    reason: null,
    requestId: null,
    createdAt: '2026-11-25T18:30:00.000Z',
  }));
}

function renderAudit(language: BackofficeLanguage, entries: readonly AuditEntry[]) {
  const Stub = createRemixStub([
    {
      path: '/audit',
      Component: () => (
        <I18nProvider language={language}>
          <AuditTable entries={entries} caption="Audit" />
        </I18nProvider>
      ),
    },
  ]);
  render(<Stub initialEntries={['/audit']} />);
  return screen.findByRole('table', { name: 'Audit' });
}

/** What reads as a code or has no words, named by its action and field. */
function rawCodes(table: HTMLElement): string[] {
  const found: string[] = [];
  for (const row of table.querySelectorAll<HTMLElement>('tr[data-audit-action]')) {
    const action = row.dataset.auditAction;
    for (const cell of row.querySelectorAll<HTMLElement>(':scope > td')) {
      const marked = [...cell.querySelectorAll('[data-audit-unknown]')].map((node) => node.textContent);
      for (const diff of cell.querySelectorAll<HTMLElement>('tr[data-audit-field]')) {
        for (const part of diff.querySelectorAll('th, td')) {
          const text = part.textContent ?? '';
          if (RAW_CODE.test(text)) found.push(`${action} ${diff.dataset.auditField}: ${text}`);
        }
      }
      if (marked.length > 0) found.push(`${action}: no words for ${marked.join(', ')}`);
      const own = cell.querySelector('table') ? '' : (cell.textContent ?? '');
      if (RAW_CODE.test(own)) found.push(`${action}: ${own}`);
    }
  }
  return found;
}

describe('the audit log in words, every action and field of AUDIT_FIELDS (issue 48)', () => {
  it.each(['es-MX', 'en'] as const)('has words for every field, value and code in %s', async (language) => {
    const entries = entriesFor();
    const table = await renderAudit(language, entries);
    // Every declared action is there, each field of it in its diff.
    const actions = new Set(entries.map((entry) => entry.action));
    expect(actions.size).toBe(Object.keys(AUDIT_FIELDS).length);
    const fields = table.querySelectorAll('tr[data-audit-field]');
    expect(fields.length).toBe(entries.reduce((sum, entry) => sum + entry.changes.length, 0));
    expect(rawCodes(table)).toEqual([]);
  });

  it('reads a complaint as the analyst asked: its fields, values and who acted in Spanish', async () => {
    const entry: AuditEntry = {
      id: 1,
      actor: { type: 'user', id: 3, name: 'Ana Pérez', role: 'agent' },
      action: 'complaint.log',
      entity: { type: 'complaint', id: '3' },
      before: null,
      after: {
        folio: 'UNE-2026-000003',
        channel: 'email',
        kind: 'clarification',
        cause: 'payment_not_applied',
        clientId: 10,
        loanId: 3,
        dueDate: '2027-01-08',
      },
      changes: [
        { field: 'cause', before: null, after: 'payment_not_applied' },
        { field: 'channel', before: null, after: 'email' },
        { field: 'clientId', before: null, after: 10 },
        { field: 'loanId', before: null, after: 3 },
      ],
      userNames: {},
      reason: null,
      requestId: null,
      createdAt: '2026-11-25T18:30:00.000Z',
    };
    const resolved: AuditEntry = {
      ...entry,
      id: 2,
      action: 'complaint.resolve',
      actor: { type: 'system', id: null, name: null, role: null },
      changes: [
        { field: 'status', before: 'in_progress', after: 'resolved' },
        { field: 'resolution', before: null, after: 'favourable' },
      ],
    };
    const table = within(await renderAudit('es-MX', [entry, resolved]));
    const row = (field: string) =>
      [...table.getAllByRole('row')].find((tr) => tr.dataset.auditField === field)?.textContent;
    expect(row('cause')).toBe('Causa—Pago no aplicado');
    expect(row('channel')).toBe('Medio—Correo electrónico');
    expect(row('clientId')).toBe('Cliente—#10');
    expect(table.getByRole('link', { name: '#10' }).getAttribute('href')).toBe('/clients/10');
    expect(row('status')).toBe('EstadoEn atenciónResuelta');
    expect(row('resolution')).toBe('Resolución—A favor del cliente');
    expect(table.getByRole('link', { name: 'Ana Pérez · Agente' }).getAttribute('href')).toBe('/users/3');
    expect(table.getByText('Sistema (proceso automático)')).toBeTruthy();
  });

  it('reads money as money, a user a field names by name, and the engine’s reasons in words', async () => {
    const entry: AuditEntry = {
      id: 1,
      actor: { type: 'client', id: 10, name: 'María López', role: null },
      action: 'application.status.3',
      entity: { type: 'application', id: '5' },
      before: { status: 1 },
      after: { status: 3 },
      changes: [{ field: 'status', before: 1, after: 3 }],
      userNames: {},
      reason: 'decision.underAge,payout_failed',
      requestId: null,
      createdAt: '2026-11-25T18:30:00.000Z',
    };
    const claim: AuditEntry = {
      ...entry,
      id: 2,
      actor: { type: 'user', id: 4, name: 'Luis Mora', role: 'collections' },
      action: 'collections.promise_kept',
      entity: { type: 'loan', id: '2' },
      changes: [
        { field: 'amount', before: null, after: { amount: 1500.5, currency: 'MXN' } },
        { field: 'promiseId', before: null, after: 9 },
      ],
      reason: 'Llamó y pagó en OXXO',
    };
    const take: AuditEntry = {
      ...claim,
      id: 3,
      action: 'application.claim_take_over',
      changes: [{ field: 'claimedBy', before: 7, after: 4 }],
      userNames: { '7': 'Ana Pérez', '4': 'Luis Mora' },
      reason: null,
    };
    const table = within(await renderAudit('es-MX', [entry, claim, take]));
    expect(table.getByRole('link', { name: 'María López · Cliente' }).getAttribute('href')).toBe(
      '/clients/10',
    );
    expect(table.getByText(formatPesos(1500.5))).toBeTruthy();
    expect(table.getByText('#9')).toBeTruthy();
    expect(table.getByRole('link', { name: 'Ana Pérez' }).getAttribute('href')).toBe('/users/7');
    expect(table.getByText('Llamó y pagó en OXXO')).toBeTruthy();
    expect(table.queryByText(/decision\.|payout_failed/)).toBeNull();
    expect(table.getByText(/La dispersión falló/)).toBeTruthy();
  });
});
