import {
  BANK_LINK_STATES,
  CASE_DUPLICATE_MATCHES,
  DECISION_REASON_CODES,
  EVIDENCE_CHECKS,
  IDENTITY_VERIFICATION_STATES,
  SCORING_VERDICTS,
} from '@lender/contracts';
import { describe, expect, it } from 'vitest';
import { en, esMX } from './resources';

// The decision panel of the manual queue shows the codes of a case's evidence in words: every one
// the contract can send has them, in Spanish and in English.

describe.each([
  ['es-MX', esMX.backoffice.review],
  ['en', en.backoffice.review],
])('the decision panel’s words in %s', (_language, review) => {
  it('name every thing a related client can share', () => {
    expect(Object.keys(review.duplicates.matches).sort()).toEqual([...CASE_DUPLICATE_MATCHES].sort());
  });

  it('name every scoring verdict, bank link state and identity verification state', () => {
    expect(Object.keys(review.score.verdicts).sort()).toEqual([...SCORING_VERDICTS].sort());
    expect(Object.keys(review.bank.statuses).sort()).toEqual([...BANK_LINK_STATES].sort());
    for (const state of IDENTITY_VERIFICATION_STATES) expect(review.identityVerification[state]).toBeTruthy();
  });

  it('say how each check came out, and what an unknown one means', () => {
    const checked = ['structure', 'checkDigit', 'name', 'birthDate', 'matchesCurp'] as const;
    for (const check of checked) {
      for (const result of EVIDENCE_CHECKS.filter((value) => value !== 'unknown')) {
        expect(review.checks[check][result as 'pass' | 'fail']).toBeTruthy();
      }
    }
    expect(review.checks.unknown).toBeTruthy();
  });

  it('detail only reasons the engine gives (and the unreadable documents of a missing ID)', () => {
    const codes = new Set<string>([...DECISION_REASON_CODES, 'decision.idDocumentNotReadable']);
    expect(Object.keys(review.reasons.details).filter((code) => !codes.has(code))).toEqual([]);
  });
});
