import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestCepAuthority, type TestCepAuthority } from '../../../testing/cep-fixtures';
import { banxicoCepFromEnv, banxicoCepOptionsFromEnv } from './config';

let banxico: TestCepAuthority;
let folder: string;
beforeAll(async () => {
  banxico = await createTestCepAuthority();
  folder = mkdtempSync(join(tmpdir(), 'cep-config-'));
});
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe("the real CEP adapter's configuration", () => {
  it("reads Banxico's certificate from a file, PEM or DER", () => {
    const pem = join(folder, 'banxico.pem');
    const der = join(folder, 'banxico.cer');
    writeFileSync(pem, banxico.certificatePem);
    writeFileSync(der, banxico.certificate.raw);
    for (const file of [pem, der]) {
      expect(banxicoCepFromEnv({ CEP_CERTIFICATE_FILE: file }).name).toBe('banxico-cep');
    }
  });

  it('reads the PEM itself, its line breaks escaped or not, with the URL and time-out', () => {
    const options = banxicoCepOptionsFromEnv({
      CEP_CERTIFICATE_PEM: banxico.certificatePem.replaceAll('\n', '\\n'),
      CEP_BASE_URL: 'https://www.banxico.org.mx/cep-beta',
      CEP_TIMEOUT_MS: '5000',
    });
    expect(options).toMatchObject({ baseUrl: 'https://www.banxico.org.mx/cep-beta', timeoutMs: 5000 });
    expect(options.certificates).toBe(banxico.certificatePem);
  });

  it('refuses to build the adapter without a certificate, or with one it cannot read', () => {
    expect(() => banxicoCepFromEnv({})).toThrow(/CEP_CERTIFICATE_FILE or CEP_CERTIFICATE_PEM/);
    expect(() => banxicoCepFromEnv({ CEP_CERTIFICATE_FILE: join(folder, 'missing.pem') })).toThrow(
      /cannot be read/,
    );
    expect(() => banxicoCepFromEnv({ CEP_CERTIFICATE_PEM: 'not a certificate' })).toThrow(RangeError);
    expect(() =>
      banxicoCepFromEnv({ CEP_CERTIFICATE_PEM: banxico.certificatePem, CEP_TIMEOUT_MS: 'soon' }),
    ).toThrow(/CEP_TIMEOUT_MS/);
  });
});
