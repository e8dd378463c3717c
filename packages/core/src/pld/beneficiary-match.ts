import { type NameParts, nameScore } from './name-match';

// Whether the beneficiary a payout's CEP names is the client (issue 66, ADR 327). The name is read
// by the watch lists' matcher (`name-match.ts`: accents, case and particles dropped, words aligned
// by their Jaro-Winkler similarity, `@skyra/jaro-winkler`), since a bank writes its holder as it
// pleases ("HERNANDEZ LOPEZ JOSE", "JOSE HERNANDEZ LOPEZ"). The RFC must be the same when both
// sides have one.

/**
 * The least name score (0–100) at which the CEP's beneficiary is the client. 85 lets a bank leave
 * out the second surname (90) or a second given name (92), and a typo in one word, through;
 * another given name ("José", "Josefina") or another surname scores 0 word by word and fails.
 */
export const BENEFICIARY_NAME_FLOOR = 85;

/** RFCs that name nobody: SAT's generic ones (the public, foreigners), which a bank writes when it has none. */
const GENERIC_RFCS = new Set(['XAXX010101000', 'XEXX010101000']);

/** An RFC as compared: upper case, no spaces or dashes; null when absent or generic. */
export function comparableRfc(rfc: string | null | undefined): string | null {
  const value = (rfc ?? '').toUpperCase().replace(/[\s-]/g, '');
  return value.length === 0 || GENERIC_RFCS.has(value) ? null : value;
}

export interface BeneficiaryMatch {
  /** True when the name agrees and the RFCs do not differ. */
  readonly matches: boolean;
  /** 0–100. */
  readonly nameScore: number;
  /** `absent`: one side has no RFC (or SAT's generic one), so only the name decides. */
  readonly rfc: 'same' | 'differs' | 'absent';
}

/** Compares the client (name as registered, RFC if any) with the beneficiary a CEP names. */
export function matchBeneficiary(
  client: { readonly name: NameParts; readonly rfc: string | null },
  beneficiary: { readonly name: string; readonly rfc: string | null },
): BeneficiaryMatch {
  const score = nameScore(client.name, beneficiary.name);
  const ours = comparableRfc(client.rfc);
  const theirs = comparableRfc(beneficiary.rfc);
  const rfc = ours === null || theirs === null ? 'absent' : ours === theirs ? 'same' : 'differs';
  return { matches: score >= BENEFICIARY_NAME_FLOOR && rfc !== 'differs', nameScore: score, rfc };
}
