import { backOfficeReconciliationEndpoints as e } from '@lender/contracts';
import { CoreError } from '@lender/core';
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '../../http/context';
import { endpointRoute } from '../../http/endpoint-route';

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

// Issue 39: settlement files and their exceptions (ADRs 140–142); the reads are mounted with the
// back office's other reads (`back-office-reads`).
export const settlementUpload = endpointRoute(e.settlementUpload, { middleware: [settlementLimit] });
export const settlementFetch = endpointRoute(e.settlementFetch);
export const settlementException = endpointRoute(e.settlementException);
