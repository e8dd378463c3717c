import type { ClientDocument, ClientDocumentType } from '@lender/contracts';
import type { Database } from '@lender/db';
import { and, asc, eq, isNull } from '@lender/db/orm';
import { clientDocumentSubmissions, clientDocuments } from '@lender/db/schema';
import type { Clock } from '../clock';
import { CoreError } from '../errors/core-error';
import type { Limits } from '../limits';
import type { Logger } from '../logger';
import type { ResolvedDocumentsOptions } from './documents-options';
import { CONTENT_TYPES, type FileFormat } from './file-format';
import { normaliseImage } from './image-normalise';

export type DocumentRow = typeof clientDocuments.$inferSelect;

/** An upload as its endpoint takes it: the borrower, the document's type and the file they sent. */
export interface DocumentUploadInput {
  readonly actorId: number;
  readonly body: { readonly type: ClientDocumentType; readonly file: Blob };
}

/** A document of the borrower named by its path (`client-document/{type}/{id}`). */
export interface OwnDocumentInput {
  readonly actorId: number;
  readonly params: { readonly type: ClientDocumentType; readonly id: number };
}

/** A stored document with its bytes (for the back office). */
export interface StoredClientDocument {
  document: ClientDocument & { clientId: number; format: FileFormat; deletedAt: string | null };
  bytes: Uint8Array;
}

/**
 * What the client documents' use cases read of the core: its database, clock, logger, limits and the
 * documents' options (storage, upload limit, quality check, required types). core.ts's `Core` is one.
 */
export interface ClientDocumentsContext {
  db: Database;
  clock: Clock;
  logger: Logger;
  /** The limits in force (uploads per day, documents kept, pixels), ADR 013 and 220. */
  limits: () => Promise<Limits>;
  documentsOptions: Pick<
    ResolvedDocumentsOptions,
    'storage' | 'maxUploadBytes' | 'quality' | 'requiredTypes'
  >;
}

/** A document as the API shows it. */
export function documentView(row: DocumentRow): ClientDocument {
  return {
    id: row.id,
    type: row.type as ClientDocumentType,
    contentType: row.contentType,
    size: row.size,
    uploadedAt: row.uploadedAt.toISOString(),
  };
}

/** The owner's document of that type and id, not deleted; `not_found` for anyone else's. */
export async function findOwned(
  ctx: Pick<ClientDocumentsContext, 'db'>,
  clientId: number,
  type: ClientDocumentType,
  id: number,
): Promise<DocumentRow> {
  const [row] = await ctx.db
    .select()
    .from(clientDocuments)
    .where(
      and(
        eq(clientDocuments.id, id),
        eq(clientDocuments.clientId, clientId),
        eq(clientDocuments.type, type),
        isNull(clientDocuments.deletedAt),
      ),
    );
  if (!row) throw new CoreError('not_found');
  return row;
}

/**
 * A document as a browser can show it. HEIC uploads are stored as JPEG since issue 35; one stored
 * before is converted when read (an analyst's `<img>` cannot show HEIC), or served as it is if it
 * does not decode.
 */
export async function viewable(
  ctx: Pick<ClientDocumentsContext, 'logger' | 'limits'>,
  row: DocumentRow,
  bytes: Uint8Array,
): Promise<{ bytes: Uint8Array; contentType: string; format: FileFormat }> {
  if (row.format !== 'heic') return { bytes, contentType: row.contentType, format: row.format as FileFormat };
  try {
    const image = await normaliseImage('heic', bytes, (await ctx.limits()).documentMaxPixels);
    return { bytes: image.bytes, contentType: CONTENT_TYPES[image.format], format: image.format };
  } catch (error) {
    ctx.logger.warn('a stored HEIC does not decode; served as it is', {
      documentId: row.id,
      error: error instanceof Error ? error.message : String(error),
    });
    return { bytes, contentType: row.contentType, format: 'heic' };
  }
}

/** Whether the client submitted the documents (`finish`): they can no longer be deleted. */
export async function isFinished(
  ctx: Pick<ClientDocumentsContext, 'db'>,
  clientId: number,
): Promise<boolean> {
  const [row] = await ctx.db
    .select()
    .from(clientDocumentSubmissions)
    .where(eq(clientDocumentSubmissions.clientId, clientId));
  return row !== undefined;
}

/** Every document of a client for the back office, deleted ones included (their state shown). */
export async function clientDocumentsForAdmin(
  ctx: Pick<ClientDocumentsContext, 'db'>,
  clientId: number,
): Promise<Array<StoredClientDocument['document']>> {
  const rows = await ctx.db
    .select()
    .from(clientDocuments)
    .where(eq(clientDocuments.clientId, clientId))
    .orderBy(asc(clientDocuments.id));
  return rows.map((row) => ({
    ...documentView(row),
    clientId: row.clientId,
    format: row.format as FileFormat,
    deletedAt: row.deletedAt?.toISOString() ?? null,
  }));
}

/** A client's document for the back office, as it can be shown (a legacy format converted); `not_found` when deleted. */
export async function clientDocumentForAdmin(
  ctx: ClientDocumentsContext,
  documentId: number,
): Promise<StoredClientDocument> {
  const [row] = await ctx.db.select().from(clientDocuments).where(eq(clientDocuments.id, documentId));
  if (!row || row.deletedAt) throw new CoreError('not_found');
  const stored = await ctx.documentsOptions.storage.get(row.storageKey);
  if (!stored) throw new CoreError('not_found');
  const shown = await viewable(ctx, row, stored);
  return {
    document: {
      ...documentView(row),
      contentType: shown.contentType,
      clientId: row.clientId,
      format: shown.format,
      deletedAt: null,
    },
    bytes: shown.bytes,
  };
}
