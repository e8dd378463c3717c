import { eq } from '@lender/db/orm';
import { clients, fiscalDocuments, fiscalIncome } from '@lender/db/schema';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { overdueLoanOf } from '../../testing/collections-fixtures';
import { createLendingTestCore, type LendingTestCore } from '../../testing/lending-fixtures';
import { insertCfdi } from '../../testing/privacy-fixtures';
import { answerArcoRequest } from '../back-office/arco/answer-arco-request';
import { recordRegistrationConsents } from '../clients/consents';
import { complaintResolve } from '../complaints/back-office/complaint-resolve';
import { fileComplaint } from '../complaints/file-complaint';
import { contractNumberOf } from '../contract-number';
import { simulateReferencePayment } from '../payments/payment-callbacks';
import { paymentReference } from '../payments/payment-reference';
import { extractPdfText } from '../pdf/pdf-text';
import { buildAccessArchive } from './access-archive';
import { fileArcoRequest } from './file-arco-request';
import { withdrawConsent } from './withdraw-consent';

// ADR 313: the access archive holds the borrower's CFDIs (with their XML), ARCO requests, complaints
// and consents with each text's version — theirs only: a second borrower's CFDIs, requests and
// complaints, and their payments in the same global CFDI, never appear in it.

let t: LendingTestCore;
let files: Record<string, Uint8Array>;
const mine = { uuids: [] as string[], arco: '', complaint: '', contract: '' };
const theirs = { uuid: '', arco: '', complaint: '', payment: 0 };
const text = (name: string) => Buffer.from(files[name] ?? []).toString('utf8');
const json = (name: string) => JSON.parse(text(`${name}.json`));
const pdf = (name: string) => extractPdfText(files[`${name}.pdf`] ?? new Uint8Array());

/** A repayment of `pesos` by cash reference; the payment's id. */
async function pay(clientId: number, pesos: number): Promise<number> {
  const reference = await paymentReference(t.core, {
    actorId: clientId,
    body: {
      kind: 'repayment',
      channel: 'cash',
      amount: { amount: pesos },
    },
  });
  await simulateReferencePayment(t.core, reference.reference, pesos * 100);
  const [income] = await t.core.db
    .select({ paymentId: fiscalIncome.paymentId })
    .from(fiscalIncome)
    .where(eq(fiscalIncome.clientId, clientId));
  if (!income) throw new Error('no fiscal income recorded');
  return income.paymentId;
}

beforeAll(async () => {
  t = await createLendingTestCore();
  const eulalia = await overdueLoanOf(t);
  const otoniel = await overdueLoanOf(t);
  mine.contract = contractNumberOf(eulalia.applicationId);
  await t.core.db
    .update(clients)
    .set({ firstName: 'Eulalia', lastName: 'Quintanar' })
    .where(eq(clients.id, eulalia.clientId));
  await t.core.db
    .update(clients)
    .set({ firstName: 'Otoniel', lastName: 'Zárate' })
    .where(eq(clients.id, otoniel.clientId));
  const officer = await t.core.backOfficeUsers.create({
    email: 'datos@lender.test',
    name: 'Dana Datos',
    password: 'a-long-privacy-password',
    role: 'privacy',
  });

  const issued = await insertCfdi(t.core.db, {
    ...eulalia,
    stampedAt: '2026-03-10T18:00:00Z',
    total: 11_600,
  });
  const cancelled = await insertCfdi(t.core.db, {
    ...eulalia,
    stampedAt: '2026-03-12T18:00:00Z',
    total: 23_200,
    status: 'cancelled',
  });
  mine.uuids = [issued.uuid, cancelled.uuid];
  theirs.uuid = (
    await insertCfdi(t.core.db, { ...otoniel, stampedAt: '2026-03-11T18:00:00Z', total: 98_765 })
  ).uuid;
  // Both paid without an RFC: their payments went into one global CFDI to the general public.
  const ownPayment = await pay(eulalia.clientId, 500);
  theirs.payment = await pay(otoniel.clientId, 300);
  const [global] = await t.core.db
    .insert(fiscalDocuments)
    .values({
      kind: 'global',
      series: 'G',
      folio: '1',
      period: '2026-03',
      receiverRfc: 'XAXX010101000',
      uuid: 'GLOBAL00-1111-4222-8333-444455556666',
      xml: '<cfdi:Comprobante Global="Otoniel Zárate"/>',
      subtotal: 0,
      vat: 0,
      total: 0,
      provider: 'sandbox',
      stampedAt: new Date('2026-04-01T18:00:00Z'),
    })
    .returning();
  await t.core.db.update(fiscalIncome).set({ status: 'issued', documentId: global?.id ?? null });
  expect(ownPayment).not.toBe(theirs.payment);

  const ownArco = await fileArcoRequest(t.core, {
    actorId: eulalia.clientId,
    body: {
      right: 'opposition',
      purpose: 'marketing',
      description: 'No quiero promociones por SMS',
    },
  });
  mine.arco = ownArco.folio;
  await answerArcoRequest(t.core, {
    actorId: officer.id,
    params: { id: ownArco.id },
    body: {
      outcome: 'denied',
      denialReason: 'duplicate',
      text: 'Ya atendimos una oposición igual.',
    },
  });
  theirs.arco = (
    await fileArcoRequest(t.core, {
      actorId: otoniel.clientId,
      body: {
        right: 'opposition',
        purpose: 'automated_decisions',
        description: 'Asunto privado de Otoniel',
      },
    })
  ).folio;
  const ownComplaint = await fileComplaint(t.core, {
    actorId: eulalia.clientId,
    body: {
      kind: 'claim',
      cause: 'payment_not_applied',
      loanId: eulalia.loanId,
      description: 'Pagué en OXXO y no aparece mi pago',
    },
  });
  mine.complaint = ownComplaint.folio;
  await complaintResolve(t.core, {
    actorId: officer.id,
    params: { id: ownComplaint.id },
    body: {
      resolution: 'favourable',
      resolutionText: 'Aplicamos tu pago del 20 de marzo.',
    },
  });
  theirs.complaint = (
    await fileComplaint(t.core, {
      actorId: otoniel.clientId,
      body: {
        kind: 'inquiry',
        cause: 'other',
        description: 'Queja privada de Otoniel',
      },
    })
  ).folio;

  await recordRegistrationConsents(
    t.core.db,
    eulalia.clientId,
    {
      termsAndConditions: true,
      privacyNotice: true,
      creditBureau: true,
      marketing: true,
      behaviouralScoring: false,
    },
    new Date('2026-03-01T17:00:00Z'),
  );
  await withdrawConsent(t.core, { actorId: eulalia.clientId, body: { kind: 'marketing' } });

  files = unzipSync((await buildAccessArchive(t.core, { clientId: eulalia.clientId })).bytes);
});
afterAll(() => t.close());

describe('the access archive’s CFDIs, ARCO requests, complaints and consents', () => {
  it('has each as JSON and PDF, and every CFDI’s XML as it was stamped', async () => {
    for (const name of ['facturas', 'quejas', 'solicitudes-arco', 'consentimientos'])
      expect(Object.keys(files)).toEqual(expect.arrayContaining([`${name}.json`, `${name}.pdf`]));
    const cfdis = json('facturas');
    expect(cfdis.own.map((cfdi: { uuid: string }) => cfdi.uuid)).toEqual(mine.uuids);
    expect(cfdis.own[0]).toMatchObject({ total: { amount: 116, currency: 'MXN' }, status: 'issued' });
    const [stored] = await t.core.db
      .select()
      .from(fiscalDocuments)
      .where(eq(fiscalDocuments.uuid, mine.uuids[0] ?? ''));
    expect(text(cfdis.own[0].file)).toBe(stored?.xml);
    expect(cfdis.inGlobal).toEqual([
      expect.objectContaining({
        period: '2026-03',
        uuid: 'GLOBAL00-1111-4222-8333-444455556666',
        status: 'issued',
      }),
    ]);
    // Each names its loan by the contract's number, the one the borrower knows; never the internal id.
    expect(cfdis.own.map((cfdi: { contractNumber: string }) => cfdi.contractNumber)).toEqual([
      mine.contract,
      mine.contract,
    ]);
    expect(cfdis.inGlobal[0].contractNumber).toBe(mine.contract);
    expect(text('facturas.json')).not.toContain('loanId');
    const read = await pdf('facturas');
    for (const words of [
      'Folio fiscal (UUID)',
      mine.uuids[0] ?? '',
      '$116.00',
      '$232.00',
      'Vigente',
      'Cancelada',
    ])
      expect(read).toContain(words);
    expect(read).toMatch(/Total\s+\$116\.00/);
    expect(read).toContain('Intereses y comisiones facturados, con IVA');
  });

  it('ARCO requests and complaints read with their folio, dates, deadline and decision in words', async () => {
    expect(json('solicitudes-arco')).toEqual([
      expect.objectContaining({
        folio: mine.arco,
        right: 'opposition',
        outcome: 'denied',
        denialReason: 'duplicate',
      }),
    ]);
    const arco = await pdf('solicitudes-arco');
    for (const words of [
      mine.arco,
      'Oposición: que dejemos de usar tus datos para algo',
      'Publicidad y promociones',
      'No procede',
      'ya atendimos una solicitud igual',
      'Fecha límite de respuesta',
    ])
      expect(arco).toContain(words);
    expect(json('quejas')).toEqual([
      expect.objectContaining({
        folio: mine.complaint,
        status: 'resolved',
        resolution: 'favourable',
        contractNumber: mine.contract,
      }),
    ]);
    expect(text('quejas.json')).not.toContain('loanId');
    const complaints = await pdf('quejas');
    for (const words of [
      mine.complaint,
      'Reclamar algo que salió mal (reclamación)',
      'Resuelta',
      'A tu favor',
      'Aplicamos tu pago del 20 de marzo.',
    ])
      expect(complaints).toContain(words);
    expect(complaints).not.toMatch(/payment_not_applied|favourable|resolved/);
  });

  it('consents say which text, its version, and when each was accepted, refused or withdrawn', async () => {
    const events = json('consentimientos').consents as Array<Record<string, unknown>>;
    expect(events).toEqual(
      expect.arrayContaining([
        {
          kind: 'terms_and_conditions',
          version: '2026-01-15',
          event: 'accepted',
          recordedAt: '2026-03-01T17:00:00.000Z',
        },
        {
          kind: 'behavioural_scoring',
          version: '2026-01-15',
          event: 'declined',
          recordedAt: '2026-03-01T17:00:00.000Z',
        },
        expect.objectContaining({ kind: 'marketing', event: 'accepted' }),
        expect.objectContaining({ kind: 'marketing', event: 'withdrawn', version: '2026-01-15' }),
      ]),
    );
    const read = await pdf('consentimientos');
    for (const words of [
      'Términos y condiciones',
      'Versión del texto',
      '15.01.2026',
      'Aceptado',
      'No aceptado',
      'Retirado',
      'SMS y correo',
    ])
      expect(read).toContain(words);
    expect(read).not.toMatch(/\b(accepted|withdrawn|declined|both)\b/);
  });

  it('never holds the other borrower’s CFDIs, payments, requests or complaints', async () => {
    const everything = (
      await Promise.all(
        Object.entries(files).map(async ([name, bytes]) =>
          name.endsWith('.pdf') ? extractPdfText(bytes) : Buffer.from(bytes).toString('utf8'),
        ),
      )
    ).join('\n');
    for (const leak of [theirs.uuid, theirs.arco, theirs.complaint, 'Otoniel', '$987.65', 'Asunto privado'])
      expect(everything).not.toContain(leak);
    const payments = json('facturas').inGlobal.map((entry: { paymentFolio: string }) => entry.paymentFolio);
    expect(payments).not.toContain(String(theirs.payment).padStart(6, '0'));
    expect(Object.keys(files).filter((name) => name.endsWith('.xml'))).toHaveLength(2);
  });
});
