import { fullNameOf } from '@lender/contracts';
import { eq } from '@lender/db/orm';
import { clientDocuments, clients, loanDocuments, loans, payments } from '@lender/db/schema';
import { formatMoney } from '@lender/i18n';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codesWithoutWords } from '../../testing/arco-fixtures';
import { overdueLoanOf, REFERENCE_PHONE } from '../../testing/collections-fixtures';
import { createLendingTestCore, type LendingTestCore } from '../../testing/lending-fixtures';
import { sampleJpeg, uploadOf } from '../../testing/sample-files';
import { collectionsLogContact } from '../collections/collections-log-contact';
import { contractNumberOf } from '../contract-number';
import { idDocumentUpload } from '../documents/id-document-upload';
import { simulateReferencePayment } from '../payments/payment-callbacks';
import { paymentReference } from '../payments/payment-reference';
import { extractPdfText } from '../pdf/pdf-text';
import { buildAccessArchive } from './access-archive';

// Issue 51 (Acceso): the archive of everything held about the borrower opens as a ZIP whose
// sections are JSON equal to the data and readable PDFs with their name and figures, and whose
// files are the borrower's documents themselves.

const SECTIONS = [
  'perfil',
  'solicitudes',
  'prestamos',
  'pagos',
  'facturas',
  'documentos',
  'consentimientos',
  'avisos',
  'cobranza',
  'quejas',
  'solicitudes-arco',
  'bitacora',
];

let t: LendingTestCore;
let borrower: Awaited<ReturnType<typeof overdueLoanOf>>;
let files: Record<string, Uint8Array>;
let fileName: string;
const json = (name: string) => JSON.parse(Buffer.from(files[`${name}.json`] ?? []).toString('utf8'));
const pdf = (name: string) => extractPdfText(files[`${name}.pdf`] ?? new Uint8Array());

beforeAll(async () => {
  t = await createLendingTestCore();
  borrower = await overdueLoanOf(t);
  await t.core.db
    .update(clients)
    .set({
      firstName: 'Eulalia',
      lastName: 'Quintanar',
      secondLastName: 'Bermúdez',
      curpEnc: t.core.pii.encrypt('QUBE850101MDFNRL09'),
    })
    .where(eq(clients.id, borrower.clientId));
  await idDocumentUpload(t.core, uploadOf(borrower.clientId, 'id_front', sampleJpeg(1024, 768)));
  const collector = await t.core.backOfficeUsers.create({
    email: 'cobra@lender.test',
    name: 'Cobra',
    password: 'a-long-collector-password',
    role: 'collections',
  });
  await collectionsLogContact(t.core, {
    actorId: collector.id,
    params: { id: borrower.loanId },
    body: {
      channel: 'call',
      direction: 'outbound',
      result: 'reached',
      to: borrower.phone,
      note: 'Dice que paga el lunes',
    },
  });
  const reference = await paymentReference(t.core, {
    actorId: borrower.clientId,
    body: {
      kind: 'repayment',
      channel: 'cash',
      amount: { amount: 500 },
    },
  });
  await simulateReferencePayment(t.core, reference.reference, 500_00);
  await t.core.notices.deliverDue();
  const archive = await buildAccessArchive(t.core, { clientId: borrower.clientId });
  fileName = archive.fileName;
  files = unzipSync(archive.bytes);
});
afterAll(() => t.close());

describe('the access archive', () => {
  it('is a ZIP with every section as JSON and as PDF, and the documents themselves', async () => {
    expect(fileName).toBe('mis-datos-2026-03-20.zip');
    const names = Object.keys(files);
    for (const section of SECTIONS)
      expect(names).toEqual(expect.arrayContaining([`${section}.json`, `${section}.pdf`]));
    const uploads = await t.core.db
      .select()
      .from(clientDocuments)
      .where(eq(clientDocuments.clientId, borrower.clientId));
    const papers = await t.core.db
      .select()
      .from(loanDocuments)
      .where(eq(loanDocuments.clientId, borrower.clientId));
    expect(papers.length).toBeGreaterThan(0);
    const documents = json('documentos') as Array<{ id: number; file: string | null; sha256: string }>;
    expect(documents).toHaveLength(uploads.length + papers.length);
    for (const document of documents) {
      const bytes = files[document.file ?? ''];
      expect(bytes, document.file ?? '').toBeDefined();
      const { createHash } = await import('node:crypto');
      expect(
        createHash('sha256')
          .update(bytes ?? new Uint8Array())
          .digest('hex'),
      ).toBe(document.sha256);
    }
  });

  it('each JSON is the data held', async () => {
    const [client] = await t.core.db.select().from(clients).where(eq(clients.id, borrower.clientId));
    const profile = json('perfil');
    expect(profile).toMatchObject({
      id: borrower.clientId,
      fullName: 'Eulalia Quintanar Bermúdez',
      phone: borrower.phone,
      email: borrower.email,
      curp: 'QUBE850101MDFNRL09',
      clabe: '002010077777777771',
      references: [{ kind: 'reference', fullName: 'Referencia Prueba', phone: REFERENCE_PHONE }],
    });
    expect(fullNameOf(client ?? {})).toBe(profile.fullName);
    const [loan] = await t.core.db.select().from(loans).where(eq(loans.id, borrower.loanId));
    expect(json('prestamos')).toEqual([
      expect.objectContaining({
        contractNumber: contractNumberOf(loan?.applicationId ?? 0),
        status: 'active',
        principal: { amount: (loan?.principal ?? 0) / 100, currency: 'MXN' },
        total: { amount: (loan?.terms.total ?? 0) / 100, currency: 'MXN' },
        dueDate: loan?.dueDate,
      }),
    ]);
    const paid = await t.core.db.select().from(payments).where(eq(payments.clientId, borrower.clientId));
    expect((json('pagos') as Array<{ id: number }>).map((p) => p.id)).toEqual(paid.map((p) => p.id));
    expect(json('cobranza').contacts).toEqual([
      expect.objectContaining({ channel: 'call', result: 'reached', note: 'Dice que paga el lunes' }),
    ]);
    expect(
      (json('avisos') as Array<{ body: string }>).some((notice) => notice.body.includes('Eulalia')),
    ).toBe(true);
    expect(json('consentimientos').preferences).toEqual({ channel: 'both', marketingOptIn: false });
    expect((json('bitacora') as Array<{ action: string }>).map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['loan.create', 'collections.contact']),
    );
  });

  it('each PDF reads in Spanish with the borrower’s name and figures', async () => {
    const [loan] = await t.core.db.select().from(loans).where(eq(loans.id, borrower.loanId));
    for (const section of SECTIONS) {
      const text = await pdf(section);
      expect(text, section).toContain('Eulalia Quintanar Bermúdez');
      expect(text, section).not.toMatch(/accessArchive/);
    }
    const profile = await pdf('perfil');
    expect(profile).toContain('Tus datos personales: Perfil');
    expect(profile).toContain('QUBE850101MDFNRL09');
    expect(profile).toContain('Referencia Prueba');
    const lent = await pdf('prestamos');
    // The loan by the number the borrower signed, its status in words; no internal id.
    expect(lent).toContain(contractNumberOf(loan?.applicationId ?? 0));
    expect(lent).toMatch(/Estado\s*Activo/);
    expect(lent).not.toMatch(/Solicitud\s*\d/);
    expect(lent).toContain(formatMoney(loan?.principal ?? 0));
    expect(lent).toContain(formatMoney(loan?.terms.total ?? 0));
    const paidPdf = await pdf('pagos');
    expect(paidPdf).toContain('$500.00');
    expect(paidPdf).toContain(contractNumberOf(loan?.applicationId ?? 0));
    expect(paidPdf).toMatch(/Completado/);
    expect(await pdf('cobranza')).toContain('Dice que paga el lunes');
  });

  it('every status, reason and outcome reads in words, never as its code', () => {
    expect(codesWithoutWords(files)).toEqual([]);
  });
});
