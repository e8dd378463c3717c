import { demoProduct, payDateOptions } from '@lender/calculator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLendingTestCore, type LendingTestCore, staffUsers } from '../../../testing/lending-fixtures';
import { refusal } from '../../../testing/refusal';
import { readProductConfig, writeProductOverride } from '../../catalog/product';
import { quotePublicOffer } from '../../catalog/public-offer';
import { today } from '../../clock';
import { renderAgreementPdf, renderAgreementText } from '../../documents/agreement';
import { currentTerms } from '../../documents/loan-documents';
import { extractPdfText } from '../../pdf/pdf-text';
import { insertAcceptedApplication, insertClientRow } from '../../seed/lending-rows';
import { approve } from '../approve';
import { requestPricing } from './request-pricing';
import { settings as readSettings } from './settings';

// Issue 50 (RECO, LTOSF art. 6): a fee is charged only with its CONDUSEF registration in force; a
// new or higher fee 30 calendar days after registration (a cut 2), a change approved by a second
// admin applies on its day by itself, and the carátula and contract print the folios.

let t: LendingTestCore;
let maker: number;
let checker: number;
const DAY = 24 * 60 * 60 * 1000;
beforeAll(async () => {
  t = await createLendingTestCore();
  ({ maker, checker } = await staffUsers(t, { maker: 'admin', checker: 'admin' }));
});
afterAll(() => t.close());

const quote = (on: string) => {
  const [option] = payDateOptions('monthly', on);
  return quotePublicOffer(t.core.db, on, {
    sequenceType: 'first',
    amount: 3_000_00,
    payCycle: 'monthly',
    payDates: option?.value ?? '',
  });
};

describe('fees registered before they are charged (RECO)', () => {
  it('refuses a pricing change whose new or higher fee has no registration', async () => {
    const error = await refusal(
      requestPricing(t.core, {
        actorId: maker,
        body: {
          pricing: { fees: { processingFee: { kind: 'fixed', amount: 59_00 } } },
          reason: 'Nueva comisión por apertura',
        },
      }),
    );
    expect(error.code).toBe('fee_not_registered');
    expect(error.status).toBe(422);
    expect(error.field).toEqual(['registrations', 'processingFee']);
  });

  it('refuses a higher fee asked to apply before its day in force (30 calendar days), and a cut before 2', async () => {
    const now = today(t.clock);
    const higher = await refusal(
      requestPricing(t.core, {
        actorId: maker,
        body: {
          pricing: { fees: { processingFee: { kind: 'fixed', amount: 59_00 } } },
          registrations: { processingFee: { folio: 'RECO-2026-0001', registeredOn: now } },
          effectiveOn: now,
          reason: 'Nueva comisión por apertura',
        },
      }),
    );
    expect(higher.code).toBe('fee_not_in_force');
    expect(higher.params).toEqual({ inForceFrom: '01.04.2026' });
    const cut = await refusal(
      requestPricing(t.core, {
        actorId: maker,
        body: {
          pricing: { lateFee: { dailyBps: 40 } },
          registrations: { lateFee: { folio: 'RECO-2026-0002', registeredOn: now } },
          effectiveOn: now,
          reason: 'Baja del cargo por atraso',
        },
      }),
    );
    expect(cut.code).toBe('fee_not_in_force');
    expect(cut.params).toEqual({ inForceFrom: '04.03.2026' });
  });

  it('a fee not yet in force (or unregistered) written straight into the settings is never charged', async () => {
    const now = today(t.clock);
    await writeProductOverride(t.core.db, {
      registrations: { lateFee: { folio: 'RECO-EARLY', registeredOn: now, inForceFrom: '2026-04-01' } },
    });
    expect((await refusal(quote(now))).code).toBe('fee_not_in_force');
    // A product whose SPEI payout fee was never registered, now charging one.
    const { withdrawalFee: _, ...registered } = demoProduct.registrations ?? {};
    await writeProductOverride(t.core.db, { fees: { withdrawalFee: { kind: 'fixed', amount: 15_00 } } });
    const [option] = payDateOptions('monthly', now);
    const request = {
      sequenceType: 'first',
      amount: 3_000_00,
      payCycle: 'monthly',
      payDates: option?.value ?? '',
    };
    const unregistered = await refusal(
      quotePublicOffer(t.core.db, now, request, { ...demoProduct, registrations: registered }),
    );
    expect(unregistered.code).toBe('fee_not_registered');
    await writeProductOverride(t.core.db, {});
    expect((await quote(now)).processingFee.amount).toBeGreaterThan(0);
  });

  it('a change approved today applies on its day in force by itself, with its folio on the carátula', async () => {
    const now = today(t.clock);
    const request = await requestPricing(t.core, {
      actorId: maker,
      body: {
        pricing: { fees: { processingFee: { kind: 'fixed', amount: 59_00 } } },
        registrations: { processingFee: { folio: 'RECO-2026-0003', registeredOn: now } },
        reason: 'Nueva comisión por apertura',
      },
    });
    expect(request.payload).toMatchObject({
      effectiveOn: '2026-04-01',
      registrations: {
        processingFee: { folio: 'RECO-2026-0003', registeredOn: '2026-03-02', inForceFrom: '2026-04-01' },
      },
    });
    await approve(t.core, {
      actorId: checker,
      params: { id: request.id },
      body: { version: request.version },
    });
    // Approved, not yet in force: today's offers keep the registered fee.
    expect((await quote(now)).processingFee.amount).toBe(45.24); // 39 + IVA
    const scheduled = (await readSettings(t.core)).product.effective;
    expect(scheduled.feeSchedule).toEqual([
      expect.objectContaining({ effectiveOn: '2026-04-01', approvalId: request.id }),
    ]);
    expect((await quote('2026-03-31')).processingFee.amount).toBe(45.24);
    // On its day, with no job run: the offer charges it.
    expect((await quote('2026-04-01')).processingFee.amount).toBe(68.44); // 59 + IVA

    // A borrower whose offer is priced on that day reads the new folio on the carátula and contract.
    t.clock.advance(30 * DAY);
    expect(today(t.clock)).toBe('2026-04-01');
    const product = await readProductConfig(t.core.db);
    expect(product.fees.processingFee).toEqual({ kind: 'fixed', amount: 39_00 }); // stored as scheduled
    const clientId = await insertClientRow(t.core.db, t.core.pii, {
      phone: '+525512340050',
      email: 'reco-borrower@lender.test',
      clabe: '002010077777777771',
      clabeHashOf: 'reco-borrower',
      passwordHash: 'x',
    });
    const { applicationId } = await insertAcceptedApplication(t.core.db, {
      clientId,
      pricedOn: '2026-04-01',
      product,
      expiresAt: new Date(Date.parse('2026-04-08T00:00:00Z')),
    });
    const terms = await currentTerms(t.core, clientId, applicationId);
    expect(terms?.terms.fees.find((fee) => fee.key === 'processing_fee')?.amount).toBe(59_00);
    const text = renderAgreementText(terms?.terms ?? (undefined as never));
    expect(text).toContain('REGISTRO DE COMISIONES ANTE LA CONDUSEF (RECO)');
    expect(text).toContain(
      'Comisión por apertura: Folio RECO-2026-0003, registrada el 02.03.2026, vigente desde el 01.04.2026',
    );
    expect(text).toContain('Tasa de interés ordinaria (primer crédito): Folio DEMO-RECO-0001');
    expect(renderAgreementText(terms?.terms ?? (undefined as never), 'cover_sheet')).toContain(
      'Comisión por apertura: $59.00 + IVA, al vencimiento (RECO RECO-2026-0003)',
    );
    // The carátula keeps its one page with the folios.
    const cover = await extractPdfText(
      await renderAgreementPdf(terms?.terms ?? (undefined as never), 'cover_sheet'),
    );
    expect(cover.replace(/\s+/g, ' ')).toContain('Página 1 de 1');
  });
});
