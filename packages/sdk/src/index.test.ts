import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as sdk from './index';

const SRC = new URL('.', import.meta.url).pathname;

function shippedSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return shippedSources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('the package entry', () => {
  it('exports exactly the public runtime API', () => {
    expect(Object.keys(sdk).sort()).toEqual(
      [
        'ApiError',
        'ApplicationCreationError',
        'CLIENT_GROUPS',
        'DEFAULT_RETRY_LIMIT',
        'LenderError',
        'MalformedResponseError',
        'NetworkError',
        'OFFER_DEBOUNCE_MS',
        'REQUEST_TIMEOUT_MS',
        'ServerError',
        'TimeoutError',
        'createClient',
        'createIdempotencyKey',
        'createOfferQuoter',
        'fieldErrorsFromViolations',
        'isLenderError',
        'malformedReportBody',
        'malformedResponseReporter',
        'methodSlot',
        'unwrap',
      ].sort(),
    );
  });

  it('works in browsers: no shipped module imports a Node.js built-in or reads process', () => {
    const offenders = shippedSources(SRC).filter((file) => {
      const text = readFileSync(file, 'utf8');
      return /from ['"]node:|require\(|\bprocess\./.test(text);
    });
    expect(offenders).toEqual([]);
  });

  it('names every error class after itself', () => {
    expect(new sdk.NetworkError().name).toBe('NetworkError');
    expect(new sdk.TimeoutError(5).name).toBe('TimeoutError');
    expect(new sdk.ServerError(502, '/web/x', 'x').name).toBe('ServerError');
    expect(new sdk.ApplicationCreationError('/web/x', 'x').name).toBe('ApplicationCreationError');
    expect(new sdk.MalformedResponseError(200, '/web/x', []).name).toBe('MalformedResponseError');
  });
});
