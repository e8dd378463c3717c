import { checkIdentity } from '@lender/clabe/identity';
import type {
  ArcoChannel,
  ArcoIdentityCheck,
  ArcoOppositionPurpose,
  ArcoRight,
  RectificationChange,
} from '@lender/contracts';
import type { Executor } from '@lender/db';
import { eq } from '@lender/db/orm';
import { arcoRequests, clients } from '@lender/db/schema';
import type { AuditActor } from '../audit/audit';
import { ADULT_AGE } from '../clients/client-model';
import { checkCurp } from '../clients/client-rows';
import { ageOn, businessDate, today } from '../clock';
import { CoreError } from '../errors/core-error';
import { personNameOf } from '../identity/name-parts';
import {
  type ArcoContext,
  type ArcoRow,
  answerDueDateOf,
  arcoFolioOf,
  assertNoOpenRequest,
  nextArcoFolioNumber,
} from './arco-model';

/** A request as it arrives, from the site or from an officer. */
export interface ArcoArrival {
  readonly clientId: number;
  readonly right: ArcoRight;
  readonly channel: ArcoChannel;
  readonly receivedAt: Date;
  readonly purpose: ArcoOppositionPurpose | null;
  readonly changes: readonly RectificationChange[] | null;
  readonly documentId: number | null;
  readonly description: string | null;
  readonly identityCheck: ArcoIdentityCheck;
  /** The session or the password proved it at filing; an officer checks an ID later. */
  readonly identityVerifiedAt: Date | null;
  /** The officer who entered it (null: the borrower on the site). */
  readonly loggedBy: number | null;
  readonly actor: AuditActor;
}

type ClientRow = typeof clients.$inferSelect;

const invalid = (field: (string | number)[], code: 'invalid_value' | 'must_differ') =>
  new CoreError(code, { field: field.map(String) });

/**
 * The corrections a rectification asks for, checked against the data held: each field once, each
 * value different from the one held, a birth date of an adult, a CURP valid and consistent with the
 * birth date it will have and whose name letters are those of the name it will have — never another
 * person's, so a borrower who signed a loan stays the one who signed it (`invalid_identificator`,
 * `under_age`, `must_differ`, `invalid_value`).
 */
export function checkCorrections(
  ctx: Pick<ArcoContext, 'clock' | 'pii'>,
  client: ClientRow,
  changes: readonly RectificationChange[],
): void {
  const seen = new Set<string>();
  const birthDate = changes.find((change) => change.field === 'birthDate')?.value ?? client.birthDate;
  changes.forEach((change, index) => {
    const at = ['changes', index, 'value'];
    if (seen.has(change.field)) throw invalid(['changes', index, 'field'], 'invalid_value');
    seen.add(change.field);
    const held =
      change.field === 'curp'
        ? client.curpEnc && ctx.pii.decrypt(client.curpEnc)
        : (client[change.field] ?? null);
    if (held === change.value) throw invalid(at, 'must_differ');
    if (change.field === 'birthDate') {
      if (change.value > today(ctx.clock)) throw invalid(at, 'invalid_value');
      if (ageOn(change.value, today(ctx.clock)) < ADULT_AGE)
        throw new CoreError('under_age', { field: at.map(String) });
    }
    if (change.field === 'curp') {
      checkCurp(ctx, change.value, birthDate, at.map(String));
      const name = { ...client, ...Object.fromEntries(changes.map((each) => [each.field, each.value])) };
      const { issues } = checkIdentity({
        ...personNameOf(name),
        birthDate: birthDate ?? '',
        curp: change.value,
      });
      if (issues.some((issue) => issue.code === 'curp_name_mismatch' && issue.severity === 'error'))
        throw new CoreError('invalid_identificator', { field: at.map(String) });
    }
  });
}

/**
 * Stores a request with the next folio of its year and its answer's due date, after refusing a
 * second open request of the same right (`arco_request_open`); audited `privacy.arco_file`.
 */
export async function recordArcoRequest(
  ctx: ArcoContext,
  tx: Executor,
  arrival: ArcoArrival,
): Promise<ArcoRow> {
  await assertNoOpenRequest(tx, arrival.clientId, arrival.right, arrival.purpose);
  const year = Number(businessDate(arrival.receivedAt).slice(0, 4));
  const number = await nextArcoFolioNumber(tx, year);
  const [row] = await tx
    .insert(arcoRequests)
    .values({
      folio: arcoFolioOf(year, number),
      folioYear: year,
      folioNumber: number,
      clientId: arrival.clientId,
      right: arrival.right,
      channel: arrival.channel,
      receivedAt: arrival.receivedAt,
      purpose: arrival.purpose,
      changesEnc: arrival.changes ? ctx.pii.encrypt(JSON.stringify(arrival.changes)) : null,
      documentId: arrival.documentId,
      description: arrival.description,
      identityCheck: arrival.identityCheck,
      identityVerifiedAt: arrival.identityVerifiedAt,
      answerDueDate: answerDueDateOf(arrival.receivedAt),
      loggedBy: arrival.loggedBy,
    })
    .returning();
  const saved = row as ArcoRow;
  await ctx.audit.record(tx, {
    actor: arrival.actor,
    action: 'privacy.arco_file',
    entity: 'arco_request',
    entityId: saved.id,
    after: {
      folio: saved.folio,
      right: arrival.right,
      channel: arrival.channel,
      purpose: arrival.purpose,
      clientId: arrival.clientId,
      fields: arrival.changes?.map((change) => change.field) ?? null,
      answerDueDate: saved.answerDueDate,
    },
  });
  return saved;
}

/** The client's row, or `not_found` on the field that named it. */
export async function arcoClientRow(tx: Executor, clientId: number, field?: string): Promise<ClientRow> {
  const [client] = await tx.select().from(clients).where(eq(clients.id, clientId));
  if (!client) throw new CoreError('not_found', field ? { field: [field] } : {});
  return client;
}
