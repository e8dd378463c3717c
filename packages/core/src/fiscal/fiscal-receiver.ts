import { fullNameOf } from '@lender/contracts';
import type { Executor } from '@lender/db';
import { eq, sql } from '@lender/db/orm';
import { clients } from '@lender/db/schema';
import { nameColumns } from '../identity/name-parts';
import type { PiiCrypto } from '../pii';
import { GENERAL_PUBLIC } from '../providers/fiscal/cfdi-xml';
import type { CfdiReceiver, FiscalIssuer } from '../providers/fiscal/port';

/**
 * An RFC of a person (persona física, 13 characters): the only receiver regime 616 and use S01 are
 * SAT's pair for (c_RegimenFiscal 616 is not a company's); a company's RFC (12) is no borrower's own,
 * so its payments stay with the general public. The generic ones are not a receiver's own either.
 */
const PERSON_RFC = /^[A-ZÑ&]{4}\d{6}[A-Z\d]{2}[A\d]$/;
const GENERIC = new Set([GENERAL_PUBLIC.rfc, 'XEXX010101000']);

/** A borrower without obligations of their own: regime 616, CFDI use S01 (SAT's pair for it). */
const PERSON_WITHOUT_OBLIGATIONS = { regime: '616', use: 'S01' } as const;

/**
 * The borrower as the receiver of their own CFDI, or null when the period's global CFDI is theirs:
 * no RFC (the client profile's optional `rfc`, read whichever way the row keeps it — in clear as
 * `rfc` or encrypted as `rfc_enc` — and absent on a database without it), a generic one, or no
 * postal code for DomicilioFiscalReceptor. The name is written in capitals as SAT registers it.
 */
export async function borrowerReceiver(
  ctx: { pii: PiiCrypto },
  tx: Executor,
  clientId: number,
): Promise<CfdiReceiver | null> {
  const [row] = await tx
    .select({
      ...nameColumns,
      rfc: sql<string | null>`to_jsonb(${clients}) ->> 'rfc'`,
      rfcEnc: sql<string | null>`to_jsonb(${clients}) ->> 'rfc_enc'`,
      postalCode: sql<string | null>`${clients.address} ->> 'postalCode'`,
    })
    .from(clients)
    .where(eq(clients.id, clientId));
  if (!row) return null;
  const given = row.rfc ?? (row.rfcEnc ? ctx.pii.decrypt(row.rfcEnc) : null);
  // As typed: lower case, spaces or hyphens between its parts (`pegj 800101-ab1`).
  const rfc = given?.replace(/[\s-]/g, '').toUpperCase() ?? '';
  if (!PERSON_RFC.test(rfc) || GENERIC.has(rfc) || !/^\d{5}$/.test(row.postalCode ?? '')) return null;
  return {
    rfc,
    name: fullNameOf(row).toLocaleUpperCase('es-MX').replace(/\s+/g, ' ').trim(),
    postalCode: row.postalCode as string,
    ...PERSON_WITHOUT_OBLIGATIONS,
  };
}

/** The general public of a global CFDI: its fiscal address is the place of issue. */
export function generalPublic(issuer: FiscalIssuer): CfdiReceiver {
  return {
    rfc: GENERAL_PUBLIC.rfc,
    name: GENERAL_PUBLIC.name,
    postalCode: issuer.postalCode,
    regime: '616',
    use: 'S01',
  };
}
