import { auditActionOf } from '@lender/contracts';
import type { MessageKey } from '@lender/i18n';
import { BORROWER_REASON_OF, isKnownReasonCode } from '../decision/borrower-reasons';
import { t } from '../i18n';
import { APPLICATION_STATUS_NAME, type ArchiveSection } from './access-archive-model';

type Words = 'documents:accessArchive.title';

/** An access archive's word (`documents:accessArchive.<key>`). */
export const archiveWord = (key: string, params?: Record<string, string | number>) =>
  t(`documents:accessArchive.${key}` as Words, params);

const CODE = 'documents:accessArchive.code';

/** The words of a code found through the table of the rule that owns it; null when it has none. */
type WordsOfCode = (code: string) => string | null;
/** Where a field's codes find their words: a prefix, several, or the rule's table. */
type CodeWords = string | readonly string[] | WordsOfCode;

/**
 * A decision's reason as the borrower's decision page says what weighed (`BORROWER_REASON_OF`,
 * never the rule that fired); a code of a rule set since retired as another reason.
 */
const decisionReason: WordsOfCode = (code) =>
  isKnownReasonCode(code)
    ? t(`catalog:decisionReasons.${BORROWER_REASON_OF[code]}.weighed`)
    : archiveWord('code.otherReason');

/** An audit entry's action as the back office words it; a move of an application with its status. */
const auditAction: WordsOfCode = (code) => {
  const action = auditActionOf(code);
  if (!action) return null;
  if (action.status === undefined) return wordsOf(`backoffice:auditWords.actions.${action.action}`);
  const status = wordsOf(`ui:status.application.${APPLICATION_STATUS_NAME[action.status]}`);
  return status && wordsOf('backoffice:auditWords.actions.application.status', { status });
};

/**
 * Per section, the fields whose codes read as words in the PDF, by the prefix of their words in
 * `@lender/i18n` (the borrower's own words where the site has them), by several when records of a
 * section share a field (a loan's status and its charges'), or through the table of the rule that
 * owns the codes; the JSON keeps the codes.
 */
const CODE_WORDS: Partial<Record<ArchiveSection, Readonly<Record<string, CodeWords>>>> = {
  profile: {
    status: `${CODE}.clientStatus`,
    salaryCycle: 'catalog:payCycle',
    payCycle: 'catalog:payCycle',
    relationship: 'catalog:relationship',
    confidence: 'profile:provenIncome.confidence',
  },
  cfdis: { kind: 'loan:invoices.kinds', status: 'documents:accessArchive.code.cfdiStatus' },
  applications: {
    status: 'ui:status.application',
    outcome: 'ui:status.application',
    reasons: decisionReason,
  },
  // A loan's status, and its charges' and extensions' (`unpaid`, `inactive`, …) where the loan's has none.
  loans: {
    status: ['ui:status.loan', `${CODE}.loanPartStatus`],
    kind: `${CODE}.loanChargeKind`,
    type: 'loan:extension',
  },
  notices: { status: `${CODE}.noticeStatus` },
  payments: {
    kind: 'backoffice:payments.kinds',
    paymentType: 'backoffice:payments.channels',
    status: 'backoffice:payments.statuses',
  },
  consents: {
    kind: 'profile:consents.kind',
    event: 'documents:accessArchive.code.consentEvent',
    channel: 'profile:notifications.service',
    method: 'loan:mandate.method',
    status: 'documents:accessArchive.code.mandateStatus',
    revokedReason: 'documents:accessArchive.code.mandateRevokedReason',
    chargeStatus: 'documents:accessArchive.code.mandateCharge',
  },
  collections: {
    channel: 'loan:contacts.channel',
    direction: 'loan:contacts.direction',
    result: 'loan:contacts.result',
    status: 'backoffice:collections.promiseStatus',
  },
  documents: { type: 'backoffice:client.documentTypes' },
  // Who acted reads as its kind only (the back office, the borrower, the system), never a name.
  audit: {
    action: auditAction,
    actor: 'backoffice:audit.actorTypes',
    entity: 'backoffice:auditWords.entities',
  },
  privacyRequests: {
    right: 'profile:rights.rights',
    channel: 'documents:accessArchive.code.arcoChannel',
    purpose: 'profile:rights.purposes',
    field: 'profile:rights.fields',
    status: 'profile:rights.requests.statuses',
    outcome: 'documents:accessArchive.code.arcoOutcome',
    denialReason: 'profile:rights.denialReasons',
  },
  complaints: {
    channel: 'documents:accessArchive.code.complaintChannel',
    kind: 'profile:rights.complaints.kinds',
    cause: 'profile:rights.complaints.causes',
    status: 'profile:rights.complaints.statuses',
    resolution: 'documents:accessArchive.code.complaintResolution',
  },
  identity: {
    status: `${CODE}.verificationStatus`,
    reason: `${CODE}.verificationReason`,
    decidedVia: `${CODE}.decidedVia`,
  },
  bankLinks: { status: `${CODE}.bankLinkStatus`, category: `${CODE}.accountCategory` },
  signals: {
    deviceVerdict: `${CODE}.fraudVerdict`,
    deviceReason: `${CODE}.deviceReason`,
    metric: `${CODE}.siteMetric`,
    sessionVerdict: `${CODE}.fraudVerdict`,
    identityDecision: `${CODE}.identityDecision`,
  },
  sessions: { endReason: `${CODE}.signInEnd` },
  behaviour: {
    status: `${CODE}.datasetStatus`,
    fieldClass: `${CODE}.fieldClass`,
    deviceConsistency: `${CODE}.deviceConsistency`,
    // The attributes that changed read as their own labels (`field.screen`, …).
    changedAttributes: 'documents:accessArchive.field',
    signal: `${CODE}.behaviourSignal`,
    signalReasons: `${CODE}.behaviourReason`,
  },
  paymentPlans: { status: `${CODE}.planStatus`, reason: 'loan:paymentPlan.reasons' },
  speiClaims: { outcome: `${CODE}.speiOutcome` },
  referrals: { channel: `${CODE}.referralChannel`, status: 'profile:referrals.status' },
  messages: {
    channel: 'backoffice:outbox.channels',
    template: 'backoffice:outbox.templates',
    status: 'backoffice:outbox.statuses',
  },
};

/** Per section, fields whose label differs from the same key elsewhere (a CFDI's total is not "to pay"). */
const LABELS: Partial<Record<ArchiveSection, Readonly<Record<string, string>>>> = {
  cfdis: { total: 'cfdiTotal', cancelledAt: 'cfdiCancelledAt' },
};

/**
 * How a section's fields read: their labels, and a code in words. A code the words do not know
 * reads as the prefix's `other` where it has one (a provider's codes, which it may add to), as its
 * rule's table says, else as itself (a name, never a status: a metric's).
 */
export interface SectionWords {
  label(key: string): string;
  code(key: string, value: string): string | null;
}

/** The words of a key, or null when there are none (i18next answers the key itself). */
function wordsOf(key: string, params?: Record<string, string>): string | null {
  const words = t(key as MessageKey, params);
  return words === key || words === key.slice(key.indexOf(':') + 1) ? null : words;
}

export function sectionWords(section: ArchiveSection): SectionWords {
  const codes = CODE_WORDS[section] ?? {};
  const labels = LABELS[section] ?? {};
  return {
    label: (key) => archiveWord(`field.${labels[key] ?? key}`),
    code(key, value) {
      const entry = codes[key];
      if (typeof entry === 'function') return entry(value) ?? value;
      const prefixes = [entry ?? []].flat();
      if (prefixes.length === 0) return null;
      const found = (code: string) =>
        prefixes.reduce<string | null>((words, prefix) => words ?? wordsOf(`${prefix}.${code}`), null);
      return found(value) ?? found('other') ?? value;
    },
  };
}
