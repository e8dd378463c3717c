import { createHash } from 'node:crypto';
import type { ClientDocument } from '@lender/contracts';
import { and, count, eq, isNull } from '@lender/db/orm';
import { clientDocuments } from '@lender/db/schema';
import { businessDate, type Clock } from '../clock';
import { secondsToNextBusinessDay } from '../codes/codes';
import { CoreError } from '../errors/core-error';
import { takeFromCap } from '../limits-store';
import { newStorageKey } from '../providers/storage/port';
import {
  type ClientDocumentsContext,
  type DocumentRow,
  type DocumentUploadInput,
  documentView,
} from './client-documents';
import { ALLOWED_FORMATS, CONTENT_TYPES, detectFormat } from './file-format';
import { qualityMessage, qualityParams, sanitise } from './upload-files';

/**
 * `POST client-document/upload` (spec §7 "Client documents", §5 Documents; ADR 024): stores an ID
 * photo, selfie, payroll or bank statement. Uploads are counted per client per day before anything
 * is parsed (`rate_limited`), and documents kept per client (`conflict`). The content's format is
 * checked against the type (`upload_wrong_format`), then the size (`payload_too_large`) and quality
 * (`hs_metric_failed`); a photo is decoded and encoded again with its EXIF orientation applied and
 * no metadata (a HEIC becomes a JPEG, issue 35), a PDF is made inert, and the file is stored under a
 * server-generated name.
 */
export async function idDocumentUpload(
  ctx: ClientDocumentsContext & { readonly realClock?: Clock | undefined },
  { actorId: clientId, body: { type, file } }: DocumentUploadInput,
): Promise<ClientDocument> {
  const { db, clock, logger, documentsOptions } = ctx;
  if (file.size > documentsOptions.maxUploadBytes) throw new CoreError('payload_too_large');
  const limits = await ctx.limits();
  // A rate limit runs on real time: the platform clock moves business time only (issue 62, ADR 288).
  const started = (ctx.realClock ?? clock).now();
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
  const bytes = new Uint8Array(await file.arrayBuffer());
  const format = detectFormat(bytes);
  if (!format || !ALLOWED_FORMATS[type].includes(format)) {
    throw new CoreError('upload_wrong_format', { field: ['file'] });
  }
  const {
    format: storedFormat,
    bytes: stored,
    size,
  } = await sanitise(format, bytes, limits.documentMaxPixels);
  const verdict = await documentsOptions.quality.check({ type, format: storedFormat, size, bytes: stored });
  if (!verdict.passed) {
    logger.info('document quality check failed', { clientId, type, reason: verdict.reason });
    const params = qualityParams(verdict, size);
    throw new CoreError('hs_metric_failed', { field: ['file'], params, message: qualityMessage(params) });
  }
  const now = clock.now();
  const key = newStorageKey('client-documents', now);
  await documentsOptions.storage.put(key, stored, CONTENT_TYPES[storedFormat]);
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
    return documentView(row as DocumentRow);
  } catch (error) {
    await documentsOptions.storage.delete(key).catch(() => {});
    throw error;
  }
}
