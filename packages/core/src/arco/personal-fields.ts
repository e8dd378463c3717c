import {
  PERSONAL_DATA_CATEGORIES,
  type PersonalDataCategory,
  RETENTION_DUTIES,
  type RetentionDuty,
} from '@lender/contracts';

// Every table of the database and the personal data it holds (issue 51, ADR 292): which rows are a
// borrower's, the duties that keep them after a cancellation, what each personal column becomes when
// erased. Blocking and anonymisation follow it alone (`erase-rows.ts`); its test fails on what it omits.
/** The duties that keep data after a cancellation (`retention.ts`); the kinds of a borrower's data. */
export { PERSONAL_DATA_CATEGORIES, type PersonalDataCategory, RETENTION_DUTIES, type RetentionDuty };

/** What replaces a personal text: the same in every table (the audit trigger accepts only it). */
export const ANONYMISED = '[anonymised]';

/**
 * What a personal column becomes: `null`; `marker` ({@link ANONYMISED}); `unique` (a marker naming
 * the row: unique look-up hashes); `sealed` (the marker encrypted: a ciphertext other code
 * decrypts); `empty` (no bytes: `bytea`); `emptyObject` (`{}`: `jsonb`); `emptyArray` (an array);
 * `scrub` (the borrower's identifiers cut out of a text shared with others); `now` (a moment set when
 * still null); the named keys of a `jsonb` object replaced by the marker; `deleted` (the row goes).
 */
export type Becomes =
  | 'null'
  | 'marker'
  | 'unique'
  | 'sealed'
  | 'empty'
  | 'emptyObject'
  | 'emptyArray'
  | 'scrub'
  | 'now'
  | 'deleted'
  | { readonly redactKeys: readonly string[] };

/**
 * Which rows of a table are a borrower's: a column holding the client id (any of several), a column
 * naming one of their loans, applications or collector datasets, a keyed hash of their phone,
 * e-mail, CURP or CLABE, a session or key of their account, an audited record of theirs (the
 * client, an application, a loan, a payment; or done by them), or a text naming them.
 */
export type BorrowerRows =
  | { readonly by: 'client'; readonly columns: readonly string[] }
  | { readonly by: 'loan' | 'application' | 'dataset'; readonly column: string }
  | { readonly by: 'hash'; readonly column: string }
  | { readonly by: 'account'; readonly type: string; readonly id: string }
  | {
      readonly by: 'record';
      readonly entity: string;
      readonly id: string;
      readonly actor?: readonly [string, string];
    }
  | { readonly by: 'mention'; readonly column: string };

/** One table: whose rows, kept for which duties, and its personal columns. */
export interface TableDeclaration {
  /** The borrower's rows, or null: the table holds no borrower's data. */
  readonly rows: BorrowerRows | null;
  readonly category: PersonalDataCategory | null;
  /** The duties that keep the rows until their retention ends; none: erased when the data is blocked. */
  readonly keptFor: readonly RetentionDuty[];
  /** Each personal column and what it becomes (`deleted` for all of them when the rows go). */
  readonly personal: Readonly<Record<string, Becomes>>;
  /** A column holding a storage key: the stored file is deleted with the data. */
  readonly files?: string;
  /** Columns whose names look personal but are not a borrower's data, and why. */
  readonly notPersonal?: Readonly<Record<string, string>>;
}

const client = (...columns: string[]): BorrowerRows => ({
  by: 'client',
  columns: columns.length > 0 ? columns : ['client_id'],
});
const loan: BorrowerRows = { by: 'loan', column: 'loan_id' };
const application: BorrowerRows = { by: 'application', column: 'application_id' };
const audited: BorrowerRows = { by: 'record', entity: 'entity', id: 'entity_id' };
const CONTRACT = ['contract'] as const;
const MONEY = ['contract', 'aml', 'tax'] as const;
const DECISION_ERASED = { inputs: 'emptyObject', input_sha256: 'null', score: 'null' } as const;
const PAYROLL_ERASED = { cfdis: 'emptyObject', employer_rfc: 'marker', uuids: 'emptyArray' } as const;

/** Rows kept for `keptFor`, with `personal` replaced when the retention ends. */
function kept(
  category: PersonalDataCategory,
  rows: BorrowerRows,
  keptFor: readonly RetentionDuty[],
  personal: Record<string, Becomes> = {},
  more: Pick<TableDeclaration, 'files' | 'notPersonal'> = {},
): TableDeclaration {
  return { rows, category, keptFor, personal, ...more };
}

/** Rows no duty keeps: deleted when the data is blocked. */
function deleted(
  category: PersonalDataCategory,
  rows: BorrowerRows,
  personal: string[] = [],
): TableDeclaration {
  return {
    rows,
    category,
    keptFor: [],
    personal: Object.fromEntries(personal.map((column) => [column, 'deleted' as const])),
  };
}

/** A table with no borrower's data; `notPersonal` says why a personal-looking column is not. */
function none(notPersonal: Record<string, string> = {}): TableDeclaration {
  return { rows: null, category: null, keptFor: [], personal: {}, notPersonal };
}

const STAFF = 'a back-office user (staff), not a borrower';
const PLACE = 'a place of the SEPOMEX catalogue';
const LISTED = 'a person of a published watch list, replaced with the list';
const PROVIDER_CLABE = "the payment provider's CLABE of a reference, never the borrower's account";

/** Every table of the database, by its SQL name. */
export const PERSONAL_FIELDS: Readonly<Record<string, TableDeclaration>> = {
  clients: kept(
    'profile',
    client('id'),
    MONEY,
    {
      email: 'null',
      email_enc: 'null',
      email_hash: 'unique',
      first_name: 'marker',
      middle_name: 'null',
      last_name: 'marker',
      second_last_name: 'null',
      birth_date: 'null',
      phone_enc: 'sealed',
      phone_hash: 'unique',
      curp_enc: 'null',
      curp_hash: 'null',
      clabe_enc: 'null',
      clabe_hash: 'null',
      rfc_enc: 'null',
      bank_code: 'null',
      salary_cycle: 'null',
      pay_date: 'null',
      employment: 'null',
      address: 'null',
      affiliate: 'null',
    },
    {
      notPersonal: {
        email_verified_at: 'when the e-mail was proven, not the e-mail',
        phone_verified_at: 'when the phone was proven, not the phone',
      },
    },
  ),
  client_search_names: deleted('profile', client(), ['name']),
  client_data_blocks: kept('profile', client(), MONEY),
  client_contacts: deleted('reference_contacts', client(), ['full_name', 'relationship', 'phone_enc']),
  client_geo: deleted('device_signals', client(), ['latitude', 'longitude', 'accuracy']),
  client_metrics: deleted('device_signals', client(), ['payload']),
  client_consents: kept('consents', client(), CONTRACT),
  back_office_client_completions: kept('consents', client(), CONTRACT),
  direct_debit_consents: kept('consents', client(), CONTRACT, { ip: 'null', user_agent: 'null' }),
  notice_preferences: deleted('marketing', client(), ['marketing_opt_in']),
  client_documents: kept(
    'identity_documents',
    client(),
    ['aml'],
    { deleted_at: 'now' },
    { files: 'storage_key' },
  ),
  client_document_submissions: kept('identity_documents', client(), ['aml']),
  veriff_sessions: kept('identity_documents', client(), ['aml'], { url: 'marker' }),
  applications: kept('applications', client(), CONTRACT, {
    promo_code: 'null',
    hotjar_user_id: 'null',
    juicy_session_id: 'null',
    iovation_blackbox: 'null',
    affiliate: 'null',
  }),
  application_offers: kept('applications', application, CONTRACT),
  decisions: kept('applications', client(), CONTRACT, DECISION_ERASED),
  proven_incomes: kept('applications', client(), CONTRACT, PAYROLL_ERASED),
  manual_claims: kept('applications', application, CONTRACT),
  loan_limits: deleted('applications', client(), ['amount', 'reasons']),
  fraud_signals: deleted('device_signals', client(), [
    'iovation_blackbox',
    'juicy_session_id',
    'hello_soda',
    'iovation_result',
    'juicy_score_result',
  ]),
  bank_links: deleted('bank_link', client(), ['link_id', 'institution', 'summary']),
  loans: kept('loans', client(), MONEY),
  loan_invoices: kept('loans', loan, MONEY),
  rollovers: kept('loans', loan, MONEY),
  payouts: kept('loans', loan, MONEY),
  ledger_transactions: kept('loans', loan, MONEY),
  ledger_entries: kept('loans', loan, MONEY),
  // The loans' stored figures (ADR 294): sums of the ledger and facts of the loan, nothing personal.
  loan_figures: kept('loans', loan, MONEY),
  loan_month_ends: kept('loans', loan, MONEY),
  payments: kept('payments', client(), MONEY, {}, { notPersonal: { clabe: PROVIDER_CLABE } }),
  payment_references: kept('payments', client(), CONTRACT, {}, { notPersonal: { clabe: PROVIDER_CLABE } }),
  refund_payouts: kept('payments', client(), MONEY),
  // Direct-debit mandates (ADR 325), charges and schedule (ADR 329): kept; the account's trace goes.
  mandates: kept('payments', client(), MONEY, { account_hash: 'null', last4: 'marker' }),
  mandate_charges: kept('payments', loan, MONEY),
  scheduled_charges: kept('payments', client(), MONEY),
  fiscal_documents: kept('tax_documents', client(), ['tax'], {
    receiver_rfc: 'marker',
    xml: 'marker',
    cancel_acknowledgement: 'marker',
  }),
  fiscal_income: kept('tax_documents', client(), ['tax']),
  fiscal_credits: kept('tax_documents', client(), ['tax']),
  fiscal_globals: none(),
  payment_cards: deleted('cards', client(), ['card_hash', 'provider_token', 'last4', 'brand', 'holder_name']),
  agreement_signatures: kept('contracts', client(), CONTRACT, { ip: 'null', user_agent: 'null' }),
  contract_evidence: kept('contracts', client(), CONTRACT, {
    pdf: 'empty',
    events: { redactKeys: ['maskedPhone', 'ip', 'userAgent'] },
  }),
  loan_documents: kept('contracts', client(), CONTRACT, {}, { files: 'storage_key' }),
  borrower_notices: kept('notices', client(), CONTRACT, {
    subject: 'marker',
    body: 'marker',
    last_error: 'marker',
  }),
  payment_reminders: kept('notices', loan, CONTRACT),
  outbox: kept('notices', { by: 'hash', column: 'recipient_hash' }, [], {
    recipient_masked: 'null',
    recipient_hash: 'null',
    subject: 'marker',
    body: 'marker',
  }),
  collection_claims: kept('collections', loan, CONTRACT),
  collection_contacts: kept(
    'collections',
    client(),
    CONTRACT,
    { note: 'marker' },
    {
      notPersonal: { address: 'which of the borrower’s own addresses was used: the code phone or email' },
    },
  ),
  collection_promises: kept(
    'collections',
    client(),
    CONTRACT,
    {},
    {
      notPersonal: { contact_id: 'the id of a collection contact' },
    },
  ),
  collection_notes: kept('collections', loan, CONTRACT, { text: 'marker' }),
  // A payment plan (issue 52, ADR 299): the loan's restructured instalments, kept with the contract.
  payment_plans: kept('collections', client(), CONTRACT),
  // A disaster deferral's consent evidence: what was accepted, when and from where.
  relief_deferrals: kept('consents', client(), CONTRACT, { ip: 'marker', user_agent: 'null' }),
  // A SPEI payment claimed by its CEP: Banxico's proof names the sender, kept as the payment is.
  cep_claims: kept('payments', client(), MONEY, {}, { files: 'cep_xml_key' }),
  complaints: kept('complaints', client(), CONTRACT, {
    complainant_name: 'marker',
    description: 'marker',
    resolution_text: 'marker',
  }),
  arco_requests: kept('privacy_requests', client(), CONTRACT, {
    changes_enc: 'null',
    description: 'marker',
    identity_note: 'marker',
    answer_text: 'marker',
  }),
  client_privacy: kept('privacy_requests', client(), CONTRACT),
  approval_requests: kept('loans', audited, CONTRACT, { reason: 'marker', decision_reason: 'marker' }),
  audit_log: kept('audit', { ...audited, actor: ['actor_type', 'actor_id'] }, MONEY, {
    reason: 'marker',
  }),
  aml_clients: kept('aml', client(), ['aml']),
  aml_matches: kept('aml', client(), ['aml'], { entry_name: 'marker', cleared_reason: 'marker' }),
  aml_payout_holds: kept('aml', client(), ['aml']),
  // A payout's beneficiary from its CEP (ADR 327): score and RFC outcome, no name; kept with its AML record.
  payout_beneficiary_checks: kept(
    'aml',
    client(),
    ['aml'],
    { release_reason: 'marker' },
    {
      notPersonal: { name_score: 'a likeness score (a number)', rfc: 'same, differs or absent' },
    },
  ),
  aml_alerts: kept('aml', client(), ['aml'], { description: 'marker', decision_reason: 'marker' }),
  aml_reports: kept(
    'aml',
    { by: 'mention', column: 'content' },
    ['aml'],
    { content: 'scrub' },
    {
      notPersonal: { file_name: "the report file's name: its kind and period" },
    },
  ),
  referrals: kept('referrals', client('referrer_client_id', 'referred_client_id'), [], {
    contact_enc: 'sealed',
    contact_hash: 'unique',
    contact_masked: 'marker',
  }),
  collector_datasets: deleted('behaviour', client(), ['reference_number']),
  collector_chunks: deleted('behaviour', { by: 'dataset', column: 'dataset_id' }, ['payload']),
  collector_features: deleted('behaviour', client(), ['features', 'signal']),
  sandbox_clients: deleted('account_activity', client()),
  sessions: deleted('account_activity', { by: 'account', type: 'account_type', id: 'subject_id' }),
  idempotency_keys: deleted('account_activity', { by: 'account', type: 'account_type', id: 'account_id' }, [
    'response_body',
  ]),
  verification_codes: deleted('account_activity', { by: 'hash', column: 'target_hash' }, ['target_hash']),
  rate_limits: deleted('account_activity', { by: 'hash', column: 'key' }, ['key']),
  back_office_users: none({ email: STAFF, name: STAFF, totp_secret_enc: STAFF }),
  // Collection texts the staff write (ADR 326): placeholders, never a borrower's data.
  collection_templates: none({ name: 'a template name (staff)', body: 'a template text with placeholders' }),
  affiliate_leads: none(),
  credit_policies: none(),
  policy_challengers: none(),
  challenger_decisions: none(),
  policy_monitoring_alerts: none(),
  disaster_zones: none(),
  watchlist_entries: none({ full_name: LISTED, curp: LISTED, rfc: LISTED, birth_date: LISTED }),
  watchlist_versions: none(),
  collector_partners: none({ name: 'a partner site' }),
  collector_tokens: none(),
  settlement_imports: none({ file_name: "a settlement file's name" }),
  settlement_lines: none(),
  // A SPEI transfer's identity (clave, bank, day, amount): like a statement line, it names nobody.
  spei_transfers: none(),
  settlement_payment_checks: none(),
  reconciliation_alerts: none(),
  unmatched_callbacks: none(),
  sandbox_veriff_sessions: none(),
  geo_states: none({ name: PLACE, search_name: PLACE }),
  geo_municipalities: none({ name: PLACE, search_name: PLACE }),
  geo_cities: none({ name: PLACE, search_name: PLACE }),
  geo_settlements: none({ name: PLACE, search_name: PLACE }),
  settings: none(),
  config_versions: none(),
  platform_clock: none(),
  loan_month_end_runs: none(),
  client_count_deltas: none(),
  manual_queue_count_deltas: none(),
};

/** Column names that look personal: each must be declared personal or not (the repository test). */
export const PERSONAL_LOOKING_COLUMN =
  /(^|_)(name|curp|rfc|phone|email|address|birth|clabe|ip|user_agent|latitude|longitude|holder|contact|enc)(_|$)/;
