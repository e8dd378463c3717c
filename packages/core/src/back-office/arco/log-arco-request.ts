import type { ArcoCase, LogArcoRequest } from '@lender/contracts';
import type { ArcoContext } from '../../arco/arco-model';
import { arcoClientRow, checkCorrections, recordArcoRequest } from '../../arco/record-arco-request';
import { today } from '../../clock';
import { CoreError } from '../../errors/core-error';
import { type ArcoCasesContext, arcoCaseOf } from './arco-cases';

/**
 * `backOffice.logArcoRequest` (issue 51): a privacy officer enters an ARCO request received by
 * e-mail or letter. Its clock started when it was received (`receivedAt`, never in the future:
 * `invalid_value`); its identity check is the official ID that came with it, checked afterwards
 * (`verifyArcoIdentity`). An opposition names its purpose, a rectification its corrections
 * (`required`), checked against the data held. One open request per right (`arco_request_open`).
 */
export async function logArcoRequest(
  ctx: ArcoContext & ArcoCasesContext,
  { actorId: userId, body: request }: { actorId: number; body: LogArcoRequest },
): Promise<ArcoCase> {
  const now = ctx.clock.now();
  const receivedAt = request.receivedAt ? new Date(request.receivedAt) : now;
  if (receivedAt.getTime() > now.getTime()) throw new CoreError('invalid_value', { field: ['receivedAt'] });
  if (request.right === 'opposition' && !request.purpose)
    throw new CoreError('required', { field: ['purpose'] });
  if (request.right === 'rectification' && !request.changes?.length)
    throw new CoreError('required', { field: ['changes'] });
  const client = await arcoClientRow(ctx.db, request.clientId, 'clientId');
  if (request.right === 'rectification') checkCorrections(ctx, client, request.changes ?? []);
  const saved = await ctx.db.transaction((tx) =>
    recordArcoRequest(ctx, tx, {
      clientId: request.clientId,
      right: request.right,
      channel: request.channel,
      receivedAt,
      purpose: request.right === 'opposition' ? (request.purpose ?? null) : null,
      changes: request.right === 'rectification' ? (request.changes ?? null) : null,
      documentId: null,
      description: request.description,
      identityCheck: 'id_document',
      identityVerifiedAt: null,
      loggedBy: userId,
      actor: { type: 'user', id: userId },
    }),
  );
  return arcoCaseOf(ctx, saved, today(ctx.clock));
}
