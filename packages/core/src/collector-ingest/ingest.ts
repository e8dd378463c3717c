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
 * Put together from partners and tokens (`ingest-partners.ts`), verify and upload
 * (`ingest-upload.ts`), the datasets' view and purge (`ingest-datasets.ts`), over what they share
 * (`ingest-context.ts`); types and constants in `ingest-model.ts`. The borrower's and the back
 * office's calls are use cases (`collector-session-link.ts`, `collector-dataset.ts`,
 * `client-collector-datasets.ts`, `client-features.ts`) over `CollectorContext`.
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
    /** Whether the decision engine reads the behavioural signal (the features screen shows it). */
    decisionInput: deps.options.decisionInput ?? false,
  };
}

export type CollectorIngestService = ReturnType<typeof createCollectorIngestService>;
