import type { ClientConsent, RegistrationConsents } from '@lender/contracts';
import type { Executor } from '@lender/db';
import { asc, eq } from '@lender/db/orm';
import { clientConsents, directDebitConsents, noticePreferences } from '@lender/db/schema';
import { PUBLIC_DOCUMENTS_UPDATED_ON } from '../documents/public-documents';

const REGISTRATION_CONSENT_KINDS = [
  ['termsAndConditions', 'terms_and_conditions'],
  ['privacyNotice', 'privacy_notice'],
  ['creditBureau', 'credit_bureau'],
  ['marketing', 'marketing'],
  ['behaviouralScoring', 'behavioural_scoring'],
] as const;

/**
 * Stores the registration consents, one row each, all given at `at` (registration calls it), with
 * the version of the texts accepted: the date the public documents were last changed. Marketing
 * given here is the notice preferences' switch too (issue 63: one fact, the switch the marketing
 * notices read is on from that moment).
 */
export async function recordRegistrationConsents(
  db: Executor,
  clientId: number,
  consents: RegistrationConsents,
  at: Date,
): Promise<void> {
  await db.insert(clientConsents).values(
    REGISTRATION_CONSENT_KINDS.map(([field, kind]) => ({
      clientId,
      kind,
      accepted: consents[field] ?? false,
      givenAt: at,
      version: PUBLIC_DOCUMENTS_UPDATED_ON,
    })),
  );
  if (consents.marketing === true) {
    await db
      .insert(noticePreferences)
      .values({ clientId, marketingOptIn: true, marketingChangedAt: at, updatedAt: at })
      .onConflictDoUpdate({
        target: noticePreferences.clientId,
        set: { marketingOptIn: true, marketingChangedAt: at, updatedAt: at },
      });
  }
}

/**
 * `client.consents`: the consents the borrower gave, oldest first — the registration's, one row each,
 * and each direct-debit authorisation (issue 15, the profile page).
 */
export async function consents(
  ctx: { db: Executor },
  { actorId: clientId }: { readonly actorId: number },
): Promise<{ consents: ClientConsent[] }> {
  const registration = await ctx.db
    .select()
    .from(clientConsents)
    .where(eq(clientConsents.clientId, clientId))
    .orderBy(asc(clientConsents.id));
  const debit = await ctx.db
    .select()
    .from(directDebitConsents)
    .where(eq(directDebitConsents.clientId, clientId))
    .orderBy(asc(directDebitConsents.id));
  const all: ClientConsent[] = [
    ...registration.map((row) => ({
      kind: row.kind,
      accepted: row.accepted,
      givenAt: row.givenAt.toISOString(),
      version: row.version,
    })),
    ...debit.map((row) => ({
      kind: row.paymentType === 'card' ? ('direct_debit_card' as const) : ('direct_debit_clabe' as const),
      accepted: true,
      givenAt: row.acceptedAt.toISOString(),
      version: null,
    })),
  ];
  return { consents: all.sort((a, b) => a.givenAt.localeCompare(b.givenAt)) };
}
