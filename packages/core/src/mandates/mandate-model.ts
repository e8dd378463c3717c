import type { Mandate } from '@lender/contracts';
import { moneyFromCentavos } from '@lender/contracts';
import type { Database, Executor } from '@lender/db';
import type { AuditService } from '../audit/audit';
import type { Clock } from '../clock';
import { contractNumberOf } from '../contract-number';
import type { MandateRow } from './mandate-gate';
import { mandateText } from './mandate-terms';

/** What the mandates' use cases read of the core (`Core` is one). */
export interface MandatesContext {
  db: Database;
  clock: Clock;
  audit: AuditService;
  /** The lender's trade name printed in the mandate text. */
  company?: { readonly tradeName: string };
}

/**
 * Opens the refund case of a debit the payer objected to inside the legal window (a port: the back
 * office's maker-checker sits above payments; core.ts wires `back-office/objection-refunds.ts`).
 * Returns the case's approval id, or null when one is already open.
 */
export interface ObjectionRefunds {
  objected(
    tx: Executor,
    charge: { loanId: number; paymentId: number; amount: number; chargeOn: string },
  ): Promise<number | null>;
}

/**
 * A mandate as its borrower sees it: its text rebuilt from its terms (the evidence keeps the signed
 * copy), and its payday charges.
 */
export function mandateView(
  row: MandateRow,
  loan: { applicationId: number },
  company: MandatesContext['company'],
  charges: Mandate['charges'],
): Mandate {
  const text = mandateText({
    ...row,
    lender: company?.tradeName ?? '',
    contractNumber: contractNumberOf(loan.applicationId),
    version: row.textVersion,
  });
  return {
    id: row.id,
    loanId: row.loanId,
    method: row.method,
    last4: row.last4,
    maxAmount: moneyFromCentavos(row.maxAmount),
    coversFrom: row.coversFrom,
    coversTo: row.coversTo,
    preNoticeDays: row.preNoticeDays,
    status: row.status,
    revokedReason: row.revokedReason,
    acceptedAt: row.acceptedAt.toISOString(),
    revokedAt: row.revokedAt?.toISOString() ?? null,
    text,
    textVersion: row.textVersion,
    textSha256: row.textSha256,
    inParts: row.splitInParts,
    charges,
  };
}
