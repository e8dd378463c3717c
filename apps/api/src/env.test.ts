import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEV_SITE_API_KEY } from '@lender/contracts';
import {
  companyContacts,
  createTestCsd,
  DEFAULT_NOTICES_OPTIONS,
  DEMO_COMPANY,
  sandboxTimestamp,
} from '@lender/core';
import { describe, expect, it } from 'vitest';
import { loadMigrationEnv, openReplicaOf, productionProviderProblems, replicaUrlOf } from './deployment-env';
import {
  coreOptionsOf,
  DEV_SECRETS,
  EnvError,
  loadEnv,
  PRODUCTION_COMPANY_VARIABLES,
  siteApiKeysOf,
} from './env';

const productionCompany = Object.fromEntries(
  PRODUCTION_COMPANY_VARIABLES.map((name) => [name, `Value of ${name}`]),
) as Record<(typeof PRODUCTION_COMPANY_VARIABLES)[number], string>;

/** Issue 38: the notices' contacts and site address (notices-env.test.ts). */
const PRODUCTION_NOTICES = {
  CONTACT_CC_PHONE: '8001234567',
  CONTACT_CC_EMAIL: 'ayuda@prestamos.example.mx',
  CONTACT_DC_PHONE: '8007654321',
  CONTACT_DC_EMAIL: 'cobranza@prestamos.example.mx',
  SITE_URL: 'https://prestamos.example.mx',
};

/** A PEM file with a time-stamping certificate, as an authority publishes it. */
const tsaCertificate = await sandboxTimestamp().certificate();
const pemFolder = mkdtempSync(join(tmpdir(), 'tsa-pem-'));
const TIMESTAMP_CA_FILE = join(pemFolder, 'tsa.pem');
writeFileSync(
  TIMESTAMP_CA_FILE,
  `-----BEGIN CERTIFICATE-----\n${Buffer.from(tsaCertificate).toString('base64')}\n-----END CERTIFICATE-----\n`,
);
writeFileSync(join(pemFolder, 'empty.pem'), 'no certificate here');

/** Issue 51: the lender's CSD and its PAC  (fiscal-env.ts); the CSD a test one made here. */
const testCsd = await createTestCsd({
  rfc: 'EKU9003173C9',
  name: 'ESCUELA KEMPER URGATE',
  certificateNumber: '00001000000000000001',
});
writeFileSync(join(pemFolder, 'csd.cer'), testCsd.certificate);
writeFileSync(join(pemFolder, 'csd.key'), testCsd.key);
const PRODUCTION_FISCAL = {
  FISCAL_PAC_URL: 'https://pac.example.internal/cfdi',
  FISCAL_PAC_USERNAME: 'lender',
  FISCAL_PAC_PASSWORD: 'a-pac-password',
  FISCAL_CSD_CERTIFICATE_FILE: join(pemFolder, 'csd.cer'),
  FISCAL_CSD_KEY_FILE: join(pemFolder, 'csd.key'),
  FISCAL_CSD_PASSWORD: testCsd.password,
  FISCAL_ISSUER_RFC: 'EKU9003173C9',
  FISCAL_ISSUER_NAME: 'ESCUELA KEMPER URGATE',
  FISCAL_ISSUER_POSTAL_CODE: '42501',
};

const productionSecrets = {
  TIMESTAMP_URL: 'https://tsa.example.internal/rfc3161',
  TIMESTAMP_CA_FILE,
  BANXICO_SIE_TOKEN: 'a-banxico-sie-token',
  // Any certificate stands for Banxico's here: what is checked is that one is configured and read.
  CEP_CERTIFICATE_FILE: TIMESTAMP_CA_FILE,
  JWT_SECRET: 'a-production-secret-that-is-long-enough-xyz',
  PII_ENCRYPTION_KEY: Buffer.alloc(32, 5).toString('base64'),
  PII_HASH_KEY: Buffer.alloc(32, 6).toString('base64'),
  PAYMENT_CALLBACK_SECRET: 'a-production-callback-secret-long-enough-42',
  DATABASE_URL: 'postgres://app@db.internal:5432/lender',
  SITE_API_KEY: 'a-production-site-key-of-32-characters-at-least',
  DOCUMENT_STORAGE: 's3',
  S3_ENDPOINT: 'https://s3.example.internal',
  S3_BUCKET: 'lender-documents',
  S3_ACCESS_KEY_ID: 'access-key',
  S3_SECRET_ACCESS_KEY: 'secret-access-key',
  SENTRY_DSN: 'https://public@errors.example.internal/7',
  ...productionCompany,
  ...PRODUCTION_NOTICES,
  ...PRODUCTION_FISCAL,
};

describe('environment', () => {
  it('has working development defaults: port 4000, PGlite in .data, dev secrets', () => {
    const env = loadEnv({});
    expect(env.PORT).toBe(4000);
    expect(env.DATA_DIR).toBe('.data/pglite');
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.JWT_SECRET).toBe(DEV_SECRETS.JWT_SECRET);
    expect(env.PAYMENT_CALLBACK_SECRET).toBe(DEV_SECRETS.PAYMENT_CALLBACK_SECRET);
  });

  it.each(Object.keys(DEV_SECRETS))('refuses to start in production with the development %s', (name) => {
    const env = {
      NODE_ENV: 'production',
      ...productionSecrets,
      [name]: DEV_SECRETS[name as keyof typeof DEV_SECRETS],
    };
    expect(() => loadEnv(env)).toThrow(new RegExp(`${name} has its development default`));
  });

  it('refuses production without PAYMENT_CALLBACK_SECRET (no default derived from another secret)', () => {
    const { PAYMENT_CALLBACK_SECRET: _, ...rest } = productionSecrets;
    expect(() => loadEnv({ NODE_ENV: 'production', ...rest })).toThrow(/PAYMENT_CALLBACK_SECRET/);
  });

  it('starts in production with own secrets, PostgreSQL and the company data', () => {
    const env = loadEnv({ NODE_ENV: 'production', ...productionSecrets });
    expect(env.NODE_ENV).toBe('production');
    expect(env.documents.company).toMatchObject({
      demo: false,
      legalName: 'Value of COMPANY_LEGAL_NAME',
      une: expect.objectContaining({ phone: 'Value of COMPANY_UNE_PHONE' }),
    });
  });

  it('sandbox mode: on in development, off in production by default', () => {
    expect(coreOptionsOf(loadEnv({})).sandbox).toEqual({ enabled: true });
    expect(coreOptionsOf(loadEnv({ NODE_ENV: 'production', ...productionSecrets })).sandbox).toEqual({
      enabled: false,
    });
    expect(coreOptionsOf(loadEnv({ SANDBOX: 'false' })).sandbox).toEqual({ enabled: false });
  });

  it('refuses SANDBOX=true in production unless the deployment is staging', () => {
    expect(() => loadEnv({ NODE_ENV: 'production', ...productionSecrets, SANDBOX: 'true' })).toThrow(
      /SANDBOX: .*staging/,
    );
    expect(() =>
      loadEnv({
        NODE_ENV: 'production',
        ...productionSecrets,
        SANDBOX: 'true',
        DEPLOYMENT_STAGE: 'production',
      }),
    ).toThrow(/SANDBOX/);
    const staging = loadEnv({
      NODE_ENV: 'production',
      ...productionSecrets,
      SANDBOX: 'true',
      DEPLOYMENT_STAGE: 'staging',
    });
    expect(coreOptionsOf(staging).sandbox).toEqual({ enabled: true });
  });

  it('SITE_API_KEY: the development key outside production; its own, 32+ characters, in production (issue 35)', () => {
    expect(siteApiKeysOf(loadEnv({}))).toEqual([DEV_SITE_API_KEY]);
    expect(siteApiKeysOf(loadEnv({ SITE_API_KEY: 'new-key, old-key' }))).toEqual(['new-key', 'old-key']);
    const production = loadEnv({ NODE_ENV: 'production', ...productionSecrets });
    expect(siteApiKeysOf(production)).toEqual([productionSecrets.SITE_API_KEY]);
    const { SITE_API_KEY: _, ...noKey } = productionSecrets;
    expect(() => loadEnv({ NODE_ENV: 'production', ...noKey })).toThrow(/SITE_API_KEY is not set/);
    for (const key of [DEV_SITE_API_KEY, 'short', `${productionSecrets.SITE_API_KEY},short`]) {
      expect(() => loadEnv({ NODE_ENV: 'production', ...productionSecrets, SITE_API_KEY: key })).toThrow(
        /SITE_API_KEY must be a secret of your own of at least 32 characters/,
      );
    }
  });

  it('refuses local document storage in production, every stage (issue 40)', () => {
    for (const stage of [{}, { DEPLOYMENT_STAGE: 'staging' }]) {
      expect(() =>
        loadEnv({ NODE_ENV: 'production', ...productionSecrets, ...stage, DOCUMENT_STORAGE: 'local' }),
      ).toThrow(/DOCUMENT_STORAGE: documents on local disk/);
      const { DOCUMENT_STORAGE: _, ...noStorage } = productionSecrets;
      expect(() => loadEnv({ NODE_ENV: 'production', ...noStorage, ...stage })).toThrow(
        /DOCUMENT_STORAGE=s3/,
      );
    }
    expect(loadEnv({}).DOCUMENT_STORAGE).toBeUndefined();
  });

  it('needs SENTRY_DSN in production, not in staging (issue 40)', () => {
    const { SENTRY_DSN: _, ...noDsn } = productionSecrets;
    expect(() => loadEnv({ NODE_ENV: 'production', ...noDsn })).toThrow(/SENTRY_DSN is not set/);
    expect(
      loadEnv({ NODE_ENV: 'production', ...noDsn, DEPLOYMENT_STAGE: 'staging' }).SENTRY_DSN,
    ).toBeUndefined();
    expect(() => loadEnv({ SENTRY_DSN: 'not a url' })).toThrow(/SENTRY_DSN/);
  });

  it('pool, statement timeout and shutdown grace: documented defaults, overridable (issue 40)', () => {
    expect(loadEnv({})).toMatchObject({
      DATABASE_POOL_MAX: 10,
      DATABASE_STATEMENT_TIMEOUT_MS: 30_000,
      DATABASE_CONNECT_TIMEOUT_MS: 10_000,
      SHUTDOWN_GRACE_MS: 10_000,
    });
    expect(
      loadEnv({ DATABASE_POOL_MAX: '4', DATABASE_STATEMENT_TIMEOUT_MS: '0', SHUTDOWN_GRACE_MS: '2500' }),
    ).toMatchObject({ DATABASE_POOL_MAX: 4, DATABASE_STATEMENT_TIMEOUT_MS: 0, SHUTDOWN_GRACE_MS: 2500 });
    expect(() => loadEnv({ DATABASE_POOL_MAX: '0' })).toThrow(/DATABASE_POOL_MAX/);
  });

  it('refuses sandbox providers in production; staging and development run them (issue 40)', () => {
    const providers = [{ name: 'sentry' }, { name: 'sandbox-sms' }, { name: 'sandbox-payouts' }];
    const production = loadEnv({ NODE_ENV: 'production', ...productionSecrets });
    expect(productionProviderProblems(production, providers)).toEqual([
      expect.stringMatching(
        /sandbox adapters cannot serve borrowers in production \(sandbox-sms, sandbox-payouts\)/,
      ),
    ]);
    expect(productionProviderProblems(production, [{ name: 'sentry' }, { name: 'real-sms' }])).toEqual([]);
    const staging = loadEnv({ NODE_ENV: 'production', ...productionSecrets, DEPLOYMENT_STAGE: 'staging' });
    expect(productionProviderProblems(staging, providers)).toEqual([]);
    expect(productionProviderProblems(loadEnv({}), providers)).toEqual([]);
  });

  it('refuses PGlite and printed codes in production', () => {
    const { DATABASE_URL: _, ...noDb } = productionSecrets;
    expect(() => loadEnv({ NODE_ENV: 'production', ...noDb })).toThrow(/DATABASE_URL/);
    expect(() => loadEnv({ NODE_ENV: 'production', ...productionSecrets, PRINT_CODES: 'true' })).toThrow(
      /PRINT_CODES/,
    );
  });

  it('refuses production with the demo company data (no COMPANY_* at all)', () => {
    const source: Record<string, string> = { NODE_ENV: 'production', ...productionSecrets };
    for (const name of PRODUCTION_COMPANY_VARIABLES) delete source[name];
    try {
      loadEnv(source);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(EnvError);
      expect((error as EnvError).problems.map((p) => p.split(':')[0])).toEqual([
        ...PRODUCTION_COMPANY_VARIABLES,
      ]);
      expect((error as EnvError).message).toMatch(/DEMO company/);
    }
  });

  it.each(PRODUCTION_COMPANY_VARIABLES)('refuses production when only %s is missing', (name) => {
    expect(() => loadEnv({ NODE_ENV: 'production', ...productionSecrets, [name]: '' })).toThrow(
      new RegExp(`${name} is not set`),
    );
  });

  it('uses the demo company outside production, marked demo', () => {
    expect(loadEnv({}).documents.company).toEqual(DEMO_COMPANY);
  });

  it('keeps documents beside the PGlite folder by default and reads DOCUMENTS_DIR and the upload limit', () => {
    expect(loadEnv({ DATA_DIR: '/srv/lender/pglite' }).documents.storageDir).toBe('/srv/lender/documents');
    const env = loadEnv({ DOCUMENTS_DIR: '/srv/docs', DOCUMENT_MAX_UPLOAD_BYTES: '2048' });
    expect(env.documents).toMatchObject({ storageDir: '/srv/docs', maxUploadBytes: 2048 });
  });

  it('builds S3 storage from DOCUMENT_STORAGE=s3 and names the missing S3 variables', () => {
    const s3 = {
      DOCUMENT_STORAGE: 's3',
      S3_ENDPOINT: 'https://s3.example.test',
      S3_BUCKET: 'lender-docs',
      S3_ACCESS_KEY_ID: 'AKIDEXAMPLE',
      S3_SECRET_ACCESS_KEY: 'secret-example',
    };
    expect(loadEnv(s3).documents.storage?.kind).toBe('s3');
    expect(() => loadEnv({ DOCUMENT_STORAGE: 's3', S3_BUCKET: 'lender-docs' })).toThrow(
      /S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY/,
    );
    expect(() => loadEnv({ DOCUMENT_MAX_UPLOAD_BYTES: '12' })).toThrow(/DOCUMENT_MAX_UPLOAD_BYTES/);
  });

  it('reads the job variables: jobs in the API and reminders 3 and 1 days before by default', () => {
    expect(loadEnv({})).toMatchObject({ JOBS_IN_API: true, REMINDER_DAYS_BEFORE: [1, 3] });
    expect(loadEnv({ JOBS_IN_API: 'false', REMINDER_DAYS_BEFORE: '5,2,2,0' })).toMatchObject({
      JOBS_IN_API: false,
      REMINDER_DAYS_BEFORE: [0, 2, 5],
    });
  });

  it.each([
    ['REMINDER_DAYS_BEFORE', '3;1'],
    ['REMINDER_DAYS_BEFORE', '45'],
    ['JOBS_IN_API', 'maybe'],
  ])('refuses %s=%s naming the variable', (name, value) => {
    expect(() => loadEnv({ [name]: value })).toThrow(name);
  });

  it('hands the core its secrets, documents and payment-callback secret', () => {
    const env = loadEnv({ NODE_ENV: 'production', ...productionSecrets });
    const options = coreOptionsOf(env);
    expect(options.environment).toBe('production');
    expect(options.secrets.jwtSecret).toBe(productionSecrets.JWT_SECRET);
    expect(options.lending?.paymentCallbackSecret).toBe(productionSecrets.PAYMENT_CALLBACK_SECRET);
    expect(options.documents).toBe(env.documents);
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

describe('the notices variables (issue 38)', () => {
  it("hands the core the site address; spec §3's contacts are the company's, with development defaults", () => {
    const demo = loadEnv({});
    expect(coreOptionsOf(demo).notices).toEqual({ siteUrl: 'http://localhost:3000' });
    expect(companyContacts(demo.documents.company ?? DEMO_COMPANY)).toEqual(DEFAULT_NOTICES_OPTIONS.contacts);
    const env = loadEnv({
      ...PRODUCTION_NOTICES,
      CONTACT_CC_PHONE: '+52 55 1111 2222',
      SITE_URL: 'https://x.mx/',
    });
    expect(coreOptionsOf(env).notices).toEqual({ siteUrl: 'https://x.mx' });
    // The documents print, the notices write and the site shows one phone (COMPANY_PHONE wins).
    expect(companyContacts(env.documents.company ?? DEMO_COMPANY)).toEqual({
      cc: { phone: '5511112222', email: PRODUCTION_NOTICES.CONTACT_CC_EMAIL },
      dc: { phone: PRODUCTION_NOTICES.CONTACT_DC_PHONE, email: PRODUCTION_NOTICES.CONTACT_DC_EMAIL },
    });
    expect(
      companyContacts(
        loadEnv({ ...PRODUCTION_NOTICES, COMPANY_PHONE: '55 4444 3333' }).documents.company ?? DEMO_COMPANY,
      ).cc.phone,
    ).toBe('5544443333');
  });

  it('reads the reminder days after the due date (1, 3, 7, 15, 30 by default)', () => {
    expect(loadEnv({}).REMINDER_DAYS_AFTER).toEqual([1, 3, 7, 15, 30]);
    expect(loadEnv({ REMINDER_DAYS_AFTER: '10,2,2' }).REMINDER_DAYS_AFTER).toEqual([2, 10]);
  });

  it.each([
    ['CONTACT_CC_PHONE', '12345'],
    ['CONTACT_DC_PHONE', 'llámanos'],
    ['CONTACT_CC_EMAIL', 'ayuda'],
    ['SITE_URL', 'prestamos.example.mx'],
    ['REMINDER_DAYS_AFTER', '1;3'],
    ['REMINDER_DAYS_AFTER', '31'],
  ])('refuses %s=%s naming the variable', (name, value) => {
    expect(() => loadEnv({ [name]: value })).toThrow(name);
  });

  it.each(['CONTACT_DC_PHONE', 'CONTACT_DC_EMAIL', 'SITE_URL'])(
    'refuses production when %s is left to its default',
    (name) => {
      expect(() => loadEnv({ NODE_ENV: 'production', ...productionSecrets, [name]: '' })).toThrow(
        new RegExp(`${name} has its development default`),
      );
    },
  );

  it('lets a staging rehearsal write the demo contacts', () => {
    const source: Record<string, string> = {
      NODE_ENV: 'production',
      DEPLOYMENT_STAGE: 'staging',
      ...productionSecrets,
    };
    for (const name of Object.keys(PRODUCTION_NOTICES)) delete source[name];
    // Customer care is the company's own (production requires COMPANY_PHONE); collections the demo's.
    expect(companyContacts(loadEnv(source).documents.company ?? DEMO_COMPANY).dc).toEqual(
      DEFAULT_NOTICES_OPTIONS.contacts.dc,
    );
  });
});

describe("the contracts' time-stamping authority (TIMESTAMP_*)", () => {
  it('stamps with the sandbox authority unless TIMESTAMP_URL is set', () => {
    expect(coreOptionsOf(loadEnv({})).timestamp).toBeUndefined();
    const env = loadEnv({
      TIMESTAMP_URL: 'https://tsa.example.internal/rfc3161',
      TIMESTAMP_AUTHORITY: 'PSC de prueba',
      TIMESTAMP_CA_FILE,
    });
    const port = coreOptionsOf(env).timestamp;
    expect(port?.authority).toBe('PSC de prueba');
    expect(port?.trustAnchors).toEqual([tsaCertificate]);
    expect(coreOptionsOf(loadEnv({ TIMESTAMP_URL: 'http://127.0.0.1:9/tsr' })).timestamp?.authority).toBe(
      '127.0.0.1:9',
    );
  });

  it('refuses the sandbox authority, plain HTTP and an unchecked authority in production, not in staging', () => {
    const { TIMESTAMP_URL: _, TIMESTAMP_CA_FILE: __, ...noAuthority } = productionSecrets;
    expect(() => loadEnv({ NODE_ENV: 'production', ...noAuthority })).toThrow(/TIMESTAMP_URL is not set/);
    expect(
      coreOptionsOf(loadEnv({ NODE_ENV: 'production', ...noAuthority, DEPLOYMENT_STAGE: 'staging' }))
        .timestamp,
    ).toBeUndefined();
    expect(() =>
      loadEnv({
        NODE_ENV: 'production',
        ...productionSecrets,
        TIMESTAMP_URL: 'http://tsa.example.internal/',
      }),
    ).toThrow(/TIMESTAMP_URL must be https/);
    expect(() =>
      loadEnv({ NODE_ENV: 'production', ...noAuthority, TIMESTAMP_URL: 'https://tsa.example/' }),
    ).toThrow(/TIMESTAMP_CA_FILE is not set/);
    expect(loadEnv({ NODE_ENV: 'production', ...productionSecrets }).TIMESTAMP_URL).toBe(
      'https://tsa.example.internal/rfc3161',
    );
  });

  it('refuses a certificate file it cannot read or that holds no certificate, and a bad policy', () => {
    expect(() => loadEnv({ TIMESTAMP_CA_FILE: join(pemFolder, 'missing.pem') })).toThrow(/cannot read/);
    expect(() => loadEnv({ TIMESTAMP_CA_FILE: join(pemFolder, 'empty.pem') })).toThrow(
      /holds no PEM certificate/,
    );
    expect(() => loadEnv({ TIMESTAMP_POLICY: 'policy one' })).toThrow(/TIMESTAMP_POLICY/);
    expect(() => loadEnv({ TIMESTAMP_URL: 'not a url' })).toThrow(/TIMESTAMP_URL/);
  });
});

describe('the replica the reports read (DATABASE_REPLICA_URL)', () => {
  it('is a URL, and opens nothing without it or without DATABASE_URL', async () => {
    const replica = 'postgres://r@replica.internal:5432/lender';
    expect(replicaUrlOf({ DATABASE_REPLICA_URL: replica })).toBe(replica);
    expect(replicaUrlOf({})).toBeUndefined();
    expect(() => replicaUrlOf({ DATABASE_REPLICA_URL: 'not a url' })).toThrow(/DATABASE_REPLICA_URL/);
    const env = loadEnv({});
    expect(await openReplicaOf(env, { DATABASE_REPLICA_URL: replica })).toBeUndefined();
    expect(
      await openReplicaOf({ ...env, DATABASE_URL: 'postgres://u@db.internal:5432/lender' }, {}),
    ).toBeUndefined();
  });
});

describe('loadMigrationEnv', () => {
  it('needs only the database: a production migration runs without the server secrets', () => {
    const env = loadMigrationEnv({
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://u@db.internal:5432/lender',
    });
    expect(env.DATABASE_URL).toBe('postgres://u@db.internal:5432/lender');
    expect(() =>
      loadEnv({ NODE_ENV: 'production', DATABASE_URL: 'postgres://u@db.internal:5432/lender' }),
    ).toThrow(EnvError);
  });

  it('refuses a malformed DATABASE_URL', () => {
    expect(() => loadMigrationEnv({ DATABASE_URL: 'not a url' })).toThrow(EnvError);
  });
});
