import { createHash } from 'node:crypto';
import type { Database, Executor } from '@lender/db';
import { and, desc, eq } from '@lender/db/orm';
import { contractEvidence, verificationCodes } from '@lender/db/schema';
import { businessDate, type Clock } from '../../clock';
import type { Logger } from '../../logger';
import { renderPdf } from '../../pdf/render-pdf';
import type { PiiCrypto } from '../../pii';
import type { TimestampPort } from '../../providers/timestamp/port';
import { processSandboxAuthority, sandboxTimestamp } from '../../providers/timestamp/sandbox';
import { agreementDocument } from '../agreement';
import type { AgreementTerms } from '../agreement-model';
import type { CompanyInfo } from '../company';
import { consentsAtSigning, type SignedConsent } from './signed-consents';

// What is kept when a borrower signs (issue 50, NOM-151): the signed contract's PDF (the draft they
// read, rendered from the same terms with its signature blocks filled), its SHA-256, the signing
// events and an RFC 3161 token over the hash from the `TimestampPort`, stored with the contract in
// `contract_evidence`. The same bytes are the contract kept for the borrower to download (issue 61:
// the hash is of the PDF the borrower keeps, not of the draft).

/** One signing event; `at` an ISO instant, `mexicoCity` the same instant on the Mexico City clock. */
export interface SigningEvent {
  readonly kind: 'code_sent' | 'code_entered' | 'timestamped';
  readonly at: string;
  readonly mexicoCity: string;
}

/** The evidence's events and facts, as stored (`events` column) and as the bundle's JSON. */
export interface SigningEvents {
  readonly applicationId: number;
  readonly contractNumber: string;
  /** The phone the code went to, masked (`+52 •• •••• 1234`): never the whole number. */
  readonly maskedPhone: string;
  readonly ip: string | null;
  readonly userAgent: string | null;
  /** Hexadecimal SHA-256 of the agreement's canonical text (what `agreement_signatures` holds). */
  readonly agreementTextSha256: string | null;
  readonly pdfSha256: string;
  /**
   * The texts accepted: the contract's RECA registration and each consent as it stood at signing,
   * the accepted ones with their version and the SHA-256 of its text (ADR 314).
   */
  readonly texts: {
    readonly reca: string | null;
    readonly consents: SignedConsent[];
  };
  readonly events: SigningEvent[];
  /**
   * The text of each accepted consent version, by its SHA-256 (UTF-8): kept so the hashes can be
   * recomputed whatever the texts become later. The bundle writes them as files, not in its JSON.
   */
  readonly consentTexts?: Readonly<Record<string, string>>;
}

/** What signing needs to keep the evidence. */
export interface SigningEvidenceContext {
  db: Database;
  pii: PiiCrypto;
  logger: Logger;
  clock: Clock;
  /** The lender's data the consent texts print (the public documents, the bureau authorisation). */
  company: CompanyInfo;
  /** The time-stamping authority; the sandbox's when the core has none (a real one is one adapter away). */
  timestamp?: TimestampPort;
}

/** The evidence of one signing, made before the signing's transaction, stored inside it. */
export interface PreparedEvidence {
  readonly pdf: Uint8Array;
  readonly pdfSha256: string;
  readonly events: SigningEvents;
  readonly token: { token: Uint8Array; genTime: Date; authority: string } | null;
}

/** The sandbox port of each core clock (the process's one authority), for a core without a `TimestampPort`. */
const fallbackAuthorities = new WeakMap<Clock, TimestampPort>();
export function timestampPortOf(ctx: { timestamp?: TimestampPort; clock: Clock }): TimestampPort {
  if (ctx.timestamp) return ctx.timestamp;
  let port = fallbackAuthorities.get(ctx.clock);
  if (!port) {
    port = sandboxTimestamp({ clock: ctx.clock, authority: processSandboxAuthority });
    fallbackAuthorities.set(ctx.clock, port);
  }
  return port;
}

/** `+52 •• •••• 1234`: the country code and the last four digits. */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return `+${digits.slice(0, 2)} •• •••• ${digits.slice(-4)}`;
}

/** `dd.mm.yyyy HH:mm:ss` on the Mexico City clock. */
export function mexicoCityTime(instant: Date): string {
  const [year, month, day] = businessDate(instant).split('-');
  const time = new Intl.DateTimeFormat('es-MX', {
    timeZone: 'America/Mexico_City',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).format(instant);
  return `${day}.${month}.${year} ${time}`;
}

/** A signing event at `at`, with its Mexico City time. */
export const signingEvent = (kind: SigningEvent['kind'], at: Date): SigningEvent => ({
  kind,
  at: at.toISOString(),
  mexicoCity: mexicoCityTime(at),
});

/**
 * Renders the signed contract's PDF, hashes it, gathers the signing events and asks the authority
 * for a token over the hash. An authority that fails leaves the token out (logged): the signing
 * goes on, and the evidence says it has no token. The signing keeps `pdf` as the borrower's
 * contract (`archiveAgreement`'s `signedPdf`).
 */
export async function prepareSigningEvidence(
  ctx: SigningEvidenceContext,
  input: {
    clientId: number;
    applicationId: number;
    terms: AgreementTerms;
    phone: string;
    signedAt: Date;
    ip: string | null;
    userAgent: string | null;
    agreementTextSha256: string | null;
    /** The direct-debit mandates accepted with the contract (issue 66): listed as consents, text kept. */
    mandates?: readonly { kind: string; version: string; text: string }[];
  },
): Promise<PreparedEvidence> {
  const pdf = await renderPdf(agreementDocument(input.terms, 'loan_agreement'));
  const digest = createHash('sha256').update(pdf).digest();
  const pdfSha256 = digest.toString('hex');
  const [sent] = await ctx.db
    .select({ createdAt: verificationCodes.createdAt })
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.targetHash, ctx.pii.hash('phone', input.phone)),
        eq(verificationCodes.purpose, 'sign_agreement'),
      ),
    )
    .orderBy(desc(verificationCodes.id))
    .limit(1);
  const consents = await consentsAtSigning(ctx.db, ctx.company, input.clientId, input.signedAt);
  for (const mandate of input.mandates ?? []) {
    const sha256 = createHash('sha256').update(mandate.text, 'utf8').digest('hex');
    consents.texts[sha256] = mandate.text;
    consents.consents.push({
      kind: mandate.kind,
      accepted: true,
      givenAt: input.signedAt.toISOString(),
      status: 'accepted',
      version: mandate.version,
      textSha256: sha256,
    });
  }
  let token: PreparedEvidence['token'] = null;
  try {
    const stamped = await timestampPortOf(ctx).stamp(new Uint8Array(digest));
    token = { token: stamped.token, genTime: stamped.genTime, authority: stamped.authority };
  } catch (error) {
    ctx.logger.error('contract time-stamp failed', {
      applicationId: input.applicationId,
      error: String(error),
    });
  }
  const events: SigningEvent[] = [
    ...(sent ? [signingEvent('code_sent', sent.createdAt)] : []),
    signingEvent('code_entered', input.signedAt),
    ...(token ? [signingEvent('timestamped', token.genTime)] : []),
  ];
  return {
    pdf,
    pdfSha256,
    token,
    events: {
      applicationId: input.applicationId,
      contractNumber: input.terms.contractNumber,
      maskedPhone: maskPhone(input.phone),
      ip: input.ip,
      userAgent: input.userAgent,
      agreementTextSha256: input.agreementTextSha256,
      pdfSha256,
      texts: {
        reca: input.terms.lender.recaNumber ?? null,
        consents: consents.consents,
      },
      events,
      consentTexts: consents.texts,
    },
  };
}

/** Stores the evidence with the loan, in the signing's transaction. */
export async function storeSigningEvidence(
  tx: Executor,
  evidence: PreparedEvidence,
  ids: { loanId: number; applicationId: number; clientId: number },
): Promise<void> {
  await tx.insert(contractEvidence).values({
    ...ids,
    pdf: evidence.pdf,
    pdfSha256: evidence.pdfSha256,
    events: evidence.events,
    timestampToken: evidence.token?.token ?? null,
    timestampAuthority: evidence.token?.authority ?? null,
    timestampedAt: evidence.token?.genTime ?? null,
  });
}
