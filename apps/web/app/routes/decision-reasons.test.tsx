import type { DecisionReasons } from '@lender/contracts';
import { json } from '@remix-run/node';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { reasonHeadings, reasonWords } from '../lib/lending.server';
import { renderRoutes } from '../test/render';
import OfferDecrease from './application.offer-decrease/route';
import Rejected from './application.rejected/route';

// Issue 52: the rejection and counter-offer pages say what weighed, what the borrower can do and
// when they may apply again, in words; never a score, a threshold or a rule's name.

const money = (amount: number) => ({ amount, currency: 'MXN' as const });

const rejection: DecisionReasons = {
  applicationId: 9,
  status: 6,
  reasons: ['income_below_amount', 'without_optional_data'],
  reapply: 'from_date',
  reapplyFrom: '2026-05-01',
};

/** Every text a page shows of its reasons. */
const shown = () =>
  (screen.getByTestId('decision-reasons').textContent ?? '').replace(/\d{2}\.\d{2}\.\d{4}/, '');

describe('the rejection page', () => {
  it('shows each reason, what to do about it and the date to apply again', async () => {
    renderRoutes(
      [
        {
          path: '/application/rejected',
          Component: Rejected,
          loader: () =>
            json({
              reapplyFrom: '2026-04-01',
              reasons: reasonWords(rejection, true),
              headings: reasonHeadings(),
            }),
        },
      ],
      '/application/rejected',
    );
    const block = await screen.findByTestId('decision-reasons');
    expect(within(block).getByRole('heading', { level: 2, name: 'Lo que pesó en la decisión' })).toBeTruthy();
    const items = within(block).getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('data-reason'))).toEqual([
      'income_below_amount',
      'without_optional_data',
    ]);
    expect(items[0]?.textContent).toContain('Tus ingresos de hoy no alcanzan');
    expect(items[0]?.textContent).toContain('Qué puedes hacer:');
    // The reasons' own date (their wait), not the general cool-off of the flow.
    expect(screen.getByTestId('reapply-from').textContent).toBe(
      'Puedes volver a solicitar a partir del 01.05.2026.',
    );
    expect(screen.getAllByTestId('reapply-from')).toHaveLength(1);
    expect(shown()).not.toMatch(/\d|income|decision\.|score/i);
  });

  it('keeps the general words when the API gave no reasons', async () => {
    renderRoutes(
      [
        {
          path: '/application/rejected',
          Component: Rejected,
          loader: () => json({ reapplyFrom: '2026-04-01', reasons: null, headings: reasonHeadings() }),
        },
      ],
      '/application/rejected',
    );
    expect((await screen.findByTestId('reapply-from')).textContent).toBe(
      'Puedes solicitar de nuevo a partir del 01.04.2026.',
    );
    expect(screen.queryByTestId('decision-reasons')).toBeNull();
  });

  it('has no date when the product is not offered, and the paying condition for open loans', () => {
    expect(
      reasonWords({ ...rejection, reasons: ['account_restricted'], reapply: 'not_offered' }, true).reapply,
    ).toBe('Por ahora no podemos decirte una fecha para volver a solicitar.');
    expect(
      reasonWords({ ...rejection, reasons: ['open_loans'], reapply: 'after_paying' }, true).reapply,
    ).toBe('Puedes volver a solicitar en cuanto liquides uno de tus préstamos.');
  });
});

describe('the counter-offer page', () => {
  it('says why the amount is smaller, without a date to apply again', async () => {
    const offer = {
      principal: money(1500),
      interest: money(180.87),
      serviceFee: money(100),
      withdrawalFee: money(0),
      invoicingFee: money(16.24),
      processingFee: money(16),
      total: money(1813.11),
      apr: 253,
      cat: 5506,
      term: { value: 15, unit: 'day' },
      endDate: '2026-03-17',
      agreementTermEndDate: '2026-03-17',
      discount: { interest: money(0), serviceFee: money(0) },
      discountPercent: 0,
      extensions: [],
      total_without_discount: money(1813.11),
      serviceFee_without_discount: money(100),
      apr_without_discount: 253,
      interest_without_discount: money(180.87),
      processing_fee_without_discount: money(16),
      promoCode: null,
    };
    const counter: DecisionReasons = {
      applicationId: 9,
      status: 17,
      reasons: ['amount_above_income'],
      reapply: 'now',
    };
    renderRoutes(
      [
        {
          path: '/application/offer-decrease',
          Component: OfferDecrease,
          loader: () =>
            json({
              app: {
                id: 9,
                status: 17,
                desiredLoanAmount: money(3000),
                principalAmount: money(1500),
                paymentMethod: 'bank_transfer',
              },
              offer: { offer, expiresAt: '2026-03-03T00:00:00Z' },
              asked: null,
              reasons: reasonWords(counter, false),
              headings: reasonHeadings(),
            }),
        },
      ],
      '/application/offer-decrease',
    );
    const block = await screen.findByTestId('decision-reasons');
    expect(within(block).getByRole('listitem').textContent).toContain(
      'El monto que pediste es alto para tus ingresos de hoy; por eso te ofrecemos uno menor.',
    );
    expect(within(block).queryByTestId('reapply-from')).toBeNull();
    expect(shown()).not.toMatch(/\d/);
  });
});
