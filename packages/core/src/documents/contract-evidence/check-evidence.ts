import { createHash } from 'node:crypto';
import { type TimestampCheck, verifyTimestampToken } from '../../providers/timestamp/verify';
import type { SigningEvents } from './signing-evidence';

/** What a re-check of a signed contract's evidence found (issue 50); `valid` when every part holds. */
export interface EvidenceCheck {
  readonly valid: boolean;
  /** The PDF kept hashes to the SHA-256 recorded at signing. */
  readonly hashMatches: boolean;
  readonly pdfSha256: string;
  /** The time-stamp token's check (`null`: no token was kept). */
  readonly timestamp: TimestampCheck | null;
  /** The events are complete and in order: code sent, then entered, then stamped. */
  readonly eventsInOrder: boolean;
  /** The signing recorded in `agreement_signatures` (time, address, browser) agrees with the events. */
  readonly signerMatches: boolean;
}

/** The signing as `agreement_signatures` recorded it. */
export interface RecordedSignature {
  readonly signedAt: Date;
  readonly ip: string | null;
  readonly userAgent: string | null;
  readonly documentHash: string;
}

/** Re-checks evidence: the PDF's hash, the token over it, the events and the signature record. */
export async function checkEvidence(input: {
  pdf: Uint8Array;
  recordedSha256: string;
  token: Uint8Array | null;
  events: SigningEvents;
  signature: RecordedSignature | null;
  trustedCertificates?: readonly Uint8Array[];
}): Promise<EvidenceCheck> {
  const digest = createHash('sha256').update(input.pdf).digest();
  const pdfSha256 = digest.toString('hex');
  const hashMatches = pdfSha256 === input.recordedSha256 && pdfSha256 === input.events.pdfSha256;
  const timestamp = input.token
    ? await verifyTimestampToken(input.token, new Uint8Array(digest), input.trustedCertificates)
    : null;
  const kinds = input.events.events.map((event) => event.kind);
  const times = input.events.events.map((event) => Date.parse(event.at));
  const eventsInOrder =
    kinds.join() === 'code_sent,code_entered,timestamped' &&
    times.every((time, index) => index === 0 || time >= (times[index - 1] ?? 0) - 1000);
  const entered = input.events.events.find((event) => event.kind === 'code_entered');
  const signerMatches = Boolean(
    input.signature &&
      entered &&
      Date.parse(entered.at) === input.signature.signedAt.getTime() &&
      input.signature.ip === input.events.ip &&
      input.signature.userAgent === input.events.userAgent &&
      input.signature.documentHash === input.events.agreementTextSha256,
  );
  return {
    valid: hashMatches && timestamp?.valid === true && eventsInOrder && signerMatches,
    hashMatches,
    pdfSha256,
    timestamp,
    eventsInOrder,
    signerMatches,
  };
}
