import {
  APPLICATION_STATUS,
  APPROVAL_KINDS,
  APPROVAL_STATUSES,
  ARCO_CHANNELS,
  ARCO_DENIAL_REASONS,
  ARCO_IDENTITY_CHECKS,
  ARCO_OPPOSITION_PURPOSES,
  ARCO_OUTCOMES,
  ARCO_RIGHTS,
  ARCO_STATUSES,
  AUDIT_ACTIONS,
  AUDIT_CODE_LISTS,
  AUDIT_ENTITIES,
  AUDIT_REASON_CODES,
  AUDITED_FIELD_NAMES,
  AuditEntrySchema,
  BACK_OFFICE_ROLES,
  BANK_PAYMENT_TYPES,
  CLIENT_DOCUMENT_TYPES,
  CLIENT_LIST_TYPES,
  CLIENT_STATUS,
  COMPLAINT_CAUSES,
  COMPLAINT_CHANNELS,
  COMPLAINT_KINDS,
  COMPLAINT_RESOLUTIONS,
  COMPLAINT_STATUSES,
  CONSENT_KINDS,
  DECISION_REASON_CODES,
  DECISION_RULES,
  DecisionDetailSchema,
  LOAN_DOCUMENT_TYPES,
  LOAN_STANDINGS,
  LOAN_STATUS,
  LoanPageSchema,
  OUTBOX_TEMPLATE_NAMES,
  OutboxMessageSchema,
  OVERDUE_BUCKETS,
  PAYMENT_CHANNELS,
  PAYMENT_REFERENCE_STATES,
  PAYMENT_STATUSES,
  PaymentListRowSchema,
  REFUND_PAYOUT_STATUSES,
  ScheduleLineSchema,
} from '@lender/contracts';
import { describe, expect, it } from 'vitest';
import { en, esMX } from './resources';

// Issue 36, words not codes: every status, action, reason, channel and template the back-office
// shows or exports has its words, in Spanish and in English, under the key the screens and the
// CSV read. The lists are the contracts' own enums and catalogues: a code added there without its
// words fails here.

type Tree = { readonly [key: string]: string | Tree };

/** The text at `path` under `tree` (a code with dots is one key: `'loan.write_off'`). */
function textAt(tree: Tree, path: readonly string[]): string | undefined {
  let node: string | Tree | undefined = tree;
  for (const segment of path) {
    if (typeof node !== 'object') return undefined;
    node = node[segment];
  }
  return typeof node === 'string' ? node : undefined;
}

const values = <T>(record: Record<string, T>) => Object.values(record).map(String);
const optionsOf = (schema: { options: readonly (string | number)[] }) => schema.options.map(String);

/** [what, path of the words, the codes] */
const CATALOGUES: ReadonlyArray<readonly [string, readonly string[], readonly string[]]> = [
  ['client statuses', ['status', 'client'], values(CLIENT_STATUS)],
  ['application statuses', ['status', 'application'], values(APPLICATION_STATUS)],
  ['loan statuses', ['status', 'loan'], values(LOAN_STATUS)],
  ['loan standings', ['loans', 'standings'], [...LOAN_STANDINGS]],
  ['overdue buckets', ['loans', 'buckets'], [...OVERDUE_BUCKETS]],
  ['complaint channels', ['complaints', 'channels'], [...COMPLAINT_CHANNELS]],
  ['complaint kinds', ['complaints', 'kinds'], [...COMPLAINT_KINDS]],
  ['complaint causes', ['complaints', 'causes'], [...COMPLAINT_CAUSES]],
  ['complaint statuses', ['complaints', 'statuses'], [...COMPLAINT_STATUSES]],
  ['complaint resolutions', ['complaints', 'resolutions'], [...COMPLAINT_RESOLUTIONS]],
  ['ARCO rights', ['privacy', 'rights'], [...ARCO_RIGHTS]],
  ['ARCO channels', ['privacy', 'channels'], [...ARCO_CHANNELS]],
  ['ARCO statuses', ['privacy', 'statuses'], [...ARCO_STATUSES]],
  ['ARCO answers', ['privacy', 'outcomes'], [...ARCO_OUTCOMES]],
  ['ARCO denial reasons', ['privacy', 'denialReasons'], [...ARCO_DENIAL_REASONS]],
  ['ARCO identity checks', ['privacy', 'identityChecks'], [...ARCO_IDENTITY_CHECKS]],
  ['ARCO opposition purposes', ['privacy', 'purposes'], [...ARCO_OPPOSITION_PURPOSES]],
  ['consents', ['auditWords', 'consents'], [...CONSENT_KINDS]],
  [
    'client types',
    ['clients'],
    CLIENT_LIST_TYPES.map((type) => (type === 'first' ? 'typeFirst' : 'typeRepeated')),
  ],
  ['payment channels', ['payments', 'channels'], [...PAYMENT_CHANNELS]],
  ['payment statuses', ['payments', 'statuses'], [...PAYMENT_STATUSES]],
  ['payment reference states', ['payments', 'referenceStates'], [...PAYMENT_REFERENCE_STATES]],
  ['payment kinds', ['payments', 'kinds'], optionsOf(PaymentListRowSchema.shape.kind)],
  ['refund payout statuses', ['payments', 'statuses'], [...REFUND_PAYOUT_STATUSES]],
  ['outbox channels', ['outbox', 'channels'], optionsOf(OutboxMessageSchema.shape.channel)],
  ['outbox statuses', ['outbox', 'statuses'], optionsOf(OutboxMessageSchema.shape.status)],
  ['outbox templates', ['outbox', 'templates'], [...OUTBOX_TEMPLATE_NAMES]],
  ['audit actions', ['auditWords', 'actions'], [...AUDIT_ACTIONS]],
  ['audit records', ['auditWords', 'entities'], [...AUDIT_ENTITIES]],
  ['audit actors', ['audit', 'actorTypes'], optionsOf(AuditEntrySchema.shape.actor.shape.type)],
  ['decision rules', ['decision', 'rules'], [...DECISION_RULES]],
  ['decision reasons', ['decision', 'reasons'], [...DECISION_REASON_CODES]],
  ['deciders', ['decision', 'by'], optionsOf(DecisionDetailSchema.shape.decidedBy)],
  ['approval kinds', ['approvals', 'kinds'], [...APPROVAL_KINDS]],
  ['approval statuses', ['approvals', 'statuses'], [...APPROVAL_STATUSES]],
  ['client documents', ['client', 'documentTypes'], [...CLIENT_DOCUMENT_TYPES]],
  ['loan documents', ['loans', 'documentTypes'], [...LOAN_DOCUMENT_TYPES]],
  ['direct-debit payment types', ['client', 'paymentTypes'], [...BANK_PAYMENT_TYPES]],
  // The codes audit entries hold, read through these words (the fields themselves: the
  // back-office's audit test renders an entry of every action).
  ['audited field names', ['auditWords', 'fields'], [...AUDITED_FIELD_NAMES]],
  ['cash payout brands', ['auditWords', 'cashBrands'], [...AUDIT_CODE_LISTS.cashBrand]],
  ['payout methods', ['auditWords', 'payoutMethods'], [...AUDIT_CODE_LISTS.payoutMethod]],
  ['fee kinds', ['auditWords', 'feeKinds'], [...AUDIT_CODE_LISTS.feeKind]],
  ['back-office languages', ['auditWords', 'languages'], [...AUDIT_CODE_LISTS.language]],
  ['journey steps', ['auditWords', 'flowSteps'], [...AUDIT_CODE_LISTS.flowStep]],
  ['where a phone was read', ['auditWords', 'contactVia'], [...AUDIT_CODE_LISTS.contactVia]],
  ['mandate statuses', ['auditWords', 'mandateStatus'], [...AUDIT_CODE_LISTS.mandateStatus]],
  ['who stopped a mandate', ['auditWords', 'mandateRevokedBy'], [...AUDIT_CODE_LISTS.mandateRevokedBy]],
  [
    "a payout's beneficiary check",
    ['auditWords', 'beneficiaryCheck'],
    [...AUDIT_CODE_LISTS.beneficiaryCheck],
  ],
  [
    "the system's reasons",
    ['auditWords', 'reasons'],
    AUDIT_REASON_CODES.filter((code) => !(DECISION_REASON_CODES as readonly string[]).includes(code)),
  ],
  ['collection contact channels', ['collections', 'channel'], [...AUDIT_CODE_LISTS.collectionChannel]],
  ['collection contact directions', ['collections', 'direction'], [...AUDIT_CODE_LISTS.contactDirection]],
  ['collection contact results', ['collections', 'result'], [...AUDIT_CODE_LISTS.contactResult]],
  ['settlement channels', ['reconciliation', 'channels'], [...AUDIT_CODE_LISTS.settlementChannel]],
  ['settlement outcomes', ['reconciliation', 'outcomes'], [...AUDIT_CODE_LISTS.settlementOutcome]],
  ['settlement resolutions', ['reconciliation', 'resolutions'], [...AUDIT_CODE_LISTS.settlementResolution]],
  ['reconciliation actions', ['reconciliation', 'actions'], [...AUDIT_CODE_LISTS.reconciliationAction]],
  ['roles', ['roles'], [...BACK_OFFICE_ROLES]],
  ['what each role does', ['roleHints'], [...BACK_OFFICE_ROLES]],
  [
    'schedule statuses',
    ['loans', 'scheduleStatuses'],
    optionsOf(ScheduleLineSchema.shape.status).filter((s) => s === 'unpaid'),
  ],
  [
    'extension types',
    ['settings', 'extensionType'],
    optionsOf(LoanPageSchema.shape.extensions.element.shape.type),
  ],
];

describe.each([
  ['es-MX', esMX.backoffice as unknown as Tree],
  ['en', en.backoffice as unknown as Tree],
])('the back-office in %s has words for every code it shows or exports', (_language, words) => {
  it.each(CATALOGUES)('%s', (_what, path, codes) => {
    expect(codes.length).toBeGreaterThan(0);
    const missing = codes.filter((code) => {
      const text = textAt(words, [...path, code]);
      return text === undefined || text.trim() === '';
    });
    expect(missing).toEqual([]);
  });

  it('never shows a code as its own words', () => {
    for (const [, path, codes] of CATALOGUES) {
      for (const code of codes) {
        const text = textAt(words, [...path, code]);
        if (/^\d+$/.test(code) || code.length < 4) continue;
        expect(text, `${path.join('.')}.${code}`).not.toBe(code);
      }
    }
  });
});
