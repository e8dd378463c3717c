import * as z from 'zod';
import { IsoDateSchema, IsoDateTimeSchema } from '../dates.js';
import { UploadedFileSchema } from '../fields.js';
import { PageQuerySchema } from '../pagination.js';
import { CentavosSchema } from './lists.js';

/** The settlement channels whose files are reconciled. */
export const SETTLEMENT_CHANNELS = ['spei', 'cash', 'card'] as const;
export const SettlementChannelSchema = z.enum(SETTLEMENT_CHANNELS).meta({ id: 'SettlementChannel' });
export type SettlementChannel = z.infer<typeof SettlementChannelSchema>;

/** How a settlement line ended; `repeated`: the same movement as a line of an earlier file. */
export const SETTLEMENT_LINE_OUTCOMES = [
  'matched',
  'unmatched',
  'duplicate',
  'amount_mismatch',
  'repeated',
] as const;
export const SettlementLineOutcomeSchema = z
  .enum(SETTLEMENT_LINE_OUTCOMES)
  .meta({ id: 'SettlementLineOutcome' });
export type SettlementLineOutcome = z.infer<typeof SettlementLineOutcomeSchema>;

/** How finance worked an exception line. */
export const SETTLEMENT_RESOLUTIONS = ['posted', 'reversed', 'corrected', 'not_ours'] as const;
export const SettlementResolutionSchema = z.enum(SETTLEMENT_RESOLUTIONS).meta({ id: 'SettlementResolution' });
export type SettlementResolution = z.infer<typeof SettlementResolutionSchema>;

/**
 * What finance asks for on an exception line, each a maker-checker request of kind
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

/** `POST …/reconciliation/imports` (multipart): a settlement file of one channel, in its layout. */
export const SettlementUploadRequestSchema = z
  .object({ channel: SettlementChannelSchema, file: UploadedFileSchema })
  .meta({ id: 'SettlementUploadRequest' });
export type SettlementUploadRequest = z.infer<typeof SettlementUploadRequestSchema>;

/** `POST …/reconciliation/imports/provider`: fetch a channel's file for a period through the settlement port. */
export const SettlementFetchRequestSchema = z
  .object({ channel: SettlementChannelSchema, from: IsoDateSchema, to: IsoDateSchema })
  .refine((value) => value.from <= value.to, { path: ['to'], params: { code: 'invalid_range' } })
  .meta({ id: 'SettlementFetchRequest' });
export type SettlementFetchRequest = z.infer<typeof SettlementFetchRequestSchema>;

/** What importing a file did: the import, and whether it was the same file again (nothing changed). */
export const SettlementImportResultSchema = z
  .object({ importId: z.number().int().positive(), duplicate: z.boolean() })
  .meta({ id: 'SettlementImportResult' });

/** Lines and payments of an import by outcome. */
export const SettlementCountsSchema = z
  .object({
    matched: z.number().int().min(0),
    unmatched: z.number().int().min(0),
    duplicate: z.number().int().min(0),
    amount_mismatch: z.number().int().min(0),
    /** Lines already imported in an earlier file: not exceptions. */
    repeated: z.number().int().min(0),
    missing: z.number().int().min(0),
    /** Exception lines still to work. */
    open: z.number().int().min(0),
  })
  .meta({ id: 'SettlementCounts' });

/** One imported settlement file. */
export const SettlementImportSchema = z
  .object({
    id: z.number().int().positive(),
    channel: SettlementChannelSchema,
    fileName: z.string(),
    lineCount: z.number().int().min(0),
    periodFrom: IsoDateSchema.nullable(),
    periodTo: IsoDateSchema.nullable(),
    /** Centavos of every line. */
    totalCentavos: CentavosSchema,
    counts: SettlementCountsSchema,
    importedBy: z.string().nullable(),
    createdAt: IsoDateTimeSchema,
  })
  .meta({ id: 'SettlementImport' });
export type SettlementImport = z.infer<typeof SettlementImportSchema>;
export const SettlementImportListSchema = z.array(SettlementImportSchema);

/** The lines of an import, filtered (in the URL of the screen). */
export const SettlementLineQuerySchema = PageQuerySchema.extend({
  importId: z.coerce.number().int().positive(),
  outcome: SettlementLineOutcomeSchema.optional(),
  /** `open`: exceptions still to work; `worked`: exceptions worked. */
  state: z.enum(['open', 'worked']).optional(),
}).meta({ id: 'SettlementLineQuery' });
export type SettlementLineQuery = z.infer<typeof SettlementLineQuerySchema>;

/** One line of a settlement file with its outcome; the CLABE only masked. */
export const SettlementLineSchema = z
  .object({
    id: z.number().int().positive(),
    lineNumber: z.number().int().positive(),
    valueDate: IsoDateSchema,
    amountCentavos: CentavosSchema,
    movementKey: z.string(),
    reference: z.string(),
    /** The CLABE masked to its last four digits (SPEI), the store (cash), the card's last four. */
    account: z.string(),
    outcome: SettlementLineOutcomeSchema,
    /** What the ledger holds for the payment when the amounts differ. */
    expectedCentavos: CentavosSchema.nullable(),
    payment: z.object({ id: z.number().int().positive(), loanId: z.number().int().positive() }).nullable(),
    resolution: SettlementResolutionSchema.nullable(),
    /** What finance may ask for on this line (none when matched or worked). */
    actions: z.array(ReconciliationActionSchema),
    /** A request waiting for its checker. */
    pendingApprovalId: z.number().int().positive().nullable(),
    /** A `repeated` line: the earlier file that holds the same movement, and its line there. */
    repeatOf: z
      .object({
        importId: z.number().int().positive(),
        fileName: z.string(),
        lineNumber: z.number().int().positive(),
      })
      .nullable(),
  })
  .meta({ id: 'SettlementLine' });
export type SettlementLine = z.infer<typeof SettlementLineSchema>;

/** An import with a page of its lines and its payments missing from the file. */
export const SettlementImportDetailSchema = z
  .object({
    import: SettlementImportSchema,
    lines: z.array(SettlementLineSchema),
    total: z.number().int().min(0),
    missingPayments: z.array(
      z.object({
        paymentId: z.number().int().positive(),
        loanId: z.number().int().positive(),
        amountCentavos: CentavosSchema,
        completedOn: IsoDateSchema.nullable(),
        reference: z.string(),
      }),
    ),
  })
  .meta({ id: 'SettlementImportDetail' });
export type SettlementImportDetail = z.infer<typeof SettlementImportDetailSchema>;

export const SettlementLineParamsSchema = z.object({ lineId: z.coerce.number().int().positive() });

/** Ask to work an exception line (maker-checker). */
export const SettlementExceptionRequestSchema = z
  .object({
    action: ReconciliationActionSchema,
    /** The loan a payment is posted to, when the line names no payment of ours. */
    loanId: z.number().int().positive().optional(),
    reason: z.string().trim().min(3).max(500),
  })
  .meta({ id: 'SettlementExceptionRequest' });
export type SettlementExceptionRequest = z.infer<typeof SettlementExceptionRequestSchema>;

export const LedgerDateQuerySchema = z
  .object({ date: IsoDateSchema.optional() })
  .meta({ id: 'LedgerDateQuery' });

/** The trial balance, the cash position per channel and the open alerts of a business date. */
export const LedgerChecksSchema = z
  .object({
    date: IsoDateSchema,
    trialBalance: z.object({
      accounts: z.array(
        z.object({ account: z.string(), debitCentavos: CentavosSchema, creditCentavos: CentavosSchema }),
      ),
      totalDebitCentavos: CentavosSchema,
      totalCreditCentavos: CentavosSchema,
      even: z.boolean(),
    }),
    cashPosition: z.array(
      z.object({
        channel: SettlementChannelSchema,
        statementCentavos: CentavosSchema,
        ledgerCentavos: z.number().int(),
        notOursCentavos: CentavosSchema,
        differenceCentavos: z.number().int(),
        reported: z.boolean(),
      }),
    ),
    alerts: z.array(
      z.object({
        id: z.number().int().positive(),
        businessDate: IsoDateSchema,
        kind: z.enum(['trial_balance', 'cash_position']),
        channel: z.string(),
        differenceCentavos: z.number().int(),
      }),
    ),
  })
  .meta({ id: 'LedgerChecks' });
export type LedgerChecks = z.infer<typeof LedgerChecksSchema>;
