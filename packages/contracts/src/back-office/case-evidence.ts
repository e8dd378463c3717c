import * as z from 'zod';
import { IsoDateSchema, IsoDateTimeSchema } from '../dates.js';
import { nullable } from '../internal/nullable.js';
import {
  ApplicationStatusSchema,
  ClientStatusSchema,
  LoanStatusSchema,
  PayCycleSchema,
} from '../statuses.js';
import { AdminDocumentSchema, DecisionDetailSchema } from './client-page.js';
import { CentavosSchema } from './lists.js';

// What an analyst decides a manual-verification case on, in one answer: the documents, the identity
// checks, income and employment, the bank link, the scoring, the engine's reasons, the client's
// history and the other clients it shares a person or a device with. Amounts in integer centavos.

/** The outcome of one check: it passed, it failed, or it could not run (its data is missing). */
export const EVIDENCE_CHECKS = ['pass', 'fail', 'unknown'] as const;
export const EvidenceCheckSchema = z.enum(EVIDENCE_CHECKS).meta({ id: 'EvidenceCheck' });
export type EvidenceCheck = z.infer<typeof EvidenceCheckSchema>;

/** A scoring provider's verdict on the device or the session. */
export const SCORING_VERDICTS = ['allow', 'review', 'deny'] as const;
export const ScoringVerdictSchema = z.enum(SCORING_VERDICTS).meta({ id: 'ScoringVerdict' });

/** Where an identity verification stands: its latest session, or none. */
export const IDENTITY_VERIFICATION_STATES = ['approved', 'declined', 'pending', 'missing'] as const;

/** Whether the client linked a bank account, chose to go on without, or did neither. */
export const BANK_LINK_STATES = ['linked', 'skipped', 'missing'] as const;

/**
 * What another client shares with this one: a CURP equal but for the homonymy character (the same
 * name letters, birth date, sex and state), this client's reference or additional contact's phone
 * as their own phone, the device an application came from, the same full name and birth date. CURP,
 * phone and CLABE themselves are unique per client (registration refuses one already registered).
 */
export const CASE_DUPLICATE_MATCHES = ['curp', 'contact_phone', 'device', 'name_birth_date'] as const;
export const CaseDuplicateMatchSchema = z.enum(CASE_DUPLICATE_MATCHES).meta({ id: 'CaseDuplicateMatch' });
export type CaseDuplicateMatch = z.infer<typeof CaseDuplicateMatchSchema>;

const id = z.number().int().positive();

/** The CURP's checks. The CURP itself is masked: `clients/{id}/contact` reads it whole (audited). */
export const CurpEvidenceSchema = z
  .object({
    /** The first and last four characters (`GOMA**********RN09`), or null when the client saved none. */
    masked: z
      .string()
      .regex(/^[A-ZÑ]{4}\*{10}[A-Z0-9Ñ]{4}$/)
      .nullable(),
    /** Structure, date, sex, state and inconvenient words. */
    structure: EvidenceCheckSchema,
    checkDigit: EvidenceCheckSchema,
    /** Positions 1–4 and 14–16 against the client's name. */
    name: EvidenceCheckSchema,
    /** Positions 5–10 against the birth date the client gave. */
    birthDate: EvidenceCheckSchema,
    /** The birth state's name, when the CURP is valid. */
    state: z.string().nullable(),
  })
  .meta({ id: 'CurpEvidence' });

/** The RFC computed from the name and birth date (SAT rules), and whether the CURP agrees with it. */
export const RfcEvidenceSchema = z
  .object({
    /** Null without a birth date, a surname or a given name. */
    value: z.string().nullable(),
    /** Structure and check character of the computed RFC. */
    structure: EvidenceCheckSchema,
    /** Its first ten characters are the CURP's (both come from the name and the birth date). */
    matchesCurp: EvidenceCheckSchema,
  })
  .meta({ id: 'RfcEvidence' });

export const CaseEmploymentSchema = z
  .object({
    /** Employment status key of the registration's catalogue (`employed`, `self_employed`…). */
    status: z.string().nullable(),
    position: z.string().nullable(),
    companyName: z.string().nullable(),
    monthlyIncomeCentavos: CentavosSchema.nullable(),
    monthlyExpensesCentavos: CentavosSchema.nullable(),
    payCycle: nullable(PayCycleSchema),
    nextPayDate: nullable(IsoDateSchema),
  })
  .meta({ id: 'CaseEmployment' });

export const CaseBankLinkSchema = z
  .object({
    status: z.enum(BANK_LINK_STATES),
    institution: z.string().nullable(),
    /** Average monthly income the bank saw. */
    monthlyIncomeCentavos: CentavosSchema.nullable(),
    incomeMonths: z.number().int().nonnegative().nullable(),
    /** How regular that income is, 0 to 1. */
    incomeRegularity: z.number().min(0).max(1).nullable(),
    accounts: z.number().int().nonnegative(),
    /** Current balance of the checking and savings accounts. */
    balanceCentavos: CentavosSchema.nullable(),
    linkedAt: nullable(IsoDateTimeSchema),
  })
  .meta({ id: 'CaseBankLink' });

export const CaseScoringSchema = z
  .object({
    /** JuicyScore: 0–1000, higher is safer. */
    juicyScore: z.object({ score: z.number().int(), verdict: ScoringVerdictSchema }).nullable(),
    /** HelloSoda: 0–100. */
    helloSoda: z.object({ score: z.number().int(), decision: z.enum(['pass', 'review', 'fail']) }).nullable(),
    /** iovation's verdict on the device. */
    iovation: z.object({ verdict: ScoringVerdictSchema }).nullable(),
    /** The client gave the optional consent that lets behavioural data be collected. */
    behaviouralData: z.boolean(),
  })
  .meta({ id: 'CaseScoring' });

export const CaseDuplicateSchema = z
  .object({
    clientId: id,
    fullName: z.string(),
    status: ClientStatusSchema,
    matches: z.array(CaseDuplicateMatchSchema).min(1),
  })
  .meta({ id: 'CaseDuplicate' });

/** `GET applications/{id}/evidence`: everything the decision panel shows about a case. */
export const ManualCaseEvidenceSchema = z
  .object({
    applicationId: id,
    status: ApplicationStatusSchema,
    requestedCentavos: CentavosSchema,
    termDays: z.number().int().positive(),
    payCycle: PayCycleSchema,
    sequenceType: z.enum(['first', 'repeated']),
    appliedAt: IsoDateTimeSchema,
    client: z.object({
      id,
      fullName: z.string(),
      status: ClientStatusSchema,
      birthDate: nullable(IsoDateSchema),
      /** On the client's business date. */
      age: z.number().int().nonnegative().nullable(),
      registeredAt: IsoDateTimeSchema,
    }),
    /** The client's documents (not deleted), newest first, each with a signed link to view it. */
    documents: z.array(AdminDocumentSchema),
    curp: CurpEvidenceSchema,
    rfc: RfcEvidenceSchema,
    identityVerification: z.enum(IDENTITY_VERIFICATION_STATES),
    employment: CaseEmploymentSchema.nullable(),
    bankLink: CaseBankLinkSchema,
    scoring: CaseScoringSchema,
    /** The engine's decision that sent the case here, with its reasons and their parameters. */
    decision: DecisionDetailSchema.nullable(),
    /** The client's other applications and loans, newest first (at most 20 each). */
    history: z.object({
      applications: z.array(
        z.object({
          id,
          status: ApplicationStatusSchema,
          amountCentavos: CentavosSchema,
          createdAt: IsoDateTimeSchema,
        }),
      ),
      loans: z.array(
        z.object({
          id,
          status: LoanStatusSchema,
          principalCentavos: CentavosSchema,
          dueDate: IsoDateSchema,
          overdueDays: z.number().int().nonnegative(),
          closedAt: nullable(IsoDateTimeSchema),
        }),
      ),
    }),
    duplicates: z.array(CaseDuplicateSchema),
  })
  .meta({ id: 'ManualCaseEvidence' });
export type ManualCaseEvidence = z.infer<typeof ManualCaseEvidenceSchema>;
