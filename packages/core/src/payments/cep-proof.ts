import type { Executor } from '@lender/db';
import { and, desc, eq, inArray, isNotNull } from '@lender/db/orm';
import { cepClaims } from '@lender/db/schema';
import type { ResolvedDocumentsOptions } from '../documents/documents-options';
import type { FileOwner } from '../downloads';
import { CoreError } from '../errors/core-error';
import { t } from '../i18n';
import { folioOf } from './payment-model';

/** The formats Banxico's CEP of a payment is kept in. */
export type CepFormat = 'xml' | 'pdf';

/** The verified CEP a SPEI claim kept of a payment: what its receipt names, and where its files are. */
export interface CepProof {
  readonly trackingKey: string;
  /** The operation date, `YYYY-MM-DD` (Mexico City). */
  readonly operationDate: string;
  /** The sending bank's CLABE code (`012`) and the receiving bank's participant key (`90646`). */
  readonly senderBank: string;
  readonly receiverBank: string;
  /** True when Banxico's seal (`sello`) came with the proof that was checked. */
  readonly sealed: boolean;
  readonly xmlKey: string;
  readonly pdfKey: string | null;
}

type ProofRow = Pick<
  typeof cepClaims.$inferSelect,
  | 'paymentId'
  | 'trackingKey'
  | 'operationDate'
  | 'senderBank'
  | 'receiverBank'
  | 'cepSeal'
  | 'cepXmlKey'
  | 'cepPdfKey'
>;

const columns = {
  paymentId: cepClaims.paymentId,
  trackingKey: cepClaims.trackingKey,
  operationDate: cepClaims.operationDate,
  senderBank: cepClaims.senderBank,
  receiverBank: cepClaims.receiverBank,
  cepSeal: cepClaims.cepSeal,
  cepXmlKey: cepClaims.cepXmlKey,
  cepPdfKey: cepClaims.cepPdfKey,
};

const proofOf = (row: ProofRow): CepProof | null =>
  row.cepXmlKey === null
    ? null
    : {
        trackingKey: row.trackingKey,
        operationDate: row.operationDate,
        senderBank: row.senderBank,
        receiverBank: row.receiverBank,
        sealed: row.cepSeal !== null && row.cepSeal !== '',
        xmlKey: row.cepXmlKey,
        pdfKey: row.cepPdfKey,
      };

/**
 * The CEPs kept of these payments by verified SPEI claims (the newest of each), by payment id. Only
 * claims with a stored proof count: an unverified claim has none.
 */
export async function cepProofs(db: Executor, paymentIds: readonly number[]): Promise<Map<number, CepProof>> {
  const found = new Map<number, CepProof>();
  if (paymentIds.length === 0) return found;
  const rows = await db
    .select(columns)
    .from(cepClaims)
    .where(and(inArray(cepClaims.paymentId, [...paymentIds]), isNotNull(cepClaims.cepXmlKey)))
    .orderBy(desc(cepClaims.id));
  for (const row of rows) {
    const proof = proofOf(row);
    if (row.paymentId !== null && proof && !found.has(row.paymentId)) found.set(row.paymentId, proof);
  }
  return found;
}

/** The formats a payment's CEP can be downloaded in (none without one). */
export const cepFormatsOf = (proof: CepProof | undefined): CepFormat[] =>
  proof ? (proof.pdfKey ? ['xml', 'pdf'] : ['xml']) : [];

/** A CEP's file, saved under its Spanish name (`cep-<folio>.xml`). */
export interface CepFile {
  readonly fileName: string;
  readonly bytes: Uint8Array;
}

/**
 * The stored CEP of payment `paymentId` in `format`, byte for byte as Banxico issued it; `not_found`
 * when the payment is another client's, has no verified claim, or its CEP was not given in `format`.
 */
export async function cepFile(
  ctx: { readonly db: Executor; readonly documentsOptions: Pick<ResolvedDocumentsOptions, 'storage'> },
  paymentId: number,
  owner: FileOwner,
  format: CepFormat,
): Promise<CepFile> {
  const [row] = await ctx.db
    .select(columns)
    .from(cepClaims)
    .where(
      and(
        eq(cepClaims.paymentId, paymentId),
        isNotNull(cepClaims.cepXmlKey),
        ...(owner === 'back-office' ? [] : [eq(cepClaims.clientId, owner.clientId)]),
      ),
    )
    .orderBy(desc(cepClaims.id))
    .limit(1);
  const proof = row ? proofOf(row) : null;
  const key = format === 'xml' ? proof?.xmlKey : proof?.pdfKey;
  if (!key) throw new CoreError('not_found');
  const bytes = await ctx.documentsOptions.storage.get(key);
  if (!bytes) throw new CoreError('not_found');
  return { fileName: `${t('documents:receipt.cep.file', { folio: folioOf(paymentId) })}.${format}`, bytes };
}
