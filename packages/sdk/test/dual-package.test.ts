import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

// One identity for the SDK's errors across its two builds: an app can end up with the ESM build
// (its bundler) and the CommonJS one (a `require` in a dependency) side by side.
const require = createRequire(import.meta.url);
type Sdk = typeof import('@lender/sdk');
const cjs = require('../dist/index.cjs') as Sdk;
const esm = (await import('../dist/index.js')) as Sdk;

describe('errors across the ESM and CommonJS builds', () => {
  it('loads two distinct copies of each class', () => {
    expect(cjs.ServerError).not.toBe(esm.ServerError);
  });

  it('answers instanceof for an error of the other build, subclasses included', () => {
    const fromCjs = new cjs.ApplicationCreationError(
      '/web/private/client/application',
      'client.createApplication',
    );
    expect(fromCjs instanceof esm.ServerError).toBe(true);
    expect(fromCjs instanceof esm.ApplicationCreationError).toBe(true);
    expect(fromCjs instanceof esm.LenderError).toBe(true);
    expect(fromCjs instanceof Error).toBe(true);
    expect(fromCjs instanceof esm.NetworkError).toBe(false);
    const timeout = new esm.TimeoutError(180_000);
    expect(timeout instanceof cjs.NetworkError).toBe(true);
    expect(timeout instanceof cjs.ServerError).toBe(false);
  });

  it('brand-checks with isLenderError', () => {
    const error = new cjs.ServerError(502, '/web/public/banks', 'public.banks');
    expect(esm.isLenderError(error)).toBe(true);
    expect(esm.isLenderError(error, 'ServerError')).toBe(true);
    expect(esm.isLenderError(error, 'ApiError')).toBe(false);
    expect(esm.isLenderError(new Error('plain'))).toBe(false);
    expect(esm.isLenderError({ status: 500 })).toBe(false);
    expect(error.message).toBe('ERP response 502 /web/public/banks');
    expect(error.name).toBe('ServerError');
  });
});
