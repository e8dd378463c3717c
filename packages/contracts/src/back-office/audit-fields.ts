import type { AmlSettingField } from './aml-settings.js';
import type { AuditFieldTable, AuditValueKind } from './audit-kinds.js';
import type { AuditAction, AuditEntity } from './catalogues.js';
import type { PolicyCutOff } from './credit-policies.js';
import { SETTLEMENT_LINE_OUTCOMES } from './reconciliation.js';
import { PROVISION_BUCKETS, type ProvisionBucket } from './risk-reports.js';
import { CONTACT_WINDOW_DAYS, type ContactWindowDay } from './rules-settings.js';
import type { ScorecardChangeField } from './scorecard-changes.js';

/*
 * Every audited action's entry: the record it is about and the kind of each field of its
 * `before` and `after` (the kinds: `audit-kinds.ts`). Core's writer is typed by this table, the
 * back-office reads every value through the words of its kind, and its test renders an entry of
 * every action: a new audited field is its line here and its words in `@lender/i18n`.
 */

const FEE = { fields: { kind: 'code:feeKind', amount: 'centavos', bps: 'bps' } } as const;

/** The priced part of the product (a pricing request and its audit). */
const PRICING = {
  dailyInterestBps: { fields: { first: 'bps', repeated: 'bps' } },
  fees: { fields: { serviceFee: FEE, withdrawalFee: FEE, invoicingFee: FEE, processingFee: FEE } },
  firstLoanDiscount: { fields: { interestPercent: 'percent', serviceFeePercent: 'percent' } },
  extensions: { fields: { type: 'code:extensionType', days: 'days', bps: 'bps' } },
  lateFee: { fields: { dailyBps: 'bps', maxDays: 'days', onHoldAfterDays: 'days' } },
} as const;

/** A fee's CONDUSEF (RECO) registration. */
const FEE_REGISTRATION = { fields: { folio: 'text', registeredOn: 'date', inForceFrom: 'date' } } as const;
/** The registrations of a pricing request, by fee. */
const FEE_REGISTRATIONS = {
  fields: {
    interestFirst: FEE_REGISTRATION,
    interestRepeated: FEE_REGISTRATION,
    serviceFee: FEE_REGISTRATION,
    processingFee: FEE_REGISTRATION,
    withdrawalFee: FEE_REGISTRATION,
    invoicingFee: FEE_REGISTRATION,
    extensionCheap: FEE_REGISTRATION,
    extensionExpensive: FEE_REGISTRATION,
    lateFee: FEE_REGISTRATION,
  },
} as const;

/** The amount limits field by field, as `settings.amount_limits` audits them. */
const AMOUNT_LIMITS = {
  minMainLoan: 'centavos',
  amountTo: 'centavos',
  minAdditionLoan: 'centavos',
  interval: 'centavos',
  'first.minAmount': 'centavos',
  'first.maxAmount': 'centavos',
  'repeated.minAmount': 'centavos',
} as const;

/** The provisioning rates field by field (`provisioning.current`, …), shares 0–1. */
const PROVISIONING = Object.fromEntries(
  PROVISION_BUCKETS.map((bucket) => [`provisioning.${bucket}`, 'share']),
) as { readonly [B in ProvisionBucket as `provisioning.${B}`]: 'share' };

/** The collection rules field by field, as their request and audit list them. */
const COLLECTION_RULES = {
  ...(Object.fromEntries(CONTACT_WINDOW_DAYS.map((day) => [`window.${day}`, 'hours'])) as {
    readonly [D in ContactWindowDay as `window.${D}`]: 'hours';
  }),
  contactsPerDay: 'count',
  contactsPerWeek: 'count',
  'promise.maxDaysAhead': 'days',
  'promise.minAmountCentavos': 'centavos',
} as const;

/** The anti-money-laundering thresholds field by field, as `aml.settings` audits them. */
const AML_SETTINGS = {
  matchThreshold: 'count',
  reviewThreshold: 'count',
  relevantUsd: 'count',
  'structuring.days': 'days',
  'structuring.count': 'count',
  'structuring.bandPercent': 'percent',
  'manySources.days': 'days',
  'manySources.sources': 'count',
  cashPayoffDays: 'days',
  highAmountCentavos: 'centavos',
  highRiskMunicipalities: 'text',
} as const satisfies Record<AmlSettingField, AuditValueKind>;

/** A credit policy's cut-offs: ages in years, income in centavos, rates in basis points. */
const POLICY_CUT_OFFS_AUDIT = {
  minAge: 'count',
  maxAge: 'count',
  minMonthlyIncome: 'centavos',
  maxActiveLoans: 'count',
  paycheckSharePercent: 'percent',
  specialOfferMinClosedLoans: 'count',
  increaseMinClosedLoans: 'count',
  firstDefaultRateBps: 'bps',
  repeatedDefaultRateBps: 'bps',
} as const satisfies Record<PolicyCutOff, AuditValueKind>;

/** The payload of each maker-checker kind and what its approval did (`result`), merged. */
const APPROVAL = {
  kind: 'code:approvalKind',
  entity: 'record',
  status: 'code:approvalStatus',
  version: 'count',
  loanId: 'id:loan',
  paymentId: 'id:payment',
  lineId: 'id:settlementLine',
  amountCentavos: 'centavos',
  action: 'code:reconciliationAction',
  pricing: { fields: PRICING },
  registrations: FEE_REGISTRATIONS,
  effectiveOn: 'date',
  amounts: {
    fields: {
      ...AMOUNT_LIMITS,
      first: { fields: { minAmount: 'centavos', maxAmount: 'centavos' } },
      repeated: { fields: { minAmount: 'centavos' } },
    },
  },
  enabled: 'bank',
  rates: {
    fields: Object.fromEntries(PROVISION_BUCKETS.map((bucket) => [bucket, 'share'])) as {
      readonly [B in ProvisionBucket]: 'share';
    },
  },
  rules: {
    fields: {
      window: {
        fields: Object.fromEntries(CONTACT_WINDOW_DAYS.map((day) => [day, 'hours'])) as {
          readonly [D in ContactWindowDay]: 'hours';
        },
      },
      contactsPerDay: 'count',
      contactsPerWeek: 'count',
      promise: { fields: { maxDaysAhead: 'days', minAmountCentavos: 'centavos' } },
    },
  },
  changes: { changesOf: { ...PROVISIONING, ...COLLECTION_RULES, ...AML_SETTINGS, ...POLICY_CUT_OFFS_AUDIT } },
  /**
   * A policy publication: each scorecard part that differs from the version in force
   * (`scorecardChanges` of scorecard-changes.ts; a band's, a characteristic's and a bin's changes
   * name it beside `field`). `scorecardBands` and `scorecardPoints` (a fingerprint) are older
   * requests' parts.
   */
  scorecardChanges: {
    changesOf: {
      scorecardCutOff: 'count',
      scorecardBase: 'count',
      scorecardTopReasons: 'count',
      scorecardBandFrom: 'count',
      scorecardProbability: 'bps',
      scorecardBinPoints: 'count',
      scorecardMissingPoints: 'count',
      scorecardOrder: 'text',
      scorecardBands: 'text',
      scorecardPoints: 'text',
    } satisfies Record<ScorecardChangeField, AuditValueKind> & AuditFieldTable,
  },
  writtenOffCentavos: 'centavos',
  refundedCentavos: 'centavos',
  refundPayoutId: 'id:refundPayout',
  payoutStatus: 'code:refundPayoutStatus',
  reversedCentavos: 'centavos',
  reopened: 'boolean',
  /** A pricing approval: the fields it applied; an amount-limits one: the limits with their values. */
  applied: { fields: { ...PRICING, ...AMOUNT_LIMITS } },
  added: 'bank',
  removed: 'bank',
  postedCentavos: 'centavos',
  /** A decision on an anti-money-laundering alert: report it (true) or dismiss it. */
  report: 'boolean',
  /** Acting on an ARCO request: which, and what acting did. */
  folio: 'text',
  right: 'code:arcoRight',
  purpose: 'code:arcoPurpose',
  corrected: 'code:auditedField',
  archiveBytes: 'count',
  archiveSha256: 'text',
  blocked: 'boolean',
  /** A collection template to approve: which, its name, channel and text. */
  templateId: 'count',
  templateName: 'text',
  channel: 'text',
  body: 'text',
  /** A credit policy to publish: its version, revision and hash, and the one it retired. */
  policyVersion: 'count',
  revision: 'count',
  policySha256: 'text',
  retiredVersion: 'count',
  /** A challenger policy started or ended. */
  challengerId: 'count',
  /** The version in force a challenger is asked against. */
  championVersion: 'count',
  /** A challenger that decides nothing (else it decides for `sharePercent` of clients). */
  shadow: 'boolean',
  sharePercent: 'percent',
} as const;

const CLIENT_OWN = { entity: 'client', fields: { fields: 'code:auditedField' } } as const;
const CLIENT_STATUS_CHANGE = { entity: 'client', fields: { status: 'code:clientStatus' } } as const;
/** A payment plan moving a loan's due date, days past due or status. */
const RESTRUCTURE = {
  entity: 'loan',
  fields: { dueDate: 'date', overdueDays: 'days', status: 'code:loanStatus', paymentPlan: 'text' },
} as const;
const APPLICATION_CLAIM = { entity: 'application', fields: { claimedBy: 'id:user' } } as const;
const MANUAL_DECISION = {
  entity: 'application',
  fields: { status: 'code:applicationStatus', desiredAmount: 'money', principalAmount: 'money' },
} as const;
const COLLECTIONS_CLAIM = { entity: 'loan', fields: { claimedBy: 'id:user' } } as const;
const PROMISE_OUTCOME = {
  entity: 'loan',
  fields: { promiseId: 'id:promise', amount: 'money', paid: 'money' },
} as const;
const USER_ACTIVE = { entity: 'user', fields: { active: 'boolean' } } as const;
const REFUND_PAYOUT = {
  entity: 'loan',
  fields: {
    refundPayoutStatus: 'code:refundPayoutStatus',
    refundPayoutId: 'id:refundPayout',
    approvalId: 'id:approval',
    amount: 'money',
    reference: 'text',
  },
} as const;
const SETTLEMENT_EXCEPTION = {
  entity: 'settlement_line',
  fields: {
    outcome: 'code:settlementOutcome',
    resolution: 'code:settlementResolution',
    amount: 'money',
    paymentId: 'id:payment',
    approvalId: 'id:approval',
  },
} as const;

/** Every audited action: its record and the fields of its `before` and `after`. */
export const AUDIT_FIELDS = {
  'application.create': {
    entity: 'application',
    fields: { status: 'code:applicationStatus', desiredAmount: 'money', fake: 'boolean' },
  },
  'application.update_offer': {
    entity: 'application',
    fields: { principalAmount: 'money', termDays: 'days' },
  },
  'application.sign': {
    entity: 'application',
    fields: { status: 'code:applicationStatus', documentHash: 'text' },
  },
  'application.status': { entity: 'application', fields: { status: 'code:applicationStatus' } },
  'application.claim': APPLICATION_CLAIM,
  'application.claim_take_over': APPLICATION_CLAIM,
  'application.claim_release': APPLICATION_CLAIM,
  'application.manual_approve': MANUAL_DECISION,
  'application.manual_approve_decrease': MANUAL_DECISION,
  'application.manual_reject': MANUAL_DECISION,
  'approval.request': { entity: 'approval', fields: APPROVAL },
  'approval.approve': { entity: 'approval', fields: APPROVAL },
  'approval.reject': { entity: 'approval', fields: APPROVAL },
  'approval.cancel': { entity: 'approval', fields: APPROVAL },
  'client.register': CLIENT_OWN,
  'client.update': CLIENT_OWN,
  'client.block': CLIENT_STATUS_CHANGE,
  'client.unblock': CLIENT_STATUS_CHANGE,
  'client.blacklist': CLIENT_STATUS_CHANGE,
  'client.sandbox_start': {
    entity: 'client',
    fields: {
      active: 'boolean',
      today: 'date',
      clockOffsetDays: 'days',
      forcedDecision: 'code:applicationStatus',
      forcedStep: 'code:flowStep',
    },
  },
  'client.card_add': { entity: 'payment_card', fields: { fields: 'code:auditedField' } },
  'client.clabe_add': CLIENT_OWN,
  'client.clabe_change': CLIENT_OWN,
  'client.email_change': CLIENT_OWN,
  'client.phone_change': CLIENT_OWN,
  'client.password_change': CLIENT_OWN,
  'client.password_reset': CLIENT_OWN,
  /** A cancellation: the data blocked (kept for the legal duties only), then anonymised. */
  'client.data_block': { entity: 'client', fields: {} },
  'client.data_anonymise': { entity: 'client', fields: {} },
  /** A correction of the client's data granted by an ARCO rectification: the fields corrected. */
  'client.rectify': CLIENT_OWN,
  'client.consent_withdraw': { entity: 'client', fields: { consent: 'code:consentKind' } },
  /** A direct-debit mandate stopped: by its borrower, or by an objection to a charge under it. */
  'mandate.revoke': {
    entity: 'client',
    fields: { mandateId: 'count', status: 'code:mandateStatus', revokedBy: 'code:mandateRevokedBy' },
  },
  'client.contact_read': {
    entity: 'client',
    fields: { fields: 'code:auditedField', via: 'code:contactVia' },
  },
  'loan.create': {
    entity: 'loan',
    fields: {
      status: 'code:loanStatus',
      principal: 'money',
      method: 'code:payoutMethod',
      brand: 'code:cashBrand',
    },
  },
  'loan.activate': { entity: 'loan', fields: { status: 'code:loanStatus', payoutReference: 'text' } },
  'loan.cancel': { entity: 'loan', fields: { status: 'code:loanStatus' } },
  'loan.extend': {
    entity: 'loan',
    fields: { dueDate: 'date', status: 'code:loanStatus', rollover: 'id:rollover' },
  },
  'loan.hold': { entity: 'loan', fields: { status: 'code:loanStatus', overdueDays: 'days' } },
  'loan.restructure': RESTRUCTURE,
  'loan.restructure_cured': RESTRUCTURE,
  'loan.restructure_broken': RESTRUCTURE,
  'loan.paid': { entity: 'loan', fields: { status: 'code:loanStatus' } },
  'loan.reopen': { entity: 'loan', fields: { status: 'code:loanStatus', owed: 'money' } },
  'loan.record_payment': {
    entity: 'loan',
    fields: {
      paymentId: 'id:payment',
      amount: 'money',
      paidOn: 'date',
      paymentForm: 'code:paymentForm',
      receipt: 'text',
    },
  },
  'loan.refund': {
    entity: 'loan',
    fields: {
      refundable: 'money',
      refunded: 'money',
      approvalId: 'id:approval',
      refundPayoutId: 'id:refundPayout',
      refundPayoutStatus: 'code:refundPayoutStatus',
    },
  },
  'loan.write_off': { entity: 'loan', fields: { status: 'code:loanStatus', writtenOff: 'money' } },
  'offer.expire': { entity: 'application', fields: {} },
  'outbox.retry': { entity: 'outbox', fields: { status: 'code:outboxStatus', retriedAt: 'instant' } },
  'payment.complete': {
    entity: 'payment',
    fields: {
      status: 'code:paymentStatus',
      amount: 'money',
      loanId: 'id:loan',
      kind: 'code:paymentKind',
    },
  },
  'payment.fail': { entity: 'payment', fields: { status: 'code:paymentStatus' } },
  'payment.reverse': {
    entity: 'payment',
    fields: {
      status: 'code:paymentStatus',
      amount: 'money',
      loanId: 'id:loan',
      approvalId: 'id:approval',
    },
  },
  'payment_reference.cancel': { entity: 'payment_reference', fields: { expiresAt: 'instant' } },
  /** A borrower's SPEI claim checked against Banxico's CEP. */
  'cep_claim.record': {
    entity: 'cep_claim',
    fields: {
      outcome: 'text',
      trackingKey: 'text',
      amount: 'money',
      paymentId: 'id:payment',
      complaint: 'text',
    },
  },
  'refund.payout_completed': REFUND_PAYOUT,
  'refund.payout_failed': REFUND_PAYOUT,
  'rollover.choose': {
    entity: 'loan',
    fields: { rollover: 'id:rollover', type: 'code:extensionType', fee: 'money' },
  },
  'settings.amount_limits': { entity: 'settings', fields: AMOUNT_LIMITS },
  'settings.banks': { entity: 'settings', fields: { added: 'bank', removed: 'bank' } },
  'settings.pay_cycles': { entity: 'settings', fields: { payCycles: 'code:payCycle' } },
  'settings.pricing': {
    entity: 'settings',
    fields: { ...PRICING, registrations: FEE_REGISTRATIONS, effectiveOn: 'date' },
  },
  'settings.provisioning': { entity: 'settings', fields: PROVISIONING },
  'settings.collection_rules': { entity: 'settings', fields: COLLECTION_RULES },
  'user.create': {
    entity: 'user',
    fields: { email: 'text', name: 'text', role: 'code:role', active: 'boolean' },
  },
  'user.update': { entity: 'user', fields: { name: 'text', role: 'code:role' } },
  'user.deactivate': USER_ACTIVE,
  'user.reactivate': USER_ACTIVE,
  'user.language': { entity: 'user', fields: { language: 'code:language' } },
  'user.password_change': { entity: 'user', fields: { fields: 'code:auditedField' } },
  'user.totp_reset': { entity: 'user', fields: { totpEnrolledAt: 'instant' } },
  'collections.claim': COLLECTIONS_CLAIM,
  'collections.claim_take_over': COLLECTIONS_CLAIM,
  'collections.claim_release': COLLECTIONS_CLAIM,
  'collections.contact': {
    entity: 'loan',
    fields: {
      contactId: 'id:collectionContact',
      channel: 'code:collectionChannel',
      direction: 'code:contactDirection',
      result: 'code:contactResult',
    },
  },
  'collections.promise': {
    entity: 'loan',
    fields: { promiseId: 'id:promise', promisedDate: 'date', amount: 'money' },
  },
  'collections.promise_kept': PROMISE_OUTCOME,
  'collections.promise_broken': PROMISE_OUTCOME,
  'collections.payment_plan': {
    entity: 'loan',
    fields: { paymentPlan: 'text', planStatus: 'text', instalments: 'count', total: 'money' },
  },
  'collections.note': { entity: 'loan', fields: {} },
  'reconciliation.import': {
    entity: 'settlement_import',
    fields: {
      channel: 'code:settlementChannel',
      lines: 'count',
      ...(Object.fromEntries(SETTLEMENT_LINE_OUTCOMES.map((outcome) => [outcome, 'count'])) as {
        readonly [O in (typeof SETTLEMENT_LINE_OUTCOMES)[number]]: 'count';
      }),
      /** Payments of the period the file does not have. */
      missing: 'count',
    },
  },
  'reconciliation.post_payment': SETTLEMENT_EXCEPTION,
  'reconciliation.reverse_duplicate': SETTLEMENT_EXCEPTION,
  'reconciliation.correct_amount': SETTLEMENT_EXCEPTION,
  'reconciliation.not_ours': SETTLEMENT_EXCEPTION,
  /** Anti-money-laundering: lists loaded and confirmed, matches, suspensions, alerts, reports. */
  'aml.list_load': { entity: 'watchlist', fields: { entries: 'count', openMatches: 'count' } },
  'aml.list_accept': { entity: 'watchlist', fields: { entries: 'count' } },
  'aml.list_confirm': { entity: 'watchlist', fields: { entries: 'count' } },
  'aml.match_clear': { entity: 'aml_match', fields: { clientId: 'id:client', score: 'count' } },
  'aml.match_confirm': { entity: 'aml_match', fields: { clientId: 'id:client', score: 'count' } },
  'aml.suspend': { entity: 'client', fields: { heldPayouts: 'count', status: 'code:clientStatus' } },
  /** A blocked-persons list suspension lifted by a match cleared under two officers: the status restored. */
  'aml.unsuspend': { entity: 'client', fields: { status: 'code:clientStatus', approvalId: 'id:approval' } },
  'aml.edd': { entity: 'client', fields: {} },
  /** A payout reached another person's account (its CEP): the client's payouts held; the release under two officers. */
  'aml.payout_hold': {
    entity: 'client',
    fields: { payout: 'text', status: 'code:beneficiaryCheck', alert: 'text' },
  },
  'aml.payout_hold_release_request': { entity: 'client', fields: { payout: 'text' } },
  'aml.payout_hold_release': { entity: 'client', fields: { payout: 'text', requestedBy: 'id:user' } },
  'aml.payout_hold_release_reject': { entity: 'client', fields: { payout: 'text', requestedBy: 'id:user' } },
  'aml.alert_raise': { entity: 'aml_alert', fields: { clientId: 'id:client' } },
  'aml.alert_report': { entity: 'aml_alert', fields: { clientId: 'id:client' } },
  'aml.alert_dismiss': { entity: 'aml_alert', fields: { clientId: 'id:client' } },
  'aml.report': { entity: 'aml_report', fields: { alerts: 'count', periodFrom: 'date', periodTo: 'date' } },
  /** The thresholds changed by two compliance officers: each field changed, before and after. */
  'aml.settings': { entity: 'settings', fields: AML_SETTINGS },
  'complaint.log': {
    entity: 'complaint',
    fields: {
      folio: 'text',
      channel: 'code:complaintChannel',
      kind: 'code:complaintKind',
      cause: 'code:complaintCause',
      clientId: 'id:client',
      loanId: 'id:loan',
      dueDate: 'date',
    },
  },
  'complaint.start': { entity: 'complaint', fields: { status: 'code:complaintStatus' } },
  'complaint.resolve': {
    entity: 'complaint',
    fields: { status: 'code:complaintStatus', resolution: 'code:complaintResolution' },
  },
  /** ARCO requests (personal data): filed or entered, identity checked, answered, acted on. */
  'privacy.arco_file': {
    entity: 'arco_request',
    fields: {
      folio: 'text',
      right: 'code:arcoRight',
      channel: 'code:arcoChannel',
      purpose: 'code:arcoPurpose',
      clientId: 'id:client',
      fields: 'code:auditedField',
      answerDueDate: 'date',
    },
  },
  'privacy.arco_identity': { entity: 'arco_request', fields: { identityVerified: 'boolean' } },
  'privacy.arco_answer': {
    entity: 'arco_request',
    fields: {
      status: 'code:arcoStatus',
      outcome: 'code:arcoOutcome',
      denialReason: 'code:arcoDenialReason',
      actDueDate: 'date',
    },
  },
  'privacy.arco_act': {
    entity: 'arco_request',
    fields: {
      status: 'code:arcoStatus',
      right: 'code:arcoRight',
      purpose: 'code:arcoPurpose',
      clientId: 'id:client',
      corrected: 'code:auditedField',
      archiveBytes: 'count',
      blocked: 'boolean',
      approvalId: 'id:approval',
    },
  },
  /** A move of a sandbox or staging deployment's platform clock: its now, the job runs it made. */
  'platform.clock_advance': { entity: 'settings', fields: { platformNow: 'instant', jobRuns: 'count' } },
  'disaster_zone.declare': {
    entity: 'disaster_zone',
    fields: { municipality: 'text', periodFrom: 'date', periodTo: 'date', reference: 'text' },
  },
  'disaster_zone.end': { entity: 'disaster_zone', fields: { periodTo: 'date' } },
  'loan.relief_defer': { entity: 'loan', fields: { dueDate: 'date', months: 'count', version: 'text' } },
} as const satisfies Record<AuditAction, { readonly entity: AuditEntity; readonly fields: AuditFieldTable }>;

/** The declaration of a stored action (`application.status.14` is `application.status`'s). */
export function auditShapeOf(
  stored: string,
): { readonly entity: AuditEntity; readonly fields: AuditFieldTable } | undefined {
  const action = /^application\.status\.\d+$/.test(stored) ? 'application.status' : stored;
  return Object.hasOwn(AUDIT_FIELDS, action) ? AUDIT_FIELDS[action as AuditAction] : undefined;
}
