import { loanSchedule, writeOffLoan } from './core-functions';
import { activeLoan, core, coreDb, coreOrm } from './fixtures';
import type { TestApp } from './stack';

// Rows as wide as real ones (issue 48): Mexican names of four words and more, a paid line with its
// date and time, a written-off loan, a partly paid one. The demo's "Demo loan paid" fitted where
// "María Guadalupe Hernández Villalobos de la Garza" wrapped onto three lines.

/** The borrowers' names, as a person writes them (first, middle, surnames). */
export const WIDE_NAMES = [
  { firstName: 'María Guadalupe', lastName: 'Hernández', secondLastName: 'Villalobos de la Garza' },
  { firstName: 'José Francisco', lastName: 'Rodríguez', secondLastName: 'Castañeda Santiesteban' },
  { firstName: 'Ana Sofía', lastName: 'Maldonado', secondLastName: 'Gutiérrez' },
] as const;

/** Every name as the screens write it (`first last second`). */
export const WIDE_FULL_NAMES = WIDE_NAMES.map((n) => `${n.firstName} ${n.lastName} ${n.secondLastName}`);

/**
 * Three loans of long-named borrowers: one paid in full (its line "Pagado" with the date and time),
 * one paid in part, one written off. Returns the loans and clients, in {@link WIDE_NAMES}' order.
 */
export async function wideRows(
  t: TestApp,
  adminId: number,
): Promise<Array<{ clientId: number; loanId: number }>> {
  const { schema } = await coreDb();
  const { eq } = await coreOrm();
  const rows: Array<{ clientId: number; loanId: number }> = [];
  for (const name of WIDE_NAMES) {
    const loan = await activeLoan(t);
    await t.core.db.update(schema.clients).set(name).where(eq(schema.clients.id, loan.clientId));
    rows.push(loan);
  }
  const [paid, partly, writtenOff] = rows as [(typeof rows)[0], (typeof rows)[0], (typeof rows)[0]];
  const { invoices } = await loanSchedule(t.core, paid.loanId);
  const owed = Math.round((invoices[0] as { outstanding: { amount: number } }).outstanding.amount * 100);
  const { useCases, today } = await core();
  const paidOn = today(t.clock);
  const { backOffice } = useCases;
  await backOffice.recordPayment(t.core, {
    actorId: adminId,
    params: { id: paid.loanId },
    body: {
      amount: { amount: owed },
      paidOn,
      reference: 'DEP-E2E-0001',
      reason: 'Depósito en sucursal',
    },
  });
  await backOffice.recordPayment(t.core, {
    actorId: adminId,
    params: { id: partly.loanId },
    body: {
      amount: { amount: 1_234_56 },
      paidOn,
      reference: 'DEP-E2E-0002',
      reason: 'Depósito en sucursal',
    },
  });
  await writeOffLoan(t.core, {
    loanId: writtenOff.loanId,
    actor: { type: 'user', id: adminId },
    reason: 'Incobrable tras 180 días',
  });
  return rows;
}
