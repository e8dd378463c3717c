import * as z from 'zod';
import { ClientDocumentSchema } from '../client/documents.js';
import { IsoDateTimeSchema } from '../dates.js';
import { PageQuerySchema } from '../pagination.js';
import { CentavosSchema } from './lists.js';
import { AuditEntrySchema } from './operations.js';

/** A decision with everything the engine (or agent) saw: reasons with their parameters, and inputs. */
export const DecisionDetailSchema = z
  .object({
    id: z.number().int().positive(),
    applicationId: z.number().int().positive(),
    /** The outcome as an application status. */
    outcome: z.number().int(),
    reasons: z.array(
      z.object({ rule: z.string(), code: z.string(), params: z.record(z.string(), z.unknown()).optional() }),
    ),
    /** The inputs the engine gathered (no personal identifiers), as stored for a replay. */
    inputs: z.record(z.string(), z.unknown()),
    ruleSet: z.string(),
    decidedBy: z.enum(['engine', 'agent', 'sandbox']),
    offeredCentavos: CentavosSchema.nullable(),
    createdAt: IsoDateTimeSchema,
  })
  .meta({ id: 'DecisionDetail' });
export type DecisionDetail = z.infer<typeof DecisionDetailSchema>;
export const DecisionDetailListSchema = z.array(DecisionDetailSchema).meta({ id: 'DecisionDetailList' });

/** What a client agreed to: direct-debit authorisations and loan-agreement signatures. */
export const AdminClientConsentSchema = z
  .object({
    kind: z.enum(['direct_debit', 'agreement_signature']),
    id: z.number().int().positive(),
    at: IsoDateTimeSchema,
    /** `card` or `clabe` for a direct debit. */
    paymentType: z.string().nullable(),
    applicationId: z.number().int().positive().nullable(),
    loanId: z.number().int().positive().nullable(),
    ip: z.string().nullable(),
    userAgent: z.string().nullable(),
    /** SHA-256 of the text signed (signatures). */
    documentHash: z.string().nullable(),
  })
  .meta({ id: 'AdminClientConsent' });
export type AdminClientConsent = z.infer<typeof AdminClientConsentSchema>;
export const AdminClientConsentListSchema = z
  .array(AdminClientConsentSchema)
  .meta({ id: 'AdminClientConsentList' });

/**
 * A client's uploaded document for the back office, with a short-lived signed link to view it
 * (image or PDF, `Content-Disposition: inline`); null once deleted (the row stays, the bytes go).
 */
export const AdminDocumentSchema = ClientDocumentSchema.extend({
  format: z.string(),
  deletedAt: IsoDateTimeSchema.nullable(),
  url: z.string().nullable(),
  urlExpiresAt: IsoDateTimeSchema.nullable(),
}).meta({ id: 'AdminDocument' });
export type AdminDocument = z.infer<typeof AdminDocumentSchema>;
export const AdminDocumentListSchema = z.array(AdminDocumentSchema).meta({ id: 'AdminDocumentList' });

/** Query of a record's audit timeline. */
export const TimelineQuerySchema = PageQuerySchema;

/** The audit timeline of a client: its own entries and those of its applications, loans and payments. */
export const TimelineSchema = z.array(AuditEntrySchema).meta({ id: 'Timeline' });
