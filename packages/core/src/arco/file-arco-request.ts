import type { ArcoRequest, FileArcoRequest } from '@lender/contracts';
import { and, eq, isNull } from '@lender/db/orm';
import { clientDocuments } from '@lender/db/schema';
import { verifyPassword } from '../auth/passwords';
import { today } from '../clock';
import { CoreError } from '../errors/core-error';
import type { ArcoContext } from './arco-model';
import { arcoRequestView } from './arco-views';
import { arcoClientRow, checkCorrections, recordArcoRequest } from './record-arco-request';

/**
 * `client.fileArcoRequest` (issue 51): the borrower files an ARCO request from "Mis derechos". Its
 * folio is the next of the year and its answer is due 20 business days after today. The identity
 * check each right needs: access and cancellation the password typed again (`identity_check_failed`),
 * as the whole record leaves or is blocked; an opposition the signed-in session; a rectification the
 * session and a `rectification_evidence` document of the client (`not_found`), its corrections
 * checked against the data held. One open request per right (`arco_request_open`).
 */
export async function fileArcoRequest(
  ctx: ArcoContext,
  { actorId: clientId, body: request }: { readonly actorId: number; readonly body: FileArcoRequest },
): Promise<ArcoRequest> {
  const client = await arcoClientRow(ctx.db, clientId);
  const now = ctx.clock.now();
  if (request.right === 'access' || request.right === 'cancellation') {
    if (!(await verifyPassword(client.passwordHash, request.password)))
      throw new CoreError('identity_check_failed', { field: ['password'] });
  }
  if (request.right === 'rectification') {
    const [document] = await ctx.db
      .select({ id: clientDocuments.id })
      .from(clientDocuments)
      .where(
        and(
          eq(clientDocuments.id, request.documentId),
          eq(clientDocuments.clientId, clientId),
          eq(clientDocuments.type, 'rectification_evidence'),
          isNull(clientDocuments.deletedAt),
        ),
      );
    if (!document) throw new CoreError('not_found', { field: ['documentId'] });
    checkCorrections(ctx, client, request.changes);
  }
  const saved = await ctx.db.transaction((tx) =>
    recordArcoRequest(ctx, tx, {
      clientId,
      right: request.right,
      channel: 'web',
      receivedAt: now,
      purpose: request.right === 'opposition' ? request.purpose : null,
      changes: request.right === 'rectification' ? request.changes : null,
      documentId: request.right === 'rectification' ? request.documentId : null,
      description: request.description ?? null,
      identityCheck: request.right === 'access' || request.right === 'cancellation' ? 'password' : 'session',
      identityVerifiedAt: now,
      loggedBy: null,
      actor: { type: 'client', id: clientId },
    }),
  );
  return arcoRequestView(ctx.pii, saved, today(ctx.clock));
}
