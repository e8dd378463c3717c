import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestCsd } from '@lender/core';
import { describe, expect, it } from 'vitest';
import { coreOptionsOf, loadEnv } from './env';
import { checkFiscalEnv, fiscalProblems, productionFiscalProblems } from './fiscal-env';

// Issue 51: the PAC and the lender's CSD from FISCAL_*; production refuses the sandbox's test CSD.

const folder = mkdtempSync(join(tmpdir(), 'csd-'));
const csd = await createTestCsd({
  rfc: 'EKU9003173C9',
  name: 'ESCUELA KEMPER URGATE',
  certificateNumber: '00001000000000000002',
});
writeFileSync(join(folder, 'csd.cer'), csd.certificate);
writeFileSync(join(folder, 'csd.key'), csd.key);
const PAC = {
  FISCAL_PAC_URL: 'https://pac.example.internal/cfdi',
  FISCAL_PAC_USERNAME: 'lender',
  FISCAL_PAC_PASSWORD: 'a-pac-password',
  FISCAL_CSD_CERTIFICATE_FILE: join(folder, 'csd.cer'),
  FISCAL_CSD_KEY_FILE: join(folder, 'csd.key'),
  FISCAL_CSD_PASSWORD: csd.password,
  FISCAL_ISSUER_RFC: 'EKU9003173C9',
  FISCAL_ISSUER_NAME: 'ESCUELA KEMPER URGATE',
  FISCAL_ISSUER_POSTAL_CODE: '42501',
};

describe('the CFDIs’ PAC and CSD (FISCAL_*)', () => {
  it('seals with the sandbox’s test CSD unless FISCAL_PAC_URL is set, then with the lender’s through its PAC', () => {
    expect(coreOptionsOf(loadEnv({})).fiscal).toBeUndefined();
    const port = coreOptionsOf(loadEnv(PAC)).fiscal;
    expect(port?.name).toBe('pac:pac.example.internal');
    expect(port?.issuer).toEqual({
      rfc: 'EKU9003173C9',
      name: 'ESCUELA KEMPER URGATE',
      regime: '601',
      postalCode: '42501',
    });
  });

  it('refuses a PAC without its credentials or the CSD, in every environment', () => {
    const { FISCAL_CSD_KEY_FILE: _, FISCAL_PAC_PASSWORD: __, ...missing } = PAC;
    expect(fiscalProblems({ ...missing, FISCAL_ISSUER_REGIME: '601' }).map((p) => p.path)).toEqual([
      'FISCAL_PAC_PASSWORD',
      'FISCAL_CSD_KEY_FILE',
    ]);
    expect(() => loadEnv(missing)).toThrow(/FISCAL_CSD_KEY_FILE is required with FISCAL_PAC_URL/);
  });

  it('refuses the sandbox’s CFDIs in production, not in a staging rehearsal', () => {
    const production = { NODE_ENV: 'production', FISCAL_ISSUER_REGIME: '601' };
    const issues: string[] = [];
    const ctx = { addIssue: ({ path }: { path: string[] }) => issues.push(...path) } as never;
    checkFiscalEnv(production, ctx);
    checkFiscalEnv({ ...production, DEPLOYMENT_STAGE: 'staging' }, ctx);
    expect(issues).toEqual(['FISCAL_PAC_URL']);
    expect(productionFiscalProblems({ FISCAL_ISSUER_REGIME: '601' }).map((p) => p.path)).toEqual([
      'FISCAL_PAC_URL',
    ]);
    expect(productionFiscalProblems(loadEnv(PAC))).toEqual([]);
  });
});
