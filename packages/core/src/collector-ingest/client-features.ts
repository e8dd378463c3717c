import type { ClientBehaviour } from '@lender/contracts';
import { CoreError } from '../errors/core-error';
import { clientBehaviour } from './client-behaviour';
import { datasetsOfClient, datasetView } from './ingest-datasets';
import type { CollectorContext } from './ingest-model';

/**
 * The back office's behavioural-features screen of a client (issue 18): datasets with features, the
 * consent, each decision's use of them; `not_found` when the client does not exist.
 */
export async function clientFeatures(
  ctx: Pick<CollectorContext, 'db' | 'collector'>,
  { params: { id: clientId } }: { readonly params: { readonly id: number } },
): Promise<ClientBehaviour> {
  const view = await clientBehaviour(ctx.db, clientId, {
    decisionInput: ctx.collector.decisionInput,
    datasetsOfClient: (id) => datasetsOfClient(ctx.db, id),
    dataset: (reference) => datasetView(ctx.db, reference),
  });
  if (!view) throw new CoreError('not_found');
  return view;
}
