import type { PaymentPlanOptions } from '@lender/contracts';
import { json } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../test/render';
import { PaymentPlan } from './PaymentPlan';
import { type PaymentPlanView, paymentPlanView } from './payment-plan.server';

// Issue 52 (ADR 299): the payment-plan form offers the counts, dates and reasons the loader words and
// posts them as a plain form; a plan waiting or running is shown instead, an offered one with
// "Aceptar este plan".

const money = (amount: number) => ({ amount, currency: 'MXN' as const });
const options: PaymentPlanOptions = {
  allowed: true,
  minInstalments: 2,
  maxInstalments: 4,
  intervalDays: 15,
  total: money(2400),
  firstDateMin: '2026-03-21',
  firstDateMax: '2026-04-04',
  reasons: ['job_loss', 'income_drop', 'illness', 'family', 'other'],
  current: null,
};

function Page() {
  const { plan } = useLoaderData<{ plan: PaymentPlanView | null }>();
  const result = useActionData<{ fieldErrors: Record<string, string> }>();
  return <PaymentPlan view={plan} values={{}} errors={result?.fieldErrors ?? {}} busy={false} />;
}

function render(plan: PaymentPlanOptions, posted: FormData[] = []) {
  renderRoutes(
    [
      {
        path: '/profile/my-loan',
        Component: Page,
        loader: () => json({ plan: paymentPlanView(plan) }),
        action: async ({ request }) => {
          posted.push(await request.formData());
          return json({ fieldErrors: {} });
        },
      },
    ],
    '/profile/my-loan',
  );
}

describe('my loan: a payment plan', () => {
  it('offers 2 to 4 instalments, the first date in its bounds and the reasons, and posts them', async () => {
    const posted: FormData[] = [];
    render(options, posted);
    const count = (await screen.findByLabelText('Número de pagos')) as HTMLSelectElement;
    expect([...count.options].filter((o) => o.value).map((o) => o.text)).toEqual([
      '2 pagos de unos $1,200.00',
      '3 pagos de unos $800.00',
      '4 pagos de unos $600.00',
    ]);
    const dates = screen.getByLabelText('Fecha del primer pago') as HTMLSelectElement;
    expect([...dates.options].filter((o) => o.value)).toHaveLength(15);
    const user = userEvent.setup();
    await user.selectOptions(count, '3');
    await user.selectOptions(dates, '2026-03-28');
    await user.selectOptions(screen.getByLabelText('¿Qué pasó?'), 'illness');
    await user.click(screen.getByRole('button', { name: 'Pedir mi plan de pagos' }));
    await screen.findByLabelText('Número de pagos');
    expect(Object.fromEntries(posted[0] as FormData)).toEqual({
      intent: 'payment-plan',
      instalments: '3',
      firstDate: '2026-03-28',
      reason: 'illness',
    });
  });

  it('shows an offered plan with its instalments and the button that accepts it', async () => {
    render({
      ...options,
      allowed: false,
      current: {
        id: 7,
        loanId: 3,
        status: 'offered',
        reason: 'income_drop',
        offered: true,
        instalments: [
          { dueDate: '2026-03-25', amount: money(1200), paid: false },
          { dueDate: '2026-04-09', amount: money(1200), paid: false },
        ],
        total: money(2400),
        requestedOn: '2026-03-20',
        startedOn: null,
        watchUntil: null,
        endedOn: null,
      },
    });
    expect(await screen.findByText(/Cobranza te ofrece este plan de pagos/)).toBeTruthy();
    expect(screen.getByText(/Pago 2: \$1,200\.00 el 09\.04\.2026/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Aceptar este plan' })).toBeTruthy();
    expect(screen.queryByLabelText('Número de pagos')).toBeNull();
  });
});
