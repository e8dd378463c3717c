import type { Database } from '@lender/db';
import type { TimestampPort } from '../../providers/timestamp/port';
import { checkEvidence, type EvidenceCheck } from './check-evidence';
import { contractEvidenceRow } from './contract-evidence-row';
import type { SigningEvents } from './signing-evidence';

/** A signed contract's evidence re-checked, for the back-office page (issue 50, NOM-151). */
export interface ContractEvidenceView {
  readonly loanId: number;
  /** The check, its token's time as an ISO instant. */
  readonly check: Omit<EvidenceCheck, 'timestamp'> & {
    readonly timestamp:
      | (Omit<NonNullable<EvidenceCheck['timestamp']>, 'genTime'> & { genTime: string | null })
      | null;
  };
  /** The events and facts, without the consents' texts (the bundle has them). */
  readonly events: Omit<SigningEvents, 'consentTexts'>;
  readonly timestampAuthority: string | null;
  readonly timestampedAt: string | null;
  readonly pdfBytes: number;
}

/**
 * `GET back-office/loans/{id}/contract-evidence`: re-checks the stored contract now — the PDF's
 * SHA-256 against the one recorded, the RFC 3161 token (signature, message imprint, authority)
 * and the signer's events against the signature record. `not_found` without evidence.
 */
export async function contractEvidence(
  ctx: { db: Database; timestamp?: TimestampPort },
  { params: { id: loanId } }: { readonly params: { readonly id: number } },
): Promise<ContractEvidenceView> {
  const { row, events, signature } = await contractEvidenceRow(ctx.db, loanId);
  const { consentTexts: _texts, ...facts } = events;
  const check = await checkEvidence({
    pdf: row.pdf,
    recordedSha256: row.pdfSha256,
    token: row.timestampToken,
    events,
    signature,
    // A real authority's adapter gives its certificates (`trustAnchors`); the sandbox authority
    // lives in one process's memory, so its tokens are checked by their own certificate only.
    trustedCertificates: ctx.timestamp?.trustAnchors ?? [],
  });
  return {
    loanId,
    check: {
      ...check,
      timestamp: check.timestamp && {
        ...check.timestamp,
        genTime: check.timestamp.genTime?.toISOString() ?? null,
      },
    },
    events: facts,
    timestampAuthority: row.timestampAuthority,
    timestampedAt: row.timestampedAt?.toISOString() ?? null,
    pdfBytes: row.pdf.length,
  };
}
