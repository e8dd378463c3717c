import { LOAN_STATUS } from '@lender/calculator/platform';
import type { LoanPage as LoanPageData } from '@lender/contracts';
import { formatMoney } from '@lender/i18n';
import { createRemixStub } from '@remix-run/testing';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import LoanPage, { type TABS } from './_app.loans.$id';
import { evidenceChecks } from './_app.loans.$id.server';

afterEach(cleanup);

const page = {
  summary: {
    id: 41,
    clientId: 12,
    clientName: 'Ana López',
    applicationId: 9,
    status: 5,
    principalCentavos: 3000_00,
    outstandingCentavos: 0,
    startDate: '2026-02-01',
    dueDate: '2026-03-01',
    overdueDays: 0,
    standing: 'closed',
    overdueBucket: null,
    outstandingPrincipalCentavos: 0,
    fake: false,
    createdAt: '2026-02-01T18:00:00Z',
  },
  facts: {
    clientPhoneMasked: '+52 55****1234',
    disbursedOn: '2026-02-01',
    annualRatePercent: 361.35,
    dailyRatePercent: 0.99,
    catPercent: 5123.4,
  },
  // The loan as its borrower knows it: the contract of application 9, not loan 41.
  loan: { contractNumber: 'STL-000009' },
  balances: {},
  refundableCentavos: 0,
  schedule: [
    {
      id: 1,
      kind: 'repayment',
      status: 'unpaid',
      dueDate: '2026-03-01',
      principalCentavos: 3000_00,
      interestCentavos: 400_00,
      feesCentavos: 36_21,
      vatCentavos: 63_79,
      lateFeesCentavos: 0,
      amountCentavos: 3500_00,
      paidCentavos: 0,
      outstandingCentavos: 3500_00,
      paidAt: null,
    },
    {
      id: 2,
      kind: 'rollover',
      status: 'paid',
      dueDate: '2026-02-15',
      principalCentavos: 0,
      interestCentavos: 0,
      feesCentavos: 172_41,
      vatCentavos: 27_59,
      lateFeesCentavos: 0,
      amountCentavos: 200_00,
      paidCentavos: 200_00,
      outstandingCentavos: 0,
      paidAt: '2026-02-10T18:00:00Z',
    },
  ],
  ledger: [
    {
      transactionId: 5,
      kind: 'disbursement',
      reference: 'loan:41',
      effectiveDate: '2026-02-01',
      account: 'principal_receivable',
      amountCentavos: 3000_00,
    },
    {
      transactionId: 6,
      kind: 'late_fee',
      reference: 'late:41',
      effectiveDate: '2026-03-05',
      account: 'fee_receivable:late_fee',
      amountCentavos: 50_00,
    },
    {
      transactionId: 7,
      kind: 'refund',
      reference: 'approval:3',
      effectiveDate: '2026-03-06',
      account: 'overpayment_suspense',
      amountCentavos: 123_45,
    },
  ],
  payments: [],
  references: [],
  extensions: [
    {
      id: 3,
      type: 'cheap',
      status: 'paid',
      days: 15,
      feeCentavos: 200_00,
      newDueDate: '2026-03-01',
      paidAt: '2026-02-10T18:00:00Z',
      createdAt: '2026-02-09T18:00:00Z',
    },
    {
      id: 4,
      type: 'expensive',
      status: 'inactive',
      days: 30,
      feeCentavos: 400_00,
      newDueDate: null,
      paidAt: null,
      createdAt: '2026-02-09T18:00:00Z',
    },
  ],
  documents: [],
  approvals: [],
  refunds: [
    {
      id: 7,
      approvalId: 3,
      loanId: 41,
      clientId: 12,
      amountCentavos: 123_45,
      status: 'failed',
      reference: null,
      createdAt: '2026-03-06T18:00:00Z',
      completedAt: null,
    },
  ],
} as unknown as LoanPageData;

function renderTab(
  tab: (typeof TABS)[number],
  shown: LoanPageData = page,
  allowed: Record<string, boolean> = {},
  evidence: ReturnType<typeof evidenceChecks> | null = null,
) {
  const Stub = createRemixStub([
    {
      path: '/loans/:id',
      Component: LoanPage,
      loader: () => ({
        tab,
        page: shown,
        me: 1,
        today: '2026-03-10',
        can: {
          pay: false,
          writeOff: false,
          refund: false,
          reverse: false,
          decide: false,
          contact: false,
          receipt: false,
          ...allowed,
        },
        invalid: { schedule: [], payments: [], ledger: [], extensions: [], documents: [] },
        evidence,
      }),
    },
  ]);
  render(<Stub initialEntries={[`/loans/41?tab=${tab}`]} />);
}

const cells = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

describe('the loan page', () => {
  it('shows each schedule line in words with what it is made of (issue 36)', async () => {
    renderTab('schedule');
    const rows = cells(await screen.findByRole('table', { name: 'Calendario' }));
    expect(rows.map((row) => row[0])).toEqual(['Pago · Por pagar', 'Prórroga · Pagado']);
    expect(rows[0]?.slice(2, 10)).toEqual([
      '$3,000.00',
      '$400.00',
      '$36.21',
      '$63.79',
      '$0.00',
      '$3,500.00',
      '$0.00',
      '$3,500.00',
    ]);
  });

  it('says a written-off loan’s unpaid line was written off, not that it is still to pay', async () => {
    renderTab('schedule', { ...page, summary: { ...page.summary, status: LOAN_STATUS.writeOff } });
    const rows = cells(await screen.findByRole('table', { name: 'Calendario' }));
    expect(rows.map((row) => row[0])).toEqual(['Pago · Castigado', 'Prórroga · Pagado']);
  });

  it('shows the header facts: phone masked, when paid out, rate, CAT, days past due', async () => {
    renderTab('schedule');
    expect((await screen.findByTestId('loan-phone')).textContent).toBe('+52 55****1234');
    expect(screen.getByText('01.02.2026')).toBeTruthy();
    expect(screen.getByText('361.35% (0.9900% tasa diaria)')).toBeTruthy();
    expect(screen.getByText('5,123.4% sin IVA')).toBeTruthy();
  });

  it('shows the contract number the borrower knows beside the internal loan id', async () => {
    renderTab('schedule');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toContain('Préstamo 41');
    const contract = screen.getByTestId('contract-number');
    expect(contract.textContent).toBe('STL-000009');
    expect(contract.previousElementSibling?.textContent).toBe('Número de contrato');
  });

  it('marks a schedule line the API sent broken, in its place (issue 36)', async () => {
    const Stub = createRemixStub([
      {
        path: '/loans/:id',
        Component: LoanPage,
        loader: () => ({
          tab: 'schedule',
          page: { ...page, schedule: page.schedule.slice(1) },
          me: 1,
          today: '2026-03-10',
          can: { pay: false, writeOff: false, refund: false, reverse: false, decide: false, contact: false },
          invalid: {
            schedule: [{ position: 0, id: 1 }],
            payments: [],
            ledger: [],
            extensions: [],
            documents: [],
          },
        }),
      },
    ]);
    render(<Stub initialEntries={['/loans/41?tab=schedule']} />);
    const table = await screen.findByRole('table', { name: 'Calendario' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]?.textContent).toContain('dato inválido');
    expect(rows[0]?.textContent).toContain('Fila con dato inválido (núm. 1)');
    expect(rows[1]?.textContent).toContain('Prórroga');
  });

  it('shows the ledger entries kind and account in words', async () => {
    renderTab('ledger');
    const rows = cells(await screen.findByRole('table', { name: 'Movimientos contables' }));
    expect(rows.map((row) => row.slice(1, 3))).toEqual([
      ['Dispersión', 'Capital por cobrar'],
      ['Cargo por atraso', 'Comisión por cobrar (Cargo por atraso)'],
      ['Devolución', 'Sobrepago por devolver'],
    ]);
  });

  it('shows the extensions type and status in words', async () => {
    renderTab('extensions');
    const rows = cells(await screen.findByRole('table', { name: 'Prórrogas' }));
    expect(rows.map((row) => row.slice(0, 2))).toEqual([
      ['Prórroga corta', 'Pagada'],
      ['Prórroga larga', 'Ofrecida'],
    ]);
  });

  it('lists the refund payouts of the loan on its payments tab', async () => {
    renderTab('payments');
    const table = await screen.findByRole('table', { name: 'Devoluciones de sobrepago' });
    const [row] = cells(table);
    expect(row).toContain(formatMoney(123_45));
    expect(row).toContain('Falló');
    expect(within(table).getByRole('link', { name: '12' }).getAttribute('href')).toBe('/clients/12');
  });

  it('shows the references a borrower was shown apart from the payments, and a receipt per payment received (issue 47)', async () => {
    const payment = (id: number, status: string, channel: string) => ({
      id,
      loanId: 41,
      clientId: 12,
      clientName: 'Ana López',
      kind: 'repayment',
      channel,
      status,
      amountCentavos: 500_00,
      paidCentavos: status === 'completed' ? 500_00 : null,
      reference: channel === 'card' ? 'CARD-1' : 'SPEI-ABC',
      recordedBy: null,
      fake: false,
      createdAt: '2026-03-04T16:30:00Z',
      completedAt: status === 'completed' ? '2026-03-04T16:31:00Z' : null,
    });
    const reference = (id: number, channel: string, state: string, paymentId: number | null) => ({
      id,
      kind: 'repayment',
      channel,
      amountCentavos: 500_00,
      reference: channel === 'cash' ? 'OXXO-XYZ' : 'SPEI-ABC',
      barcode: channel === 'cash' ? '10100000050000123456' : null,
      clabe: channel === 'clabe' ? '646180000000000011' : null,
      state,
      paymentId,
      createdAt: '2026-03-04T16:00:00Z',
      expiresAt: '2026-03-07T16:00:00Z',
    });
    renderTab(
      'payments',
      {
        ...page,
        payments: [payment(52, 'pending', 'card'), payment(51, 'completed', 'clabe')],
        references: [reference(9, 'cash', 'live', null), reference(8, 'clabe', 'paid', 51)],
      } as unknown as LoanPageData,
      { receipt: true },
    );
    const payments = await screen.findByRole('table', { name: 'Pagos' });
    const receipt = within(payments).getByRole('link', { name: 'Comprobante del pago 51 (PDF)' });
    expect(receipt.getAttribute('href')).toBe('/receipts/51');
    expect(receipt.hasAttribute('download')).toBe(true);
    // A card charge not confirmed has no receipt; a reference is not a row of this table.
    expect(within(payments).getAllByRole('link', { name: /Comprobante/ })).toHaveLength(1);
    expect(within(payments).queryByText('OXXO-XYZ')).toBeNull();
    const references = screen.getByRole('table', { name: 'Referencias de pago' });
    expect(cells(references)).toEqual([
      [
        'OXXO-XYZ',
        'Efectivo',
        'Pago del préstamo',
        formatMoney(500_00),
        '10100000050000123456',
        'Vigente',
        '07.03.2026 10:00',
        '—',
      ],
      [
        'SPEI-ABC',
        'SPEI',
        'Pago del préstamo',
        formatMoney(500_00),
        '646180000000000011',
        'Pagada',
        '07.03.2026 10:00',
        '51',
      ],
    ]);
  });

  it('shows the contract evidence in words, each check verified or not matching, with the bundle link (issue 50)', async () => {
    const view = {
      loanId: 41,
      check: {
        valid: false,
        hashMatches: false,
        pdfSha256: 'ab'.repeat(32),
        timestamp: {
          valid: true,
          signatureValid: true,
          imprintMatches: true,
          timeStampingCertificate: true,
          trusted: true,
          genTime: '2026-03-02T18:00:40.000Z',
          serialNumber: '1',
          authorityName: 'Sandbox TSA',
          problem: null,
        },
        eventsInOrder: true,
        signerMatches: true,
      },
      events: {
        contractNumber: 'C-41',
        maskedPhone: '+52 •• •••• 1234',
        ip: null,
        userAgent: null,
        pdfSha256: 'ab'.repeat(32),
        agreementTextSha256: null,
        texts: { reca: null, consents: [] },
        events: [
          {
            kind: 'code_entered' as const,
            at: '2026-03-02T18:00:40.000Z',
            mexicoCity: '02.03.2026 12:00:40',
          },
          { kind: 'timestamped' as const, at: '2026-03-02T18:00:40.000Z', mexicoCity: '02.03.2026 12:00:40' },
        ],
      },
      timestampAuthority: 'sandbox',
      timestampedAt: '2026-03-02T18:00:40.000Z',
      pdfBytes: 4000,
    };
    renderTab('schedule', page, {}, evidenceChecks(view));
    const section = await screen.findByTestId('loan-evidence');
    expect(within(section).getByRole('heading').textContent).toBe('Evidencia del contrato');
    const facts = Object.fromEntries(
      within(section)
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent ?? '']),
    );
    expect(facts['Huella SHA-256 del PDF firmado']).toContain('No coincide');
    expect(facts['Sello de tiempo (RFC 3161)']).toBe('Verificado · Sellado el 02.03.2026 12:00:40');
    expect(facts['Eventos de firma']).toBe('Verificado · Código ingresado 02.03.2026 12:00:40');
    expect(facts['Autoridad de sellado']).toBe('Autoridad de prueba (sandbox), no un PSC autorizado');
    expect(
      within(section)
        .getByRole('link', { name: 'Descargar el paquete de evidencia (ZIP)' })
        .getAttribute('href'),
    ).toBe('/loans/41/evidence');
    // No raw code reaches the screen.
    expect(section.textContent).not.toMatch(/hashMatches|timestamped|code_entered|backoffice:/);
  });

  it("gives a request's card the anchor the credit balances link to (issue 61)", async () => {
    renderTab(
      'schedule',
      {
        ...page,
        approvals: [
          {
            id: 9,
            kind: 'payment.refund',
            entity: { type: 'loan', id: '41' },
            payload: { amount: 3219_24 },
            status: 'pending',
            maker: { id: 2, name: 'Sistema' },
            checker: null,
            reason: 'Saldo a favor',
            decisionReason: null,
            result: null,
            version: 1,
            createdAt: '2026-03-10T18:00:00.000Z',
            decidedAt: null,
          },
        ],
      },
      { decide: true },
    );
    const card = await screen.findByRole('article', { name: /Aprobación 9/ });
    expect(card.id).toBe('approval-9');
    expect(within(card).getByRole('button', { name: 'Aprobar' })).toBeTruthy();
  });

  it('says when a loan has no stored signing evidence', async () => {
    renderTab('schedule');
    const section = await screen.findByTestId('loan-evidence');
    expect(section.textContent).toContain('Este préstamo no tiene evidencia de firma guardada.');
  });
});
