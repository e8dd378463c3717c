import { describe, expect, it } from 'vitest';
import { backOfficeStaff } from '../../test/back-office-fixtures';
import { activeLoan, createLendingTestApp } from '../../test/back-office-loan-fixture';

// Issue 50 (NOM-151): the back office re-checks a signed contract's evidence and downloads its
// bundle for a dispute (GET loans/{id}/contract-evidence and …/contract-evidence/bundle).

const B = '/web/private/back-office';

let t: Awaited<ReturnType<typeof createLendingTestApp>>;
const { tokens, signIn } = backOfficeStaff({ agent: 'agent', compliance: 'compliance' }, async () => {
  t = await createLendingTestApp();
  return t;
});

/** The names of a ZIP's entries, read from its central directory (signature `PK\x01\x02`). */
function zipEntryNames(zip: Uint8Array): string[] {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  const names: string[] = [];
  for (let at = 0; at + 46 <= zip.length; at++) {
    if (view.getUint32(at, true) !== 0x02014b50) continue;
    const nameLength = view.getUint16(at + 28, true);
    names.push(new TextDecoder().decode(zip.slice(at + 46, at + 46 + nameLength)));
    at += 45 + nameLength;
  }
  return names;
}

describe('GET /web/private/back-office/loans/{id}/contract-evidence', () => {
  it('re-checks a signed loan: the hash, the time-stamp token and the signing events verify', async () => {
    const { loanId } = await activeLoan(t);
    await signIn();
    const res = await t.call('GET', `${B}/loans/${loanId}/contract-evidence`, { token: tokens.agent });
    expect(res.status).toBe(200);
    const view = res.body.data;
    expect(view.loanId).toBe(loanId);
    expect(view.check).toMatchObject({
      valid: true,
      hashMatches: true,
      eventsInOrder: true,
      signerMatches: true,
      timestamp: { valid: true, imprintMatches: true, signatureValid: true },
    });
    expect(view.check.pdfSha256).toMatch(/^[0-9a-f]{64}$/);
    expect(view.events.pdfSha256).toBe(view.check.pdfSha256);
    expect(view.events.events.map((event: { kind: string }) => event.kind)).toEqual([
      'code_sent',
      'code_entered',
      'timestamped',
    ]);
    expect(view.timestampAuthority).toBe('sandbox');
    expect(view.pdfBytes).toBeGreaterThan(1000);

    // The bundle: a ZIP with the PDF, the token, the events as JSON and as a readable PDF.
    const file = await t.app.request(`${B}/loans/${loanId}/contract-evidence/bundle`, {
      headers: { authorization: `Bearer ${tokens.agent}` },
    });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/zip');
    expect(file.headers.get('content-disposition')).toMatch(/^attachment;.*\.zip/);
    const zip = new Uint8Array(await file.arrayBuffer());
    expect(Array.from(zip.slice(0, 4))).toEqual([0x50, 0x4b, 0x03, 0x04]);
    expect(zipEntryNames(zip).sort()).toEqual(
      ['contrato.pdf', 'eventos.json', 'eventos.pdf', 'sello-de-tiempo.tsr'].sort(),
    );
  });

  it('is refused to a role without loans.read (403) and answers 404 for an unknown loan', async () => {
    const { loanId } = await activeLoan(t);
    await signIn();
    for (const path of [
      `${B}/loans/${loanId}/contract-evidence`,
      `${B}/loans/${loanId}/contract-evidence/bundle`,
    ]) {
      const refused = await t.call('GET', path, { token: tokens.compliance });
      expect([refused.status, refused.body.code]).toEqual([403, 'forbidden']);
    }
    for (const path of [
      `${B}/loans/999999/contract-evidence`,
      `${B}/loans/999999/contract-evidence/bundle`,
    ]) {
      const missing = await t.call('GET', path, { token: tokens.agent });
      expect([missing.status, missing.body.code]).toEqual([404, 'not_found']);
    }
  });
});
