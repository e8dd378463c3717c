import * as z from 'zod';

// The UNE's vocabulary of a complaint, shared by the borrower's side (client/rights.ts) and the
// back office's register (back-office/complaints.ts): channel, kind, cause, status, resolution
// and folio. Their words are in `@lender/i18n` (`backoffice:complaints.*`).

/** How the complaint came in. */
export const COMPLAINT_CHANNELS = ['phone', 'email', 'web', 'in_person', 'condusef'] as const;
export const ComplaintChannelSchema = z.enum(COMPLAINT_CHANNELS).meta({ id: 'ComplaintChannel' });
export type ComplaintChannel = z.infer<typeof ComplaintChannelSchema>;

/** Consulta (`inquiry`), reclamación (`claim`) or aclaración (`clarification`). */
export const COMPLAINT_KINDS = ['inquiry', 'claim', 'clarification'] as const;
export const ComplaintKindSchema = z.enum(COMPLAINT_KINDS).meta({ id: 'ComplaintKind' });
export type ComplaintKind = z.infer<typeof ComplaintKindSchema>;

/** What the complaint is about. */
export const COMPLAINT_CAUSES = [
  'unrecognized_charge',
  'payment_not_applied',
  'interest_or_fees',
  'collection_practices',
  'credit_bureau',
  'contract_terms',
  'disbursement',
  'personal_data',
  'service',
  'other',
] as const;
export const ComplaintCauseSchema = z.enum(COMPLAINT_CAUSES).meta({ id: 'ComplaintCause' });
export type ComplaintCause = z.infer<typeof ComplaintCauseSchema>;

/** Received → in progress → resolved; a resolved complaint is never reopened. */
export const COMPLAINT_STATUSES = ['received', 'in_progress', 'resolved'] as const;
export const ComplaintStatusSchema = z.enum(COMPLAINT_STATUSES).meta({ id: 'ComplaintStatus' });
export type ComplaintStatus = z.infer<typeof ComplaintStatusSchema>;

/** How it ended, for the client: in their favour, partly, or not. */
export const COMPLAINT_RESOLUTIONS = ['favourable', 'partial', 'unfavourable'] as const;
export const ComplaintResolutionSchema = z.enum(COMPLAINT_RESOLUTIONS).meta({ id: 'ComplaintResolution' });
export type ComplaintResolution = z.infer<typeof ComplaintResolutionSchema>;

/** `UNE-2026-000001`. */
export const ComplaintFolioSchema = z
  .string()
  .regex(/^UNE-\d{4}-\d{6}$/)
  .meta({ id: 'ComplaintFolio', example: 'UNE-2026-000001' });
