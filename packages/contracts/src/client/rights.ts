import * as z from 'zod';
import { IsoDateSchema, IsoDateTimeSchema } from '../dates.js';
import { defineEndpoints } from '../endpoint.js';
import {
  ComplaintCauseSchema,
  ComplaintFolioSchema,
  ComplaintKindSchema,
  ComplaintResolutionSchema,
  ComplaintStatusSchema,
} from './complaint-terms.js';
import { ClientConsentListSchema, ConsentKindSchema } from './records.js';

// The borrower's side of the UNE (the lender's unit that answers complaints) and of their
// consents: a complaint or a dispute of a credit-bureau record filed from the profile, with its
// folio and the date its answer is due, and the voluntary consents withdrawn.

/** A complaint as the borrower who filed it (or about whom it was logged) sees it. */
export const ClientComplaintSchema = z
  .object({
    id: z.number().int().positive(),
    folio: ComplaintFolioSchema,
    receivedAt: IsoDateTimeSchema,
    kind: ComplaintKindSchema,
    cause: ComplaintCauseSchema,
    loanId: z.number().int().positive().nullable(),
    description: z.string(),
    status: ComplaintStatusSchema,
    /** The business date (Mexico City) the UNE's answer is due. */
    dueDate: IsoDateSchema,
    resolution: ComplaintResolutionSchema.nullable(),
    /** The UNE's answer. */
    resolutionText: z.string().nullable(),
    resolvedAt: IsoDateTimeSchema.nullable(),
  })
  .meta({ id: 'ClientComplaint' });
export type ClientComplaint = z.infer<typeof ClientComplaintSchema>;
export const ClientComplaintListSchema = z.array(ClientComplaintSchema).meta({ id: 'ClientComplaintList' });

/**
 * `POST client/complaints`: a consulta, reclamación or aclaración for the UNE. A dispute of a
 * credit-bureau record is an aclaración with cause `credit_bureau` naming the loan reported; the
 * loan must be the client's.
 */
export const FileComplaintRequestSchema = z
  .object({
    kind: ComplaintKindSchema,
    cause: ComplaintCauseSchema,
    loanId: z.number().int().positive().optional(),
    description: z.string().trim().min(10).max(4000),
  })
  .meta({ id: 'FileComplaintRequest' });
export type FileComplaintRequest = z.infer<typeof FileComplaintRequestSchema>;

/**
 * The consents a borrower may withdraw on their own: the voluntary purposes of the privacy notice.
 * The terms, the privacy notice's necessary purposes and the credit-bureau authorization are part
 * of the loan contract (`consent_not_withdrawable`); opposing or cancelling is an ARCO request.
 */
export const WITHDRAWABLE_CONSENTS = ['marketing', 'behavioural_scoring'] as const;

/** `POST client/consents/withdrawal`: withdraw a consent; dated, and listed with the others. */
export const WithdrawConsentRequestSchema = z
  .object({ kind: ConsentKindSchema })
  .meta({ id: 'WithdrawConsentRequest' });
export type WithdrawConsentRequest = z.infer<typeof WithdrawConsentRequestSchema>;

const CLIENT = '/web/private/client';
const common = { access: 'client', origin: 'extension', tag: 'Client: profile' } as const;

/** The borrower's complaints to the UNE and the withdrawal of their voluntary consents. */
export const clientRightsEndpoints = defineEndpoints('client', {
  complaints: {
    ...common,
    method: 'get',
    path: `${CLIENT}/complaints`,
    summary: "The client's complaints to the UNE, newest first, with their folios and due dates",
    request: {},
    response: ClientComplaintListSchema,
  },
  fileComplaint: {
    ...common,
    method: 'post',
    path: `${CLIENT}/complaints`,
    summary: 'File a complaint to the UNE, or dispute a credit-bureau record: its folio and due date',
    request: { body: FileComplaintRequestSchema },
    response: ClientComplaintSchema,
    successStatus: 201,
    errors: ['validation_failed', 'required', 'invalid_value'],
  },
  withdrawConsent: {
    ...common,
    method: 'post',
    path: `${CLIENT}/consents/withdrawal`,
    summary: 'Withdraw a voluntary consent (marketing, behavioural scoring); the list of consents after it',
    request: { body: WithdrawConsentRequestSchema },
    response: ClientConsentListSchema,
    errors: ['validation_failed', 'consent_not_withdrawable'],
  },
});
