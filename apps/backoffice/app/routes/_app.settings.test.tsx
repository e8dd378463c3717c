// @vitest-environment jsdom
import { demoProduct } from '@lender/calculator';
import { createRemixStub } from '@remix-run/testing';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import Settings from './_app.settings';

afterEach(cleanup);

const settings = {
  product: {
    version: 4,
    updatedAt: '2026-03-02T18:00:00Z',
    override: {},
    effective: { ...demoProduct, amounts: { ...demoProduct.amounts, amountTo: 12_000_00 } },
    payCycles: ['biweekly', 'semi_monthly'],
  },
  banks: { version: 1, updatedAt: null, enabled: ['002', '012'] },
};

function renderSettings(posted: FormData[], canEdit = true) {
  const Stub = createRemixStub([
    {
      path: '/settings',
      Component: Settings,
      loader: () => ({ settings, canEdit }),
      action: async ({ request }) => {
        posted.push(await request.formData());
        return null;
      },
    },
  ]);
  render(<Stub initialEntries={['/settings']} />);
}

describe('the settings screen', () => {
  it('fills the forms from the product in force: amount limits, pay cycles enabled, fees, discount, extensions', async () => {
    renderSettings([]);
    expect(await screen.findByLabelText('Monto máximo (pesos)')).toHaveProperty('value', '12000');
    expect(screen.getByLabelText('Monto mínimo (pesos)')).toHaveProperty(
      'value',
      String(demoProduct.amounts.minMainLoan / 100),
    );
    expect(screen.getByLabelText('Quincenal')).toHaveProperty('checked', true);
    expect(screen.getByLabelText('Catorcenal')).toHaveProperty('checked', true);
    expect(screen.getByLabelText('Semanal')).toHaveProperty('checked', false);
    expect(screen.getByLabelText('Valor de Comisión por trámite')).toHaveProperty('value', '39');
    expect(screen.getByLabelText('Tipo de Comisión por servicio')).toHaveProperty('value', 'percent');
    expect(screen.getByLabelText('Valor de Comisión por servicio')).toHaveProperty('value', '500');
    expect(screen.getByLabelText('Sobre el interés (%)')).toHaveProperty('value', '30');
    expect(screen.getByLabelText('Prórroga corta: precio (puntos base)')).toHaveProperty(
      'value',
      String(demoProduct.extensions[0]?.bps),
    );
  });

  it('sends the pay cycles ticked, at the product version read', async () => {
    const posted: FormData[] = [];
    renderSettings(posted);
    const user = userEvent.setup();
    await user.click(await screen.findByLabelText('Semanal'));
    await user.click(screen.getByLabelText('Catorcenal'));
    const form = screen.getByLabelText('Semanal').closest('form') as HTMLFormElement;
    const reason = form.querySelector('textarea[name="reason"]') as HTMLTextAreaElement;
    await user.type(reason, 'Weekly payroll only');
    await user.click(form.querySelector('button[type="submit"]') as HTMLButtonElement);
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]?.get('intent')).toBe('payCycles');
    expect(posted[0]?.get('version')).toBe('4');
    expect(posted[0]?.getAll('payCycles')).toEqual(['weekly', 'semi_monthly']);
  });

  it('shows no form to an agent who may only read', async () => {
    renderSettings([], false);
    await screen.findByText('Catorcenal, Quincenal');
    expect(screen.queryByLabelText('Semanal')).toBeNull();
    expect(screen.queryByLabelText('Valor de Comisión por servicio')).toBeNull();
  });
});
