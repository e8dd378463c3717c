import { createHash } from 'node:crypto';
import type {
  ClientDocument,
  ClientDocumentState,
  ClientDocumentType,
  DocumentContent,
} from '@lender/contracts';
import type { Database } from '@lender/db';
import { and, asc, count, eq, isNull, notExists } from '@lender/db/orm';
import { clientDocumentSubmissions, clientDocuments } from '@lender/db/schema';
import type { Clock } from '../clock';
import { businessDate } from '../clock';
import { secondsToNextBusinessDay } from '../codes/codes';
import { CoreError } from '../errors/core-error';
import type { Limits } from '../limits';
import { takeFromCap } from '../limits-store';
import type { Logger } from '../logger';
import { newStorageKey } from '../providers/storage/port';
import type { ResolvedDocumentsOptions } from './documents-options';
import { ALLOWED_FORMATS, CONTENT_TYPES, detectFormat, type FileFormat } from './file-format';
import { normaliseImage } from './image-normalise';
import { qualityMessage, qualityParams, sanitise } from './upload-files';

type DocumentRow = typeof clientDocuments.$inferSelect;

/** An upload as the HTTP layer hands it over: the bytes and what the client claimed about them. */
export interface DocumentUpload {
  type: ClientDocumentType;
  bytes: Uint8Array;
  /** The file name the browser sent; logged nowhere, used for nothing but the error's detail. */
  declaredName?: string;
}

/** A stored document with its bytes (for the back office). */
export interface StoredClientDocument {
  document: ClientDocument & { clientId: number; format: FileFormat; deletedAt: string | null };
  bytes: Uint8Array;
}

/** Client documents (issue 6, spec §5 Documents): upload, read, delete, finish, state. */
export interface ClientDocumentsService {
  /** Largest accepted upload in bytes (413 `payload_too_large` above it). */
  readonly maxUploadBytes: number;
  /**
   * Checks the content's format against the type (`upload_wrong_format`), the size
   * (`payload_too_large`) and quality (`hs_metric_failed`), decodes a photo and encodes it again
   * with its EXIF orientation applied and no metadata (a HEIC becomes a JPEG, issue 35), makes a PDF
   * inert, and stores the file under a server-generated name.
   */
  upload(clientId: number, upload: DocumentUpload): Promise<ClientDocument>;
  /** The owner's document with its bytes (spec §3 Document response); `not_found` for anyone else's. */
  read(clientId: number, type: ClientDocumentType, id: number): Promise<DocumentContent>;
  /** Deletes the owner's document; `conflict` once the documents were submitted with `finish`. */
  remove(clientId: number, type: ClientDocumentType, id: number): Promise<void>;
  /** Submits the documents; `conflict` (with the missing types) when a required one is missing. */
  finish(clientId: number): Promise<ClientDocumentState>;
  state(clientId: number): Promise<ClientDocumentState>;
  /** Back office: every document of a client, deleted ones included. */
  listForAdmin(clientId: number): Promise<Array<StoredClientDocument['document']>>;
  /** Back office: a document and its bytes by id, whoever owns it (`not_found` when gone). */
  readForAdmin(documentId: number): Promise<StoredClientDocument>;
}

function view(row: DocumentRow): ClientDocument {
  return {
    id: row.id,
    type: row.type as ClientDocumentType,
    contentType: row.contentType,
    size: row.size,
    uploadedAt: row.uploadedAt.toISOString(),
  };
}

/** Builds the client-documents service. */
export function createClientDocumentsService(deps: {
  db: Database;
  clock: Clock;
  logger: Logger;
  options: ResolvedDocumentsOptions;
  /** The limits in force (uploads per day, documents kept, pixels), ADR 013 and 220. */
  limits: () => Promise<Limits>;
}): ClientDocumentsService {
  const { db, clock, logger, options } = deps;
  const { storage } = options;

  const findOwned = async (clientId: number, type: ClientDocumentType, id: number) => {
    const [row] = await db
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
  };

  /**
   * A document as a browser can show it. HEIC uploads are stored as JPEG since issue 35; one stored
   * before is converted when read (an analyst's `<img>` cannot show HEIC), or served as it is if it
   * does not decode.
   */
  const viewable = async (
    row: DocumentRow,
    bytes: Uint8Array,
  ): Promise<{ bytes: Uint8Array; contentType: string; format: FileFormat }> => {
    if (row.format !== 'heic')
      return { bytes, contentType: row.contentType, format: row.format as FileFormat };
    try {
      const image = await normaliseImage('heic', bytes, (await deps.limits()).documentMaxPixels);
      return { bytes: image.bytes, contentType: CONTENT_TYPES[image.format], format: image.format };
    } catch (error) {
      logger.warn('a stored HEIC does not decode; served as it is', {
        documentId: row.id,
        error: error instanceof Error ? error.message : String(error),
      });
      return { bytes, contentType: row.contentType, format: 'heic' };
    }
  };

  const isFinished = async (clientId: number) => {
    const [row] = await db
      .select()
      .from(clientDocumentSubmissions)
      .where(eq(clientDocumentSubmissions.clientId, clientId));
    return row !== undefined;
  };

  const state = async (clientId: number): Promise<ClientDocumentState> => {
    const rows = await db
      .select()
      .from(clientDocuments)
      .where(and(eq(clientDocuments.clientId, clientId), isNull(clientDocuments.deletedAt)))
      .orderBy(asc(clientDocuments.id));
    const present = new Set(rows.map((row) => row.type));
    return {
      documents: rows.map(view),
      required: [...options.requiredTypes],
      missing: options.requiredTypes.filter((type) => !present.has(type)),
      finished: await isFinished(clientId),
    };
  };

  return {
    maxUploadBytes: options.maxUploadBytes,

    async upload(clientId, { type, bytes }) {
      if (bytes.length > options.maxUploadBytes) throw new CoreError('payload_too_large');
      const limits = await deps.limits();
      const started = clock.now();
      // Counted before any parsing, refused uploads included: one atomic upsert (ADR 013).
      const allowed = await takeFromCap(db, {
        bucket: 'document_upload',
        key: String(clientId),
        window: businessDate(started),
        cap: limits.documentUploadsPerDay,
        now: started,
      });
      if (!allowed) {
        throw new CoreError('rate_limited', {
          message: `No more than ${limits.documentUploadsPerDay} uploads a day.`,
          retryAfterSeconds: secondsToNextBusinessDay(started),
        });
      }
      const [kept] = await db
        .select({ count: count() })
        .from(clientDocuments)
        .where(and(eq(clientDocuments.clientId, clientId), isNull(clientDocuments.deletedAt)));
      if ((kept?.count ?? 0) >= limits.documentsPerClient) {
        throw new CoreError('conflict', {
          message: `No more than ${limits.documentsPerClient} documents; delete one first.`,
        });
      }
      const format = detectFormat(bytes);
      if (!format || !ALLOWED_FORMATS[type].includes(format)) {
        throw new CoreError('upload_wrong_format', { field: ['file'] });
      }
      const {
        format: storedFormat,
        bytes: stored,
        size,
      } = await sanitise(format, bytes, limits.documentMaxPixels);
      const verdict = await options.quality.check({ type, format: storedFormat, size, bytes: stored });
      if (!verdict.passed) {
        logger.info('document quality check failed', { clientId, type, reason: verdict.reason });
        const params = qualityParams(verdict, size);
        throw new CoreError('hs_metric_failed', { field: ['file'], params, message: qualityMessage(params) });
      }
      const now = clock.now();
      const key = newStorageKey('client-documents', now);
      await storage.put(key, stored, CONTENT_TYPES[storedFormat]);
      try {
        const [row] = await db
          .insert(clientDocuments)
          .values({
            clientId,
            type,
            format: storedFormat,
            contentType: CONTENT_TYPES[storedFormat],
            size: stored.length,
            sha256: createHash('sha256').update(stored).digest('hex'),
            storageKey: key,
            width: size?.width ?? null,
            height: size?.height ?? null,
            uploadedAt: now,
          })
          .returning();
        logger.info('client document uploaded', {
          clientId,
          documentId: row?.id,
          type,
          format: storedFormat,
          ...(storedFormat !== format && { uploadedAs: format }),
        });
        return view(row as DocumentRow);
      } catch (error) {
        await storage.delete(key).catch(() => {});
        throw error;
      }
    },

    async read(clientId, type, id) {
      const row = await findOwned(clientId, type, id);
      const stored = await storage.get(row.storageKey);
      if (!stored) throw new CoreError('not_found');
      const { bytes, contentType } = await viewable(row, stored);
      return { type: row.type, contentType, base64: Buffer.from(bytes).toString('base64') };
    },

    async remove(clientId, type, id) {
      const row = await findOwned(clientId, type, id);
      if (await isFinished(clientId))
        throw new CoreError('conflict', { message: 'Documents were already submitted.' });
      const [deleted] = await db
        .update(clientDocuments)
        .set({ deletedAt: clock.now() })
        .where(
          and(
            eq(clientDocuments.id, row.id),
            isNull(clientDocuments.deletedAt),
            // A `finish` that committed meanwhile wins: submitted documents stay.
            notExists(
              db
                .select({ clientId: clientDocumentSubmissions.clientId })
                .from(clientDocumentSubmissions)
                .where(eq(clientDocumentSubmissions.clientId, clientId)),
            ),
          ),
        )
        .returning({ id: clientDocuments.id });
      if (!deleted) {
        if (await isFinished(clientId))
          throw new CoreError('conflict', { message: 'Documents were already submitted.' });
        throw new CoreError('not_found');
      }
      await storage.delete(row.storageKey);
      logger.info('client document deleted', { clientId, documentId: id, type });
    },

    async finish(clientId) {
      const current = await state(clientId);
      if (current.missing.length > 0) {
        throw new CoreError('conflict', { message: `Missing documents: ${current.missing.join(', ')}` });
      }
      await db
        .insert(clientDocumentSubmissions)
        .values({ clientId, finishedAt: clock.now() })
        .onConflictDoNothing();
      return { ...current, finished: true };
    },

    state,

    async listForAdmin(clientId) {
      const rows = await db
        .select()
        .from(clientDocuments)
        .where(eq(clientDocuments.clientId, clientId))
        .orderBy(asc(clientDocuments.id));
      return rows.map((row) => ({
        ...view(row),
        clientId: row.clientId,
        format: row.format as FileFormat,
        deletedAt: row.deletedAt?.toISOString() ?? null,
      }));
    },

    async readForAdmin(documentId) {
      const [row] = await db.select().from(clientDocuments).where(eq(clientDocuments.id, documentId));
      if (!row || row.deletedAt) throw new CoreError('not_found');
      const stored = await storage.get(row.storageKey);
      if (!stored) throw new CoreError('not_found');
      const shown = await viewable(row, stored);
      return {
        document: {
          ...view(row),
          contentType: shown.contentType,
          clientId: row.clientId,
          format: shown.format,
          deletedAt: null,
        },
        bytes: shown.bytes,
      };
    },
  };
}
