import type { HeldPayout } from '@lender/contracts';
import { createRemixStub } from '@remix-run/testing';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import PayoutHolds from './_app.payout-holds';

// Issue 66 point 6 (ADR 327, 331): the held payouts read in words — what the CEP showed, where the
// release stands, who asked and who approved by name, dates in words — and each officer sees only
// the action that is theirs: ask, or approve another's request, never their own.

afterEach(cleanup);

const hold = (payoutId: number, extra: Partial<HeldPayout>): HeldPayout => ({
  payoutId,
  clientId: 40 + payoutId,
  clientName: `Ana López ${payoutId}`,
  loanId: 70 + payoutId,
  amount: { amount: 3219.24, currency: 'MXN' },
  completedAt: '2026-11-20T18:30:00.000Z',
  accountLast4: '7771',
  check: 'mismatch',
  nameScore: 41,
  rfc: 'differs',
  checkedAt: '2026-11-20T18:35:00.000Z',
  alertId: 9,
  state: 'held',
  requestedBy: null,
  requestReason: null,
  requestedAt: null,
  releasedBy: null,
  releasedAt: null,
  ...extra,
});

const HOLDS = [
  hold(1, {}),
  hold(2, {
    check: 'missing',
    nameScore: null,
    rfc: null,
    state: 'release_requested',
    requestedBy: { id: 5, name: 'Olga Oficial' },
    requestReason: 'Estado de cuenta a su nombre',
    requestedAt: '2026-11-21T16:00:00.000Z',
  }),
  hold(3, {
    state: 'released',
    requestedBy: { id: 7, name: 'Pedro Pérez' },
    requestedAt: '2026-11-21T16:00:00.000Z',
    releasedBy: { id: 5, name: 'Olga Oficial' },
    releasedAt: '2026-11-22T01:15:00.000Z',
  }),
];

function renderHolds(me: number, can: { ask: boolean; decide: boolean }) {
  const Stub = createRemixStub([
    {
      path: '/payout-holds',
      Component: PayoutHolds,
      loader: () => ({ holds: HOLDS, me, can }),
      action: () => null,
    },
  ]);
  render(<Stub initialEntries={['/payout-holds']} />);
}

const rows = () => screen.getAllByRole('row').slice(1) as HTMLElement[];

describe('the held payouts', () => {
  it('says what the CEP showed, where each release stands and who did what, in words', async () => {
    renderHolds(7, { ask: true, decide: true });
    await screen.findByRole('heading', { name: 'Desembolsos retenidos', level: 1 });
    const [held, asked, released] = rows() as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(held).getByText('$3,219.24')).toBeTruthy();
    expect(held.textContent).toContain('Cuenta CLABE terminación 7771');
    expect(held.textContent).toContain(
      'El CEP nombra a otra persona. Parecido del nombre: 41 de 100. RFC distinto.',
    );
    expect(held.textContent).toContain('Retenido: nadie ha pedido liberarlo');
    // 18:30 UTC is 12:30 in Mexico City.
    expect(held.textContent).toContain('20 de noviembre de 2026, 12:30');
    expect(asked.textContent).toContain('El CEP no llegó en 48 horas. Sin nombre que comparar.');
    expect(asked.textContent).toContain('Pidió liberarlo Olga Oficial el 21 de noviembre de 2026, 10:00');
    expect(asked.textContent).toContain('Motivo: Estado de cuenta a su nombre');
    // 01:15 UTC on the 22nd is still the 21st in Mexico City.
    expect(released.textContent).toContain('Aprobó Olga Oficial el 21 de noviembre de 2026, 19:15');
    expect(released.textContent).toContain('Pidió liberarlo Pedro Pérez');
    expect(document.body.textContent).not.toMatch(/mismatch|missing|release_requested|differs|\bheld\b|MXN/);
    // Another officer's request: approve or reject; the held one: ask.
    expect(within(asked).getByRole('button', { name: 'Aprobar la liberación' })).toBeTruthy();
    expect(within(asked).getByRole('button', { name: 'Rechazar la solicitud' })).toBeTruthy();
    expect(within(held).getAllByText('Pedir liberación').length).toBeGreaterThan(0);
    expect(within(released).queryByRole('button')).toBeNull();
  });

  it('never offers the asker their own approval, nor an action to an auditor', async () => {
    renderHolds(5, { ask: true, decide: true });
    await screen.findByRole('heading', { name: 'Desembolsos retenidos', level: 1 });
    const asked = rows()[1] as HTMLElement;
    expect(within(asked).queryByRole('button')).toBeNull();
    expect(asked.textContent).toContain('Tú pediste esta liberación: otro oficial debe aprobarla.');
    cleanup();
    renderHolds(8, { ask: false, decide: false });
    await screen.findByRole('heading', { name: 'Desembolsos retenidos', level: 1 });
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByText('Pedir liberación')).toBeNull();
  });
});
