import * as z from 'zod';
import { IsoDateSchema, IsoDateTimeSchema } from '../dates.js';
import { BinaryFileSchema, defineEndpoints } from '../endpoint.js';
import { BirthDateSchema, CurpSchema, MiddleNameSchema, PersonNameSchema } from '../fields.js';

// The borrower's rights over their personal data (LFPDPPP, 2025 text): the four ARCO rights —
// acceso, rectificación, cancelación, oposición — each request with its folio, the identity check
// it needs and its two legal clocks in business days (Mexico City): the answer within 20 business
// days of receiving it, and, when granted, acting on it within 15 business days of answering.
// Codes have their words in `@lender/i18n` (`profile:rights.*`, `backoffice:privacy.*`).

/** Acceso, rectificación, cancelación, oposición. */
export const ARCO_RIGHTS = ['access', 'rectification', 'cancellation', 'opposition'] as const;
export const ArcoRightSchema = z.enum(ARCO_RIGHTS).meta({ id: 'ArcoRight' });
export type ArcoRight = z.infer<typeof ArcoRightSchema>;

/** How a request came in: the borrower's site, or an e-mail or a letter that staff entered. */
export const ARCO_CHANNELS = ['web', 'email', 'letter'] as const;
export const ArcoChannelSchema = z.enum(ARCO_CHANNELS).meta({ id: 'ArcoChannel' });
export type ArcoChannel = z.infer<typeof ArcoChannelSchema>;

/**
 * `received` → `answered` (granted; then `completed` once acted on) or `refused` (denied, which
 * ends it). A granted request's act is a maker-checker action of the privacy officers.
 */
export const ARCO_STATUSES = ['received', 'answered', 'completed', 'refused'] as const;
export const ArcoStatusSchema = z.enum(ARCO_STATUSES).meta({ id: 'ArcoStatus' });
export type ArcoStatus = z.infer<typeof ArcoStatusSchema>;

/** The answer: the request is granted or denied. */
export const ARCO_OUTCOMES = ['granted', 'denied'] as const;
export const ArcoOutcomeSchema = z.enum(ARCO_OUTCOMES).meta({ id: 'ArcoOutcome' });
export type ArcoOutcome = z.infer<typeof ArcoOutcomeSchema>;

/**
 * Why a request is denied: the requester's identity was not proven; no data of theirs is held; a
 * law obliges the lender to keep or use the data (PLD, tax, credit bureau); a contract in force
 * needs them (an open loan); the document does not support the correction; it repeats a request
 * already answered.
 */
export const ARCO_DENIAL_REASONS = [
  'identity_not_proven',
  'no_data_held',
  'legal_obligation',
  'contract_in_force',
  'evidence_insufficient',
  'duplicate',
] as const;
export const ArcoDenialReasonSchema = z.enum(ARCO_DENIAL_REASONS).meta({ id: 'ArcoDenialReason' });
export type ArcoDenialReason = z.infer<typeof ArcoDenialReasonSchema>;

/**
 * How the requester proved who they are: the signed-in session (opposition, rectification with
 * its document), the password typed again (access and cancellation filed on the site: the whole
 * record leaves, or is blocked), or an official ID that an officer checked (e-mail and letters).
 */
export const ARCO_IDENTITY_CHECKS = ['session', 'password', 'id_document'] as const;
export const ArcoIdentityCheckSchema = z.enum(ARCO_IDENTITY_CHECKS).meta({ id: 'ArcoIdentityCheck' });
export type ArcoIdentityCheck = z.infer<typeof ArcoIdentityCheckSchema>;

/** What an opposition is to: marketing, or decisions made without a person (then one reviews). */
export const ARCO_OPPOSITION_PURPOSES = ['marketing', 'automated_decisions'] as const;
export const ArcoOppositionPurposeSchema = z
  .enum(ARCO_OPPOSITION_PURPOSES)
  .meta({ id: 'ArcoOppositionPurpose' });
export type ArcoOppositionPurpose = z.infer<typeof ArcoOppositionPurposeSchema>;

/**
 * The data a rectification may correct. The e-mail and the phone change through their own pages
 * (a code proves the new one); the bank account through a new CLABE.
 */
export const RECTIFIABLE_FIELDS = [
  'firstName',
  'middleName',
  'lastName',
  'secondLastName',
  'birthDate',
  'curp',
] as const;
export const RectifiableFieldSchema = z.enum(RECTIFIABLE_FIELDS).meta({ id: 'RectifiableField' });
export type RectifiableField = z.infer<typeof RectifiableFieldSchema>;

/** Business days the lender has to answer an ARCO request, counted from the day after it arrives. */
export const ARCO_ANSWER_BUSINESS_DAYS = 20;
/** Business days the lender has to act on a granted request, counted from the day after answering. */
export const ARCO_ACT_BUSINESS_DAYS = 15;
/** Days an access archive can be downloaded after the request is completed. */
export const ARCO_ARCHIVE_DAYS = 30;

/** `ARCO-2026-000001`: the year received and its number in that year, without gaps. */
export const ArcoFolioSchema = z
  .string()
  .regex(/^ARCO-\d{4}-\d{6}$/)
  .meta({ id: 'ArcoFolio', example: 'ARCO-2026-000001' });

/** One correction: the field and its right value, checked by the field's own rules. */
export const RectificationChangeSchema = z
  .discriminatedUnion('field', [
    z.object({ field: z.literal('firstName'), value: PersonNameSchema }),
    z.object({ field: z.literal('middleName'), value: MiddleNameSchema }),
    z.object({ field: z.literal('lastName'), value: PersonNameSchema }),
    z.object({ field: z.literal('secondLastName'), value: PersonNameSchema }),
    z.object({ field: z.literal('birthDate'), value: BirthDateSchema }),
    z.object({ field: z.literal('curp'), value: CurpSchema }),
  ])
  .meta({ id: 'RectificationChange' });
export type RectificationChange = z.infer<typeof RectificationChangeSchema>;

/** What the requester wrote about the request (optional on the site, required by letter). */
const ArcoDescriptionSchema = z.string().trim().min(1).max(4000);

/** An ARCO request as its borrower sees it. */
export const ArcoRequestSchema = z
  .object({
    id: z.number().int().positive(),
    folio: ArcoFolioSchema,
    right: ArcoRightSchema,
    channel: ArcoChannelSchema,
    receivedAt: IsoDateTimeSchema,
    /** An opposition's purpose. */
    purpose: ArcoOppositionPurposeSchema.nullable(),
    /** A rectification's corrections. */
    changes: z.array(RectificationChangeSchema).nullable(),
    /** A rectification's supporting document (a client document). */
    documentId: z.number().int().positive().nullable(),
    description: z.string().nullable(),
    identityCheck: ArcoIdentityCheckSchema,
    /** False until an officer checks the ID of a request received by e-mail or letter. */
    identityVerified: z.boolean(),
    status: ArcoStatusSchema,
    /** The business date (Mexico City) the answer is due: 20 business days after receiving it. */
    answerDueDate: IsoDateSchema,
    /** Not answered by its due date: answered after it, or still unanswered after it. */
    answerOverdue: z.boolean(),
    answeredAt: IsoDateTimeSchema.nullable(),
    outcome: ArcoOutcomeSchema.nullable(),
    denialReason: ArcoDenialReasonSchema.nullable(),
    /** The answer given to the requester. */
    answerText: z.string().nullable(),
    /** A granted request: the business date it must be acted on by (15 business days after answering). */
    actDueDate: IsoDateSchema.nullable(),
    actOverdue: z.boolean(),
    completedAt: IsoDateTimeSchema.nullable(),
    /** The next deadline of an open request: the answer's, then the act's; null once it is over. */
    nextDueDate: IsoDateSchema.nullable(),
    /** A completed access request: its archive downloads until this instant. */
    archiveAvailableUntil: IsoDateTimeSchema.nullable(),
  })
  .meta({ id: 'ArcoRequest' });
export type ArcoRequest = z.infer<typeof ArcoRequestSchema>;
export const ArcoRequestListSchema = z.array(ArcoRequestSchema).meta({ id: 'ArcoRequestList' });

/**
 * The kinds of a borrower's data a cancellation deletes or keeps (words:
 * `catalog:personalData.category`), each backed by the tables that hold it.
 */
export const PERSONAL_DATA_CATEGORIES = [
  'profile',
  'identity_documents',
  'reference_contacts',
  'applications',
  'loans',
  'payments',
  'tax_documents',
  'contracts',
  'consents',
  'notices',
  'collections',
  'complaints',
  'privacy_requests',
  'aml',
  'audit',
  'cards',
  'bank_link',
  'device_signals',
  'behaviour',
  'referrals',
  'marketing',
  'account_activity',
] as const;
export const PersonalDataCategorySchema = z
  .enum(PERSONAL_DATA_CATEGORIES)
  .meta({ id: 'PersonalDataCategory' });
export type PersonalDataCategory = z.infer<typeof PersonalDataCategorySchema>;

/**
 * Why a kind of data is kept after a cancellation (words: `catalog:personalData.reason`): a loan or
 * an application still open, money the platform owes the borrower back, the contract's,
 * anti-money-laundering's or tax's retention period, or none of its own (it is anonymised with the rest).
 */
export const DELETION_REASONS = [
  'open_loan',
  'open_application',
  'refund_pending',
  'contract_retention',
  'aml_retention',
  'tax_retention',
  'kept_with_the_rest',
] as const;
export const DeletionReasonSchema = z.enum(DELETION_REASONS).meta({ id: 'DeletionReason' });
export type DeletionReason = z.infer<typeof DeletionReasonSchema>;

/**
 * The legal duties that keep a borrower's data after a cancellation, each with its own period and
 * starting event (words: `catalog:personalData.period` and `catalog:personalData.source`, the law it
 * rests on): `contract`, 10 years from the last loan's closing; `aml`, 10 years from the last
 * operation; `tax`, 5 years from the annual return of the year of the last payment or CFDI.
 */
export const RETENTION_DUTIES = ['contract', 'aml', 'tax'] as const;
export const RetentionDutySchema = z.enum(RETENTION_DUTIES).meta({ id: 'RetentionDuty' });
export type RetentionDuty = z.infer<typeof RetentionDutySchema>;

/** One duty's period over a kind of data: the day its count starts from and its last day (Mexico City). */
export const RetentionPeriodSchema = z
  .object({
    duty: RetentionDutySchema,
    /** The business date of the event the period counts from (a loan's closing, an operation, a CFDI). */
    since: IsoDateSchema,
    /** The last day the duty keeps the data. */
    until: IsoDateSchema,
  })
  .meta({ id: 'RetentionPeriod' });
export type RetentionPeriod = z.infer<typeof RetentionPeriodSchema>;

/**
 * What a cancellation would do with the borrower's data today: what goes as soon as it is blocked,
 * what stays blocked (only for the legal duties), why and until when.
 */
export const DeletionAssessmentSchema = z
  .object({
    /** `held` (nothing asked yet), `blocked` (kept for the legal duties only), `anonymised`. */
    state: z.enum(['held', 'blocked', 'anonymised']),
    blockedAt: IsoDateTimeSchema.nullable(),
    anonymisedAt: IsoDateTimeSchema.nullable(),
    /** No loan or application open: the data can be blocked now. */
    canBlock: z.boolean(),
    /** Blocked and every retention period over: the next erasure run anonymises it. */
    canAnonymise: z.boolean(),
    /**
     * The last day (Mexico City) any duty keeps the data: everything still kept is anonymised together
     * after it; null when none applies or a loan is open.
     */
    keptUntil: IsoDateSchema.nullable(),
    /** The kinds of data deleted as soon as the data is blocked (no legal duty keeps them). */
    deletedAtBlock: z.array(PersonalDataCategorySchema),
    /**
     * The kinds of data kept blocked, why, and each kind's own last day: the end of the latest of its
     * duties' periods still running, or `keptUntil` when only the rest keeps it (null while a loan or
     * an application is open). `retention`: the periods still running over it, one per duty (none
     * while a loan or an application is open).
     */
    kept: z.array(
      z.object({
        category: PersonalDataCategorySchema,
        reasons: z.array(DeletionReasonSchema).min(1),
        until: IsoDateSchema.nullable(),
        retention: z.array(RetentionPeriodSchema),
      }),
    ),
  })
  .meta({ id: 'DeletionAssessment' });
export type DeletionAssessmentView = z.infer<typeof DeletionAssessmentSchema>;

const PasswordAgainSchema = z.string().min(1).max(128).meta({ format: 'password' });

/**
 * `POST client/privacy/arco-requests`: file a request. Access and cancellation ask for the password
 * again (the whole record leaves, or is blocked); a rectification names its corrections and the
 * client document that supports them (uploaded first, type `rectification_evidence`).
 */
export const FileArcoRequestSchema = z
  .discriminatedUnion('right', [
    z.object({
      right: z.literal('access'),
      password: PasswordAgainSchema,
      description: ArcoDescriptionSchema.optional(),
    }),
    z.object({
      right: z.literal('rectification'),
      changes: z.array(RectificationChangeSchema).min(1).max(RECTIFIABLE_FIELDS.length),
      documentId: z.number().int().positive(),
      description: ArcoDescriptionSchema.optional(),
    }),
    z.object({
      right: z.literal('cancellation'),
      password: PasswordAgainSchema,
      description: ArcoDescriptionSchema.optional(),
    }),
    z.object({
      right: z.literal('opposition'),
      purpose: ArcoOppositionPurposeSchema,
      description: ArcoDescriptionSchema.optional(),
    }),
  ])
  .meta({ id: 'FileArcoRequest' });
export type FileArcoRequest = z.infer<typeof FileArcoRequestSchema>;

export const ArcoRequestIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });

const CLIENT = '/web/private/client';
const common = { access: 'client', origin: 'extension', tag: 'Client: profile' } as const;

/** The borrower's ARCO requests: file one, follow them, download an access archive. */
export const clientPrivacyEndpoints = defineEndpoints('client', {
  arcoRequests: {
    ...common,
    method: 'get',
    path: `${CLIENT}/privacy/arco-requests`,
    summary: "The client's ARCO requests, newest first, with their folios, states and deadlines",
    request: {},
    response: ArcoRequestListSchema,
  },
  fileArcoRequest: {
    ...common,
    method: 'post',
    path: `${CLIENT}/privacy/arco-requests`,
    summary: 'File an ARCO request: access, rectification, cancellation or opposition',
    description:
      'Its folio is the next of the year; its answer is due 20 business days after today (Mexico City). ' +
      'One open request per right (and per purpose of an opposition): `arco_request_open`. Access and ' +
      'cancellation need the password again (`identity_check_failed`); a rectification names a ' +
      '`rectification_evidence` document of the client (`not_found` otherwise).',
    request: { body: FileArcoRequestSchema },
    response: ArcoRequestSchema,
    successStatus: 201,
    errors: [
      'validation_failed',
      'arco_request_open',
      'identity_check_failed',
      'not_found',
      'must_differ',
      'invalid_identificator',
      'under_age',
    ],
  },
  deletionAssessment: {
    ...common,
    method: 'get',
    path: `${CLIENT}/privacy/deletion-assessment`,
    summary:
      'What a cancellation would delete now and what it keeps blocked, per kind of data, why and until when',
    request: {},
    response: DeletionAssessmentSchema,
  },
  arcoAccessArchive: {
    ...common,
    method: 'get',
    path: `${CLIENT}/privacy/arco-requests/:id/archive`,
    summary: 'The archive (ZIP) of everything held about the client, once their access request is completed',
    request: { params: ArcoRequestIdParamsSchema },
    response: BinaryFileSchema,
    responseContentType: 'application/zip',
    errors: ['not_found', 'invalid_transition', 'service_unavailable'],
  },
});
