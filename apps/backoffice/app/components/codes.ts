import type { MessageKey, Translate } from '@lender/i18n';
import { formatDate, formatDateTime, formatMoney, formatPercent, formatPesos } from '@lender/i18n';
import { isRuleField, ruleValueWords } from './rule-words';

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
  paymentKind: 'backoffice:payments.kinds',
  outboxChannel: 'backoffice:outbox.channels',
  outboxStatus: 'backoffice:outbox.statuses',
  template: 'backoffice:outbox.templates',
  auditAction: 'backoffice:auditWords.actions',
  auditEntity: 'backoffice:auditWords.entities',
  auditField: 'backoffice:auditWords.fields',
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

/** An audit entry's field in words; a field without words reads as its name spelled out. */
function auditField(t: Translate, field: string): string {
  const key = `${FAMILIES.auditField}.${field}` as MessageKey;
  const text = t(key);
  if (text !== key && text !== key.slice(key.indexOf(':') + 1)) return text;
  const spelled = field
    .replace(/Centavos$/, '')
    .replace(/[._]/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return spelled.charAt(0).toUpperCase() + spelled.slice(1);
}

/** Money as the API shows it (`{ amount, currency }` in pesos). */
function isMoney(value: unknown): value is { amount: number; currency: string } {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { amount?: unknown }).amount === 'number' &&
    typeof (value as { currency?: unknown }).currency === 'string' &&
    Object.keys(value).length === 2
  );
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** Settings and maker-checker payloads keep amounts as bare centavos (the product's own shape). */
const CENTAVOS_FIELDS = new Set([
  'minMainLoan',
  'amountTo',
  'minAdditionLoan',
  'maxAmount',
  'minAmount',
  'interval',
]);

function isCentavos(entity: string, field: string): boolean {
  const leaf = field.split('.').at(-1) ?? field;
  return (
    leaf.endsWith('Centavos') ||
    ((entity === 'settings' || entity === 'approval') && (CENTAVOS_FIELDS.has(leaf) || leaf === 'amount'))
  );
}

/** The record kind an audit entry's `status` belongs to (its numbers are that kind's statuses). */
const STATUS_FAMILY: Record<string, CodeFamily> = {
  client: 'clientStatus',
  application: 'applicationStatus',
  loan: 'loanStatus',
  payment: 'paymentStatus',
  approval: 'approvalStatus',
  outbox: 'outboxStatus',
};

/** Basis points (hundredths of a percent): a daily rate, a percent fee, an extension's price. */
function isBasisPoints(path: string[]): boolean {
  return path.some((part) => part === 'bps' || part.endsWith('Bps'));
}

/** `loan:2` (what an approval is about) → "Préstamo 2"; `settings:product` → "Configuración". */
function entityRef(t: Translate, text: string): string {
  const [kind = '', id] = text.split(':');
  const name = familyWord(t, 'auditEntity', kind);
  return id && /^\d+$/.test(id) ? `${name} ${id}` : name;
}

/**
 * One value of an audit entry's before/after, in words (issue 36): money through the one money
 * formatter, rates in percent, a status in its record's words, a kind, a role, a field list and
 * yes/no in words, dates as every screen shows them; anything else as it is. `field` is the
 * value's path inside the entry (`pricing.dailyInterestBps.first`).
 */
function auditValue(t: Translate, entity: string, field: string, value: unknown): string {
  const path = field.split('.');
  const leaf = path.at(-1) ?? field;
  if (entity === 'settings' && isRuleField(field)) return ruleValueWords(t, field, value);
  if (value === null || value === undefined || value === '') return '—';
  if (isMoney(value)) return formatPesos(value.amount);
  if (typeof value === 'number' && Number.isSafeInteger(value) && isCentavos(entity, field))
    return formatMoney(value);
  if (typeof value === 'number' && isBasisPoints(path)) return formatPercent(value / 100, { decimals: 2 });
  if (typeof value === 'boolean') return t(value ? 'backoffice:app.yes' : 'backoffice:app.no');
  if (Array.isArray(value)) return value.map((item) => auditValue(t, entity, field, item)).join(', ');
  if (typeof value === 'object') {
    return Object.entries(value)
      .map(([key, inner]) => `${auditField(t, key)}: ${auditValue(t, entity, `${field}.${key}`, inner)}`)
      .join('; ');
  }
  const text = String(value);
  if (text === '[redacted]') return t('backoffice:auditWords.values.redacted');
  if ((leaf === 'method' || leaf === 'paymentMethod') && (text === 'bank_transfer' || text === 'cash'))
    return t(`backoffice:auditWords.values.${text}`);
  if (leaf === 'status' || leaf === 'refundPayoutStatus') {
    const family = leaf === 'refundPayoutStatus' ? 'paymentStatus' : STATUS_FAMILY[entity];
    if (family) return familyWord(t, family, text);
  }
  if (leaf === 'kind' && (text === 'fixed' || text === 'percent'))
    return t(text === 'fixed' ? 'backoffice:settings.feeFixed' : 'backoffice:settings.feePercentOfAmount');
  if (leaf === 'type' && (text === 'cheap' || text === 'expensive'))
    return familyWord(t, 'extensionType', text);
  if (leaf === 'kind' && entity === 'approval') return familyWord(t, 'approvalKind', text);
  if (leaf === 'kind' && entity === 'payment') return familyWord(t, 'paymentKind', text);
  if (leaf === 'entity' && entity === 'approval') return entityRef(t, text);
  if (leaf === 'role') return familyWord(t, 'role', text);
  if (leaf === 'fields')
    return text === 'phone' || text === 'curp'
      ? t(`backoffice:auditWords.values.${text}`)
      : auditField(t, text);
  if (leaf === 'via') return t(`backoffice:auditWords.values.${text}` as MessageKey);
  if (leaf === 'payCycles') return t(`catalog:payCycle.${text}` as MessageKey);
  if (leaf === 'language') return t(text === 'en' ? 'backoffice:language.en' : 'backoffice:language.es');
  if (ISO_DATE.test(text)) return formatDate(text);
  if (ISO_INSTANT.test(text)) return formatDateTime(text);
  return text;
}

/** The business event a ledger transaction records, from its reference (`payment:12`, `late:…:3`). */
function ledgerReference(t: Translate, reference: string): string {
  const [kind, a, b] = reference.split(':');
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
      return t('backoffice:loans.reversalOf', { id: b ?? '' });
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
  auditField,
  auditValue,
  /** "Préstamo 12", "Cliente 6": a record of the audit log in words. */
  record: (t: Translate, entity: string, id: string | number) =>
    `${familyWord(t, 'auditEntity', entity)} ${id}`,
};
