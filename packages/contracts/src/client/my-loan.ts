import * as z from 'zod';
import { defineEndpoints } from '../endpoint.js';
import { nullable } from '../internal/nullable.js';
import { ClientCfdisSchema } from './cfdis.js';
import { BorrowerContactListSchema } from './collection-contacts.js';
import { CounterOfferSchema } from './counter-offer.js';
import { LoanDocumentSchema } from './documents.js';
import { FlowStateSchema } from './journey.js';
import { InvoiceSchema, LoanSchema } from './loan.js';
import { MandateListSchema } from './mandates.js';
import { NoLoanSchema } from './no-loan.js';
import { PaymentPlanOptionsSchema } from './payment-plans.js';
import { PaymentReferenceSchema, PaymentSchema, SavedCardSchema } from './payments.js';
import { ProfilePageSchema } from './profile-page.js';
import { PromiseOptionsSchema } from './promise-endpoints.js';
import { ReliefDeferralSchema } from './relief.js';

// Issue 65 (ADR 328): "Mi préstamo" in one read. Everything the page shows, in one answer, instead
// of a request per part; each part is the answer of the endpoint that also serves it alone (the
// actions keep their own endpoints). Without an open loan the loan's parts are null or empty and
// the borrower's own records (documents, CFDIs, contacts, mandates, card) are still there. The
// journey's step comes with them, so the site's guard and the page need one request between them.

/** `GET my-loan`: what `/profile/my-loan` shows. */
export const MyLoanSchema = z
  .object({
    /** The open loan on the borrower's business date (`client.activeLoan`), null without one. */
    loan: nullable(LoanSchema),
    /** Its invoices (`client.paymentSchedule`), empty without an open loan. */
    invoices: z.array(InvoiceSchema),
    /** The documents signed or given with a loan (`client.documentList`), newest first. */
    documents: z.array(LoanDocumentSchema),
    /** The newest active card on file (`client.savedCards`), null without one. */
    card: nullable(SavedCardSchema),
    /** The open loan's payments (`client.activeLoanPayments`), newest first. */
    payments: z.array(PaymentSchema),
    /** Its SPEI and cash references still payable (`client.livePaymentReferences`). */
    references: z.array(PaymentReferenceSchema),
    /** What may be promised on a late loan (`client.promiseOptions`), null without an open loan. */
    promise: nullable(PromiseOptionsSchema),
    /** The borrower's CFDIs (`client.cfdis`). */
    cfdis: ClientCfdisSchema,
    /** Every collection contact on the borrower's loans (`client.collectionContacts`). */
    contacts: BorrowerContactListSchema,
    /** The disaster-relief deferral (`client.reliefDeferral`), null without an open loan. */
    relief: nullable(ReliefDeferralSchema),
    /** The payment plan that may be asked for, and the newest (`client.paymentPlanOptions`). */
    paymentPlan: nullable(PaymentPlanOptionsSchema),
    /** The direct-debit mandates (`client.mandates`), newest first. */
    mandates: MandateListSchema,
    /**
     * The journey's step (`client.flow`): what the site decides with whether the borrower belongs
     * on the page, read with the page instead of before it.
     */
    flow: FlowStateSchema,
  })
  .meta({ id: 'MyLoan' });
export type MyLoan = z.infer<typeof MyLoanSchema>;

// The other borrower pages' answers, published with this one (their endpoints are in the map below).
export * from './counter-offer.js';
export * from './no-loan.js';
export * from './profile-page.js';

const CLIENT = '/web/private/client';

/** The borrower's pages, each in one read. */
export const clientMyLoanEndpoints = defineEndpoints('client', {
  myLoan: {
    method: 'get',
    path: `${CLIENT}/my-loan`,
    access: 'client',
    origin: 'extension',
    tag: 'Client: loan',
    summary:
      "Everything the borrower's my-loan page shows in one read: the open loan, its invoices, payments, live references, promise, plan and relief options, documents, CFDIs, contacts, mandates and card, and the journey's step",
    request: {},
    response: MyLoanSchema,
  },
  noLoan: {
    method: 'get',
    path: `${CLIENT}/no-loan`,
    access: 'client',
    origin: 'extension',
    tag: 'Client: loan',
    summary:
      "Everything the borrower's no-loan page shows in one read: the closed loans with their payments, the calculator's configuration and the journey's step",
    request: {},
    response: NoLoanSchema,
  },
  counterOffer: {
    method: 'get',
    path: `${CLIENT}/counter-offer`,
    access: 'client',
    origin: 'extension',
    tag: 'Client: offers',
    summary:
      "Everything the borrower's counter-offer pages show in one read: the active application, its current offer, the decision's reasons, the terms its pay cycle offers today, the amount asked priced on its dates and the journey's step",
    request: {},
    response: CounterOfferSchema,
  },
  profilePage: {
    method: 'get',
    path: `${CLIENT}/profile-page`,
    access: 'client',
    origin: 'extension',
    tag: 'Client: profile',
    summary:
      "Everything the borrower's profile page shows besides the profile in one read: the consents, documents, referrals and card on file",
    request: {},
    response: ProfilePageSchema,
  },
});
