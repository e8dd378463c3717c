import type { MessageKey, Translate } from '@lender/i18n';
import { formatDate } from '@lender/i18n';

/**
 * Every code the back-office shows, in words (issue 36: words, not codes), from `@lender/i18n`'s
 * `backoffice` namespace, whose completeness over the contracts' enums and catalogues is tested
 * there. A code without words (a newer API, a broken row) reads "dato inválido", never the code
 * or a message key.
 */

const SCHEDULE_KINDS: Record<string, MessageKey> = {
  repayment: 'backoffice:payments.id',
  rollover: 'backoffice:loans.scheduleKinds.rollover',
};
const SCHEDULE_STATUSES: Record<string, MessageKey> = {
  unpaid: 'backoffice:loans.scheduleStatuses.unpaid',
  paid: 'backoffice:loans.paidAt',
  draft: 'backoffice:status.loan.1',
};
const LEDGER_KINDS: Record<string, MessageKey> = {
  disbursement: 'backoffice:loans.ledgerKinds.disbursement',
  charge: 'backoffice:loans.ledgerKinds.charge',
  payment: 'backoffice:payments.id',
  extension_fee: 'backoffice:loans.ledgerKinds.extension_fee',
  late_fee: 'backoffice:loans.ledgerKinds.late_fee',
  write_off: 'backoffice:loans.ledgerKinds.write_off',
  refund: 'backoffice:loans.ledgerKinds.refund',
  adjustment: 'backoffice:loans.ledgerKinds.adjustment',
  early_payoff_rebate: 'backoffice:loans.ledgerKinds.early_payoff_rebate',
};
const ACCOUNTS: Record<string, MessageKey> = {
  principal_receivable: 'backoffice:loans.accounts.principal_receivable',
  interest_receivable: 'backoffice:loans.accounts.interest_receivable',
  fee_receivable: 'backoffice:loans.accounts.fee_receivable',
  vat_receivable: 'backoffice:loans.accounts.vat_receivable',
  cash_bank: 'backoffice:loans.accounts.cash_bank',
  interest_income: 'backoffice:loans.accounts.interest_income',
  fee_income: 'backoffice:loans.accounts.fee_income',
  discount_expense: 'backoffice:loans.accounts.discount_expense',
  vat_payable: 'backoffice:loans.accounts.vat_payable',
  overpayment_suspense: 'backoffice:loans.accounts.overpayment_suspense',
  write_off_expense: 'backoffice:loans.accounts.write_off_expense',
  vat_rounding: 'backoffice:loans.accounts.vat_rounding',
};
/** The fee of a `fee_receivable:…` / `fee_income:…` account. */
const FEES: Record<string, MessageKey> = {
  service_fee: 'backoffice:settings.fee.serviceFee',
  withdrawal_fee: 'backoffice:settings.fee.withdrawalFee',
  invoicing_fee: 'backoffice:settings.fee.invoicingFee',
  processing_fee: 'backoffice:settings.fee.processingFee',
  extension_fee: 'backoffice:loans.ledgerKinds.extension_fee',
  late_fee: 'backoffice:loans.ledgerKinds.late_fee',
};
const EXTENSION_STATUSES: Record<string, MessageKey> = {
  inactive: 'backoffice:loans.extensionStatuses.inactive',
  active: 'backoffice:loans.extensionStatuses.active',
  paid: 'backoffice:loans.extensionStatuses.paid',
  cancelled: 'backoffice:approvals.statuses.cancelled',
};

/** Codes whose words live under one key prefix, one key per code (the catalogues of the contracts). */
const FAMILIES = {
  standing: 'backoffice:loans.standings',
  bucket: 'backoffice:loans.buckets',
  extensionType: 'backoffice:settings.extensionType',
  paymentChannel: 'backoffice:payments.channels',
  paymentStatus: 'backoffice:payments.statuses',
  paymentReferenceState: 'backoffice:payments.referenceStates',
  paymentKind: 'backoffice:payments.kinds',
  outboxChannel: 'backoffice:outbox.channels',
  outboxStatus: 'backoffice:outbox.statuses',
  template: 'backoffice:outbox.templates',
  auditAction: 'backoffice:auditWords.actions',
  auditEntity: 'backoffice:auditWords.entities',
  actorType: 'backoffice:audit.actorTypes',
  decisionRule: 'backoffice:decision.rules',
  decisionReason: 'backoffice:decision.reasons',
  decidedBy: 'backoffice:decision.by',
  approvalKind: 'backoffice:approvals.kinds',
  approvalStatus: 'backoffice:approvals.statuses',
  role: 'backoffice:roles',
  clientDocument: 'backoffice:client.documentTypes',
  loanDocument: 'backoffice:loans.documentTypes',
  directDebitType: 'backoffice:client.paymentTypes',
  clientStatus: 'backoffice:status.client',
  applicationStatus: 'backoffice:status.application',
  loanStatus: 'backoffice:status.loan',
} as const;
export type CodeFamily = keyof typeof FAMILIES;

/** A code's words, or "dato inválido" when the code has none (i18next returns the key then). */
function familyWord(t: Translate, family: CodeFamily, code: string | number): string {
  const key = `${FAMILIES[family]}.${code}` as MessageKey;
  const text = t(key);
  return text === key || text === key.slice(key.indexOf(':') + 1) || text === ''
    ? t('backoffice:invalid.cell')
    : text;
}

function word(t: Translate, words: Record<string, MessageKey>, code: string): string {
  const key = Object.hasOwn(words, code) ? words[code] : undefined;
  return key ? t(key) : t('backoffice:invalid.cell');
}

/** `application.status.14` → "Solicitud: Verificación manual". */
function auditAction(t: Translate, action: string): string {
  const status = /^application\.status\.(\d+)$/.exec(action);
  if (status) {
    return t('backoffice:auditWords.actions.application.status' as MessageKey, {
      status: familyWord(t, 'applicationStatus', status[1] as string),
    });
  }
  return familyWord(t, 'auditAction', action);
}

/** The business event a ledger transaction records, from its reference (`payment:12`, `late:…:3`). */
function ledgerReference(t: Translate, reference: string): string {
  const [kind, a, b, c] = reference.split(':');
  switch (kind) {
    case 'payment':
      return `${t('backoffice:payments.id')} ${a}`;
    case 'rollover':
      return a === 'payment'
        ? `${t('backoffice:payments.id')} ${b}`
        : `${t('backoffice:loans.scheduleKinds.rollover')} ${a}`;
    case 'late':
      return t('backoffice:loans.lateDay', { day: b ?? '', due: a ? formatDate(a) : '' });
    case 'reversal':
      return a === 'credit'
        ? t('backoffice:loans.creditUndone', { id: c ?? '' })
        : t('backoffice:loans.reversalOf', { id: b ?? '' });
    case 'credit':
      return t('backoffice:loans.creditFor', { id: b ?? '' });
    case 'vat-rounding':
      // `vat-rounding:payment:<id>`, or of a credit's or a settlement correction's income `…:<source>:payment:<id>`.
      return t('backoffice:loans.vatRoundingOf', { id: (a === 'payment' ? b : c) ?? '' });
    case 'late-fees-stopped':
      return t('backoffice:loans.lateFeesStopped', { id: b ?? '' });
    case 'settlement':
      return t('backoffice:loans.settlementLine', { id: a ?? '' });
    case 'refund':
      return `${t('backoffice:loans.ledgerKinds.refund')} (${t('backoffice:approvals.request', { id: b ?? '' })})`;
    case 'refund-failed':
      return t('backoffice:loans.refundFailed');
    case 'early_payoff':
      return t('backoffice:loans.ledgerKinds.early_payoff_rebate');
    case 'write_off':
      return t('backoffice:loans.ledgerKinds.write_off');
    case 'offer':
      return t('backoffice:loans.ledgerKinds.charge');
    case 'payout':
      return t('backoffice:loans.ledgerKinds.disbursement');
    default:
      return reference;
  }
}

export const codeWords = {
  ledgerReference,
  scheduleKind: (t: Translate, code: string) => word(t, SCHEDULE_KINDS, code),
  scheduleStatus: (t: Translate, code: string) => word(t, SCHEDULE_STATUSES, code),
  ledgerKind: (t: Translate, code: string) => word(t, LEDGER_KINDS, code),
  /** `fee_receivable:late_fee` → "Comisión por cobrar (Cargo por atraso)". */
  account: (t: Translate, code: string) => {
    const [account = '', fee] = code.split(':');
    if (!Object.hasOwn(ACCOUNTS, account)) return t('backoffice:invalid.cell');
    const name = word(t, ACCOUNTS, account);
    return fee ? `${name} (${word(t, FEES, fee)})` : name;
  },
  extensionType: (t: Translate, code: string) => familyWord(t, 'extensionType', code),
  extensionStatus: (t: Translate, code: string) => word(t, EXTENSION_STATUSES, code),
  /** Any code of a catalogue family (`codeWords.of(t, 'template', 'sign_agreement')`). */
  of: familyWord,
  auditAction,
  /** "Préstamo 12", "Cliente 6": a record of the audit log in words. */
  record: (t: Translate, entity: string, id: string | number) =>
    `${familyWord(t, 'auditEntity', entity)} ${id}`,
};
