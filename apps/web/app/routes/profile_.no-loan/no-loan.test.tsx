import { LOAN_STATUS } from '@lender/calculator/platform';
import type { ClosedLoan } from '@lender/contracts';
import { json } from '@remix-run/node';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { invoiceHref } from '../../components/Invoices';
import { keptDocumentHref } from '../../lib/document-links';
import { cepHref, receiptHref } from '../../lib/receipt-links';
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

/** The page with these loans and the papers kept with them. */
function renderPage(loans: ClosedLoan[], papers: { documents?: unknown[]; cfdis?: unknown[] } = {}) {
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
            loans,
            documents: papers.documents ?? [],
            cfdis: papers.cfdis ?? [],
            credit: null,
          }),
      },
    ],
    '/profile/no-loan',
  );
}

describe('/profile/no-loan', () => {
  it('names the paid-off loan and each past loan by its contract number, never by its id', async () => {
    renderPage([paidOff]);
    expect(await screen.findByText('Liquidaste tu préstamo STL-000006')).toBeTruthy();
    expect(screen.getByText('Préstamo STL-000006')).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/préstamo [46]\b/i);
  });

  it("keeps a past loan's contract, receipts, CEPs and CFDIs to download after the payoff (issue 61)", async () => {
    const payment = {
      id: 9,
      kind: 'repayment',
      paymentType: 'clabe',
      amount: money(3219.24),
      status: 'completed',
      createdAt: '2026-03-16T17:00:00.000Z',
      completedAt: '2026-03-16T17:00:00.000Z',
      folio: '000009',
      cepFormats: ['xml', 'pdf'],
    } as ClosedLoan['payments'][number];
    const cfdi = {
      id: 12,
      uuid: 'AAAAAAAA-1111-4222-8333-444455556666',
      series: 'A',
      folio: '12',
      kind: 'income',
      total: money(261.24),
      stampedAt: '2026-03-16T18:00:00.000Z',
      status: 'issued',
      cancelReason: null,
      sandbox: false,
      loanId: 4,
    };
    renderPage([{ ...paidOff, payments: [payment] }], {
      documents: [
        {
          id: 31,
          type: 'loan_agreement',
          title: 'Contrato de crédito simple y carátula',
          loanId: 4,
          createdAt: '2026-03-02T18:00:00.000Z',
        },
        // Another loan's paper is not listed under this one.
        {
          id: 32,
          type: 'loan_agreement',
          title: 'Otro contrato',
          loanId: 5,
          createdAt: '2026-04-02T18:00:00.000Z',
        },
      ],
      cfdis: [cfdi, { ...cfdi, id: 13, uuid: 'other', loanId: 5 }],
    });
    const loan = (await screen.findByText('Préstamo STL-000006')).closest('li');
    const hrefs = [...(loan?.querySelectorAll('a[download]') ?? [])].map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual([
      keptDocumentHref(31),
      receiptHref('000009'),
      cepHref('000009', 'xml'),
      cepHref('000009', 'pdf'),
      invoiceHref(12, 'xml'),
      invoiceHref(12, 'pdf'),
    ]);
    expect(loan?.textContent).toContain('Comprobante de $3,219.24');
    expect(loan?.textContent).toContain('Contrato de crédito simple y carátula');
    expect(loan?.textContent).not.toContain('Otro contrato');
  });
});
