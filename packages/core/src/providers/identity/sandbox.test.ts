import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sandboxBankLink } from '../bank-link/sandbox';
import { sandboxIovation, sandboxJuicyScore } from '../fraud/sandbox';
import {
  parseVeriffCallback,
  SANDBOX_VERIFF_SHARED_SECRET,
  sandboxOutcomeForName,
  signatureMatches,
  veriffSignature,
} from './sandbox';

describe('Veriff callback signatures (X-HMAC-SIGNATURE)', () => {
  it('accepts the HMAC-SHA-256 of the exact body, in either hex case', () => {
    const body = '{"status":"success"}';
    const signature = veriffSignature(body, SANDBOX_VERIFF_SHARED_SECRET);
    expect(signature).toMatch(/^[0-9a-f]{64}$/);
    expect(signatureMatches(body, signature, SANDBOX_VERIFF_SHARED_SECRET)).toBe(true);
    expect(signatureMatches(body, signature.toUpperCase(), SANDBOX_VERIFF_SHARED_SECRET)).toBe(true);
  });

  it('rejects any change of the body, a truncated signature, non-hex text and another secret', () => {
    fc.assert(
      fc.property(fc.string(), fc.string({ minLength: 1 }), (body, extra) => {
        const signature = veriffSignature(body, SANDBOX_VERIFF_SHARED_SECRET);
        expect(signatureMatches(`${body}${extra}`, signature, SANDBOX_VERIFF_SHARED_SECRET)).toBe(false);
        expect(signatureMatches(body, signature.slice(2), SANDBOX_VERIFF_SHARED_SECRET)).toBe(false);
        expect(signatureMatches(body, veriffSignature(body, 'other'), SANDBOX_VERIFF_SHARED_SECRET)).toBe(
          false,
        );
      }),
    );
    expect(signatureMatches('x', 'zz', SANDBOX_VERIFF_SHARED_SECRET)).toBe(false);
  });
});

describe('parseVeriffCallback', () => {
  it.each([
    ['approved', 9001, 'approved'],
    ['declined', 9102, 'declined'],
    ['resubmission_requested', 9103, 'resubmission_requested'],
    ['expired', 9104, 'expired'],
    ['abandoned', 9104, 'expired'],
  ])('reads a %s decision', (status, code, expected) => {
    const body = JSON.stringify({
      status: 'success',
      verification: { id: 's1', code, status, reason: null },
    });
    expect(parseVeriffCallback(body)).toEqual({
      sessionId: 's1',
      status: expected,
      code,
      reason: null,
      reasonCode: null,
    });
  });

  it('reads the submitted event and ignores anything else', () => {
    expect(parseVeriffCallback(JSON.stringify({ id: 's2', action: 'submitted', code: 7002 }))?.status).toBe(
      'submitted',
    );
    expect(parseVeriffCallback(JSON.stringify({ id: 's2', action: 'started', code: 7001 }))).toBeNull();
    expect(parseVeriffCallback('{')).toBeNull();
  });
});

describe('sandbox outcomes by name', () => {
  it.each([
    ['Aprobado', 'Pérez', 'approved'],
    ['Juan', 'RECHAZADO', 'declined'],
    ['Juan', 'Reenvío', 'resubmission_requested'],
    ['Juan', 'Pérez', null],
  ])('%s %s → %s', (first, last, outcome) => {
    expect(sandboxOutcomeForName(first, last)).toBe(outcome);
  });
});

describe('the bank-link sandbox', () => {
  it('gives the same summary for the same link, with money in whole centavos', async () => {
    const belvo = sandboxBankLink();
    await fc.assert(
      fc.asyncProperty(fc.uuid(), async (linkId) => {
        const a = await belvo.fetchLinkSummary({ linkId, institution: 'erebor_mx_retail' });
        const b = await belvo.fetchLinkSummary({ linkId, institution: 'erebor_mx_retail' });
        expect(a).toEqual(b);
        expect(Number.isInteger(a.monthlyIncome)).toBe(true);
        expect(a.monthlyIncome).toBeGreaterThanOrEqual(600_000);
        expect(a.accounts.length).toBeGreaterThanOrEqual(1);
        expect(a.accounts.length).toBeLessThanOrEqual(3);
      }),
      { numRuns: 50 },
    );
  });

  it('fails like a provider outage for a link id starting with fail', async () => {
    await expect(
      sandboxBankLink().fetchLinkSummary({ linkId: 'fail-1', institution: 'erebor_mx_retail' }),
    ).rejects.toMatchObject({ name: 'ProviderError' });
  });
});

describe('the iovation and JuicyScore sandboxes', () => {
  it.each([
    ['sandbox-deny-1', 'deny'],
    ['sandbox-review-1', 'review'],
    ['sandbox-allow-1', 'allow'],
  ])('%s → %s', async (value, verdict) => {
    expect((await sandboxIovation().check(value)).verdict).toBe(verdict);
    expect((await sandboxJuicyScore().score(value)).verdict).toBe(verdict);
  });

  it('is deterministic for any other input', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ minLength: 1 }), async (value) => {
        expect(await sandboxIovation().check(value)).toEqual(await sandboxIovation().check(value));
        const score = await sandboxJuicyScore().score(value);
        expect(score.score).toBeGreaterThanOrEqual(0);
        expect(score.score).toBeLessThanOrEqual(1000);
      }),
      { numRuns: 50 },
    );
  });
});
