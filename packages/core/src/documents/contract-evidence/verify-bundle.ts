import { unzipSync } from 'fflate';
import { checkEvidence, type EvidenceCheck } from './check-evidence';
import { BUNDLE_ENTRIES } from './contract-evidence-bundle';
import type { SigningEvents } from './signing-evidence';

/**
 * Re-checks an evidence bundle (the ZIP of `contractEvidenceBundle`) with nothing but its bytes:
 * the PDF's SHA-256 against the events', the RFC 3161 token over it (signature, imprint,
 * time-stamping certificate; against `trustedCertificates` when given) and the events' order. The
 * signature record of the database is not in a bundle: `signerMatches` is then about the events only.
 */
export async function verifyEvidenceBundle(
  zip: Uint8Array,
  trustedCertificates: readonly Uint8Array[] = [],
): Promise<EvidenceCheck & { entries: string[] }> {
  const files = unzipSync(zip);
  const pdf = files[BUNDLE_ENTRIES.pdf];
  const json = files[BUNDLE_ENTRIES.eventsJson];
  if (!pdf || !json) throw new Error(`a bundle holds ${BUNDLE_ENTRIES.pdf} and ${BUNDLE_ENTRIES.eventsJson}`);
  const events = JSON.parse(new TextDecoder().decode(json)) as SigningEvents;
  const entered = events.events.find((event) => event.kind === 'code_entered');
  const check = await checkEvidence({
    pdf,
    recordedSha256: events.pdfSha256,
    token: files[BUNDLE_ENTRIES.token] ?? null,
    events,
    signature: entered
      ? {
          signedAt: new Date(entered.at),
          ip: events.ip,
          userAgent: events.userAgent,
          documentHash: events.agreementTextSha256 ?? '',
        }
      : null,
    trustedCertificates,
  });
  return { ...check, entries: Object.keys(files).sort() };
}
