import {
  backOfficeReconciliationEndpoints,
  type EndpointDefinition,
  clientLendingEndpoints as e,
} from '@lender/contracts';
import { CoreError } from '@lender/core';
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '../../http/context';
import type { EndpointRouteOptions } from '../../http/endpoint-route';

/**
 * Bytes a multipart envelope adds around the file (boundaries, part headers, the `type` field):
 * the request may exceed the document limit by this much before the file itself is measured.
 */
export const MULTIPART_OVERHEAD_BYTES = 16 * 1024;

/**
 * Upload paths: the app's global JSON body limit (1 MiB) does not apply to them; {@link uploadLimit}
 * does, with the configured document limit (`core.documentsOptions.maxUploadBytes`, 10 MiB by default).
 */
export const UPLOAD_PATHS: ReadonlySet<string> = new Set([
  e.idDocumentUpload.path,
  e.documentUpload.path,
  e.bankStatementUpload.path,
  // A settlement file (issue 39) carries its own limit (`SETTLEMENT_UPLOAD_BYTES`).
  backOfficeReconciliationEndpoints.settlementUpload.path,
]);

/** Per-route body limit of uploads (413 `payload_too_large`), read before the body is parsed. */
export const uploadLimit: MiddlewareHandler<AppEnv> = (c, next) =>
  bodyLimit({
    maxSize: c.get('core').documentsOptions.maxUploadBytes + MULTIPART_OVERHEAD_BYTES,
    onError: () => {
      throw new CoreError('payload_too_large');
    },
  })(c, next);

/**
 * What every upload route adds to its endpoint's description: how the API checks the file (ADR 024).
 */
const UPLOAD_CHECKS =
  'The file is checked by its content (magic bytes), not its name or Content-Type. Images are bounded by the ' +
  'pixel count their header declares (50 MP by default, 413) and rebuilt from the parts a viewer needs: EXIF/GPS, ' +
  'XMP, comments, unknown JPEG APPn segments and PNG chunks, and anything after the end of the image are dropped. ' +
  'PDF active content (`/OpenAction`, `/AA`, `/JS`, `/JavaScript`, `/Launch`, embedded files, forms that submit) ' +
  'is neutralised in place, or the PDF is refused when it hides it in a compressed stream. Uploads are capped per ' +
  'client per day (429 `rate_limited`, `Retry-After`) and documents kept per client (409 `conflict`).';

/** What a multipart upload's route adds to its endpoint: the upload limit and how the file is checked. */
export const uploadRoute = (endpoint: EndpointDefinition): EndpointRouteOptions => ({
  description: endpoint.description ? `${UPLOAD_CHECKS} ${endpoint.description}` : UPLOAD_CHECKS,
  middleware: [uploadLimit],
});
