import { backOfficeReconciliationEndpoints as e, type SettlementUploadRequest } from '@lender/contracts';
import { CoreError, useCases } from '@lender/core';
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '../../http/context';
import { endpointRoute } from '../../http/endpoint-route';
import { ok } from '../../http/responses';
import { specialRoute, useCaseRoute, useCaseRouter } from '../../http/use-case-route';

const { backOffice } = useCases;

/**
 * A settlement file's size limit: a 200,000-line SPEI statement is about 15 MB; the importer reads
 * it as a stream in batches (ADR 140), so the limit bounds the request, not the importer's memory.
 */
export const SETTLEMENT_UPLOAD_BYTES = 64 * 1024 * 1024;

const settlementLimit: MiddlewareHandler<AppEnv> = bodyLimit({
  maxSize: SETTLEMENT_UPLOAD_BYTES,
  onError: () => {
    throw new CoreError('payload_too_large');
  },
});

/** An uploaded settlement file, streamed into the importer rather than read whole. */
async function settlementUpload(c: Context<AppEnv>) {
  const { channel, file } = (c.req.valid as (target: 'form') => SettlementUploadRequest)('form');
  const result = await backOffice.settlementUpload(c.get('core'), {
    channel,
    fileName: file.name || `${channel}.csv`,
    // The file streams into the importer (read line by line, inserted in batches).
    source: file.stream() as unknown as AsyncIterable<Uint8Array>,
    importedBy: c.get('auth').subjectId,
  });
  return c.json(ok(result), 201);
}

// Issue 39: settlement files and their exceptions (ADRs 140–142); the reads are mounted with the
// back office's other reads (`back-office-reads`).
export const backOfficeReconciliationRouter = useCaseRouter([
  specialRoute(endpointRoute(e.settlementUpload, { middleware: [settlementLimit] }), settlementUpload),
  useCaseRoute(e.settlementFetch, backOffice.settlementFetch),
  useCaseRoute(e.settlementException, backOffice.settlementException),
]);
