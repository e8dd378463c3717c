import { fileURLToPath } from 'node:url';
import { findSpanishProse } from '@lender/core/testing';
import { describe, expect, it } from 'vitest';

// Architecture decision 12 (ADR 228): the API sends codes and renders words from @lender/i18n,
// never Spanish sentences of its own. The detector and its own tests live in @lender/core/testing.
describe('no Spanish prose in apps/api/src', () => {
  it('finds none outside tests', () => {
    expect(findSpanishProse(fileURLToPath(new URL('.', import.meta.url)))).toEqual([]);
  });
});
