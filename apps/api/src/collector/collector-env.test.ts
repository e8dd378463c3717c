import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateCollectorKeys } from '@lender/core';
import { afterAll, describe, expect, it } from 'vitest';
import { EnvError } from '../env';
import { DEV_COLLECTOR_PARTNER, DEV_KEY_FILE, loadCollectorConfig } from './collector-env';

const temp = mkdtempSync(join(tmpdir(), 'collector-env-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));
const pem = generateCollectorKeys(2048).privateKeyPem;

describe('loadCollectorConfig', () => {
  it('generates a development key on first start, keeps it (0600) and reuses it', () => {
    const dataDir = join(temp, 'dev', 'pglite');
    const first = loadCollectorConfig({ DATA_DIR: dataDir });
    const file = join(temp, 'dev', DEV_KEY_FILE);
    expect(first.generatedKeyFile).toBe(file);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(first.partners).toEqual([DEV_COLLECTOR_PARTNER]);
    expect(first.core.decisionInput).toBe(false);
    const second = loadCollectorConfig({ DATA_DIR: dataDir });
    expect(second.generatedKeyFile).toBeUndefined();
    expect(second.core.keys?.publicKeyPem).toBe(first.core.keys?.publicKeyPem);
  });

  it('reads the key, partners, origins and switches from the environment', () => {
    const config = loadCollectorConfig({
      DATA_DIR: join(temp, 'env', 'pglite'),
      COLLECTOR_PRIVATE_KEY: pem.replace(/\n/g, '\\n'),
      COLLECTOR_PARTNERS: 'borrower-site:0123456789abcdef0123456789, partner-two:abcdefabcdefabcdefabcdefab',
      COLLECTOR_ALLOWED_ORIGINS: 'https://a.test, https://b.test',
      COLLECTOR_DECISION_INPUT: 'true',
      COLLECTOR_RETENTION_DAYS: '7',
    });
    expect(config.partners.map((p) => p.name)).toEqual(['borrower-site', 'partner-two']);
    expect(config.core).toMatchObject({
      decisionInput: true,
      retentionDays: 7,
      allowedOrigins: ['https://a.test', 'https://b.test'],
    });
    expect(existsSync(join(temp, 'env', DEV_KEY_FILE))).toBe(false);
  });

  it.each([
    ['no key', { COLLECTOR_PARTNERS: 'site:0123456789abcdef0123456789' }, 'COLLECTOR_PRIVATE_KEY'],
    [
      'the development partner key',
      { COLLECTOR_PRIVATE_KEY: pem, COLLECTOR_PARTNERS: `site:${DEV_COLLECTOR_PARTNER.authKey}` },
      'development auth key',
    ],
    ['a short auth key', { COLLECTOR_PRIVATE_KEY: pem, COLLECTOR_PARTNERS: 'site:short' }, '24+ characters'],
    ['a key that is not RSA', { COLLECTOR_PRIVATE_KEY: 'not a key' }, 'COLLECTOR_PRIVATE_KEY'],
  ])('refuses to start in production with %s', (_, env, message) => {
    const load = () =>
      loadCollectorConfig({ NODE_ENV: 'production', DATA_DIR: join(temp, 'prod', 'pglite'), ...env });
    expect(load).toThrow(EnvError);
    expect(load).toThrow(message);
    expect(existsSync(join(temp, 'prod', DEV_KEY_FILE))).toBe(false);
  });

  it('never writes the private key anywhere but the development key file', () => {
    const file = join(temp, 'dev', DEV_KEY_FILE);
    expect(readFileSync(file, 'utf8')).toContain('BEGIN PRIVATE KEY');
  });
});
