/**
 * The codes the back-office shows or exports, each with its words in `@lender/i18n` (
 * words, not codes). No zod here: a page imports these lists without the schemas. A completeness test in `@lender/i18n` walks these lists and the enums of the
 * back-office schemas, in Spanish and English; `@lender/core` writes only codes of these lists.
 */

/**
 * Every action the audit log records. `application.status` stands for its stored form
 * `application.status.<status>` (the status the application moved to).
 */
export const AUDIT_ACTIONS = [
  'application.create',
  'application.update_offer',
  'application.sign',
  'application.status',
  'application.claim',
  'application.claim_take_over',
  'application.claim_release',
  'application.manual_approve',
  'application.manual_approve_decrease',
  'application.manual_reject',
  'approval.request',
  'approval.approve',
  'approval.reject',
  'approval.cancel',
  'client.register',
  'client.update',
  'client.block',
  'client.unblock',
  'client.blacklist',
  'client.sandbox_start',
  'client.card_add',
  'client.clabe_add',
  'client.clabe_change',
  'client.email_change',
  'client.phone_change',
  'client.password_change',
  'client.password_reset',
  'client.contact_read',
  'client.rectify',
  'client.consent_withdraw',
  'mandate.revoke',
  'client.data_block',
  'client.data_anonymise',
  'loan.create',
  'loan.activate',
  'loan.cancel',
  'loan.extend',
  'loan.hold',
  'loan.restructure',
  'loan.restructure_cured',
  'loan.restructure_broken',
  'loan.paid',
  'loan.reopen',
  'loan.record_payment',
  'loan.refund',
  'loan.write_off',
  'offer.expire',
  'outbox.retry',
  'payment.complete',
  'payment.fail',
  'payment.reverse',
  'payment_reference.cancel',
  'cep_claim.record',
  'refund.payout_completed',
  'refund.payout_failed',
  'rollover.choose',
  'settings.amount_limits',
  'settings.banks',
  'settings.pay_cycles',
  'settings.pricing',
  'settings.provisioning',
  'settings.collection_rules',
  'user.create',
  'user.update',
  'user.deactivate',
  'user.reactivate',
  'user.language',
  'user.password_change',
  'user.totp_reset',
  'collections.claim',
  'collections.claim_take_over',
  'collections.claim_release',
  'collections.contact',
  'collections.promise',
  'collections.promise_kept',
  'collections.promise_broken',
  'collections.payment_plan',
  'collections.note',
  'reconciliation.import',
  'reconciliation.post_payment',
  'reconciliation.reverse_duplicate',
  'reconciliation.correct_amount',
  'reconciliation.not_ours',
  'aml.list_load',
  'aml.list_accept',
  'aml.list_confirm',
  'aml.match_clear',
  'aml.match_confirm',
  'aml.suspend',
  'aml.unsuspend',
  'aml.edd',
  'aml.payout_hold',
  'aml.payout_hold_release_request',
  'aml.payout_hold_release',
  'aml.payout_hold_release_reject',
  'aml.alert_raise',
  'aml.alert_report',
  'aml.alert_dismiss',
  'aml.report',
  'aml.settings',
  'complaint.log',
  'complaint.start',
  'complaint.resolve',
  'privacy.arco_file',
  'privacy.arco_identity',
  'privacy.arco_answer',
  'privacy.arco_act',
  'platform.clock_advance',
  'disaster_zone.declare',
  'disaster_zone.end',
  'loan.relief_defer',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
/** An action as stored: one of {@link AUDIT_ACTIONS}, or `application.status.<status>`. */
export type StoredAuditAction = Exclude<AuditAction, 'application.status'> | `application.status.${number}`;

/** The catalogue entry of a stored action (`application.status.14` → `application.status`, status 14). */
export function auditActionOf(stored: string): { action: AuditAction; status?: number } | undefined {
  const status = /^application\.status\.(\d+)$/.exec(stored);
  if (status) return { action: 'application.status', status: Number(status[1]) };
  return (AUDIT_ACTIONS as readonly string[]).includes(stored)
    ? { action: stored as AuditAction }
    : undefined;
}

/** The kinds of record an audit entry is about. */
export const AUDIT_ENTITIES = [
  'client',
  'application',
  'loan',
  'payment',
  'approval',
  'outbox',
  'user',
  'settings',
  'payment_card',
  'payment_reference',
  'cep_claim',
  'settlement_import',
  'settlement_line',
  'watchlist',
  'aml_match',
  'aml_alert',
  'aml_report',
  'complaint',
  'arco_request',
  'disaster_zone',
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

/** What a decision rule looks at (the decision engine, an agent, the sandbox). */
export const DECISION_RULES = [
  'inputs',
  'client_status',
  'age',
  'employment',
  'income',
  'active_loans',
  'identity',
  'scoring_data',
  'documents',
  'affordability',
  'behaviour',
  'engine',
  'pricing',
  'manual',
  'sandbox',
  'privacy',
  'scorecard',
] as const;
export type DecisionRule = (typeof DECISION_RULES)[number];

/** Why a decision came out as it did: the reason codes of the engine and of agents. */
export const DECISION_REASON_CODES = [
  'decision.inputInvalid',
  'decision.birthDateMissing',
  'decision.blacklisted',
  'decision.blocked',
  'decision.underAge',
  'decision.overAge',
  'decision.noEmployment',
  'decision.incomeUnknown',
  'decision.incomeTooLow',
  'decision.tooManyActiveLoans',
  'decision.identityDeclined',
  'decision.scoringDataMissing',
  'decision.withoutBehaviouralData',
  'decision.idDocumentMissing',
  'decision.affordable',
  'decision.affordableBelowMinimum',
  'decision.specialOffer',
  'decision.decrease',
  'decision.increase',
  'decision.approve',
  'decision.forced',
  'decision.engineFailed',
  'decision.pricingFailed',
  'decision.behaviourNoted',
  'decision.behaviourReview',
  'decision.humanReviewRequested',
  // A scorecard's points lost, one code per characteristic (a decline or a counter-offer names them).
  'decision.scoreIncome',
  'decision.scoreIncomeProof',
  'decision.scorePayday',
  'decision.scoreTenure',
  'decision.scoreHistory',
  'decision.scoreBureau',
  'decision.scoreBehaviour',
  // A scorecard decline where no characteristic lost points (a cut-off above the score the best
  // bins reach): the decline's general reason, so no decline goes without one.
  'decision.scoreBelowCutOff',
  'manual.approve',
  'manual.approve_decrease',
  'manual.reject',
] as const;
export type DecisionReasonCode = (typeof DECISION_REASON_CODES)[number];

/**
 * What a reason the system writes in the audit log can be (a person's reason is their own text):
 * the decision engine's reasons (several joined by commas) and the jobs' and journey's own codes.
 */
export const AUDIT_REASON_CODES = [
  ...DECISION_REASON_CODES,
  'payout_failed',
  'offer_expired',
  'approve_increase',
  'approve_decrease',
  'client_withdrew',
] as const;
export type AuditReasonCode = (typeof AUDIT_REASON_CODES)[number];

/**
 * What an SMS or e-mail of the outbox was sent for (its `template`). `secret` templates carry a
 * one-time code: the back-office never shows it, whoever reads the outbox.
 */
export const OUTBOX_TEMPLATES = {
  registration: { secret: true },
  recover_password: { secret: true },
  change_phone: { secret: true },
  verify_phone: { secret: true },
  change_email: { secret: true },
  sign_agreement: { secret: true },
  registration_attempt_notice: { secret: false },
  payment_reminder: { secret: false },
  referral_invite: { secret: false },
  refund: { secret: false },
  duplicate_held: { secret: false },
  payment_reversed: { secret: false },
  // Borrower notices (ADR 133); marketing e-mails carry the borrower's unsubscribe link.
  application_received: { secret: false },
  application_approved: { secret: false },
  counter_offer: { secret: false },
  manual_review_started: { secret: false },
  manual_review_finished: { secret: false },
  application_rejected: { secret: false },
  money_sent: { secret: false },
  payment_received: { secret: false },
  extension_done: { secret: false },
  reminder_before_due: { secret: false },
  reminder_after_due: { secret: false },
  loan_paid_off: { secret: false },
  relief_deferred: { secret: false },
  payment_plan: { secret: false },
  // Payday charges (ADR 329): the pre-notice carries the one-tap "no me cobren" link.
  debit_pre_notice: { secret: true },
  debit_stopped: { secret: false },
  marketing: { secret: true },
} as const satisfies Record<string, { secret: boolean }>;
export type OutboxTemplate = keyof typeof OUTBOX_TEMPLATES;
export const OUTBOX_TEMPLATE_NAMES = Object.keys(OUTBOX_TEMPLATES) as OutboxTemplate[];

/** Whether an outbox template is one of the catalogue's (unknown ones are shown as "other"). */
export function isOutboxTemplate(value: string): value is OutboxTemplate {
  return Object.hasOwn(OUTBOX_TEMPLATES, value);
}
