import type { Executor } from '@lender/db';
import { eq } from '@lender/db/orm';
import { clientConsents, noticePreferences } from '@lender/db/schema';
import { PUBLIC_DOCUMENTS_UPDATED_ON } from '../documents/public-documents';

/**
 * The version of the texts a consent given or withdrawn today is about: the date the public
 * documents (terms, privacy notice with its purposes, credit-bureau authorization) last changed.
 */
export const CONSENT_TEXTS_VERSION = PUBLIC_DOCUMENTS_UPDATED_ON;

/** The registration consents a client may withdraw or oppose later. */
export type VoluntaryConsent = 'marketing' | 'behavioural_scoring';

/** A consent withdrawn: a dated row of its own (`accepted` false) beside the one given. */
export async function recordConsentWithdrawal(
  tx: Executor,
  clientId: number,
  kind: VoluntaryConsent,
  at: Date,
): Promise<void> {
  await tx
    .insert(clientConsents)
    .values({ clientId, kind, accepted: false, givenAt: at, version: CONSENT_TEXTS_VERSION });
}

/** Marketing off in the notice preferences (the switch the notices read), dated when it was on. */
export async function turnMarketingOff(tx: Executor, clientId: number, at: Date): Promise<void> {
  await tx
    .insert(noticePreferences)
    .values({ clientId, marketingOptIn: false, marketingChangedAt: at, updatedAt: at })
    .onConflictDoUpdate({
      target: noticePreferences.clientId,
      set: { marketingOptIn: false, marketingChangedAt: at, updatedAt: at },
      setWhere: eq(noticePreferences.marketingOptIn, true),
    });
}
