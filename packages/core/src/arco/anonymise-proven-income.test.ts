import { eq } from '@lender/db/orm';
import { provenIncomes } from '@lender/db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ArcoTestCore, createArcoTestCore } from '../../testing/arco-fixtures';
import { anonymiseClientData } from './anonymise-client-data';
import { blockClientData } from './block-client-data';
import { ANONYMISED } from './personal-fields';

// Anonymisation leaves nothing that identifies the borrower: the folios fiscales (UUIDs) of their
// payroll CFDIs name receipts SAT holds with their name, RFC and pay, and go with the rest.

let t: ArcoTestCore;
beforeAll(async () => {
  t = await createArcoTestCore();
});
afterAll(() => t.close());

describe('the anonymisation of a proven income', () => {
  it("clears the payroll CFDIs' UUIDs, the employer's RFC and the receipts", async () => {
    const clientId = await t.borrower();
    await t.core.db.insert(provenIncomes).values({
      clientId,
      monthlyIncome: 2_000_000,
      employerRfc: 'EMP010101AB1',
      payCycle: 'monthly',
      newestPaidOn: '2026-03-15',
      payDays: [15],
      confidence: 'medium',
      uuids: ['6f1c2a3b-1111-4000-8000-000000000001'],
      cfdis: [],
    });
    await blockClientData(t.core, { clientId });
    await anonymiseClientData(t.core, { clientId });
    const [row] = await t.core.db.select().from(provenIncomes).where(eq(provenIncomes.clientId, clientId));
    expect(row).toMatchObject({ employerRfc: ANONYMISED, uuids: [] });
    expect(JSON.stringify(row)).not.toContain('6f1c2a3b');
  });
});
