import type { MessageKey, Translate } from '@lender/i18n';

/**
 * The loan page's codes in words (schedule lines, ledger entries and accounts, extensions), each
 * code mapped to its message (type-checked; shared words are reused). A code the map does not know
 * yet (a newer API) shows as it is rather than as a missing key.
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
const EXTENSION_TYPES: Record<string, MessageKey> = {
  cheap: 'backoffice:settings.extensionType.cheap',
  expensive: 'backoffice:settings.extensionType.expensive',
};
const EXTENSION_STATUSES: Record<string, MessageKey> = {
  inactive: 'backoffice:loans.extensionStatuses.inactive',
  active: 'backoffice:loans.extensionStatuses.active',
  paid: 'backoffice:loans.extensionStatuses.paid',
  cancelled: 'backoffice:approvals.statuses.cancelled',
};

function word(t: Translate, words: Record<string, MessageKey>, code: string): string {
  const key = Object.hasOwn(words, code) ? words[code] : undefined;
  return key ? t(key) : code;
}

export const codeWords = {
  scheduleKind: (t: Translate, code: string) => word(t, SCHEDULE_KINDS, code),
  scheduleStatus: (t: Translate, code: string) => word(t, SCHEDULE_STATUSES, code),
  ledgerKind: (t: Translate, code: string) => word(t, LEDGER_KINDS, code),
  /** `fee_receivable:late_fee` → "Comisión por cobrar (Cargo por atraso)". */
  account: (t: Translate, code: string) => {
    const [account = '', fee] = code.split(':');
    if (!Object.hasOwn(ACCOUNTS, account)) return code;
    const name = word(t, ACCOUNTS, account);
    return fee ? `${name} (${word(t, FEES, fee)})` : name;
  },
  extensionType: (t: Translate, code: string) => word(t, EXTENSION_TYPES, code),
  extensionStatus: (t: Translate, code: string) => word(t, EXTENSION_STATUSES, code),
};
