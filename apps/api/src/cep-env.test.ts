import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sandboxTimestamp } from '@lender/core';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CEP_ENV_SHAPE, cepProvidersOf, checkCepEnv } from './cep-env';

// Which CEP "Ya pagué por SPEI" claims are checked by (ADR 323): the sandbox vouches for any transfer,
// so production refuses to start without Banxico's certificate; staging and development keep it.
const Schema = z
  .object({ ...CEP_ENV_SHAPE, NODE_ENV: z.string(), DEPLOYMENT_STAGE: z.string().optional() })
  .superRefine(checkCepEnv);
const problems = (env: Record<string, string>) =>
  Schema.safeParse(env).error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];

const certificate = await sandboxTimestamp().certificate();
const folder = mkdtempSync(join(tmpdir(), 'cep-pem-'));
const CEP_CERTIFICATE_FILE = join(folder, 'banxico-cep.pem');
writeFileSync(
  CEP_CERTIFICATE_FILE,
  `-----BEGIN CERTIFICATE-----\n${Buffer.from(certificate).toString('base64')}\n-----END CERTIFICATE-----\n`,
);

describe('the CEP environment (CEP_*)', () => {
  it('refuses production without a certificate: the sandbox CEP would vouch for any transfer', () => {
    expect(problems({ NODE_ENV: 'production' })).toEqual([
      expect.stringMatching(/^CEP_CERTIFICATE_FILE: .*sandbox CEP, which vouches for any transfer/),
    ]);
    expect(problems({ NODE_ENV: 'production', DEPLOYMENT_STAGE: 'staging' })).toEqual([]);
    expect(problems({ NODE_ENV: 'development' })).toEqual([]);
    expect(cepProvidersOf({})).toEqual({});
  });

  it("uses Banxico's service with the certificate configured, and refuses one it cannot read", () => {
    expect(problems({ NODE_ENV: 'production', CEP_CERTIFICATE_FILE })).toEqual([]);
    expect(cepProvidersOf({ CEP_CERTIFICATE_FILE }).cep?.name).toBe('banxico-cep');
    expect(problems({ NODE_ENV: 'development', CEP_CERTIFICATE_FILE: join(folder, 'missing.pem') })).toEqual([
      expect.stringMatching(/^CEP_CERTIFICATE_FILE: CEP_CERTIFICATE_FILE cannot be read/),
    ]);
  });
});
