import { createHash } from 'node:crypto';
import { clientConsents, directDebitConsents } from '@lender/db/schema';
import { registration } from '@lender/i18n/es-MX';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  acceptedApplication,
  createLendingTestCore,
  type LendingTestCore,
  signWithCode,
} from '../../../testing/lending-fixtures';
import { recordRegistrationConsents } from '../../clients/consents';
import { updateNoticePreferences } from '../../notices/update-notice-preferences';
import { directDebitConsent } from '../../payments/direct-debit-consent';
import { extractPdfText } from '../../pdf/pdf-text';
import { documentPage } from '../document-page';
import { PUBLIC_DOCUMENTS_UPDATED_ON } from '../public-documents';
import { DIRECT_DEBIT_TEXT_VERSION } from './consent-texts';
import { contractEvidence } from './contract-evidence';
import { BUNDLE_ENTRIES, contractEvidenceBundle } from './contract-evidence-bundle';
import type { SignedConsent } from './signed-consents';
import { verifyEvidenceBundle } from './verify-bundle';

// The signing evidence names each consent as it stood when the borrower signed (ADR 314): the
// accepted ones with their version and the SHA-256 of that version's text, the text itself in the
// bundle; a consent withdrawn before signing is listed as withdrawn, never as accepted; nothing of
// another client's, nor anything given after the signing.

const sha256 = (bytes: Uint8Array | string) => createHash('sha256').update(bytes).digest('hex');
const MINUTE = 60_000;

let t: LendingTestCore;
let loanId: number;
let signedAt: Date;
beforeAll(async () => {
  t = await createLendingTestCore();
  const other = await acceptedApplication(t);
  const app = await acceptedApplication(t);
  // The signer: everything but behavioural scoring at registration, a card authorised, then
  // marketing switched off in the profile.
  await recordRegistrationConsents(
    t.core.db,
    app.clientId,
    {
      termsAndConditions: true,
      privacyNotice: true,
      creditBureau: true,
      marketing: true,
      behaviouralScoring: false,
    },
    t.clock.now(),
  );
  t.clock.advance(MINUTE);
  await directDebitConsent(t.core, { actorId: app.clientId, body: { accepted: true, paymentType: 'card' } });
  t.clock.advance(MINUTE);
  await updateNoticePreferences(t.core, {
    actorId: app.clientId,
    body: { channel: 'sms', marketingOptIn: false },
  });
  // Another client accepted everything, scoring and a CLABE direct debit included.
  await recordRegistrationConsents(
    t.core.db,
    other.clientId,
    {
      termsAndConditions: true,
      privacyNotice: true,
      creditBureau: true,
      marketing: true,
      behaviouralScoring: true,
    },
    t.clock.now(),
  );
  await directDebitConsent(t.core, {
    actorId: other.clientId,
    body: { accepted: true, paymentType: 'clabe' },
  });
  t.clock.advance(MINUTE);
  // Answers dated after the signing (a row written with a later time) do not count at signing.
  const later = new Date(t.clock.now().getTime() + 60 * MINUTE);
  await t.core.db.insert(clientConsents).values({
    clientId: app.clientId,
    kind: 'behavioural_scoring',
    accepted: true,
    givenAt: later,
    version: PUBLIC_DOCUMENTS_UPDATED_ON,
  });
  await t.core.db.insert(directDebitConsents).values({
    clientId: app.clientId,
    paymentType: 'clabe',
    acceptedAt: later,
  });
  const signed = await signWithCode(t, app, { requester: '203.0.113.8', userAgent: 'Mozilla/5.0' });
  loanId = signed.loanId;
  signedAt = new Date(signed.signedAt);
});
afterAll(() => t.close());

async function bundle() {
  const files = unzipSync((await contractEvidenceBundle(t.core, { params: { id: loanId } })).bytes);
  const json = JSON.parse(new TextDecoder().decode(files[BUNDLE_ENTRIES.eventsJson]));
  return { files, consents: json.texts.consents as Array<SignedConsent & { textFile: string | null }>, json };
}

describe('the consents in the signing evidence', () => {
  it('lists each consent once, as it stood at signing, and nothing given later or by another client', async () => {
    const { consents } = await bundle();
    expect(consents.map((consent) => [consent.kind, consent.status])).toEqual([
      ['terms_and_conditions', 'accepted'],
      ['privacy_notice', 'accepted'],
      ['credit_bureau', 'accepted'],
      ['marketing', 'withdrawn'],
      ['behavioural_scoring', 'declined'],
      ['direct_debit_card', 'accepted'],
    ]);
    for (const consent of consents)
      expect(Date.parse(consent.givenAt)).toBeLessThanOrEqual(signedAt.getTime());
    const withdrawn = consents.find((consent) => consent.kind === 'marketing');
    expect(withdrawn).toMatchObject({ accepted: false, textSha256: null, textFile: null });
    expect(consents.find((consent) => consent.kind === 'behavioural_scoring')).toMatchObject({
      accepted: false,
      textSha256: null,
    });
  });

  it('gives each accepted consent its version and the SHA-256 of the text the product shows for it', async () => {
    const { files, consents } = await bundle();
    const company = t.core.company;
    const accepted = consents.filter((consent) => consent.status === 'accepted');
    expect(accepted).toHaveLength(4);
    for (const consent of accepted) {
      expect(consent.version).toBe(
        consent.kind === 'direct_debit_card' ? DIRECT_DEBIT_TEXT_VERSION : PUBLIC_DOCUMENTS_UPDATED_ON,
      );
      expect(consent.textSha256).toMatch(/^[0-9a-f]{64}$/);
      expect(consent.textFile).toBe(`consentimientos/${consent.kind}-${consent.version}.txt`);
      // What `sha256sum` prints for the file in the bundle.
      const file = files[consent.textFile ?? ''] ?? new Uint8Array();
      expect(sha256(file)).toBe(consent.textSha256);
    }
    const text = (kind: string) => {
      const file = accepted.find((consent) => consent.kind === kind)?.textFile ?? '';
      return new TextDecoder().decode(files[file]);
    };
    // The checkbox texts, straight from the catalogue: their hash is sha256 of the words shown.
    const bureau = `${registration.consents.buro.replace('{{company}}', company.tradeName)}\n`;
    expect(text('credit_bureau')).toBe(bureau);
    expect(accepted.find((consent) => consent.kind === 'credit_bureau')?.textSha256).toBe(sha256(bureau));
    const card = `${registration.card.consentText}\n${registration.card.consent}\n`;
    expect(accepted.find((consent) => consent.kind === 'direct_debit_card')?.textSha256).toBe(sha256(card));
    // The documents: every paragraph the `/documentos` page shows is in the text hashed.
    for (const [kind, id] of [
      ['terms_and_conditions', 'terms_and_conditions'],
      ['privacy_notice', 'privacy_notice'],
    ] as const) {
      const page = documentPage(t.core, { params: { id } });
      expect(text(kind).startsWith(`${page.title}\n`)).toBe(true);
      for (const paragraph of page.sections.flatMap((section) => section.paragraphs))
        expect(text(kind)).toContain(paragraph);
    }
    // Two documents, two texts, two hashes.
    expect(new Set(accepted.map((consent) => consent.textSha256)).size).toBe(4);
  });

  it('keeps the texts out of the JSON and the back-office view, and the bundle still verifies', async () => {
    const { files, json } = await bundle();
    expect(json.consentTexts).toBeUndefined();
    expect(
      Object.keys(files)
        .filter((name) => name.startsWith('consentimientos/'))
        .sort(),
    ).toEqual([
      `consentimientos/credit_bureau-${PUBLIC_DOCUMENTS_UPDATED_ON}.txt`,
      `consentimientos/direct_debit_card-${DIRECT_DEBIT_TEXT_VERSION}.txt`,
      `consentimientos/privacy_notice-${PUBLIC_DOCUMENTS_UPDATED_ON}.txt`,
      `consentimientos/terms_and_conditions-${PUBLIC_DOCUMENTS_UPDATED_ON}.txt`,
    ]);
    const view = await contractEvidence(t.core, { params: { id: loanId } });
    expect('consentTexts' in view.events).toBe(false);
    expect(view.events.texts.consents.map((consent) => consent.kind)).not.toContain('direct_debit_clabe');
    expect(view.check.valid).toBe(true);
    const bytes = (await contractEvidenceBundle(t.core, { params: { id: loanId } })).bytes;
    expect((await verifyEvidenceBundle(bytes)).valid).toBe(true);
  });

  it('says it in the readable PDF: version and hash of each accepted text, the withdrawal dated', async () => {
    const { files, consents } = await bundle();
    const readable = (await extractPdfText(files[BUNDLE_ENTRIES.eventsPdf] ?? new Uint8Array())).replace(
      /\s+/g,
      ' ',
    );
    const compact = readable.replace(/\s+/g, '');
    expect(readable).toContain(`versión ${PUBLIC_DOCUMENTS_UPDATED_ON}`);
    for (const consent of consents.filter((one) => one.status === 'accepted'))
      expect(compact).toContain(consent.textSha256);
    expect(readable).toContain('Publicidad');
    expect(readable).toMatch(/retirado el \d{2}\.\d{2}\.\d{4} \d{2}:\d{2}:\d{2}/);
    expect(readable).toContain('Cargo automático a la tarjeta (domiciliación)');
    expect(readable).toContain('carpeta consentimientos/');
  });
});
