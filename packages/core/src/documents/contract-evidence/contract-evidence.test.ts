import { createHash } from 'node:crypto';
import { eq } from '@lender/db/orm';
import { contractEvidence as evidenceTable } from '@lender/db/schema';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  acceptedApplication,
  createLendingTestCore,
  type LendingTestCore,
} from '../../../testing/lending-fixtures';
import { agreementSmsCode } from '../../loans/agreement-sms-code';
import { signAgreement } from '../../loans/sign-agreement';
import { extractPdfText } from '../../pdf/pdf-text';
import { verifyTimestampToken } from '../../providers/timestamp/verify';
import { documentDownload } from '../loan/document-download';
import { documentDownloadTemporary } from '../loan/document-download-temporary';
import { documentList } from '../loan/document-list';
import { contractEvidence } from './contract-evidence';
import { BUNDLE_ENTRIES, contractEvidenceBundle } from './contract-evidence-bundle';
import type { SigningEvents } from './signing-evidence';
import { verifyEvidenceBundle } from './verify-bundle';

// Issue 50 (NOM-151): signing keeps the PDF the borrower read, its SHA-256, the signing events and
// an RFC 3161 token over the hash; the evidence re-checks, a tampered PDF fails, and a dispute's
// bundle holds the PDF, the token and the events as JSON and as a readable PDF.

let t: LendingTestCore;
let loanId: number;
let clientId: number;
beforeAll(async () => {
  t = await createLendingTestCore();
  const app = await acceptedApplication(t);
  await agreementSmsCode(t.core, { actorId: app.clientId, params: { id: app.applicationId } });
  t.clock.advance(40_000);
  const signed = await signAgreement(t.core, {
    actorId: app.clientId,
    params: { id: app.applicationId },
    body: { smsCode: t.lastCode() },
    requester: '203.0.113.7',
    userAgent: 'Mozilla/5.0 (Android 14) Chrome/131',
  });
  loanId = signed.loanId;
  clientId = app.clientId;
});
afterAll(() => t.close());

describe('signed contracts with NOM-151 evidence', () => {
  it('keeps the PDF read, its hash, the events in Mexico City time and a time-stamp token over the hash', async () => {
    const [row] = await t.core.db.select().from(evidenceTable).where(eq(evidenceTable.loanId, loanId));
    expect(row?.pdf.length).toBeGreaterThan(1000);
    const text = await extractPdfText(row?.pdf ?? new Uint8Array());
    // The signed contract (issue 61 point 6), not the draft read before signing.
    expect(text).not.toContain('BORRADOR SIN FIRMA');
    expect(text).toContain(row?.events ? (row.events as SigningEvents).contractNumber : '—');
    const events = row?.events as SigningEvents;
    expect(events.maskedPhone).toMatch(/^\+52 •• •••• \d{4}$/);
    expect(events).toMatchObject({ ip: '203.0.113.7', userAgent: 'Mozilla/5.0 (Android 14) Chrome/131' });
    expect(events.events.map((event) => event.kind)).toEqual(['code_sent', 'code_entered', 'timestamped']);
    // 2026-03-02T18:00:00Z is noon in Mexico City (UTC-6); the code was entered 40 s later.
    expect(events.events[0]?.mexicoCity).toBe('02.03.2026 12:00:00');
    expect(events.events[1]?.mexicoCity).toBe('02.03.2026 12:00:40');
    expect(events.events[2]?.mexicoCity).toBe('02.03.2026 12:00:40'); // the sandbox authority on the core's clock
    expect(events.texts.reca).toContain('DEMO');
    expect(row?.timestampAuthority).toBe('sandbox');
    const sha = new Uint8Array(Buffer.from(row?.pdfSha256 ?? '', 'hex'));
    expect((await verifyTimestampToken(row?.timestampToken ?? new Uint8Array(), sha)).valid).toBe(true);
  });

  it('hashes the very PDF the borrower downloads as the contract, after signing and again later', async () => {
    const [row] = await t.core.db.select().from(evidenceTable).where(eq(evidenceTable.loanId, loanId));
    for (let download = 0; download < 2; download += 1) {
      t.clock.advance(3_600_000);
      const kept = await documentDownload(t.core, { actorId: clientId, params: { type: 'loan_agreement' } });
      expect(createHash('sha256').update(kept.bytes).digest('hex')).toBe(row?.pdfSha256);
      expect(Buffer.from(kept.bytes).equals(Buffer.from(row?.pdf ?? new Uint8Array()))).toBe(true);
    }
    // The link the site gives under "Mis documentos" (and a paid-off loan's history): the same file.
    const listed = (await documentList(t.core, { actorId: clientId })).find(
      (doc) => doc.type === 'loan_agreement',
    );
    expect(listed?.loanId).toBe(loanId);
    const linked = await documentDownloadTemporary(t.core, {
      actorId: clientId,
      params: { id: listed?.id ?? 0 },
    });
    expect(createHash('sha256').update(linked.bytes).digest('hex')).toBe(row?.pdfSha256);
  });

  it('a signed contract verifies', async () => {
    const view = await contractEvidence(t.core, { params: { id: loanId } });
    expect(view.check).toMatchObject({
      valid: true,
      hashMatches: true,
      eventsInOrder: true,
      signerMatches: true,
      timestamp: { valid: true, signatureValid: true, imprintMatches: true },
    });
  });

  it('the evidence bundle holds the PDF, the token, the events as JSON and as a readable PDF, and verifies offline', async () => {
    const bundle = await contractEvidenceBundle(t.core, { params: { id: loanId } });
    expect(bundle.fileName).toMatch(/^evidencia-STL-\d{6}\.zip$/);
    const files = unzipSync(bundle.bytes);
    expect(Object.keys(files).sort()).toEqual(
      [BUNDLE_ENTRIES.pdf, BUNDLE_ENTRIES.token, BUNDLE_ENTRIES.eventsJson, BUNDLE_ENTRIES.eventsPdf].sort(),
    );
    const [row] = await t.core.db.select().from(evidenceTable).where(eq(evidenceTable.loanId, loanId));
    expect(Buffer.from(files[BUNDLE_ENTRIES.pdf] ?? []).equals(Buffer.from(row?.pdf ?? []))).toBe(true);
    expect(
      Buffer.from(files[BUNDLE_ENTRIES.token] ?? []).equals(Buffer.from(row?.timestampToken ?? [])),
    ).toBe(true);
    const json = JSON.parse(new TextDecoder().decode(files[BUNDLE_ENTRIES.eventsJson]));
    expect(json).toMatchObject({ loanId, pdfSha256: row?.pdfSha256, timestampAuthority: 'sandbox' });
    const readable = (await extractPdfText(files[BUNDLE_ENTRIES.eventsPdf] ?? new Uint8Array())).replace(
      /\s+/g,
      ' ',
    );
    expect(readable).toContain('Constancia de firma electrónica');
    expect(readable).toContain('Código ingresado: contrato firmado 02.03.2026 12:00:40');
    expect(readable).toContain('Autoridad de pruebas (sin validez legal)');
    expect((await verifyEvidenceBundle(bundle.bytes)).valid).toBe(true);
    // A bundle whose PDF was changed fails offline.
    const pdf = files[BUNDLE_ENTRIES.pdf] ?? new Uint8Array();
    pdf[pdf.length - 20] = (pdf[pdf.length - 20] ?? 0) ^ 1;
    const { zipSync } = await import('fflate');
    const tampered = await verifyEvidenceBundle(zipSync(files));
    expect(tampered).toMatchObject({ valid: false, hashMatches: false });
  });

  it('a tampered stored PDF fails: the hash and the token no longer match', async () => {
    const [row] = await t.core.db.select().from(evidenceTable).where(eq(evidenceTable.loanId, loanId));
    const pdf = new Uint8Array(row?.pdf ?? []);
    pdf[200] = (pdf[200] ?? 0) ^ 1;
    await t.core.db.update(evidenceTable).set({ pdf }).where(eq(evidenceTable.loanId, loanId));
    const view = await contractEvidence(t.core, { params: { id: loanId } });
    expect(view.check).toMatchObject({
      valid: false,
      hashMatches: false,
      timestamp: { valid: false, imprintMatches: false, signatureValid: true },
    });
  });
});
