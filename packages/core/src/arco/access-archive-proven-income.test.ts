import { eq } from '@lender/db/orm';
import { clients, provenIncomes } from '@lender/db/schema';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ArcoTestCore, createArcoTestCore } from '../../testing/arco-fixtures';
import { extractPdfText } from '../pdf/pdf-text';
import { buildAccessArchive } from './access-archive';

// Access (LFPDPPP): the archive holds every personal data kept — the income proven with the
// borrower's payroll CFDIs (employer's RFC, income, pay days, the CFDIs' folios) too, their own only,
// and its PDF reads the codes (pay cycle, confidence, a reference's relationship) in Spanish.

let t: ArcoTestCore;
beforeAll(async () => {
  t = await createArcoTestCore();
});
afterAll(() => t.close());

const prove = (clientId: number, employerRfc: string) =>
  t.core.db.insert(provenIncomes).values({
    clientId,
    monthlyIncome: 2_345_600,
    employerRfc,
    payCycle: 'semi_monthly',
    newestPaidOn: '2026-03-15',
    payDays: [15, 31],
    confidence: 'high',
    uuids: [`6f1c2a3b-0000-4000-8000-00000000000${clientId % 10}`],
    cfdis: [],
  });

describe('the access archive and the proven income', () => {
  it("holds the borrower's payroll proof, never another's, in words", async () => {
    const clientId = await t.borrower();
    const other = await t.borrower();
    await t.core.db.update(clients).set({ salaryCycle: 'semi_monthly' }).where(eq(clients.id, clientId));
    await prove(clientId, 'EMP010101AB1');
    await prove(other, 'OTR020202CD2');
    const files = unzipSync((await buildAccessArchive(t.core, { clientId })).bytes);
    const text = Buffer.from(files['perfil.json'] ?? []).toString('utf8');
    const profile = JSON.parse(text);
    expect(profile.provenIncomes).toEqual([
      expect.objectContaining({
        employerRfc: 'EMP010101AB1',
        monthlyIncome: { amount: 23_456, currency: 'MXN' },
        payCycle: 'semi_monthly',
        payDays: [15, 31],
      }),
    ]);
    expect(text).not.toContain('OTR020202CD2');
    const pdf = await extractPdfText(files['perfil.pdf'] ?? new Uint8Array());
    expect(pdf).toContain('EMP010101AB1');
    expect(pdf).toContain('RFC de tu empleador');
    expect(pdf).toContain('Quincenal');
    expect(pdf).not.toMatch(/semi_monthly|accessArchive/);
  });
});
