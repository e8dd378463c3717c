import type { ClientDirectDebits, CollectionRate } from '@lender/contracts';
import { createRemixStub } from '@remix-run/testing';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ClientDirectDebitsPanel } from '../components/client-direct-debits';
import { CollectionRatePanel } from '../components/collection-rate-panel';

// Issue 66 point 6 (ADR 331): a client's mandates, scheduled charges and objections, and the
// dashboard's collection rate, read in words — money as $3,219.24, dates in words, accounts by their
// last four digits — with no code or status on screen.

afterEach(cleanup);

const money = (amount: number) => ({ amount, currency: 'MXN' as const });

const DEBITS: ClientDirectDebits = {
  mandates: [
    {
      id: 2,
      loanId: 31,
      method: 'card',
      last4: '4242',
      maxAmount: money(3219.24),
      coversFrom: '2026-01-15',
      coversTo: '2026-02-15',
      preNoticeDays: 2,
      splitInParts: true,
      status: 'revoked',
      revokedReason: 'objection',
      acceptedAt: '2026-01-02T18:30:00.000Z',
      revokedAt: '2026-02-10T17:00:00.000Z',
    },
  ],
  charges: [
    ...(['paid', 'declined', 'refused', 'cancelled', 'objected'] as const).map((outcome, index) => ({
      id: 10 + index,
      loanId: 31,
      method: 'clabe' as const,
      last4: '7771',
      instalment: 1,
      part: 1,
      attempt: index + 1,
      amount: money(index === 0 ? 1234.56 : 0.01),
      chargeOn: '2026-01-15',
      outcome,
      declineKind: outcome === 'declined' ? ('insufficient_funds' as const) : null,
      refusalCode: outcome === 'refused' ? 'charge_not_pre_noticed' : null,
      noticedAt: index === 0 ? '2026-01-12T15:00:00.000Z' : null,
    })),
  ],
  objections: [
    {
      chargeId: 5,
      loanId: 31,
      method: 'card',
      last4: '4242',
      amount: money(0.01),
      chargeOn: '2026-01-15',
      objectedOn: '2026-02-10',
      windowEnds: '2026-04-01',
      moneyTaken: true,
      refund: { approvalId: 3, status: 'pending' },
    },
  ],
};

const group = (presented: number, collected: number, p: number, c: number) => ({
  presented,
  collected,
  presentedAmount: money(p),
  collectedAmount: money(c),
  rate: presented ? Math.round((collected / presented) * 10_000) / 10_000 : null,
  amountRate: p ? Math.round((c / p) * 10_000) / 10_000 : null,
});
const RATE: CollectionRate = {
  month: '2026-01',
  from: '2026-01-01',
  to: '2026-01-31',
  total: group(4, 2, 2512.35, 2012.33),
  byMethod: { clabe: group(3, 2, 2512.34, 2012.33), card: group(1, 0, 0.01, 0) },
  byPayday: { onPayday: group(3, 2, 2012.34, 2012.33), offPayday: group(0, 0, 0, 0) },
  pending: 1,
  notSent: 2,
};

function renderIn(element: JSX.Element) {
  const Stub = createRemixStub([{ path: '/', Component: () => element }]);
  render(<Stub initialEntries={['/']} />);
}

describe("a client's direct debits", () => {
  it('reads each mandate, charge and objection in words, money to the centavo', async () => {
    renderIn(<ClientDirectDebitsPanel debits={DEBITS} />);
    const mandates = await screen.findByRole('table', { name: 'Mandatos de domiciliación' });
    const mandate = within(mandates).getAllByRole('row')[1] as HTMLElement;
    expect(mandate.textContent).toContain('Tarjeta terminación 4242');
    expect(mandate.textContent).toContain('$3,219.24');
    expect(mandate.textContent).toContain('del 15 de enero de 2026 al 15 de febrero de 2026');
    expect(mandate.textContent).toContain('2 días hábiles antes');
    expect(mandate.textContent).toContain('En partes de hasta $1,000.00');
    expect(mandate.textContent).toContain('Detenido por una objeción del cliente con su banco');
    // 18:30 UTC is 12:30 in Mexico City.
    expect(mandate.textContent).toContain('2 de enero de 2026, 12:30');
    const charges = screen.getByRole('table', { name: 'Cargos programados' });
    const rows = within(charges).getAllByRole('row').slice(1) as HTMLElement[];
    expect(rows.map((row) => row.lastElementChild?.textContent)).toEqual([
      'Cobrado',
      'Rechazado por el banco Fondos insuficientes',
      'No se envió El aviso previo no salió a tiempo',
      'Cancelado por el cliente ("no me cobren")',
      'Objetado por el cliente',
    ]);
    expect(rows[0]?.textContent).toContain('$1,234.56');
    expect(rows[1]?.textContent).toContain('$0.01');
    expect(rows[0]?.textContent).toContain('Avisado el 12 de enero de 2026, 09:00');
    expect(rows[0]?.textContent).toContain('Cuenta CLABE terminación 7771');
    const objections = screen.getByRole('table', { name: 'Objeciones y devoluciones' });
    const objection = within(objections).getAllByRole('row')[1] as HTMLElement;
    expect(objection.textContent).toContain('10 de febrero de 2026');
    expect(objection.textContent).toContain('1 de abril de 2026');
    expect(objection.textContent).toContain('Devolución por aprobar');
    expect(document.body.textContent).not.toMatch(
      /clabe\b|card\b|insufficient|charge_not|objection\b|revoked|pending|MXN|2026-0/,
    );
  });

  it('says when there is nothing, without a table of dashes', async () => {
    renderIn(<ClientDirectDebitsPanel debits={{ mandates: [], charges: [], objections: [] }} />);
    await screen.findByText('Este cliente no tiene mandatos.');
    expect(screen.getByText('Aún no hay cargos programados.')).toBeTruthy();
    expect(screen.getByText('El cliente no ha objetado ningún cargo.')).toBeTruthy();
  });
});

describe('the collection rate', () => {
  it('shows the rate by method and by payday, the formula, and keeps the dashboard filters', async () => {
    renderIn(<CollectionRatePanel rate={RATE} keep={{ from: '2026-01-01', to: undefined }} />);
    await screen.findByRole('heading', { name: 'Tasa de cobro por domiciliación' });
    const byMethod = screen.getByRole('table', { name: 'Por método de pago' });
    const [total, clabe, card] = within(byMethod).getAllByRole('row').slice(1) as HTMLElement[];
    expect(total?.textContent).toContain('50.0%');
    expect(total?.textContent).toContain('80.1% · $2,012.33 de $2,512.35');
    expect(clabe?.textContent).toContain('66.7%');
    expect(card?.textContent).toContain('$0.00 de $0.01');
    const byPayday = screen.getByRole('table', { name: 'Por día de pago' });
    const [on, off] = within(byPayday).getAllByRole('row').slice(1) as HTMLElement[];
    expect(on?.textContent).toContain('En día de pago del cliente');
    expect(off?.textContent).toContain('Sin cargos');
    expect(document.body.textContent).toContain(
      'Cargos con fecha del 1 de enero de 2026 al 31 de enero de 2026',
    );
    expect(document.body.textContent).toContain('Tasa = cargos cobrados ÷ cargos presentados');
    expect(document.body.textContent).toContain('Esperan respuesta del banco: 1');
    expect((screen.getByLabelText('Mes') as HTMLInputElement).value).toBe('2026-01');
    expect((document.querySelector('input[name="from"]') as HTMLInputElement).value).toBe('2026-01-01');
    expect(document.querySelector('input[name="to"]')).toBeNull();
    expect(document.body.textContent).not.toMatch(/null|NaN|MXN|onPayday/);
  });
});
