import type { AmlSettingsView } from '@lender/contracts';
import { createRemixStub } from '@remix-run/testing';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { AML_THRESHOLDS_VIEW } from '../../test/aml-thresholds-view';
import type { ActionFailure } from '../server/actions.server';
import { AmlThresholdsSection } from './aml-thresholds-section';
import { useSectionWords } from './section-words';

// ADR 317: "Umbrales de PLD" shows the thresholds in force in words and es-MX formats, the history
// of approved changes (folio, before → after, who asked and approved, since when), and only to the
// officer who may work the register the form that asks for a change; another officer's pending
// change hides the form.

afterEach(cleanup);

function renderSection(thresholds: AmlSettingsView, canWork: boolean, failure?: ActionFailure): FormData[] {
  const posted: FormData[] = [];
  function Screen() {
    const { w } = useSectionWords('compliance');
    return <AmlThresholdsSection w={w} thresholds={thresholds} me={1} canWork={canWork} failure={failure} />;
  }
  const Stub = createRemixStub([
    {
      path: '/compliance',
      Component: Screen,
      action: async ({ request }) => {
        posted.push(await request.formData());
        return null;
      },
    },
  ]);
  render(<Stub initialEntries={['/compliance']} />);
  return posted;
}

describe('the AML thresholds section', () => {
  it('says the values in force in words and es-MX formats, and the history of changes', async () => {
    renderSection(AML_THRESHOLDS_VIEW, false);
    await screen.findByRole('heading', { name: 'Umbrales de PLD' });
    expect(screen.getByText('Vigentes (versión 1)')).toBeTruthy();
    const facts = screen.getByRole('heading', { name: 'Umbrales de PLD' }).closest('section') as HTMLElement;
    expect(within(facts).getAllByText('92 de 100').length).toBeGreaterThan(0);
    expect(within(facts).getByText('7,500 dólares (USD)')).toBeTruthy();
    expect(within(facts).getAllByText('$40,000.50').length).toBeGreaterThan(0);
    expect(
      within(facts).getByText(
        'Inusual: 3 pagos en efectivo en 7 días, cada uno hasta 15% por debajo del umbral de operación relevante.',
      ),
    ).toBeTruthy();
    expect(
      within(facts).getByText(
        'Inusual: un préstamo liquidado en efectivo dentro de 7 días desde su desembolso.',
      ),
    ).toBeTruthy();

    const table = screen.getByRole('table', { name: 'Historial de cambios' });
    const [, row] = within(table).getAllByRole('row');
    const cells = within(row as HTMLElement)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells[0]).toBe('31');
    expect(cells[1]).toContain('Umbral de coincidencia: 90 de 100 → 92 de 100');
    expect(cells[1]).toContain('Monto alto: $50,000.00 → $40,000.50');
    expect(cells.slice(2, 4)).toEqual(['Olga Oficial', 'Samuel Segundo']);
    expect(cells[5]).toBe('Manual de PLD 2027');
    // Only the officer asks for a change.
    expect(screen.queryByRole('button', { name: 'Pedir el cambio' })).toBeNull();
  });

  it('gives the officer the form with the values in force, the money in pesos, and posts it', async () => {
    const posted = renderSection(AML_THRESHOLDS_VIEW, true);
    const match = await screen.findByLabelText('Umbral de coincidencia');
    expect((match as HTMLInputElement).value).toBe('92');
    expect((screen.getByLabelText('Monto alto') as HTMLInputElement).value).toBe('40000.50');
    await userEvent.clear(match);
    await userEvent.type(match, '95');
    await userEvent.type(screen.getByLabelText('Motivo del cambio'), 'Comité de comunicación y control');
    await userEvent.click(screen.getByRole('button', { name: 'Pedir el cambio' }));
    await expect.poll(() => posted.length).toBe(1);
    const form = posted[0] as FormData;
    expect([
      form.get('intent'),
      form.get('version'),
      form.get('matchThreshold'),
      form.get('highAmount'),
    ]).toEqual(['thresholds', '1', '95', '40000.50']);
  });

  it('shows a refusal beside its field, and hides the form while a change waits for another officer', async () => {
    renderSection(AML_THRESHOLDS_VIEW, true, {
      intent: 'thresholds',
      fields: { reviewThreshold: 'backoffice:compliance.settings.errors.reviewThreshold' },
      values: { reviewThreshold: '92' },
    });
    const review = await screen.findByLabelText('Umbral de posible coincidencia');
    expect((review as HTMLInputElement).value).toBe('92');
    expect(review.getAttribute('aria-invalid')).toBe('true');
    expect(
      screen.getByText('Un puntaje entero de 1 a 100, menor que el umbral de coincidencia.'),
    ).toBeTruthy();
    cleanup();

    renderSection(
      {
        ...AML_THRESHOLDS_VIEW,
        pending: {
          approvalId: 41,
          version: 1,
          requestedBy: { id: 1, name: 'Olga Oficial' },
          requestedAt: '2026-11-21T18:00:00.000Z',
          changes: [{ field: 'cashPayoffDays', before: 7, after: 10 }],
          reason: 'Ventana más amplia',
        },
      },
      true,
    );
    await screen.findByRole('heading', { name: 'Umbrales de PLD' });
    expect(screen.getByRole('status').textContent).toContain('Lo pediste tú: lo aprueba otro oficial.');
    expect(screen.queryByRole('button', { name: 'Pedir el cambio' })).toBeNull();
  });
});
