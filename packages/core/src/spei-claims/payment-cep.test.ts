import { eq } from '@lender/db/orm';
import { cepClaims } from '@lender/db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLendingTestCore, type LendingTestCore, paidOutLoan } from '../../testing/lending-fixtures';
import { businessDate } from '../clock';
import { CoreError } from '../errors/core-error';
import { activeLoanPayments } from '../payments/active-loan-payments';
import { simulateReferencePayment } from '../payments/payment-callbacks';
import { paymentReceipt } from '../payments/payment-receipt';
import { paymentReference } from '../payments/payment-reference';
import { extractPdfText } from '../pdf/pdf-text';
import { fileSpeiClaim } from './claim-spei-payment';
import { paymentCepPdf } from './payment-cep-pdf';
import { paymentCepXml } from './payment-cep-xml';

// Issue 52: a payment a verified SPEI claim applied keeps Banxico's CEP with its receipt — the receipt
// names it, and the borrower (only the borrower) downloads it as it was issued.

let t: LendingTestCore;
beforeAll(async () => {
  t = await createLendingTestCore();
});
afterAll(() => t.close());

const code = (error: unknown) => (error instanceof CoreError ? error.code : String(error));
let serial = 0;
const newKey = () => `MBAN0100${Date.now() % 1_000_000}${++serial}`.slice(0, 30);

async function claimedPayment() {
  const loan = await paidOutLoan(t);
  await paymentReference(t.core, {
    actorId: loan.clientId,
    body: { kind: 'repayment', channel: 'clabe', amount: { amount: 300_00 } },
  });
  const trackingKey = newKey();
  const claim = await fileSpeiClaim(t.core, {
    clientId: loan.clientId,
    date: businessDate(t.core.clock.now()),
    amount: 300_00,
    trackingKey,
    senderBank: '012',
  });
  expect(claim.outcome).toBe('applied');
  return { ...loan, trackingKey, paymentId: claim.paymentId as number };
}

describe('the CEP kept with a payment a verified claim applied', () => {
  it('is named on the receipt: the CEP, its clave, both banks, the date and the checked seal', async () => {
    const { clientId, paymentId, trackingKey } = await claimedPayment();
    const pdf = await paymentReceipt(t.core, {
      access: 'client',
      actorId: clientId,
      params: { id: paymentId },
    });
    const text = await extractPdfText(pdf.bytes);
    expect(text).toContain('Comprobante Electrónico de Pago (CEP) de Banxico');
    expect(text).toContain(trackingKey);
    expect(text).toContain('Banco emisor');
    expect(text).toContain('BBVA MEXICO');
    expect(text).toContain('Banco receptor');
    expect(text).toContain('Fecha de operación');
    expect(text).toContain('Sello digital de Banxico');
    expect(text).toContain('Verificado al recibir el CEP');
  });

  it('is downloaded by its borrower as stored, XML and PDF; another borrower gets not_found', async () => {
    const { clientId, paymentId, trackingKey } = await claimedPayment();
    const [row] = await t.core.db.select().from(cepClaims).where(eq(cepClaims.paymentId, paymentId));
    const storage = t.core.documentsOptions.storage;
    const xml = await paymentCepXml(t.core, {
      access: 'client',
      actorId: clientId,
      params: { id: paymentId },
    });
    expect(xml.fileName).toBe(`cep-banxico-pago-${String(paymentId).padStart(6, '0')}.xml`);
    expect(xml.bytes).toEqual(await storage.get(row?.cepXmlKey ?? ''));
    expect(new TextDecoder().decode(xml.bytes)).toContain(trackingKey);
    const pdf = await paymentCepPdf(t.core, {
      access: 'client',
      actorId: clientId,
      params: { id: paymentId },
    });
    expect(pdf.fileName.endsWith('.pdf')).toBe(true);
    expect(pdf.bytes).toEqual(await storage.get(row?.cepPdfKey ?? ''));
    expect(await extractPdfText(pdf.bytes)).toContain(trackingKey);

    const [listed] = (await activeLoanPayments(t.core, { actorId: clientId })).payments;
    expect(listed).toMatchObject({ id: paymentId, cepFormats: ['xml', 'pdf'] });

    const other = await paidOutLoan(t);
    for (const read of [paymentCepXml, paymentCepPdf])
      expect(
        code(
          await read(t.core, { access: 'client', actorId: other.clientId, params: { id: paymentId } }).catch(
            (e) => e,
          ),
        ),
      ).toBe('not_found');
  });

  it('is absent from a payment no claim applied: plain receipt, no formats, not_found', async () => {
    const loan = await paidOutLoan(t);
    const ref = await paymentReference(t.core, {
      actorId: loan.clientId,
      body: {
        kind: 'repayment',
        channel: 'clabe',
        amount: { amount: 100_00 },
      },
    });
    const { paymentId } = await simulateReferencePayment(t.core, ref.reference);
    const id = paymentId as number;
    const text = await extractPdfText(
      (await paymentReceipt(t.core, { access: 'client', actorId: loan.clientId, params: { id } })).bytes,
    );
    expect(text).not.toContain('CEP');
    expect((await activeLoanPayments(t.core, { actorId: loan.clientId })).payments[0]?.cepFormats).toEqual(
      [],
    );
    expect(
      code(
        await paymentCepXml(t.core, { access: 'client', actorId: loan.clientId, params: { id } }).catch(
          (e) => e,
        ),
      ),
    ).toBe('not_found');
  });
});
