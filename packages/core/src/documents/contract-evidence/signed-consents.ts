import type { Executor } from '@lender/db';
import { and, asc, eq, lte } from '@lender/db/orm';
import { clientConsents, directDebitConsents } from '@lender/db/schema';
import type { CompanyInfo } from '../company';
import {
  CONSENT_TEXT_KINDS,
  type ConsentTextKind,
  consentTextOf,
  currentConsentVersion,
} from './consent-texts';

/**
 * One consent as it stood when the contract was signed (ADR 314): `accepted` (in force, with the
 * version accepted and the SHA-256 of its text), `withdrawn` (given, then withdrawn before signing)
 * or `declined` (never given). `givenAt` is when the standing answer was given: the acceptance, the
 * withdrawal or the refusal. Evidence kept before this existed has only `kind`, `accepted`, `givenAt`.
 */
export interface SignedConsent {
  readonly kind: string;
  readonly accepted: boolean;
  readonly givenAt: string;
  readonly status?: 'accepted' | 'withdrawn' | 'declined';
  /** The version of the text (`YYYY-MM-DD`, the date it last changed); `null` when none was recorded. */
  readonly version?: string | null;
  /** Hexadecimal SHA-256 of the version's UTF-8 text (accepted only); `null` when the text is not known. */
  readonly textSha256?: string | null;
}

interface Answer {
  kind: ConsentTextKind;
  accepted: boolean;
  at: Date;
  version: string | null;
}

/**
 * The client's consents at `signedAt`, one per kind in `CONSENT_TEXT_KINDS` order (the last answer
 * given by then decides), and the text of each accepted version by its SHA-256: the evidence keeps
 * the texts so that an examiner recomputes every hash from the bundle alone.
 */
export async function consentsAtSigning(
  db: Executor,
  company: CompanyInfo,
  clientId: number,
  signedAt: Date,
): Promise<{ consents: SignedConsent[]; texts: Record<string, string> }> {
  const registration = await db
    .select()
    .from(clientConsents)
    .where(and(eq(clientConsents.clientId, clientId), lte(clientConsents.givenAt, signedAt)))
    .orderBy(asc(clientConsents.givenAt), asc(clientConsents.id));
  const debit = await db
    .select()
    .from(directDebitConsents)
    .where(and(eq(directDebitConsents.clientId, clientId), lte(directDebitConsents.acceptedAt, signedAt)))
    .orderBy(asc(directDebitConsents.acceptedAt), asc(directDebitConsents.id));
  const answers: Answer[] = [
    ...registration.map((row) => ({
      kind: row.kind,
      accepted: row.accepted,
      at: row.givenAt,
      version: row.version,
    })),
    // A direct-debit authorisation has no version of its own: the one its screen shows.
    ...debit.map((row) => {
      const kind =
        row.paymentType === 'card' ? ('direct_debit_card' as const) : ('direct_debit_clabe' as const);
      return { kind, accepted: true, at: row.acceptedAt, version: currentConsentVersion(kind) };
    }),
  ];
  const consents: SignedConsent[] = [];
  const texts: Record<string, string> = {};
  for (const kind of CONSENT_TEXT_KINDS) {
    const ofKind = answers.filter((answer) => answer.kind === kind);
    const last = ofKind.at(-1);
    if (!last) continue;
    if (!last.accepted) {
      const withdrawn = ofKind.some((answer) => answer.accepted);
      consents.push({
        kind,
        accepted: false,
        givenAt: last.at.toISOString(),
        status: withdrawn ? 'withdrawn' : 'declined',
        version: last.version,
        textSha256: null,
      });
      continue;
    }
    const text = consentTextOf(kind, last.version, company);
    if (text) texts[text.sha256] = text.text;
    consents.push({
      kind,
      accepted: true,
      givenAt: last.at.toISOString(),
      status: 'accepted',
      version: last.version,
      textSha256: text?.sha256 ?? null,
    });
  }
  return { consents, texts };
}
