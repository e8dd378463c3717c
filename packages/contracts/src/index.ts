export type {
  AccessTokenClaims,
  AuthToken,
  Empty,
} from './auth.js';
export {
  AccessTokenClaimsSchema,
  AuthTokenSchema,
  BROWSER_ADDRESS_HEADER,
  DEV_SITE_API_KEY,
  EmptySchema,
  SITE_KEY_HEADER,
  TOKEN_REFRESH_INTERVAL_SECONDS,
} from './auth.js';
export { backOfficeAccountEndpoints } from './back-office/admin-endpoints.js';
export * from './back-office/admin-users.js';
export * from './back-office/aml-settings.js';
export { backOfficeApprovalEndpoints } from './back-office/approval-endpoints.js';
export * from './back-office/approvals.js';
export * from './back-office/audit-fields.js';
export * from './back-office/audit-kinds.js';
export * from './back-office/case-evidence.js';
export * from './back-office/catalogues.js';
export * from './back-office/cep-claims.js';
export { backOfficeCfdiEndpoints } from './back-office/cfdi-endpoints.js';
export * from './back-office/cfdis.js';
export * from './back-office/client-page.js';
export { backOfficeClientPageEndpoints } from './back-office/client-page-endpoints.js';
export * from './back-office/collections.js';
export { backOfficeCollectionsEndpoints } from './back-office/collections-endpoints.js';
export * from './back-office/complaints.js';
export { backOfficeComplaintEndpoints } from './back-office/complaints-endpoints.js';
export * from './back-office/compliance.js';
export { backOfficeComplianceEndpoints } from './back-office/compliance-endpoints.js';
export * from './back-office/contact-templates.js';
export * from './back-office/contract-evidence.js';
export * from './back-office/credit-policies.js';
export { backOfficeCreditPolicyEndpoints } from './back-office/credit-policy-endpoints.js';
export * from './back-office/dashboard.js';
export * from './back-office/disaster-zones.js';
export {
  backOfficeAuthEndpoints,
  backOfficeOperationsEndpoints,
} from './back-office/endpoints.js';
export * from './back-office/features.js';
export { backOfficeFeaturesEndpoints } from './back-office/features-endpoints.js';
export { backOfficeListEndpoints } from './back-office/list-endpoints.js';
export * from './back-office/lists.js';
export type {
  AdminClientProfile,
  AuditEntry,
  AuditQuery,
  BackOfficeOfferQuery,
  ClientContact,
  ClientDetail,
  ClientIdParams,
  ClientSearchQuery,
  ClientStatusChangeRequest,
  ClientSummary,
  Decision,
  LedgerEntry,
  LoanIdParams,
  ManualDecisionRequest,
  ManualPaymentForm,
  ManualPaymentRequest,
  ManualQueueItem,
  OutboxMessage,
  OutboxQuery,
  WriteOffRequest,
} from './back-office/operations.js';
export {
  AdminClientProfileSchema,
  AuditEntrySchema,
  AuditLogSchema,
  AuditQuerySchema,
  BackOfficeOfferQuerySchema,
  ClientContactSchema,
  ClientDetailSchema,
  ClientIdParamsSchema,
  ClientSearchQuerySchema,
  ClientStatusChangeRequestSchema,
  ClientSummaryListSchema,
  ClientSummarySchema,
  DecisionSchema,
  LedgerEntrySchema,
  LoanIdParamsSchema,
  MANUAL_PAYMENT_FORMS,
  ManualDecisionRequestSchema,
  ManualPaymentFormSchema,
  ManualPaymentRequestSchema,
  ManualQueueItemSchema,
  ManualQueueSchema,
  OutboxMessageListSchema,
  OutboxMessageSchema,
  OutboxQuerySchema,
  ReasonSchema,
  WriteOffRequestSchema,
} from './back-office/operations.js';
export * from './back-office/payment-oversight.js';
export { backOfficePaymentOversightEndpoints } from './back-office/payment-oversight-endpoints.js';
export * from './back-office/payment-plan-endpoints.js';
export * from './back-office/platform-clock.js';
export { backOfficePolicyChallengerEndpoints } from './back-office/policy-challenger-endpoints.js';
export * from './back-office/policy-challengers.js';
export * from './back-office/privacy.js';
export { backOfficePrivacyEndpoints } from './back-office/privacy-endpoints.js';
export * from './back-office/queue.js';
export { backOfficeQueueEndpoints } from './back-office/queue-endpoints.js';
export * from './back-office/reconciliation.js';
export { backOfficeReconciliationEndpoints } from './back-office/reconciliation-endpoints.js';
export * from './back-office/regulator.js';
export { backOfficeReportEndpoints } from './back-office/reports.js';
export * from './back-office/risk-reports.js';
export * from './back-office/rules-settings.js';
export * from './back-office/scorecard.js';
export * from './back-office/scorecard-changes.js';
export * from './back-office/settings.js';
export * from './back-office/settlement-layouts.js';
export * from './back-office/summary-tables.js';
export type {
  BackOfficeLanguage,
  BackOfficeLanguageChangeRequest,
  BackOfficeUser,
  BackOfficeUserParams,
} from './back-office/user.js';
export {
  BACK_OFFICE_LANGUAGES,
  BackOfficeLanguageChangeRequestSchema,
  BackOfficeLanguageSchema,
  BackOfficeUserParamsSchema,
  BackOfficeUserSchema,
} from './back-office/user.js';
export { ENDPOINT_GROUP_OF_ACCESS, ENDPOINT_GROUPS } from './catalogue.js';
export type {
  ChangeEmailRequest,
  ChangePasswordRequest,
  ChangePhoneRequest,
  ClientSmsCodeRequest,
  PhoneVerified,
  PhoneVerifyRequest,
} from './client/account.js';
export {
  ChangeEmailRequestSchema,
  ChangePasswordRequestSchema,
  ChangePhoneRequestSchema,
  ClientSmsCodeRequestSchema,
  PhoneVerifiedSchema,
  PhoneVerifyRequestSchema,
} from './client/account.js';
export type {
  ActualOffer,
  Application,
  ApplicationIdParams,
  ApplicationPayDates,
  ApplicationPaymentMethod,
  ApplicationStatusResult,
  ApproveOfferRequest,
  ChargeWithVat,
  CompleteBackOfficeClientRequest,
  CreateApplicationRequest,
  LoanLimit,
  OfferCosts,
  PayDateOption,
  PromoCodeRequest,
  PromoCodeResult,
  SignAgreementRequest,
  SignAgreementResult,
  UpdateApplicationRequest,
} from './client/application.js';
export {
  ActualOfferSchema,
  ApplicationIdParamsSchema,
  ApplicationPayDatesSchema,
  ApplicationPaymentMethodSchema,
  ApplicationSchema,
  ApplicationStatusResultSchema,
  ApproveOfferRequestSchema,
  ChargeWithVatSchema,
  CompleteBackOfficeClientRequestSchema,
  CreateApplicationRequestSchema,
  LoanLimitSchema,
  OfferCostsSchema,
  PayDateOptionSchema,
  PromoCodeRequestSchema,
  PromoCodeResultSchema,
  SignAgreementRequestSchema,
  SignAgreementResultSchema,
  UpdateApplicationRequestSchema,
} from './client/application.js';
export * from './client/cep-claims.js';
export { clientCfdiEndpoints } from './client/cfdi-endpoints.js';
export * from './client/cfdis.js';
export * from './client/charge-in-parts.js';
export * from './client/collection-contacts.js';
export { clientCollectorEndpoints } from './client/collector-endpoints.js';
export * from './client/decision-reasons.js';
export type {
  BankStatementUploadRequest,
  ClientDocument,
  ClientDocumentParams,
  ClientDocumentState,
  ClientDocumentType,
  ClientDocumentUploadRequest,
  DocumentDownloadParams,
  DocumentIdParams,
  DocumentQuery,
  DocumentUploadRequest,
  LoanDocument,
  LoanDocumentType,
  RenderDocumentRequest,
  RenderedDocument,
} from './client/documents.js';
export {
  BankStatementUploadRequestSchema,
  CLIENT_DOCUMENT_TYPES,
  ClientDocumentParamsSchema,
  ClientDocumentSchema,
  ClientDocumentStateSchema,
  ClientDocumentTypeSchema,
  ClientDocumentUploadRequestSchema,
  DocumentDownloadParamsSchema,
  DocumentIdParamsSchema,
  DocumentQuerySchema,
  DocumentUploadRequestSchema,
  ID_DOCUMENT_FORMATS,
  LOAN_DOCUMENT_TYPES,
  LoanDocumentSchema,
  LoanDocumentTypeSchema,
  RenderDocumentRequestSchema,
  RenderedDocumentSchema,
  STATEMENT_DOCUMENT_FORMATS,
} from './client/documents.js';
export {
  clientAccountEndpoints,
  clientLendingEndpoints,
} from './client/endpoints.js';
export type {
  AddressSuggestion,
  AddressSuggestionQuery,
  BelvoAccessToken,
  BelvoStoreLinkRequest,
  IbanValidateRequest,
  IbanValidation,
  VeriffDecision,
  VeriffDecisionParams,
  VeriffSession,
  VeriffStatus,
} from './client/integrations.js';
export {
  AddressSuggestionQuerySchema,
  AddressSuggestionSchema,
  BelvoAccessTokenSchema,
  BelvoStoreLinkRequestSchema,
  IbanValidateRequestSchema,
  IbanValidationSchema,
  VERIFF_STATUSES,
  VeriffDecisionParamsSchema,
  VeriffDecisionSchema,
  VeriffSessionSchema,
  VeriffStatusSchema,
} from './client/integrations.js';
export type {
  ClientJourney,
  FlowState,
} from './client/journey.js';
export {
  ClientJourneySchema,
  FLOW_TOTAL_STEPS,
  FlowStateSchema,
} from './client/journey.js';
export type {
  ChooseRolloverRequest,
  Disbursement,
  Invoice,
  Loan,
  PaymentSchedule,
  RepaymentInvoice,
  Rollover,
  RolloverApplication,
  RolloverApplicationParams,
  RolloverDocumentParams,
} from './client/loan.js';
export {
  ChooseRolloverRequestSchema,
  DisbursementSchema,
  InvoiceSchema,
  LoanSchema,
  PaymentScheduleSchema,
  RepaymentInvoiceSchema,
  RolloverApplicationParamsSchema,
  RolloverApplicationSchema,
  RolloverDocumentParamsSchema,
  RolloverSchema,
} from './client/loan.js';
export * from './client/mandates.js';
export * from './client/my-loan.js';
export {
  clientNoticeEndpoints,
  NOTICE_CHANNELS,
  type NoticePreferences,
  NoticePreferencesSchema,
} from './client/notices.js';
export * from './client/payment-plans.js';
export * from './client/payment-record-endpoints.js';
export type {
  CepFormat,
  ChargeRequest,
  DebitCardRequest,
  DirectDebitConsent,
  DirectDebitConsentRequest,
  Payment,
  PaymentCallback,
  PaymentReference,
  PaymentReferenceRequest,
  SavedCard,
  SpeiTransferCap,
  SpeiTransferIdentity,
} from './client/payments.js';
export {
  CepFormatSchema,
  ChargeRequestSchema,
  DebitCardRequestSchema,
  DirectDebitConsentRequestSchema,
  DirectDebitConsentSchema,
  PaymentCallbackSchema,
  PaymentReferenceRequestSchema,
  PaymentReferenceSchema,
  PaymentSchema,
  paymentFolio,
  SavedCardSchema,
  SpeiTransferCapSchema,
  SpeiTransferIdentitySchema,
} from './client/payments.js';
export * from './client/privacy.js';
export type {
  ClientProfile,
  PayDate,
  SaveNationalIdentificatorRequest,
  UpdateClientRequest,
  VerificationCode,
  VerificationDigit,
} from './client/profile.js';
export {
  ClientProfileSchema,
  PayDateSchema,
  SaveNationalIdentificatorRequestSchema,
  UpdateClientRequestSchema,
  VerificationCodeSchema,
  VerificationDigitSchema,
} from './client/profile.js';
export * from './client/promise-endpoints.js';
// Promises to pay are the borrower's (`client/`); the collections workspace takes them too.
export * from './client/promises.js';
export * from './client/proven-income.js';
export type {
  ClientConsent,
  ClientConsentList,
  ClosedLoan,
  ClosedLoanList,
  ConsentKind,
  PaymentList,
  SavedCardList,
} from './client/records.js';
export {
  ClientConsentListSchema,
  ClientConsentSchema,
  ClosedLoanListSchema,
  ClosedLoanSchema,
  CONSENT_KINDS,
  ConsentKindSchema,
  PaymentListSchema,
  SavedCardListSchema,
} from './client/records.js';
export type {
  CreateReferralRequest,
  Referral,
  ReferralIdParams,
  ReferralList,
  ReferralStatus,
  UpdateReferralRequest,
} from './client/referrals.js';
export {
  CreateReferralRequestSchema,
  REFERRAL_STATUSES,
  ReferralIdParamsSchema,
  ReferralListSchema,
  ReferralSchema,
  ReferralStatusSchema,
  UpdateReferralRequestSchema,
} from './client/referrals.js';
export type {
  AnsweredRegistrationField,
  ColumnRegistrationField,
  ContactRelation,
  RegistrationColumn,
  RegistrationField,
  RegistrationFieldDeclaration,
  RegistrationFieldOf,
  RegistrationStep,
  RegistrationTable,
  RegistrationWidget,
  StepAnswerShape,
  StepRequestShape,
} from './client/registration-fields.js';
export {
  CONTACT_RELATIONS,
  ContactRelationSchema,
  isRegistrationColumn,
  REGISTRATION_FIELDS,
  REGISTRATION_STEPS,
  REGISTRATION_TABLES,
  registrationFieldsOf,
  stepAnswerShape,
  stepRequestShape,
} from './client/registration-fields.js';
export type {
  AdditionalContactRequest,
  AddressStepRequest,
  ContactPerson,
  EmploymentStepRequest,
  ReferenceStepRequest,
  RegistrationAnswers,
  SaveAccountNumberRequest,
  SavedBankAccount,
} from './client/registration-steps.js';
export {
  AdditionalContactRequestSchema,
  AddressStepRequestSchema,
  ContactPersonSchema,
  EmploymentStepRequestSchema,
  ReferenceStepRequestSchema,
  RegistrationAnswersSchema,
  SaveAccountNumberRequestSchema,
  SavedBankAccountSchema,
} from './client/registration-steps.js';
export * from './client/relief.js';
export * from './client/rights.js';
export type {
  SandboxClockRequest,
  SandboxDecisionRequest,
  SandboxState,
  SandboxStepRequest,
} from './client/sandbox.js';
export {
  SANDBOX_COOKIE,
  SANDBOX_DECISIONS,
  SandboxClockRequestSchema,
  SandboxDecisionRequestSchema,
  SandboxStateSchema,
  SandboxStepRequestSchema,
} from './client/sandbox.js';
export * from './client/scheduled-charges.js';
export { clientReportEndpoints } from './client/site-reports.js';
export type {
  GeoRequest,
  LoggerMetricsRequest,
  Metric,
} from './client/telemetry.js';
export {
  GeoRequestSchema,
  LoggerMetricsRequestSchema,
  METRICS_MAX_BATCH,
  MetricSchema,
} from './client/telemetry.js';
export type {
  IsoDate,
  IsoDateTime,
} from './dates.js';
export {
  IsoDateSchema,
  IsoDateTimeSchema,
  isIsoDate,
} from './dates.js';
export type {
  EndpointAccess,
  EndpointBody,
  EndpointCall,
  EndpointDefinition,
  EndpointFields,
  EndpointGroup,
  EndpointMap,
  EndpointOrigin,
  EndpointParams,
  EndpointQuery,
  EndpointRequest,
  EndpointResponse,
  EndpointTag,
  HttpMethod,
  RequestContentType,
  ResponseContentType,
} from './endpoint.js';
export {
  BinaryFileSchema,
  defineEndpoint,
  defineEndpoints,
  ENDPOINT_ACCESS,
  ENDPOINT_ORIGINS,
  ENDPOINT_TAGS,
  HTTP_METHODS,
  openApiOperation,
  pathParameterNames,
  toOpenApiPath,
} from './endpoint.js';
export {
  BODY_ERRORS,
  COMMON_ERRORS,
  endpointErrorCodes,
  endpointErrorsByStatus,
  errorResponseDescription,
  IDEMPOTENCY_ERRORS,
} from './endpoint-errors.js';
export type {
  EndpointId,
  Endpoints,
} from './endpoints.js';
export {
  ENDPOINT_LIST,
  endpoints,
  RefusalEnvelopeSchema,
  responseEnvelopeSchema,
  ViolationListSchema,
} from './endpoints.js';
export type {
  Envelope,
  ErrorEnvelope,
  Violation,
} from './envelope.js';
export {
  EnvelopeSchema,
  ErrorEnvelopeSchema,
  errorEnvelope,
  fieldNameFromPropertyPath,
  successEnvelope,
  toPropertyPath,
  ViolationSchema,
  violationsFromZodError,
} from './envelope.js';
export type {
  ErrorCode,
  ErrorDefinition,
} from './errors.js';
export {
  CAPTCHA_CLIENT_ERRORS,
  ERROR_CODE_VALUES,
  ERROR_CODES,
  ErrorCodeSchema,
  errorStatus,
  formatErrorMessage,
  isErrorCode,
} from './errors.js';
export type {
  Language,
  MobilePhone,
} from './fields.js';
export {
  ALTERNATE_PHONE_MIN_DIGITS,
  AlternatePhoneNumberSchema,
  BirthDateSchema,
  CARD_NUMBER_DIGITS,
  CardNumberSchema,
  CLABE_DIGITS,
  ClabeSchema,
  COMPANY_NAME_MIN_LENGTH,
  CompanyNameSchema,
  CURP_LENGTH,
  CurpSchema,
  DayOfMonthSchema,
  EMAIL_MAX_LENGTH,
  EmailSchema,
  FINANCE_MAX,
  FinanceAmountSchema,
  IdParamSchema,
  INCOME_MAX,
  IncomeSchema,
  LANGUAGES,
  LanguageSchema,
  MiddleNameSchema,
  MobilePhoneSchema,
  NAME_MAX_LENGTH,
  NAME_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PasswordSchema,
  PersonNameSchema,
  PHONE_DIGITS,
  PhoneNumberSchema,
  PostalCodeSchema,
  PROMO_CODE_MAX_LENGTH,
  PROMO_CODE_MIN_LENGTH,
  PromoCodeSchema,
  passesLuhn,
  RelativeFullNameSchema,
  SMS_CODE_LENGTH,
  SmsCodeSchema,
  STORED_LANGUAGE,
  storedLanguage,
  TOTP_CODE_LENGTH,
  TotpCodeSchema,
  UploadedFileSchema,
} from './fields.js';
export type {
  Currency,
  Money,
  Pesos,
} from './money.js';
export {
  CENTAVOS_PER_PESO,
  CURRENCY,
  CurrencySchema,
  centavosToPesos,
  hasAtMostTwoDecimals,
  MoneySchema,
  moneyFromCentavos,
  PesosSchema,
  pesosToCentavos,
} from './money.js';
export type {
  ClientOfferParams,
  Offer,
  OfferExtension,
  OfferQuery,
  PublicOfferParams,
  Term,
} from './offer.js';
export {
  ClientOfferParamsSchema,
  LoanAmountParamSchema,
  OfferExtensionSchema,
  OfferQuerySchema,
  OfferSchema,
  PayDatesParamSchema,
  PercentSchema,
  PublicOfferParamsSchema,
  parsePayDates,
  TermSchema,
} from './offer.js';
export type {
  PageQuery,
  Pagination,
} from './pagination.js';
export {
  DEFAULT_PER_PAGE,
  MAX_PER_PAGE,
  PageQuerySchema,
  PaginationSchema,
} from './pagination.js';
export { PAGINATION_HEADERS, paginationFromHeaders, paginationHeaders } from './pagination-headers.js';
export * from './permissions.js';
export type {
  CityQuery,
  DistrictQuery,
  GeoPlace,
  GeoPlaceList,
  PostalCodeLookup,
  PostalCodeParams,
  RegionCityParams,
  RegionCityQuery,
  RegionQuery,
  WardQuery,
} from './public/address.js';
export {
  CityQuerySchema,
  DistrictQuerySchema,
  GEO_MAX_RESULTS,
  GeoPlaceListSchema,
  GeoPlaceSchema,
  PostalCodeLookupSchema,
  PostalCodeParamsSchema,
  RegionCityParamsSchema,
  RegionCityQuerySchema,
  RegionQuerySchema,
  WardQuerySchema,
} from './public/address.js';
export type {
  AffiliateData,
  AffiliateLead,
  AffiliateLeadParams,
} from './public/affiliate.js';
export {
  AffiliateDataSchema,
  AffiliateLeadParamsSchema,
  AffiliateLeadSchema,
} from './public/affiliate.js';
export type {
  AmountLimits,
  AmountRange,
  CalculatorConfig,
  CalculatorInitialState,
  OfferablePayDate,
} from './public/calculator.js';
export {
  AmountLimitsSchema,
  AmountRangeSchema,
  CalculatorConfigSchema,
  CalculatorInitialStateSchema,
  OfferablePayDateSchema,
} from './public/calculator.js';
export { publicCalculatorEndpoints } from './public/calculator-endpoints.js';
export type {
  Bank,
  BankList,
  Classification,
  ClassificationEntry,
  ClassificationList,
  ClassificationListQuery,
  ClassificationParams,
  ClassificationQuery,
  EmploymentOption,
  EmploymentOptionList,
  EmploymentPositionsQuery,
  IdDocumentTimeSetting,
} from './public/classification.js';
export {
  BankListSchema,
  BankSchema,
  CLASSIFICATION_LOCALES,
  ClassificationEntrySchema,
  ClassificationListQuerySchema,
  ClassificationListSchema,
  ClassificationParamsSchema,
  ClassificationQuerySchema,
  ClassificationSchema,
  EmploymentOptionListSchema,
  EmploymentOptionSchema,
  EmploymentPositionsQuerySchema,
  IdDocumentTimeSettingSchema,
} from './public/classification.js';
export { type Company, CompanySchema } from './public/company.js';
export * from './public/contact-check.js';
export type {
  DocumentContent,
  FinanceType,
  PublicDocumentId,
  PublicDocumentList,
  PublicDocumentPage,
  PublicDocumentParams,
  PublicDocumentRequest,
} from './public/documents.js';
export {
  ANONYMOUS_TERMS_DOCUMENT_ID,
  DocumentContentSchema,
  FINANCE_TYPES,
  FinanceTypeSchema,
  PUBLIC_DOCUMENT_IDS,
  PublicDocumentIdSchema,
  PublicDocumentListSchema,
  PublicDocumentPageSchema,
  PublicDocumentParamsSchema,
  PublicDocumentRequestSchema,
} from './public/documents.js';
export { publicEndpoints } from './public/endpoints.js';
export type {
  ClientLoginRequest,
  UserLoginRequest,
  UserPasswordLoginRequest,
  UserTotpLoginRequest,
} from './public/login.js';
export {
  ClientLoginRequestSchema,
  LOGIN_PASSWORD_MAX_LENGTH,
  UserLoginRequestSchema,
  UserPasswordLoginRequestSchema,
  UserTotpLoginRequestSchema,
} from './public/login.js';
export { publicNoticeEndpoints, UnsubscribeParamsSchema } from './public/notices.js';
export type {
  ClientCheckKey,
  ClientCheckParams,
  ClientCheckResult,
  ClientRegistrationInput,
  ClientRegistrationRequest,
  CodeSent,
  EmailSendCodeRequest,
  NameField,
  NameFieldDeclaration,
  PublicSmsCodeRequest,
  RecoverPasswordRequest,
  RegistrationCodeChecked,
  RegistrationCodeCheckRequest,
  RegistrationConsents,
  SmsCodePurpose,
} from './public/registration.js';
export {
  CaptchaTokenSchema,
  CLIENT_CHECK_KEYS,
  ClientCheckKeySchema,
  ClientCheckParamsSchema,
  ClientCheckResultSchema,
  ClientRegistrationRequestSchema,
  CodeSentSchema,
  EmailSendCodeRequestSchema,
  fullNameOf,
  NAME_FIELDS,
  PublicSmsCodeRequestSchema,
  personNameOf,
  RecoverPasswordRequestSchema,
  RegistrationCodeCheckedSchema,
  RegistrationCodeCheckRequestSchema,
  RegistrationConsentsSchema,
  SMS_CODE_PURPOSES,
  SmsCodePurposeSchema,
} from './public/registration.js';
export * from './public/scheduled-charge-cancel.js';
export type {
  HelloSodaRequest,
  HelloSodaResult,
} from './public/util.js';
export {
  HelloSodaRequestSchema,
  HelloSodaResultSchema,
} from './public/util.js';
export * from './site-report.js';
export type {
  AccountType,
  ApplicationStatus,
  ApplicationStatusName,
  BankPaymentType,
  CashPayoutBrand,
  ClientStatus,
  ClientStatusName,
  ClientType,
  FlowStatus,
  FlowStep,
  InvoiceStatus,
  LoanStatus,
  LoanStatusName,
  PayCycle,
  PaymentKind,
  PaymentMethod,
  RolloverStatus,
  RolloverType,
  SequenceType,
  TermUnit,
} from './statuses.js';
export {
  ACCOUNT_TYPES,
  AccountTypeSchema,
  APPLICATION_STATUS,
  ApplicationStatusSchema,
  BANK_PAYMENT_TYPES,
  BankPaymentTypeSchema,
  CASH_PAYOUT_BRANDS,
  CashPayoutBrandSchema,
  CLIENT_STATUS,
  CLIENT_TYPES,
  ClientStatusSchema,
  ClientTypeSchema,
  FLOW_STATUSES,
  FLOW_STEPS,
  FlowStatusSchema,
  FlowStepSchema,
  INVOICE_STATUSES,
  InvoiceStatusSchema,
  isApplicationActive,
  LOAN_STATUS,
  LoanStatusSchema,
  PAY_CYCLES,
  PAYMENT_KINDS,
  PAYMENT_METHODS,
  PayCycleSchema,
  PaymentKindSchema,
  PaymentMethodSchema,
  ROLLOVER_STATUSES,
  ROLLOVER_TYPES,
  RolloverStatusSchema,
  RolloverTypeSchema,
  SEQUENCE_TYPES,
  SequenceTypeSchema,
  TERM_UNITS,
  TermUnitSchema,
} from './statuses.js';
