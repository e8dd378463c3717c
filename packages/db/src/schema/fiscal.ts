import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { clients } from './clients';
import { instant, instantNow, nullableReferences, references } from './columns';
import { loans } from './loans';
import { payments } from './payments';
import { settlementLines } from './reconciliation';

/** What a payment paid of one income component: the base before IVA and the IVA its CFDI carries. */
export interface FiscalIncomeLine {
  /** `interest` or a fee component (`late_fee`, `extension_fee`, …). */
  readonly component: string;
  /** Centavos. */
  readonly base: number;
  /** Centavos. */
  readonly vat: number;
}

/**
 * The folio (the id its `fiscal_documents` row will have) and date of a borrower's own CFDI, a credit
 * note or a global CFDI, kept before it is sent to the PAC: a stamp whose answer was lost is asked
 * again with the same folio and date, the same sealed CFDI, and the PAC answers the UUID it already
 * gave it.
 */
const keptFolio = () => ({ folioId: integer(), folioDatedAt: instant() });

/**
 * The income a payment paid (issue 51): the interest and fees its ledger posting credited, each with
 * the IVA its CFDI carries, recorded with the payment under the loan's lock and invoiced by the
 * `fiscal-documents` job — in a CFDI of the borrower's own when they gave an RFC, else in the
 * period's global CFDI to the general public. A reversed payment's row is `reversed` and its CFDI
 * cancelled. Kept with the tax records (five years, CFF art. 30).
 */
export const fiscalIncome = pgTable(
  'fiscal_income',
  {
    id: serial().primaryKey(),
    paymentId: references(() => payments.id),
    loanId: references(() => loans.id),
    clientId: references(() => clients.id),
    /** The business date the payment was settled (Mexico City): its global CFDI's period. */
    paidOn: date({ mode: 'string' }).notNull(),
    lines: jsonb().$type<FiscalIncomeLine[]>().notNull(),
    /** Sum of the lines' bases and IVA (centavos). */
    base: integer().notNull(),
    vat: integer().notNull(),
    /** IVA the ledger took from this payment (it settles IVA before fees and interest, ADR 022). */
    ledgerVat: integer().notNull(),
    /** TasaOCuota of the IVA, `0.160000`. */
    vatRate: text().notNull(),
    /** c_FormaPago of how the money came (01 cash, 03 SPEI, 28 card; 17 a credit applied). */
    paymentForm: text().notNull(),
    /**
     * The posting whose income it is: `payment` (the payment's own), `credit` (the credit the
     * borrower held that paid what this payment had paid once it was reversed, ADR 364) or
     * `settlement` (what the bank's statement said it brought beyond what was posted, added by a
     * settlement correction, ADR 142). A text column: no migration.
     */
    source: text({ enum: ['payment', 'credit', 'settlement'] })
      .notNull()
      .default('payment'),
    /** The statement line whose correction added it (`settlement`): a payment may be corrected twice. */
    settlementLineId: nullableReferences(() => settlementLines.id),
    status: text({ enum: ['pending', 'issued', 'reversed'] })
      .notNull()
      .default('pending'),
    /** The CFDI it is in, once issued (its own, or a global one). */
    documentId: nullableReferences((): AnyPgColumn => fiscalDocuments.id),
    ...keptFolio(),
    /** The global CFDI being issued that holds it (`fiscal_globals`): it waits for that one's stamp. */
    globalId: nullableReferences((): AnyPgColumn => fiscalGlobals.id),
    createdAt: instantNow(),
    reversedAt: instant(),
  },
  (t) => [
    uniqueIndex('fiscal_income_payment_uq').on(
      t.paymentId,
      t.source,
      sql`coalesce(${t.settlementLineId}, 0)`,
    ),
    index('fiscal_income_loan_idx').on(t.loanId),
    index('fiscal_income_document_idx').on(t.documentId),
    index('fiscal_income_global_idx').on(t.globalId),
    index('fiscal_income_pending_idx').on(t.paidOn).where(sql`status = 'pending'`),
  ],
);

/**
 * The CFDIs issued (issue 51): the stamped XML as the PAC answered it (the PDF is written from it),
 * its folio fiscal and sums, and its cancellation (SAT's reason; a global CFDI cancelled because a
 * payment in it was reversed is replaced by another, `replacesId`, reason 01).
 */
export const fiscalDocuments = pgTable(
  'fiscal_documents',
  {
    id: serial().primaryKey(),
    /**
     * `income`: to a borrower who gave an RFC; `global`: to the general public, per period;
     * `credit_note`: a CFDI of egreso (tipo E) related to the income CFDIs it reduces (TipoRelacion 01).
     */
    kind: text({ enum: ['income', 'global', 'credit_note'] }).notNull(),
    series: text().notNull(),
    folio: text().notNull(),
    /** The borrower's loan and client (an income CFDI); null for a global one. */
    loanId: nullableReferences(() => loans.id),
    clientId: nullableReferences(() => clients.id),
    /** A global CFDI's period (`2026-03`, or `2026-03-16` when daily). */
    period: text(),
    receiverRfc: text().notNull(),
    /** Folio fiscal (UUID, upper case). */
    uuid: text().notNull(),
    xml: text().notNull(),
    /** Centavos. */
    subtotal: integer().notNull(),
    vat: integer().notNull(),
    total: integer().notNull(),
    /** Who certified it (`sandbox`, or the PAC's name). */
    provider: text().notNull(),
    /** FechaTimbrado. */
    stampedAt: instant().notNull(),
    status: text({
      enum: ['issued', 'cancel_pending', 'cancel_requested', 'cancelled', 'cancel_rejected'],
    })
      .notNull()
      .default('issued'),
    /** SAT's reason (01–04) once a cancellation is asked. */
    cancelReason: text(),
    /** The CFDI this one replaces (CfdiRelacionados, TipoRelacion 04). */
    replacesId: nullableReferences((): AnyPgColumn => fiscalDocuments.id),
    cancelRequestedAt: instant(),
    cancelledAt: instant(),
    /** The PAC's acknowledgement (acuse) of the cancellation, as it answered it. */
    cancelAcknowledgement: text(),
    createdAt: instantNow(),
  },
  (t) => [
    uniqueIndex('fiscal_documents_uuid_uq').on(t.uuid),
    uniqueIndex('fiscal_documents_series_folio_uq').on(t.series, t.folio),
    index('fiscal_documents_loan_idx').on(t.loanId),
    index('fiscal_documents_stamped_idx').on(t.stampedAt),
    index('fiscal_documents_open_cancel_idx').on(t.id).where(sql`status = 'cancel_pending'`),
    index('fiscal_documents_cancel_requested_idx').on(t.id).where(sql`status = 'cancel_requested'`),
  ],
);

/**
 * A global CFDI to the general public being issued: a period's payments (`fiscal_income.global_id`),
 * or those that stay when `replacesId` is cancelled, chosen once and kept with the folio and date
 * before the PAC is asked, so a stamp whose answer was lost is asked again with the same sealed CFDI
 * until it is `issued` (`documentId`).
 */
export const fiscalGlobals = pgTable(
  'fiscal_globals',
  {
    id: serial().primaryKey(),
    /** The period of the global CFDI (`2026-03`). */
    period: text().notNull(),
    /** The global CFDI it replaces (TipoRelacion 04); null for a period's first. */
    replacesId: nullableReferences((): AnyPgColumn => fiscalDocuments.id),
    status: text({ enum: ['pending', 'issued'] })
      .notNull()
      .default('pending'),
    documentId: nullableReferences((): AnyPgColumn => fiscalDocuments.id),
    ...keptFolio(),
    createdAt: instantNow(),
  },
  (t) => [
    uniqueIndex('fiscal_globals_pending_uq')
      .on(t.period, sql`coalesce(${t.replacesId}, 0)`)
      .where(sql`status = 'pending'`),
  ],
);

/**
 * Income given back after a CFDI stated it, credited by the `fiscal-documents` job in a CFDI of egreso
 * related (TipoRelacion 01) to the CFDIs that carried it: interest an early payoff's rebate took back
 * after earlier payments had paid it (`rebate`, issue 51; a reversed payoff's row is `reversed` and its
 * credit note cancelled), what a settlement correction took back from a payment (`settlement`), or a
 * reversed payment's income whose CFDI SAT no longer lets the lender cancel (`reversal`).
 */
export const fiscalCredits = pgTable(
  'fiscal_credits',
  {
    id: serial().primaryKey(),
    /** The payment that paid the loan off early (its rebate posted with it). */
    paymentId: references(() => payments.id),
    loanId: references(() => loans.id),
    clientId: references(() => clients.id),
    /** The business date of the payoff. */
    creditedOn: date({ mode: 'string' }).notNull(),
    /** Why: an early payoff's rebate, a settlement correction, a reversal past cancelling. */
    kind: text({ enum: ['rebate', 'settlement', 'reversal'] })
      .notNull()
      .default('rebate'),
    /** The statement line whose correction took the income back (`settlement`). */
    settlementLineId: nullableReferences(() => settlementLines.id),
    /** The income component credited (`interest`; the first of `lines` when there are several). */
    component: text().notNull(),
    /** Each component credited with its IVA (`settlement`, `reversal`); null for a rebate (interest). */
    lines: jsonb().$type<FiscalIncomeLine[]>(),
    /** The CFDI it reduces, when it is one known when recorded (`settlement`, `reversal`). */
    relatedDocumentId: nullableReferences((): AnyPgColumn => fiscalDocuments.id),
    /** Centavos: the base credited and the IVA the credit note carries. */
    base: integer().notNull(),
    vat: integer().notNull(),
    vatRate: text().notNull(),
    status: text({ enum: ['pending', 'issued', 'reversed'] })
      .notNull()
      .default('pending'),
    documentId: nullableReferences((): AnyPgColumn => fiscalDocuments.id),
    ...keptFolio(),
    createdAt: instantNow(),
    reversedAt: instant(),
  },
  (t) => [
    uniqueIndex('fiscal_credits_payment_uq').on(t.paymentId, t.kind, sql`coalesce(${t.settlementLineId}, 0)`),
    index('fiscal_credits_loan_idx').on(t.loanId),
    index('fiscal_credits_pending_idx').on(t.id).where(sql`status = 'pending'`),
  ],
);
