import type { MessageKey } from '@lender/i18n';
import { t } from '../i18n';
import type { ArchiveSection } from './access-archive-model';

type Words = 'documents:accessArchive.title';

/** An access archive's word (`documents:accessArchive.<key>`). */
export const archiveWord = (key: string, params?: Record<string, string | number>) =>
  t(`documents:accessArchive.${key}` as Words, params);

const CODE = 'documents:accessArchive.code';

/**
 * Per section, the fields whose codes read as words in the PDF, by the prefix of their words in
 * `@lender/i18n` (the borrower's own words where the site has them), or by several when records of
 * a section share a field (a loan's status and its charges'); the JSON keeps the codes.
 */
const CODE_WORDS: Partial<Record<ArchiveSection, Readonly<Record<string, string | readonly string[]>>>> = {
  profile: {
    status: `${CODE}.clientStatus`,
    salaryCycle: 'catalog:payCycle',
    payCycle: 'catalog:payCycle',
    relationship: 'catalog:relationship',
    confidence: 'profile:provenIncome.confidence',
  },
  cfdis: { kind: 'loan:invoices.kinds', status: 'documents:accessArchive.code.cfdiStatus' },
  applications: { status: 'ui:status.application', outcome: 'ui:status.application' },
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
  identity: { status: `${CODE}.verificationStatus`, decidedVia: `${CODE}.decidedVia` },
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
 * reads as the prefix's `other` where it has one (a provider's codes, which it may add to), else as
 * itself (a name, never a status: a metric's).
 */
export interface SectionWords {
  label(key: string): string;
  code(key: string, value: string): string | null;
}

/** The words of a key, or null when there are none (i18next answers the key itself). */
function wordsOf(key: string): string | null {
  const words = t(key as MessageKey);
  return words === key || words === key.slice(key.indexOf(':') + 1) ? null : words;
}

export function sectionWords(section: ArchiveSection): SectionWords {
  const codes = CODE_WORDS[section] ?? {};
  const labels = LABELS[section] ?? {};
  return {
    label: (key) => archiveWord(`field.${labels[key] ?? key}`),
    code(key, value) {
      const prefixes = [codes[key] ?? []].flat();
      if (prefixes.length === 0) return null;
      const found = (code: string) =>
        prefixes.reduce<string | null>((words, prefix) => words ?? wordsOf(`${prefix}.${code}`), null);
      return found(value) ?? found('other') ?? value;
    },
  };
}
