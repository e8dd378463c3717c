import { z } from 'zod';

/** The settlement channels whose files are reconciled (issue 39, ADR 140). */
export const SETTLEMENT_CHANNELS = ['spei', 'cash', 'card'] as const;
export const SettlementChannelSchema = z.enum(SETTLEMENT_CHANNELS).meta({ id: 'SettlementChannel' });
export type SettlementChannel = z.infer<typeof SettlementChannelSchema>;

/** How a settlement line ended (ADR 141). */
export const SETTLEMENT_LINE_OUTCOMES = ['matched', 'unmatched', 'duplicate', 'amount_mismatch'] as const;
export const SettlementLineOutcomeSchema = z
  .enum(SETTLEMENT_LINE_OUTCOMES)
  .meta({ id: 'SettlementLineOutcome' });
export type SettlementLineOutcome = z.infer<typeof SettlementLineOutcomeSchema>;

/** How finance worked an exception line (ADR 142). */
export const SETTLEMENT_RESOLUTIONS = ['posted', 'reversed', 'corrected', 'not_ours'] as const;
export const SettlementResolutionSchema = z.enum(SETTLEMENT_RESOLUTIONS).meta({ id: 'SettlementResolution' });
export type SettlementResolution = z.infer<typeof SettlementResolutionSchema>;

/**
 * What finance asks for on an exception line (ADR 142), each a maker-checker request of kind
 * `reconciliation.exception`: `post_payment` (money at the bank the ledger lacks), `reverse_duplicate`
 * (money received twice: held as owed back), `correct_amount` (the ledger takes the bank's amount),
 * `not_ours` (set aside: not the lender's money).
 */
export const RECONCILIATION_ACTIONS = [
  'post_payment',
  'reverse_duplicate',
  'correct_amount',
  'not_ours',
] as const;
export const ReconciliationActionSchema = z.enum(RECONCILIATION_ACTIONS).meta({ id: 'ReconciliationAction' });
export type ReconciliationAction = z.infer<typeof ReconciliationActionSchema>;
