// GENERATED FILE, do not edit: `@lender/contracts/public` in `zod/mini` (ADR 171): every public
// schema, the envelope functions, the public endpoint maps and `publicCatalogue`, printed from the
// classic schemas' `_zod.def` by src/codegen/public-mini-codegen.ts. The classic schemas are the
// source: change them, then run `pnpm --filter @lender/contracts run gen:mini`
// (public-mini.gen.test.ts fails while this file is stale).
import { en } from 'zod/locales';
import * as z from 'zod/mini';
import type { MiniEndpointDefinition } from './endpoint.js';
import { checkClientCheckValue } from './internal/client-check.js';
import { checkClabe, hasTwoWords, isCardNumber, isCurp, isMiddleName, isUploadedFile } from './internal/field-rules.js';
import { hasAtMostTwoDecimals, isIsoDate, isPayDates, repeatsPassword } from './internal/refinements.js';
import { PAY_CYCLES, perPayCycle } from '@lender/calculator';

// Classic zod installs its English messages on first use; `zod/mini` leaves them out. The same
// messages keep the SDK's `MalformedResponseError` the same whichever form parsed (a locale set
// before stays).
if (z.config().localeError === undefined) z.config(en());

/** The schema with OpenAPI id `Violation`. */
export const ViolationSchema = z.object({
  propertyPath: z.string(),
  code: z.string(),
  message: z.string(),
  params: z.optional(z.record(z.string(), z.union([z.string(), z.number()]))),
});

/** The wrapper of every `/web` response around `data` (`EnvelopeSchema` of `envelope.ts`). */
export function EnvelopeSchema<T extends z.core.$ZodType>(data: T) {
  return z.object({
    success: z.boolean(),
    message: z.optional(z.string()),
    code: z.optional(z.string()),
    errors: z.optional(z.array(ViolationSchema)),
    Authorization: z.optional(z.string()),
    data,
  });
}

/** The wrapper of a response that issues a token: `Authorization` required (`responseEnvelopeSchema`). */
export function TokenEnvelopeSchema<T extends z.core.$ZodType>(data: T) {
  return z.object({
    success: z.boolean(),
    message: z.optional(z.string()),
    code: z.optional(z.string()),
    errors: z.optional(z.array(ViolationSchema)),
    Authorization: z.string(),
    data,
  });
}

/** The schema with OpenAPI id `AccountType`. */
export const AccountTypeSchema = z.enum(['client', 'user']);

/** `AccessTokenClaimsSchema` of `@lender/contracts`. */
export const AccessTokenClaimsSchema = z.object({
  sub: z.string(),
  account_type: AccountTypeSchema,
  mfa: z.boolean(),
  sid: z.string(),
  iat: z.number().check(z.int()),
  exp: z.number().check(z.int()),
});

const shared1 = z.string().check(z.trim(), z.maxLength(255));

/** `AffiliateDataSchema` of `@lender/contracts`. */
export const AffiliateDataSchema = z.object({
  partner: z.optional(shared1),
  code: z.optional(shared1),
  campaign: z.optional(shared1),
  source: z.optional(shared1),
  optionalParam: z.optional(shared1),
  keyword: z.optional(shared1),
});

/** `AffiliateLeadParamsSchema` of `@lender/contracts`. */
export const AffiliateLeadParamsSchema = z.object({ id: z.string().check(z.minLength(1), z.maxLength(128)) });

/** `AffiliateLeadSchema` of `@lender/contracts`. */
export const AffiliateLeadSchema = z.object({
  id: z.string(),
  partner: z.nullable(z.string()),
  code: z.nullable(z.string()),
  campaign: z.nullable(z.string()),
  source: z.nullable(z.string()),
  optionalParam: z.nullable(z.string()),
});

/** `AlternatePhoneNumberSchema` of `@lender/contracts`. */
export const AlternatePhoneNumberSchema = z.string().check(z.regex(/^\d{8,10}$/));

/** The schema with OpenAPI id `Pesos`. */
export const PesosSchema = z.number().check(
  z.gte(0),
  z.refine(Number.isFinite, { error: 'Must be a finite number' }),
  z.refine(hasAtMostTwoDecimals, { error: 'At most two decimals' }),
);

/** The schema with OpenAPI id `AmountRange`. */
export const AmountRangeSchema = z.object({ minAmount: PesosSchema, maxAmount: PesosSchema });

/** `AmountLimitsSchema` of `@lender/contracts`. */
export const AmountLimitsSchema = z.object({
  minMainLoan: PesosSchema,
  minAdditionLoan: PesosSchema,
  amountTo: PesosSchema,
  interval: PesosSchema,
  first: AmountRangeSchema,
  repeated: AmountRangeSchema,
});

/** `ApplicationStatusSchema` of `@lender/contracts`. */
export const ApplicationStatusSchema = z.enum({ new: 1, signing: 2, accepted: 3, completed: 4, canceled: 5, rejected: 6, verification: 7, specialOffer: 13, manualVerification: 14, yhatDecrease: 17, yhatIncrease: 18, terminated: 23, decisionError: 401 });

/** `AuthTokenSchema` of `@lender/contracts`. */
export const AuthTokenSchema = z.object({
  accountType: AccountTypeSchema,
  mfa: z.boolean(),
  expiresIn: z.number().check(z.int(), z.gt(0)),
  refreshIn: z.number().check(z.int(), z.gt(0)),
});

/** The schema with OpenAPI id `Bank`. */
export const BankSchema = z.object({ code: z.string().check(z.regex(/^\d{3}$/)), name: z.string(), enabled: z.boolean() });

/** `BankListSchema` of `@lender/contracts`. */
export const BankListSchema = z.array(BankSchema);

/** `BankPaymentTypeSchema` of `@lender/contracts`. */
export const BankPaymentTypeSchema = z.enum(['card', 'clabe']);

/** `BinaryFileSchema` of `@lender/contracts`. */
export const BinaryFileSchema = z.string();

/** `BirthDateSchema` of `@lender/contracts`. */
export const BirthDateSchema = z.string().check(
  z.refine(isIsoDate, { error: 'Must be a calendar date YYYY-MM-DD', params: { code: 'invalid_format' } }),
);

/** The schema with OpenAPI id `PayCycle`. */
export const PayCycleSchema = z.enum(PAY_CYCLES);

/** The schema with OpenAPI id `CalculatorInitialState`. */
export const CalculatorInitialStateSchema = z.object({ amount: PesosSchema, payCycle: PayCycleSchema });

const shared2 = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));

/** The schema with OpenAPI id `OfferablePayDate`. */
export const OfferablePayDateSchema = z.object({
  value: z.string(),
  dates: z.tuple([shared2, shared2]),
  label: z.object({ key: z.string(), params: z.record(z.string(), z.union([z.string(), z.number()])) }),
  dueDate: shared2,
  term: z.number().check(z.int(), z.gt(0)),
});

const shared3 = z.array(OfferablePayDateSchema);

/** `CalculatorConfigSchema` of `@lender/contracts`. */
export const CalculatorConfigSchema = z.object({
  amountLimits: AmountLimitsSchema,
  initialStates: z.object({ first: CalculatorInitialStateSchema, repeated: CalculatorInitialStateSchema }),
  payCycles: z.array(PayCycleSchema),
  terms: z.object({
    minDays: z.number().check(z.int(), z.gt(0)),
    maxDays: z.number().check(z.int(), z.gt(0)),
  }),
  payDates: z.object(perPayCycle(() => shared3)),
  today: shared2,
});

/** `CaptchaTokenSchema` of `@lender/contracts`. */
export const CaptchaTokenSchema = z.string().check(z.minLength(1), z.maxLength(4096));

/** `CardNumberSchema` of `@lender/contracts`. */
export const CardNumberSchema = z.string().check(
  z.refine(isCardNumber, { params: { code: 'disbursement_number_invalid' } }),
);

/** `CashPayoutBrandSchema` of `@lender/contracts`. */
export const CashPayoutBrandSchema = z.enum(['cebuana', 'bdo', 'm_lhuillier']);

/** The schema with OpenAPI id `PostalCode`. */
export const PostalCodeSchema = z.string().check(z.regex(/^\d{5}$/));

const shared4 = z.optional(z.string().check(z.trim(), z.maxLength(100)));

const shared5 = z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(100)));

const shared6 = z.optional(z.coerce.number().check(z.int(), z.gte(1)));

/** `CityQuerySchema` of `@lender/contracts`. */
export const CityQuerySchema = z.object({
  regionId: z.optional(z.coerce.number().check(z.int(), z.gt(0))),
  postalCode: z.optional(PostalCodeSchema),
  query: shared4,
  limit: shared5,
  page: shared6,
});

/** `ClabeSchema` of `@lender/contracts`. */
export const ClabeSchema = z.string().check(checkClabe);

/** `ClassificationEntrySchema` of `@lender/contracts`. */
export const ClassificationEntrySchema = z.object({ value: z.string(), label: z.string() });

/** `ClassificationListQuerySchema` of `@lender/contracts`. */
export const ClassificationListQuerySchema = z.object({
  group: z.optional(z.string().check(z.regex(/^[a-z0-9_]+$/))),
  name: z.string().check(z.regex(/^[a-z0-9_]+$/)),
  locale: z.optional(z.enum(['es', 'es-MX'])),
});

/** `ClassificationListSchema` of `@lender/contracts`. */
export const ClassificationListSchema = z.array(ClassificationEntrySchema);

/** `ClassificationParamsSchema` of `@lender/contracts`. */
export const ClassificationParamsSchema = z.object({ path: z.string().check(z.regex(/^[a-z0-9_-]+$/)) });

/** `ClassificationQuerySchema` of `@lender/contracts`. */
export const ClassificationQuerySchema = z.object({ locale: z.optional(z.enum(['es', 'es-MX'])) });

/** `ClassificationSchema` of `@lender/contracts`. */
export const ClassificationSchema = z.record(z.string(), z.string());

/** `ClientCheckKeySchema` of `@lender/contracts`. */
export const ClientCheckKeySchema = z.enum(['email', 'phone', 'nationalIdentificator']);

/** `ClientCheckParamsSchema` of `@lender/contracts`. */
export const ClientCheckParamsSchema = z.object({ key: ClientCheckKeySchema, value: z.string().check(z.minLength(1), z.maxLength(255)) }).check(
  checkClientCheckValue,
);

/** `ClientCheckResultSchema` of `@lender/contracts`. */
export const ClientCheckResultSchema = z.object({ unique: z.boolean() });

/** The schema with OpenAPI id `Email`. */
export const EmailSchema = z.pipe(z.string().check(z.trim(), z.maxLength(180)), z.email({ error: 'invalid_mail', abort: false }));

/** The schema with OpenAPI id `PhoneNumber`. */
export const PhoneNumberSchema = z.string().check(z.regex(/^\d{10}$/));

const shared7 = z.string().check(z.minLength(1), z.maxLength(128));

/** `ClientLoginRequestSchema` of `@lender/contracts`. */
export const ClientLoginRequestSchema = z.object({ username: z.union([EmailSchema, PhoneNumberSchema]), password: shared7 });

export const LoanAmountParamSchema = z.coerce.number().check(z.int(), z.gt(0));

export const PayDatesParamSchema = z.string().check(z.refine(isPayDates, { params: { code: 'invalid_format' } }));

/** `ClientOfferParamsSchema` of `@lender/contracts`. */
export const ClientOfferParamsSchema = z.object({ amount: LoanAmountParamSchema, payCycle: PayCycleSchema, payDates: PayDatesParamSchema });

/** The schema with OpenAPI id `PersonName`. */
export const PersonNameSchema = z.string().check(
  z.trim(),
  z.minLength(2),
  z.maxLength(50),
  z.regex(/^[A-Za-zÀ-ÖØ-öø-ÿ]+(?: [A-Za-zÀ-ÖØ-öø-ÿ]+)*$/),
);

/** The schema with OpenAPI id `MiddleName`. */
export const MiddleNameSchema = z.string().check(
  z.trim(),
  z.maxLength(50),
  z.refine(isMiddleName, { params: { code: 'too_short' } }),
);

/** The schema with OpenAPI id `Curp`. */
export const CurpSchema = z.string().check(
  z.trim(),
  z.toUpperCase(),
  z.refine(isCurp, { params: { code: 'invalid_identificator' } }),
);

/** The schema with OpenAPI id `MobilePhone`. */
export const MobilePhoneSchema = z.object({ number: PhoneNumberSchema });

/** The schema with OpenAPI id `SmsCode`. */
export const SmsCodeSchema = z.string().check(z.regex(/^\d{3}$/));

/** The schema with OpenAPI id `Password`. */
export const PasswordSchema = z.string().check(z.minLength(4), z.maxLength(24));

/** The schema with OpenAPI id `Language`. */
export const LanguageSchema = z.enum(['es', 'mx']);

/** The schema with OpenAPI id `RegistrationConsents`. */
export const RegistrationConsentsSchema = z.object({
  termsAndConditions: z.literal(true),
  privacyNotice: z.literal(true),
  creditBureau: z.literal(true),
  marketing: z._default(z.boolean(), false),
  behaviouralScoring: z._default(z.boolean(), false),
});

/** `ClientRegistrationRequestSchema` of `@lender/contracts`. */
export const ClientRegistrationRequestSchema = z.object({
  firstName: PersonNameSchema,
  middleName: z.optional(MiddleNameSchema),
  lastName: PersonNameSchema,
  secondLastName: z.optional(PersonNameSchema),
  birthDate: BirthDateSchema,
  nationalIdentificator: CurpSchema,
  email: EmailSchema,
  mobilePhone: MobilePhoneSchema,
  smsCode: SmsCodeSchema,
  password: PasswordSchema,
  repeatPassword: z.string(),
  language: LanguageSchema,
  consents: RegistrationConsentsSchema,
  affiliate: z.optional(AffiliateDataSchema),
  captchaToken: z.optional(CaptchaTokenSchema),
}).check(
  z.refine(repeatsPassword, { params: { code: 'not_equal' }, path: ['repeatPassword'] }),
);

/** `ClientStatusSchema` of `@lender/contracts`. */
export const ClientStatusSchema = z.enum({ active: 1, blocked: 2, blacklisted: 3, verification: 4, bankAccountSelect: 5 });

/** `ClientTypeSchema` of `@lender/contracts`. */
export const ClientTypeSchema = z.enum(['first', 'additional', 'repeated']);

/** `CodeSentSchema` of `@lender/contracts`. */
export const CodeSentSchema = z.object({
  expiresIn: z.number().check(z.int(), z.gt(0)),
  resendIn: z.number().check(z.int(), z.gte(0)),
});

/** `CompanyNameSchema` of `@lender/contracts`. */
export const CompanyNameSchema = z.string().check(z.trim(), z.minLength(2), z.maxLength(255));

/** `CompanySchema` of `@lender/contracts`. */
export const CompanySchema = z.object({
  legalName: z.string(),
  tradeName: z.string(),
  rfc: z.string(),
  address: z.string(),
  website: z.string(),
  phone: z.string(),
  email: z.string(),
  hours: z.string(),
  collections: z.object({ phone: z.string(), email: z.string(), hours: z.string() }),
  privacyEmail: z.string(),
  une: z.object({ phone: z.string(), email: z.string(), address: z.string(), hours: z.string() }),
  condusef: z.object({ phone: z.string(), website: z.string() }),
  recaNumber: z.string(),
  demo: z.boolean(),
});

/** `ContactCheckKindSchema` of `@lender/contracts`. */
export const ContactCheckKindSchema = z.enum(['phone', 'clabe', 'text']);

/** `ContactCheckRequestSchema` of `@lender/contracts`. */
export const ContactCheckRequestSchema = z.object({
  kind: ContactCheckKindSchema,
  value: z.string().check(z.trim(), z.minLength(1), z.maxLength(1000)),
});

/** `ContactCheckSchema` of `@lender/contracts`. */
export const ContactCheckSchema = z.object({ kind: ContactCheckKindSchema, ours: z.boolean() });

/** `CurrencySchema` of `@lender/contracts`. */
export const CurrencySchema = z.literal('MXN');

/** `DayOfMonthSchema` of `@lender/contracts`. */
export const DayOfMonthSchema = z.number().check(z.int(), z.gte(1), z.lte(31));

/** `DistrictQuerySchema` of `@lender/contracts`. */
export const DistrictQuerySchema = z.object({
  cityId: z.optional(z.coerce.number().check(z.int(), z.gt(0))),
  postalCode: z.optional(PostalCodeSchema),
  query: shared4,
  limit: shared5,
  page: shared6,
});

/** `DocumentContentSchema` of `@lender/contracts`. */
export const DocumentContentSchema = z.object({ type: z.string(), contentType: z.string(), base64: z.base64({ abort: false }) });

/** `EmailSendCodeRequestSchema` of `@lender/contracts`. */
export const EmailSendCodeRequestSchema = z.object({ email: EmailSchema, captchaToken: z.optional(CaptchaTokenSchema) });

/** The schema with OpenAPI id `EmploymentOption`. */
export const EmploymentOptionSchema = z.object({ key: z.string(), label: z.string() });

/** `EmploymentOptionListSchema` of `@lender/contracts`. */
export const EmploymentOptionListSchema = z.array(EmploymentOptionSchema);

/** `EmploymentPositionsQuerySchema` of `@lender/contracts`. */
export const EmploymentPositionsQuerySchema = z.object({ employmentStatusKey: z.string().check(z.minLength(1), z.maxLength(64)) });

/** `EmptySchema` of `@lender/contracts`. */
export const EmptySchema = z.null();

/** `ErrorCodeSchema` of `@lender/contracts`. */
export const ErrorCodeSchema = z.enum(['user_blocked', 'not_unique', 'invalid_mail', 'under_age', 'invalid_identificator', 'incorrect_old_password', 'upload_wrong_format', 'not_found', 'request_count_by_day_exceed', 'already_sent_in_last_minutes', 'payload_too_large', 'hs_metric_failed', 'disbursement_number_invalid', 'card_already_registered', 'clabe_already_registered', 'mandate_missing', 'mandate_revoked', 'mandate_amount_exceeded', 'mandate_date_not_covered', 'charge_not_pre_noticed', 'charge_not_cancellable', 'payroll_rfc_required', 'payroll_cfdi_unreadable', 'payroll_cfdi_forged', 'payroll_cfdi_not_payroll', 'payroll_cfdi_other_person', 'payroll_cfdi_cancelled', 'payroll_cfdi_not_found', 'payroll_cfdi_duplicate', 'clabe_invalid_length', 'clabe_not_numeric', 'clabe_invalid_checksum', 'clabe_invalid_bank_code', 'clabe_invalid_city_code', 'clabe_bank_not_enabled', 'validation_failed', 'required', 'invalid_type', 'invalid_format', 'invalid_value', 'too_short', 'too_long', 'too_small', 'too_big', 'not_equal', 'must_differ', 'common_password', 'promo_code_invalid', 'postal_code_not_found', 'address_mismatch', 'unauthorized', 'invalid_credentials', 'token_expired', 'session_revoked', 'forbidden', 'mfa_required', 'mfa_invalid', 'login_attempts_exceeded', 'code_invalid', 'code_expired', 'code_attempts_exceeded', 'conflict', 'invalid_transition', 'application_already_active', 'no_active_application', 'no_active_loan', 'offer_expired', 'rollover_not_available', 'clabe_required', 'reapply_cool_off', 'idempotency_key_reused', 'idempotency_key_in_progress', 'idempotency_key_required', 'payment_exceeds_balance', 'sandbox_not_allowed', 'spei_date_out_of_range', 'spei_bank_unknown', 'stale_version', 'maker_cannot_approve', 'already_claimed', 'last_admin', 'nothing_to_refund', 'fee_not_registered', 'fee_not_in_force', 'outside_contact_window', 'contact_limit_reached', 'contact_not_allowed', 'contact_not_verified', 'contact_needs_reverification', 'free_text_not_allowed', 'template_not_approved', 'template_rule_broken', 'settlement_header_invalid', 'settlement_columns_invalid', 'settlement_field_missing', 'settlement_amount_invalid', 'settlement_date_invalid', 'settlement_encoding_invalid', 'settlement_encoding_utf16', 'watchlist_malformed', 'watchlist_empty', 'watchlist_clears_all_matches', 'watchlist_same_user', 'compliance_hold', 'account_on_hold', 'payout_on_hold', 'personal_data_in_use', 'personal_data_blocked', 'personal_data_not_blocked', 'retention_not_over', 'arco_request_open', 'identity_check_failed', 'identity_not_verified', 'consent_not_withdrawable', 'captcha_required', 'captcha_invalid', 'unsupported_media_type', 'rate_limited', 'provider_failed', 'service_unavailable', 'database_unavailable', 'internal_error']);

const shared8 = z.optional(z.record(z.string(), z.union([z.string(), z.number()])));

const shared9 = z.optional(z.array(ViolationSchema));

/** `ErrorEnvelopeSchema` of `@lender/contracts`. */
export const ErrorEnvelopeSchema = z.object({
  success: z.literal(false),
  data: z.null(),
  message: z.string(),
  code: z.string(),
  params: shared8,
  errors: shared9,
});

/** `FinanceAmountSchema` of `@lender/contracts`. */
export const FinanceAmountSchema = z.number().check(z.int(), z.gte(0), z.lte(999999));

/** `FinanceTypeSchema` of `@lender/contracts`. */
export const FinanceTypeSchema = z.enum(['stl']);

/** `FlowStatusSchema` of `@lender/contracts`. */
export const FlowStatusSchema = z.enum(['active', 'completed']);

/** `FlowStepSchema` of `@lender/contracts`. */
export const FlowStepSchema = z.enum(['work_info', 'new_client_created', 'facebook', 'id_document_upload', 'payroll_upload', 'bank_statement_upload', 'offer_increase', 'offer_decrease', 'otp_agreement', 'direct_debit_information', 'address', 'belvo', 'relative_info', 'verification', 'no_loan_page', 'loan_page', 'manual_page', 'reject_page', 'tmc_page', 'pre_approval_page']);

/** The schema with OpenAPI id `GeoPlace`. */
export const GeoPlaceSchema = z.object({
  id: z.number().check(z.int(), z.gt(0)),
  title: z.string(),
  postalCode: z.optional(PostalCodeSchema),
});

/** `GeoPlaceListSchema` of `@lender/contracts`. */
export const GeoPlaceListSchema = z.array(GeoPlaceSchema);

/** `HelloSodaRequestSchema` of `@lender/contracts`. */
export const HelloSodaRequestSchema = z.object({
  reference: z.string().check(z.minLength(1), z.maxLength(255)),
  data: z.optional(z.record(z.string(), z.unknown())),
});

/** `HelloSodaResultSchema` of `@lender/contracts`. */
export const HelloSodaResultSchema = z.object({ reference: z.string(), status: z.enum(['accepted', 'review', 'rejected']) });

/** `IdDocumentTimeSettingSchema` of `@lender/contracts`. */
export const IdDocumentTimeSettingSchema = z.object({ enabled: z.boolean(), maxAgeSeconds: z.number().check(z.int(), z.gt(0)) });

/** `IdParamSchema` of `@lender/contracts`. */
export const IdParamSchema = z.coerce.number().check(z.int(), z.gt(0));

/** `IncomeSchema` of `@lender/contracts`. */
export const IncomeSchema = z.number().check(z.int(), z.gte(1), z.lte(999999));

/** `InvoiceStatusSchema` of `@lender/contracts`. */
export const InvoiceStatusSchema = z.enum(['unpaid', 'paid', 'draft']);

/** `IsoDateSchema` of `@lender/contracts`. */
export const IsoDateSchema = BirthDateSchema;

/** `IsoDateTimeSchema` of `@lender/contracts`. */
export const IsoDateTimeSchema = z.iso.datetime({ offset: true });

/** `LoanStatusSchema` of `@lender/contracts`. */
export const LoanStatusSchema = z.enum({ draft: 1, cancelled: 2, canNotMakeOffer: 3, active: 4, paid: 5, onHold: 6, terminated: 8, soldDebt: 9, writeOff: 10 });

/** `MalformedResponseReportSchema` of `@lender/contracts`. */
export const MalformedResponseReportSchema = z.object({
  endpointId: z.string().check(z.maxLength(100)),
  path: z.string().check(z.maxLength(300)),
  status: z.number().check(z.int()),
  issues: z.array(z.string().check(z.maxLength(500))).check(z.maxLength(50)),
  invalid: z.array(z.object({
    path: z.string().check(z.maxLength(300)),
    id: z.optional(z.union([z.string().check(z.maxLength(100)), z.number()])),
  })).check(
    z.maxLength(200),
  ),
  salvaged: z.boolean(),
  page: z.optional(z.string().check(z.maxLength(300))),
});

/** `MoneySchema` of `@lender/contracts`. */
export const MoneySchema = z.object({ amount: PesosSchema, currency: CurrencySchema });

/** The schema with OpenAPI id `RolloverType`. */
export const RolloverTypeSchema = z.enum(['cheap', 'expensive']);

/** `OfferExtensionSchema` of `@lender/contracts`. */
export const OfferExtensionSchema = z.object({
  type: RolloverTypeSchema,
  days: z.number().check(z.int(), z.gt(0)),
  amount: MoneySchema,
  amount_without_vat: MoneySchema,
});

/** The schema with OpenAPI id `PromoCode`. */
export const PromoCodeSchema = z.string().check(z.trim(), z.minLength(2), z.maxLength(64));

/** `OfferQuerySchema` of `@lender/contracts`. */
export const OfferQuerySchema = z.object({ promoName: z.optional(PromoCodeSchema) });

/** The schema with OpenAPI id `Percent`. */
export const PercentSchema = z.number().check(z.gte(0));

/** The schema with OpenAPI id `TermUnit`. */
export const TermUnitSchema = z.enum(['day']);

/** The schema with OpenAPI id `Term`. */
export const TermSchema = z.object({ value: z.number().check(z.int(), z.gt(0)), unit: TermUnitSchema });

/** `OfferSchema` of `@lender/contracts`. */
export const OfferSchema = z.object({
  principal: MoneySchema,
  interest: MoneySchema,
  serviceFee: MoneySchema,
  withdrawalFee: MoneySchema,
  invoicingFee: MoneySchema,
  processingFee: MoneySchema,
  total: MoneySchema,
  apr: PercentSchema,
  cat: PercentSchema,
  term: TermSchema,
  endDate: BirthDateSchema,
  agreementTermEndDate: BirthDateSchema,
  discount: z.object({ interest: MoneySchema, serviceFee: MoneySchema }),
  discountPercent: z.number().check(z.gte(0)),
  extensions: z.array(OfferExtensionSchema),
  total_without_discount: MoneySchema,
  serviceFee_without_discount: MoneySchema,
  apr_without_discount: PercentSchema,
  interest_without_discount: MoneySchema,
  processing_fee_without_discount: MoneySchema,
  promoCode: z.union([PromoCodeSchema, z.null()]),
});

/** `PageQuerySchema` of `@lender/contracts`. */
export const PageQuerySchema = z.object({
  page: z._default(z.coerce.number().check(z.int(), z.gte(1)), 1),
  perPage: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100)), 20),
});

/** `PaginationSchema` of `@lender/contracts`. */
export const PaginationSchema = z.object({
  page: z.number().check(z.int(), z.gte(1)),
  perPage: z.number().check(z.int(), z.gte(1)),
  total: z.number().check(z.int(), z.gte(0)),
  count: z.number().check(z.int(), z.gte(0)),
  totalPages: z.number().check(z.int(), z.gte(0)),
  nextCursor: z.optional(z.string()),
});

/** `PaymentKindSchema` of `@lender/contracts`. */
export const PaymentKindSchema = z.enum(['rollover', 'repayment']);

/** `PaymentMethodSchema` of `@lender/contracts`. */
export const PaymentMethodSchema = z.enum(['bank_transfer', 'cash']);

/** `PersonRfcSchema` of `@lender/contracts`. */
export const PersonRfcSchema = z.string().check(z.trim(), z.toUpperCase(), z.maxLength(20));

const shared10 = z.object({ id: z.number().check(z.int(), z.gt(0)), title: z.string() });

/** `PostalCodeLookupSchema` of `@lender/contracts`. */
export const PostalCodeLookupSchema = z.object({
  postalCode: PostalCodeSchema,
  region: shared10,
  city: shared10,
  cities: z.array(shared10),
  wards: z.array(z.object({
    id: z.number().check(z.int(), z.gt(0)),
    title: z.string(),
    type: z.string(),
    cityId: z.number().check(z.int(), z.gt(0)),
  })),
});

/** `PostalCodeParamsSchema` of `@lender/contracts`. */
export const PostalCodeParamsSchema = z.object({ postalCode: PostalCodeSchema });

/** `PublicDocumentIdSchema` of `@lender/contracts`. */
export const PublicDocumentIdSchema = z.enum(['terms_and_conditions', 'privacy_notice', 'credit_bureau_consent', 'terms_and_conditions_anonymous']);

/** `PublicDocumentListSchema` of `@lender/contracts`. */
export const PublicDocumentListSchema = z.array(z.object({ id: PublicDocumentIdSchema, title: z.string() }));

/** `PublicDocumentPageSchema` of `@lender/contracts`. */
export const PublicDocumentPageSchema = z.object({
  id: PublicDocumentIdSchema,
  title: z.string(),
  updatedOn: z.iso.date(),
  demo: z.boolean(),
  sections: z.array(z.object({ heading: z.string(), paragraphs: z.array(z.string()) })),
});

/** `PublicDocumentParamsSchema` of `@lender/contracts`. */
export const PublicDocumentParamsSchema = z.object({ id: PublicDocumentIdSchema });

/** `PublicDocumentRequestSchema` of `@lender/contracts`. */
export const PublicDocumentRequestSchema = z.object({
  financeType: FinanceTypeSchema,
  id: z._default(z.string().check(z.regex(/^[a-z0-9_]+$/), z.maxLength(64)), 'terms_and_conditions_anonymous'),
});

/** The schema with OpenAPI id `SequenceType`. */
export const SequenceTypeSchema = z.enum(['first', 'repeated']);

/** `PublicOfferParamsSchema` of `@lender/contracts`. */
export const PublicOfferParamsSchema = z.object({
  sequence_type: SequenceTypeSchema,
  amount: LoanAmountParamSchema,
  payCycle: PayCycleSchema,
  payDates: PayDatesParamSchema,
});

/** `PublicSmsCodeRequestSchema` of `@lender/contracts`. */
export const PublicSmsCodeRequestSchema = z.object({
  mobilePhone: MobilePhoneSchema,
  purpose: z._default(z.enum(['registration', 'recover_password']), 'registration'),
  captchaToken: z.optional(CaptchaTokenSchema),
});

/** `RecoverPasswordRequestSchema` of `@lender/contracts`. */
export const RecoverPasswordRequestSchema = z.object({
  mobilePhone: MobilePhoneSchema,
  smsCode: SmsCodeSchema,
  password: PasswordSchema,
  repeatPassword: z.string(),
  captchaToken: z.optional(CaptchaTokenSchema),
}).check(
  z.refine(repeatsPassword, { params: { code: 'not_equal' }, path: ['repeatPassword'] }),
);

/** `RefusalEnvelopeSchema` of `@lender/contracts`. */
export const RefusalEnvelopeSchema = z.object({
  success: z.literal(false),
  data: z.optional(z.null()),
  message: z.optional(z.string()),
  code: z.optional(z.string()),
  params: shared8,
  errors: shared9,
});

/** `RegionCityParamsSchema` of `@lender/contracts`. */
export const RegionCityParamsSchema = z.object({ id: z.coerce.number().check(z.int(), z.gt(0)) });

/** `RegionCityQuerySchema` of `@lender/contracts`. */
export const RegionCityQuerySchema = z.object({ query: shared4, limit: shared5, page: shared6 });

/** `RegionQuerySchema` of `@lender/contracts`. */
export const RegionQuerySchema = z.object({ query: shared4, limit: shared5, page: shared6 });

/** `RegistrationCodeCheckRequestSchema` of `@lender/contracts`. */
export const RegistrationCodeCheckRequestSchema = z.object({ mobilePhone: MobilePhoneSchema, smsCode: SmsCodeSchema });

/** `RegistrationCodeCheckedSchema` of `@lender/contracts`. */
export const RegistrationCodeCheckedSchema = z.object({ expiresIn: z.number().check(z.int(), z.gt(0)) });

/** `RelativeFullNameSchema` of `@lender/contracts`. */
export const RelativeFullNameSchema = z.string().check(
  z.trim(),
  z.maxLength(150),
  z.regex(/^[A-Za-zÀ-ÖØ-öø-ÿ]+(?: [A-Za-zÀ-ÖØ-öø-ÿ]+)*$/),
  z.refine(hasTwoWords, { params: { code: 'too_short' } }),
);

/** `RolloverStatusSchema` of `@lender/contracts`. */
export const RolloverStatusSchema = z.enum(['inactive', 'active', 'paid', 'cancelled']);

/** `ScheduledChargeNoticeSchema` of `@lender/contracts`. */
export const ScheduledChargeNoticeSchema = z.object({
  amount: MoneySchema,
  chargeOn: BirthDateSchema,
  method: z.enum(['clabe', 'card']),
  last4: z.string().check(z.regex(/^\d{4}$/)),
  state: z.enum(['cancellable', 'cancelled', 'ended']),
});

/** `ScheduledChargeTokenParamsSchema` of `@lender/contracts`. */
export const ScheduledChargeTokenParamsSchema = z.object({ token: z.string().check(z.minLength(1), z.maxLength(200)) });

/** `SmsCodePurposeSchema` of `@lender/contracts`. */
export const SmsCodePurposeSchema = z.enum(['registration', 'recover_password', 'change_phone', 'verify_phone']);

/** `TotpCodeSchema` of `@lender/contracts`. */
export const TotpCodeSchema = z.string().check(z.regex(/^\d{6}$/));

/** `UploadedFileSchema` of `@lender/contracts`. */
export const UploadedFileSchema = z.custom<File>(isUploadedFile, { abort: true, params: { code: 'upload_wrong_format' } });

/** The schema with OpenAPI id `UserPasswordLoginRequest`. */
export const UserPasswordLoginRequestSchema = z.object({ username: EmailSchema, password: shared7 });

/** The schema with OpenAPI id `UserTotpLoginRequest`. */
export const UserTotpLoginRequestSchema = z.object({ totp: TotpCodeSchema });

/** `UserLoginRequestSchema` of `@lender/contracts`. */
export const UserLoginRequestSchema = z.union([UserPasswordLoginRequestSchema, UserTotpLoginRequestSchema]);

/** `ViolationListSchema` of `@lender/contracts`. */
export const ViolationListSchema = z.array(ViolationSchema);

/** `WardQuerySchema` of `@lender/contracts`. */
export const WardQuerySchema = z.object({
  cityId: z.optional(z.coerce.number().check(z.int(), z.gt(0))),
  districtId: z.optional(z.coerce.number().check(z.int(), z.gt(0))),
  postalCode: z.optional(PostalCodeSchema),
  query: shared4,
  limit: shared5,
  page: shared6,
});

/** The public calculator's two calls (`publicCalculatorEndpoints`). */
export const publicCalculatorEndpoints = {
  calculatorConfig: {
    id: 'public.calculatorConfig',
    method: 'get',
    path: '/web/public/config/calculator',
    access: 'public',
    origin: 'spec',
    request: {},
    response: CalculatorConfigSchema,
    responseContentType: 'application/json',
    successStatus: 200,
    issuesToken: false,
    idempotent: false,
    idempotencyKeyRequired: false,
    paginated: false,
    errors: [],
  },
  arithmeticOffer: {
    id: 'public.arithmeticOffer',
    method: 'get',
    path: '/web/public/arithmetic/offer/stl/:sequence_type/:amount/:payCycle/:payDates',
    access: 'public',
    origin: 'spec',
    request: { params: PublicOfferParamsSchema, query: OfferQuerySchema },
    response: OfferSchema,
    responseContentType: 'application/json',
    successStatus: 200,
    issuesToken: false,
    idempotent: false,
    idempotencyKeyRequired: false,
    paginated: false,
    errors: ['promo_code_invalid'],
  },
} satisfies Record<string, MiniEndpointDefinition>;

/** The `/web/public` endpoints (`publicEndpoints`). */
export const publicEndpoints = {
  addressPostalCode: {
    id: 'public.addressPostalCode',
    method: 'get',
    path: '/web/public/address/postal-code/:postalCode',
    access: 'public',
    origin: 'extension',
    request: { params: PostalCodeParamsSchema },
    response: PostalCodeLookupSchema,
    responseContentType: 'application/json',
    successStatus: 200,
    issuesToken: false,
    idempotent: false,
    idempotencyKeyRequired: false,
    paginated: false,
    errors: ['not_found'],
  },
  addressRegions: {
    id: 'public.addressRegions',
    method: 'get',
    path: '/web/public/address/region',
    access: 'public',
    origin: 'spec',
    request: { query: RegionQuerySchema },
    response: GeoPlaceListSchema,
    responseContentType: 'application/json',
    successStatus: 200,
    issuesToken: false,
    idempotent: false,
    idempotencyKeyRequired: false,
    paginated: true,
    errors: [],
  },
  addressRegionCities: {
    id: 'public.addressRegionCities',
    method: 'get',
    path: '/web/public/address/region/:id/city',
    access: 'public',
    origin: 'spec',
    request: { params: RegionCityParamsSchema, query: RegionCityQuerySchema },
    response: GeoPlaceListSchema,
    responseContentType: 'application/json',
    successStatus: 200,
    issuesToken: false,
    idempotent: false,
    idempotencyKeyRequired: false,
    paginated: true,
    errors: ['not_found'],
  },
  addressDistricts: {
    id: 'public.addressDistricts',
    method: 'get',
    path: '/web/public/address/district',
    access: 'public',
    origin: 'spec',
    request: { query: DistrictQuerySchema },
    response: GeoPlaceListSchema,
    responseContentType: 'application/json',
    successStatus: 200,
    issuesToken: false,
    idempotent: false,
    idempotencyKeyRequired: false,
    paginated: true,
    errors: [],
  },
  addressWards: {
    id: 'public.addressWards',
    method: 'get',
    path: '/web/public/address/ward',
    access: 'public',
    origin: 'spec',
    request: { query: WardQuerySchema },
    response: GeoPlaceListSchema,
    responseContentType: 'application/json',
    successStatus: 200,
    issuesToken: false,
    idempotent: false,
    idempotencyKeyRequired: false,
    paginated: true,
    errors: [],
  },
  addressCities: {
    id: 'public.addressCities',
    method: 'get',
    path: '/web/public/address/city',
    access: 'public',
    origin: 'spec',
    request: { query: CityQuerySchema },
    response: GeoPlaceListSchema,
    responseContentType: 'application/json',
    successStatus: 200,
    issuesToken: false,
    idempotent: false,
    idempotencyKeyRequired: false,
    paginated: true,
    errors: [],
  },
  classificationList: {
    id: 'public.classificationList',
    method: 'get',
    path: '/web/public/classification/list',
    access: 'public',
    origin: 'spec',
    request: { query: ClassificationListQuerySchema },
    response: ClassificationListSchema,
    responseContentType: 'application/json',
    successStatus: 200,
    issuesToken: false,
    idempotent: false,
    idempotencyKeyRequired: false,
    paginated: false,
    errors: ['not_found'],
  },
  classification: {
    id: 'public.classification',
    method: 'get',
    path: '/web/public/classification/:path',
    access: 'public',
    origin: 'spec',
    request: { params: ClassificationParamsSchema, query: ClassificationQuerySchema },
    response: ClassificationSchema,
    responseContentType: 'application/json',
    successStatus: 200,
    issuesToken: false,
    idempotent: false,
    idempotencyKeyRequired: false,
    paginated: false,
    errors: ['not_found'],
  },
  helloSoda: {
    id: 'public.helloSoda',
    method: 'post',
    path: '/web/public/util/hello-soda',
    access: 'public',
    origin: 'spec',
    request: { body: HelloSodaRequestSchema },
    response: HelloSodaResultSchema,
    responseContentType: 'application/json',
    successStatus: 200,
    issuesToken: false,
    idempotent: false,
    idempotencyKeyRequired: false,
    paginated: false,
    errors: ['provider_failed'],
  },
  company: {
    id: 'public.company',
    method: 'get',
    path: '/web/public/company',
    access: 'public',
    origin: 'extension',
    request: {},
    response: CompanySchema,
    responseContentType: 'application/json',
    successStatus: 200,
    issuesToken: false,
    idempotent: false,
    idempotencyKeyRequired: false,
    paginated: false,
    errors: [],
  },
  banks: {
    id: 'public.banks',
    method: 'get',
    path: '/web/public/bank',
    access: 'public',
    origin: 'spec',
    request: {},
    response: BankListSchema,
    responseContentType: 'application/json',
    successStatus: 200,
    issuesToken: false,
    idempotent: false,
    idempotencyKeyRequired: false,
    paginated: false,
    errors: [],
  },
  registerClient: {
    id: 'public.registerClient',
    method: 'post',
    path: '/web/public/client',
    access: 'public',
    origin: 'spec',
    request: { body: ClientRegistrationRequestSchema },
    response: AuthTokenSchema,
    responseContentType: 'application/json',
    successStatus: 201,
    issuesToken: true,
    idempotent: false,
    idempotencyKeyRequired: false,
    paginated: false,
    errors: ['not_unique', 'invalid_mail', 'under_age', 'invalid_identificator', 'code_invalid', 'code_expired', 'code_attempts_exceeded', 'common_password', 'captcha_required', 'captcha_invalid'],
  },
  affiliateLead: {
    id: 'public.affiliateLead',
    method: 'get',
    path: '/web/public/affiliate/leads/:id',
    access: 'public',
    origin: 'spec',
    request: { params: AffiliateLeadParamsSchema },
    response: AffiliateLeadSchema,
    responseContentType: 'application/json',
    successStatus: 200,
    issuesToken: false,
    idempotent: false,
    idempotencyKeyRequired: false,
    paginated: false,
    errors: ['not_found'],
  },
  recoverPassword: {
    id: 'public.recoverPassword',
    method: 'post',
    path: '/web/public/client/recover/password',
    access: 'public',
    origin: 'spec',
    request: { body: RecoverPasswordRequestSchema },
    response: EmptySchema,
    responseContentType: 'application/json',
    successStatus: 200,
    issuesToken: false,
    idempotent: false,
    idempotencyKeyRequired: false,
    paginated: false,
    errors: ['code_invalid', 'code_expired', 'code_attempts_exceeded', 'common_password', 'captcha_required', 'captcha_invalid'],
  },
  clientCheck: {
    id: 'public.clientCheck',
    method: 'get',
    path: '/web/public/client/check/:key/:value',
    access: 'public',
    origin: 'spec',
    request: { params: ClientCheckParamsSchema },
    response: ClientCheckResultSchema,
    responseContentType: 'application/json',
    successStatus: 200,
    issuesToken: false,
    idempotent: false,
    idempotencyKeyRequired: false,
    paginated: false,
    errors: ['rate_limited'],
  },
  phoneSmsCode: {
    id: 'public.phoneSmsCode',
    method: 'post',
    path: '/web/public/client/phone/sms-code',
    access: 'public',
    origin: 'spec',
    request: { body: PublicSmsCodeRequestSchema },
    response: CodeSentSchema,
    responseContentType: 'application/json',
    successStatus: 200,
    issuesToken: false,
    idempotent: false,
    idempotencyKeyRequired: false,
    paginated: false,
    errors: ['request_count_by_day_exceed', 'already_sent_in_last_minutes', 'rate_limited', 'captcha_required', 'captcha_invalid'],
  },
  phoneSmsCodeTs: {
    id: 'public.phoneSmsCodeTs',
    method: 'post',
    path: '/web/public/client/phone/sms-code-ts',
    access: 'public',
    origin: 'spec',
    request: { body: PublicSmsCodeRequestSchema },
    response: CodeSentSchema,
    responseContentType: 'application/json',
    successStatus: 200,
    issuesToken: false,
    idempotent: false,
    idempotencyKeyRequired: false,
    paginated: false,
    errors: ['request_count_by_day_exceed', 'already_sent_in_last_minutes', 'rate_limited', 'captcha_required', 'captcha_invalid'],
  },
  phoneSmsCodeCheck: {
    id: 'public.phoneSmsCodeCheck',
    method: 'post',
    path: '/web/public/client/phone/sms-code/check',
    access: 'public',
    origin: 'extension',
    request: { body: RegistrationCodeCheckRequestSchema },
    response: RegistrationCodeCheckedSchema,
    responseContentType: 'application/json',
    successStatus: 200,
    issuesToken: false,
    idempotent: false,
    idempotencyKeyRequired: false,
    paginated: false,
    errors: ['code_invalid', 'code_expired', 'code_attempts_exceeded', 'rate_limited'],
  },
  emailSendCode: {
    id: 'public.emailSendCode',
    method: 'post',
    path: '/web/public/client/email/send-code',
    access: 'public',
    origin: 'spec',
    request: { body: EmailSendCodeRequestSchema },
    response: CodeSentSchema,
    responseContentType: 'application/json',
    successStatus: 200,
    issuesToken: false,
    idempotent: false,
    idempotencyKeyRequired: false,
    paginated: false,
    errors: ['request_count_by_day_exceed', 'already_sent_in_last_minutes', 'rate_limited', 'captcha_required', 'captcha_invalid', 'invalid_mail'],
  },
  clientDocument: {
    id: 'public.clientDocument',
    method: 'post',
    path: '/web/public/client/document',
    access: 'public',
    origin: 'spec',
    request: { body: PublicDocumentRequestSchema },
    response: DocumentContentSchema,
    responseContentType: 'application/json',
    successStatus: 200,
    issuesToken: false,
    idempotent: false,
    idempotencyKeyRequired: false,
    paginated: false,
    errors: ['not_found'],
  },
  documentList: {
    id: 'public.documentList',
    method: 'get',
    path: '/web/public/documents',
    access: 'public',
    origin: 'extension',
    request: {},
    response: PublicDocumentListSchema,
    responseContentType: 'application/json',
    successStatus: 200,
    issuesToken: false,
    idempotent: false,
    idempotencyKeyRequired: false,
    paginated: false,
    errors: [],
  },
  documentPage: {
    id: 'public.documentPage',
    method: 'get',
    path: '/web/public/documents/:id',
    access: 'public',
    origin: 'extension',
    request: { params: PublicDocumentParamsSchema },
    response: PublicDocumentPageSchema,
    responseContentType: 'application/json',
    successStatus: 200,
    issuesToken: false,
    idempotent: false,
    idempotencyKeyRequired: false,
    paginated: false,
    errors: ['not_found'],
  },
  documentPdf: {
    id: 'public.documentPdf',
    method: 'get',
    path: '/web/public/documents/:id/pdf',
    access: 'public',
    origin: 'extension',
    request: { params: PublicDocumentParamsSchema },
    response: BinaryFileSchema,
    responseContentType: 'application/pdf',
    successStatus: 200,
    issuesToken: false,
    idempotent: false,
    idempotencyKeyRequired: false,
    paginated: false,
    errors: ['not_found'],
  },
  idDocumentTimeSetting: {
    id: 'public.idDocumentTimeSetting',
    method: 'get',
    path: '/web/public/id-document-autocomplete-time-setting',
    access: 'public',
    origin: 'spec',
    request: {},
    response: IdDocumentTimeSettingSchema,
    responseContentType: 'application/json',
    successStatus: 200,
    issuesToken: false,
    idempotent: false,
    idempotencyKeyRequired: false,
    paginated: false,
    errors: [],
  },
  employmentStatuses: {
    id: 'public.employmentStatuses',
    method: 'get',
    path: '/web/public/client/employment-statuses',
    access: 'public',
    origin: 'spec',
    request: {},
    response: EmploymentOptionListSchema,
    responseContentType: 'application/json',
    successStatus: 200,
    issuesToken: false,
    idempotent: false,
    idempotencyKeyRequired: false,
    paginated: false,
    errors: [],
  },
  employmentPositions: {
    id: 'public.employmentPositions',
    method: 'get',
    path: '/web/public/client/employment-positions',
    access: 'public',
    origin: 'spec',
    request: { query: EmploymentPositionsQuerySchema },
    response: EmploymentOptionListSchema,
    responseContentType: 'application/json',
    successStatus: 200,
    issuesToken: false,
    idempotent: false,
    idempotencyKeyRequired: false,
    paginated: false,
    errors: ['not_found'],
  },
  clientLogin: {
    id: 'public.clientLogin',
    method: 'post',
    path: '/web/public/client/login',
    access: 'public',
    origin: 'spec',
    request: { body: ClientLoginRequestSchema },
    response: AuthTokenSchema,
    responseContentType: 'application/json',
    successStatus: 200,
    issuesToken: true,
    idempotent: false,
    idempotencyKeyRequired: false,
    paginated: false,
    errors: ['invalid_credentials', 'user_blocked', 'personal_data_blocked', 'login_attempts_exceeded', 'rate_limited'],
  },
  userLogin: {
    id: 'public.userLogin',
    method: 'post',
    path: '/web/public/user/login',
    access: 'public',
    origin: 'spec',
    request: { body: UserLoginRequestSchema },
    response: AuthTokenSchema,
    responseContentType: 'application/json',
    successStatus: 200,
    issuesToken: true,
    idempotent: false,
    idempotencyKeyRequired: false,
    paginated: false,
    errors: ['invalid_credentials', 'mfa_invalid', 'user_blocked', 'login_attempts_exceeded', 'rate_limited', 'unauthorized', 'token_expired', 'session_revoked'],
  },
  calculatorConfig: publicCalculatorEndpoints.calculatorConfig,
  arithmeticOffer: publicCalculatorEndpoints.arithmeticOffer,
} satisfies Record<string, MiniEndpointDefinition>;

/** The schema with OpenAPI id `UnsubscribeParams`. */
export const UnsubscribeParamsSchema = z.object({ token: z.string().check(z.minLength(1), z.maxLength(200)) });

/** The notices’ public calls: unsubscribe (`publicNoticeEndpoints`). */
export const publicNoticeEndpoints = {
  unsubscribeCheck: {
    id: 'public.unsubscribeCheck',
    method: 'get',
    path: '/web/public/unsubscribe/:token',
    access: 'public',
    origin: 'extension',
    request: { params: UnsubscribeParamsSchema },
    response: EmptySchema,
    responseContentType: 'application/json',
    successStatus: 200,
    issuesToken: false,
    idempotent: false,
    idempotencyKeyRequired: false,
    paginated: false,
    errors: ['not_found'],
  },
  unsubscribe: {
    id: 'public.unsubscribe',
    method: 'post',
    path: '/web/public/unsubscribe/:token',
    access: 'public',
    origin: 'extension',
    request: { params: UnsubscribeParamsSchema },
    response: EmptySchema,
    responseContentType: 'application/json',
    successStatus: 200,
    issuesToken: false,
    idempotent: false,
    idempotencyKeyRequired: false,
    paginated: false,
    errors: ['not_found'],
  },
} satisfies Record<string, MiniEndpointDefinition>;

/** "¿Somos nosotros?": whether a phone, CLABE or message is the lender's (`publicContactCheckEndpoints`). */
export const publicContactCheckEndpoints = {
  contactCheck: {
    id: 'public.contactCheck',
    method: 'post',
    path: '/web/public/contact-check',
    access: 'public',
    origin: 'extension',
    request: { body: ContactCheckRequestSchema },
    response: ContactCheckSchema,
    responseContentType: 'application/json',
    successStatus: 200,
    issuesToken: false,
    idempotent: false,
    idempotencyKeyRequired: false,
    paginated: false,
    errors: ['rate_limited'],
  },
} satisfies Record<string, MiniEndpointDefinition>;

/** The pre-notice's "no me cobren": the charge its link names and its cancellation (`publicScheduledChargeEndpoints`). */
export const publicScheduledChargeEndpoints = {
  scheduledChargeCheck: {
    id: 'public.scheduledChargeCheck',
    method: 'get',
    path: '/web/public/scheduled-charges/:token',
    access: 'public',
    origin: 'extension',
    request: { params: ScheduledChargeTokenParamsSchema },
    response: ScheduledChargeNoticeSchema,
    responseContentType: 'application/json',
    successStatus: 200,
    issuesToken: false,
    idempotent: false,
    idempotencyKeyRequired: false,
    paginated: false,
    errors: ['not_found'],
  },
  cancelScheduledCharge: {
    id: 'public.cancelScheduledCharge',
    method: 'post',
    path: '/web/public/scheduled-charges/:token/cancellation',
    access: 'public',
    origin: 'extension',
    request: { params: ScheduledChargeTokenParamsSchema },
    response: ScheduledChargeNoticeSchema,
    responseContentType: 'application/json',
    successStatus: 200,
    issuesToken: false,
    idempotent: false,
    idempotencyKeyRequired: false,
    paginated: false,
    errors: ['not_found', 'charge_not_cancellable'],
  },
} satisfies Record<string, MiniEndpointDefinition>;

/** The `/web/public` endpoints keyed by id: every public endpoint map (`publicCatalogue`), in its order. */
export const publicCatalogue = {
  'public.addressPostalCode': publicEndpoints.addressPostalCode,
  'public.addressRegions': publicEndpoints.addressRegions,
  'public.addressRegionCities': publicEndpoints.addressRegionCities,
  'public.addressDistricts': publicEndpoints.addressDistricts,
  'public.addressWards': publicEndpoints.addressWards,
  'public.addressCities': publicEndpoints.addressCities,
  'public.classificationList': publicEndpoints.classificationList,
  'public.classification': publicEndpoints.classification,
  'public.helloSoda': publicEndpoints.helloSoda,
  'public.company': publicEndpoints.company,
  'public.banks': publicEndpoints.banks,
  'public.registerClient': publicEndpoints.registerClient,
  'public.affiliateLead': publicEndpoints.affiliateLead,
  'public.recoverPassword': publicEndpoints.recoverPassword,
  'public.clientCheck': publicEndpoints.clientCheck,
  'public.phoneSmsCode': publicEndpoints.phoneSmsCode,
  'public.phoneSmsCodeTs': publicEndpoints.phoneSmsCodeTs,
  'public.phoneSmsCodeCheck': publicEndpoints.phoneSmsCodeCheck,
  'public.emailSendCode': publicEndpoints.emailSendCode,
  'public.clientDocument': publicEndpoints.clientDocument,
  'public.documentList': publicEndpoints.documentList,
  'public.documentPage': publicEndpoints.documentPage,
  'public.documentPdf': publicEndpoints.documentPdf,
  'public.idDocumentTimeSetting': publicEndpoints.idDocumentTimeSetting,
  'public.employmentStatuses': publicEndpoints.employmentStatuses,
  'public.employmentPositions': publicEndpoints.employmentPositions,
  'public.clientLogin': publicEndpoints.clientLogin,
  'public.userLogin': publicEndpoints.userLogin,
  'public.calculatorConfig': publicEndpoints.calculatorConfig,
  'public.arithmeticOffer': publicEndpoints.arithmeticOffer,
  'public.contactCheck': publicContactCheckEndpoints.contactCheck,
  'public.unsubscribeCheck': publicNoticeEndpoints.unsubscribeCheck,
  'public.unsubscribe': publicNoticeEndpoints.unsubscribe,
  'public.scheduledChargeCheck': publicScheduledChargeEndpoints.scheduledChargeCheck,
  'public.cancelScheduledCharge': publicScheduledChargeEndpoints.cancelScheduledCharge,
};

/**
 * The `zod/mini` schema of an endpoint's whole JSON success body, as `responseEnvelopeSchema` of
 * `@lender/contracts` builds it: the envelope around `endpoint.response`, `Authorization`
 * required when the endpoint issues a token.
 */
export function responseEnvelopeSchema<T extends z.core.$ZodType>(endpoint: {
  readonly issuesToken: boolean;
  readonly response: T;
}) {
  return endpoint.issuesToken ? TokenEnvelopeSchema(endpoint.response) : EnvelopeSchema(endpoint.response);
}

// The rest of the public audience as the classic entry exports it (types, constants, zod-free
// helpers); a name declared above takes precedence over these.
export * from './common.js';
export * from './public/address.js';
export * from './public/affiliate.js';
export * from './public/calculator.js';
export * from './public/calculator-endpoints.js';
export * from './public/classification.js';
export * from './public/company.js';
export * from './public/contact-check.js';
export * from './public/documents.js';
export * from './public/endpoints.js';
export * from './public/login.js';
export * from './public/registration.js';
export * from './public/scheduled-charge-cancel.js';
export * from './public/util.js';
