import { describe, expect, it } from 'vitest';
import { DEV_SECRETS, EnvError, loadEnv } from './env';

const productionSecrets = {
  JWT_SECRET: 'a-production-secret-that-is-long-enough-xyz',
  PII_ENCRYPTION_KEY: Buffer.alloc(32, 5).toString('base64'),
  PII_HASH_KEY: Buffer.alloc(32, 6).toString('base64'),
  DATABASE_URL: 'postgres://app@db.internal:5432/lender',
};

describe('environment', () => {
  it('has working development defaults: port 4000, PGlite in .data, dev secrets', () => {
    const env = loadEnv({});
    expect(env.PORT).toBe(4000);
    expect(env.DATA_DIR).toBe('.data/pglite');
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.JWT_SECRET).toBe(DEV_SECRETS.JWT_SECRET);
  });

  it.each(Object.keys(DEV_SECRETS))('refuses to start in production with the development %s', (name) => {
    const env = {
      NODE_ENV: 'production',
      ...productionSecrets,
      [name]: DEV_SECRETS[name as keyof typeof DEV_SECRETS],
    };
    expect(() => loadEnv(env)).toThrow(new RegExp(`${name} has its development default`));
  });

  it('starts in production with own secrets and PostgreSQL', () => {
    expect(loadEnv({ NODE_ENV: 'production', ...productionSecrets }).NODE_ENV).toBe('production');
  });

  it('refuses PGlite and printed codes in production', () => {
    const { DATABASE_URL: _, ...noDb } = productionSecrets;
    expect(() => loadEnv({ NODE_ENV: 'production', ...noDb })).toThrow(/DATABASE_URL/);
    expect(() => loadEnv({ NODE_ENV: 'production', ...productionSecrets, PRINT_CODES: 'true' })).toThrow(
      /PRINT_CODES/,
    );
  });

  it('lists every bad value at once', () => {
    try {
      loadEnv({ PORT: 'eighty', PII_HASH_KEY: 'short' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(EnvError);
      expect((error as EnvError).problems.map((p) => p.split(':')[0])).toEqual(['PORT', 'PII_HASH_KEY']);
    }
  });
});
