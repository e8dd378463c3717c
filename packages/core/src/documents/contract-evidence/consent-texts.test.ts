import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DEMO_COMPANY } from '../company';
import { PUBLIC_DOCUMENTS_UPDATED_ON } from '../public-documents';
import {
  CONSENT_TEXT_KINDS,
  consentText,
  consentTextOf,
  currentConsentVersion,
  DIRECT_DEBIT_TEXT_VERSION,
  textSha256,
} from './consent-texts';

// A consent's version names one text (ADR 314): the evidence of a signing records the version a
// borrower accepted and the SHA-256 of its text. The hashes of the demo lender's texts are pinned
// here with their versions: a text changed without a new version fails this test.

const PINNED: Record<string, { version: string; sha256: string | null }> = {
  terms_and_conditions: {
    version: '2026-01-15',
    sha256: '42e55419395add41349a42891b55884f6217ca05f4217e371a0de8e6bdc85f35',
  },
  privacy_notice: {
    version: '2026-01-15',
    sha256: '784c59ee70bed73240e62c6c059650c512009acdc42462efb0904df92438d948',
  },
  credit_bureau: {
    version: '2026-01-15',
    sha256: 'ea79e7ec4553b59e0413f18712435f73e63d5aec73cb46393d93824b1fb85816',
  },
  marketing: {
    version: '2026-01-15',
    sha256: '45cd80d3ed47dc97426531025139c935b14249333f24dda2e29e8f6e29884ec6',
  },
  behavioural_scoring: {
    version: '2026-01-15',
    sha256: '0e2db715b9729674c3303e91c68a61280ae150f9e22c098d4866d3cef3c4014b',
  },
  direct_debit_card: {
    version: '2026-11-23',
    sha256: '8c85e1a2419b7adb5e71db65491c8aad4e9839e872606028d9579e670c2d4dee',
  },
  direct_debit_clabe: { version: '2026-11-23', sha256: null },
};

describe('consent texts and their versions', () => {
  it('each version of the demo texts hashes as pinned (change a text: give it a new version and pin it)', () => {
    for (const kind of CONSENT_TEXT_KINDS) {
      const text = consentText(kind, DEMO_COMPANY);
      const found = { version: currentConsentVersion(kind), sha256: text === null ? null : textSha256(text) };
      expect(
        found,
        `${kind}: its text changed without a new version (PUBLIC_DOCUMENTS_UPDATED_ON or DIRECT_DEBIT_TEXT_VERSION)`,
      ).toEqual(PINNED[kind]);
    }
  });

  it('hashes the UTF-8 bytes, as sha256sum does', () => {
    const bytes = Buffer.from('Aviso de privacidad\n', 'utf8');
    expect(textSha256('Aviso de privacidad\n')).toBe(createHash('sha256').update(bytes).digest('hex'));
    expect(textSha256('ñ')).not.toBe(textSha256('n'));
  });

  it('gives no text for a version this code does not show, nor for none recorded', () => {
    expect(consentTextOf('privacy_notice', PUBLIC_DOCUMENTS_UPDATED_ON, DEMO_COMPANY)?.sha256).toBe(
      PINNED.privacy_notice?.sha256,
    );
    expect(consentTextOf('privacy_notice', '2025-06-01', DEMO_COMPANY)).toBeNull();
    expect(consentTextOf('terms_and_conditions', null, DEMO_COMPANY)).toBeNull();
    expect(consentTextOf('direct_debit_card', DIRECT_DEBIT_TEXT_VERSION, DEMO_COMPANY)).not.toBeNull();
    expect(consentTextOf('direct_debit_clabe', DIRECT_DEBIT_TEXT_VERSION, DEMO_COMPANY)).toBeNull();
  });

  it("prints the lender's own data: another lender's texts hash differently", () => {
    const other = {
      ...DEMO_COMPANY,
      tradeName: 'Otra Financiera',
      legalName: 'Otra Financiera, S.A. de C.V.',
    };
    for (const kind of ['terms_and_conditions', 'privacy_notice', 'credit_bureau'] as const) {
      expect(textSha256(consentText(kind, other) ?? '')).not.toBe(PINNED[kind]?.sha256);
    }
    expect(consentText('credit_bureau', other)).toContain('Otra Financiera');
  });
});
