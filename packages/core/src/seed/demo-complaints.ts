import { count } from '@lender/db/orm';
import { complaints } from '@lender/db/schema';
import type { Core } from '../core';

/**
 * Three demo complaints (issue 39) so the UNE's register and the regulator's figures are not empty:
 * a reclamación about the overdue demo loan (in progress), a consulta from someone who is not a
 * client yet, and an aclaración about the paid loan, resolved. Only when the register is empty.
 */
export async function seedDemoComplaints(
  core: Core,
  adminId: number,
  loans: ReadonlyArray<{ kind: string; loanId: number | null }>,
): Promise<number> {
  const [existing] = await core.db.select({ n: count() }).from(complaints);
  if ((existing?.n ?? 0) > 0) return 0;
  const loanOf = (kind: string) => loans.find((item) => item.kind === kind)?.loanId ?? undefined;
  const product = 'short_term_personal' as const;
  const register = core.admin.complaints;
  const overdue = loanOf('overdue');
  const started = await register.log(adminId, {
    channel: 'phone',
    kind: 'claim',
    cause: 'collection_practices',
    product,
    ...(overdue ? { loanId: overdue } : { complainantName: 'Cliente de demostración' }),
    description: 'Dice que recibió llamadas de cobranza fuera del horario permitido.',
  });
  await register.start(adminId, started.id);
  await register.log(adminId, {
    channel: 'web',
    kind: 'inquiry',
    cause: 'interest_or_fees',
    product,
    complainantName: 'Laura Méndez Ruiz',
    description: 'Pregunta cómo se calcula el CAT antes de solicitar un préstamo.',
  });
  const paid = loanOf('paid');
  const resolved = await register.log(adminId, {
    channel: 'email',
    kind: 'clarification',
    cause: 'payment_not_applied',
    product,
    ...(paid ? { loanId: paid } : { complainantName: 'Cliente de demostración' }),
    description: 'Pide la constancia de que su préstamo quedó liquidado.',
  });
  await register.resolve(adminId, resolved.id, {
    resolution: 'favourable',
    resolutionText: 'Se envió la carta de no adeudo por correo electrónico.',
  });
  return 3;
}
