import { LOAN_STATUS } from '@lender/calculator/platform';
import type { ClosedLoan } from '@lender/contracts';
import { json } from '@remix-run/node';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../test/render';
import NoLoan from './route';

const money = (amount: number) => ({ amount, currency: 'MXN' as const });

// Loan 4 was signed on application 6: its borrower knows it as STL-000006, the contract's number.
const paidOff: ClosedLoan = {
  id: 4,
  contractNumber: 'STL-000006',
  status: LOAN_STATUS.paid,
  principal: money(3000),
  paid: money(3480),
  signedAt: '2026-03-02T18:00:00.000Z',
  startDate: '2026-03-02',
  dueDate: '2026-03-17',
  closedAt: '2026-03-16T18:00:00.000Z',
  payments: [],
};

describe('/profile/no-loan', () => {
  it('names the paid-off loan and each past loan by its contract number, never by its id', async () => {
    renderRoutes(
      [
        {
          path: '/profile/no-loan',
          Component: NoLoan,
          loader: () =>
            json({
              product: null,
              today: null,
              error: null,
              client: null,
              initial: undefined,
              loans: [paidOff],
              credit: null,
            }),
        },
      ],
      '/profile/no-loan',
    );
    expect(await screen.findByText('Liquidaste tu préstamo STL-000006')).toBeTruthy();
    expect(screen.getByText('Préstamo STL-000006')).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/préstamo [46]\b/i);
  });
});
