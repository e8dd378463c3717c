import { COLLECTION_CHANNELS, CONTACT_DIRECTIONS, CONTACT_RESULTS } from '../client/collection-contacts.js';
import { MANDATE_STATUSES } from '../client/mandates.js';
import {
  ARCO_CHANNELS,
  ARCO_DENIAL_REASONS,
  ARCO_OPPOSITION_PURPOSES,
  ARCO_OUTCOMES,
  ARCO_RIGHTS,
  ARCO_STATUSES,
} from '../client/privacy.js';
import { CONSENT_KINDS } from '../client/records.js';
import { BACK_OFFICE_ROLES } from '../permissions.js';
import { NAME_FIELDS } from '../public/registration.js';
import {
  APPLICATION_STATUS,
  CASH_PAYOUT_BRANDS,
  CLIENT_STATUS,
  FLOW_STEPS,
  LOAN_STATUS,
  PAY_CYCLES,
  PAYMENT_KINDS,
  PAYMENT_METHODS,
  ROLLOVER_TYPES,
} from '../statuses.js';
import { APPROVAL_KINDS, APPROVAL_STATUSES, REFUND_PAYOUT_STATUSES } from './approvals.js';
import {
  COMPLAINT_CAUSES,
  COMPLAINT_CHANNELS,
  COMPLAINT_KINDS,
  COMPLAINT_RESOLUTIONS,
  COMPLAINT_STATUSES,
} from './complaints.js';
import { PAYMENT_STATUSES } from './lists.js';
import { MANUAL_PAYMENT_FORMS } from './operations.js';
import {
  RECONCILIATION_ACTIONS,
  SETTLEMENT_CHANNELS,
  SETTLEMENT_LINE_OUTCOMES,
  SETTLEMENT_RESOLUTIONS,
} from './reconciliation.js';
import { BACK_OFFICE_LANGUAGES } from './user.js';

/*
 * The kinds of value an audit entry holds: formats, ids of records and codes of the
 * catalogues, each read by the back-office through its own words. `AUDIT_FIELDS` (audit-fields.ts)
 * names the kind of every field of every action.
 */

/** How a value reads: money (tagged, shown in pesos), bare centavos, rates, counts, dates, … */
export const AUDIT_VALUE_FORMATS = [
  /** Tagged money (`auditMoney`), shown by the API as `{ amount, currency }` in pesos. */
  'money',
  /** Bare integer centavos (settings and maker-checker payloads keep the product's own shape). */
  'centavos',
  /** Basis points: `80` → 0.80 %. */
  'bps',
  /** A whole percent: `20` → 20 %. */
  'percent',
  /** A share 0–1: `0.0325` → 3.25 %. */
  'share',
  'count',
  'days',
  /** A business date `YYYY-MM-DD`. */
  'date',
  /** An ISO instant. */
  'instant',
  'boolean',
  /** Text as written: a folio, a reference, a name, a masked e-mail. */
  'text',
  /** Hours of a contact window, `{ from, to }`, or null (no contact that day). */
  'hours',
  /** A 3-digit SPEI bank code (its name is in `@lender/clabe`). */
  'bank',
  /** What an approval is about, `<audit entity>:<id>` (`loan:2`, `settings:product`). */
  'record',
] as const;
export type AuditValueFormat = (typeof AUDIT_VALUE_FORMATS)[number];

/** The records an audited id can name (`loanId`, `claimedBy`, …). */
export const AUDIT_ID_KINDS = [
  'client',
  'loan',
  'application',
  'payment',
  'approval',
  'user',
  'refundPayout',
  'rollover',
  'collectionContact',
  'promise',
  'settlementLine',
] as const;
export type AuditIdKind = (typeof AUDIT_ID_KINDS)[number];

/** The fields a borrower or an admin changes or reads that an entry names (`after.fields`). */
export const AUDITED_FIELD_NAMES = [
  'email',
  'mobilePhone',
  'nationalIdentificator',
  ...NAME_FIELDS.map((field) => field.name),
  'birthDate',
  'password',
  'clabe',
  'cardNumber',
  'expiryMonth',
  'expiryYear',
  'holderName',
  'phone',
  'curp',
] as const;

/** Codes of an audited value, each list its catalogue's (their words are in `@lender/i18n`). */
export const AUDIT_CODE_LISTS = {
  clientStatus: Object.values(CLIENT_STATUS),
  applicationStatus: Object.values(APPLICATION_STATUS),
  loanStatus: Object.values(LOAN_STATUS),
  paymentStatus: PAYMENT_STATUSES,
  refundPayoutStatus: REFUND_PAYOUT_STATUSES,
  approvalStatus: APPROVAL_STATUSES,
  approvalKind: APPROVAL_KINDS,
  outboxStatus: ['sent', 'failed'],
  complaintStatus: COMPLAINT_STATUSES,
  complaintChannel: COMPLAINT_CHANNELS,
  complaintKind: COMPLAINT_KINDS,
  complaintCause: COMPLAINT_CAUSES,
  complaintResolution: COMPLAINT_RESOLUTIONS,
  arcoRight: ARCO_RIGHTS,
  arcoChannel: ARCO_CHANNELS,
  arcoStatus: ARCO_STATUSES,
  arcoOutcome: ARCO_OUTCOMES,
  arcoDenialReason: ARCO_DENIAL_REASONS,
  arcoPurpose: ARCO_OPPOSITION_PURPOSES,
  consentKind: CONSENT_KINDS,
  paymentKind: PAYMENT_KINDS,
  payoutMethod: PAYMENT_METHODS,
  cashBrand: CASH_PAYOUT_BRANDS,
  paymentForm: MANUAL_PAYMENT_FORMS,
  extensionType: ROLLOVER_TYPES,
  feeKind: ['fixed', 'percent'],
  payCycle: PAY_CYCLES,
  language: BACK_OFFICE_LANGUAGES,
  role: BACK_OFFICE_ROLES,
  collectionChannel: COLLECTION_CHANNELS,
  contactDirection: CONTACT_DIRECTIONS,
  contactResult: CONTACT_RESULTS,
  settlementChannel: SETTLEMENT_CHANNELS,
  settlementOutcome: SETTLEMENT_LINE_OUTCOMES,
  settlementResolution: SETTLEMENT_RESOLUTIONS,
  reconciliationAction: RECONCILIATION_ACTIONS,
  flowStep: FLOW_STEPS,
  /** Where an admin read a borrower's phone or CURP. */
  contactVia: ['record', 'list', 'export', 'collections'],
  /** A direct-debit mandate's status, and who stopped it. */
  mandateStatus: MANDATE_STATUSES,
  mandateRevokedBy: ['borrower', 'objection'],
  /** What a payout's CEP said of its beneficiary. */
  beneficiaryCheck: ['pending', 'matched', 'mismatch', 'missing'],
  auditedField: AUDITED_FIELD_NAMES,
} as const satisfies Record<string, readonly (string | number)[]>;
export type AuditCodeKind = keyof typeof AUDIT_CODE_LISTS;

/** The kind of one audited value: a format, an id of a record (`id:loan`), a code (`code:role`). */
export type AuditValueKind = AuditValueFormat | `id:${AuditIdKind}` | `code:${AuditCodeKind}`;

/**
 * One field's value: of a kind (a list of values of that kind reads as a list), an object with
 * fields of its own, or a list of rule changes (`{ field, before, after }`) of the fields named.
 */
export type AuditFieldShape =
  | AuditValueKind
  | { readonly fields: AuditFieldTable }
  | { readonly changesOf: AuditFieldTable };
export interface AuditFieldTable {
  readonly [field: string]: AuditFieldShape;
}
