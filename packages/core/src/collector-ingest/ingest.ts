import { createIngestContext } from './ingest-context';
import { createIngestDatasets } from './ingest-datasets';
import type { CollectorIngestDeps } from './ingest-model';
import { createIngestPartners } from './ingest-partners';
import { createIngestUpload } from './ingest-upload';

/**
 * The scoring collector's ingest (issue 18, ADR 032): partner sites log in with their auth key,
 * verify a reference number, upload encrypted chunks; a final chunk completes the dataset and its
 * features are computed. Errors carry spec §8's titles.
 *
 * Put together from one file per use case (issue 19): partners and tokens (`ingest-partners.ts`),
 * verify/upload/link (`ingest-upload.ts`), the datasets' view and purge (`ingest-datasets.ts`),
 * over what they share (`ingest-context.ts`); types and constants in `ingest-model.ts`.
 */
export {
  COLLECTOR_DEFAULTS,
  type CollectorDatasetView,
  type CollectorIngestDeps,
  CollectorIngestError,
  type CollectorIngestOptions,
  type CollectorPartner,
} from './ingest-model';

export function createCollectorIngestService(deps: CollectorIngestDeps) {
  const ctx = createIngestContext(deps);
  return {
    ...createIngestPartners(ctx).service,
    ...createIngestUpload(ctx).service,
    ...createIngestDatasets(ctx).service,
    /** The public key partner sites configure in the collector. */
    publicKeyPem: ctx.o.keys.publicKeyPem,
    /** Origins allowed to call the ingest from a browser (CORS). */
    allowedOrigins: deps.options.allowedOrigins ?? ('*' as const),
  };
}

export type CollectorIngestService = ReturnType<typeof createCollectorIngestService>;
