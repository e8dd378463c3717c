// The back-office group's use cases: one line per catalogue key, the function of that name from the file of
// that name. Sorted by name within each area.

// ── auth, users, approvals, lists, queue, applications, audit, outbox, dashboard, clients (helper D) ──
export { logout } from '../auth/logout';
export { tokenRefresh } from '../auth/token-refresh';
export { account } from '../back-office/accounts/account';
export { accounts } from '../back-office/accounts/accounts';
export { changePassword } from '../back-office/accounts/change-password';
export { createAccount } from '../back-office/accounts/create-account';
export { deactivateAccount } from '../back-office/accounts/deactivate-account';
export { permissions } from '../back-office/accounts/permissions';
export { profile } from '../back-office/accounts/profile';
export { reactivateAccount } from '../back-office/accounts/reactivate-account';
export { resetTotp } from '../back-office/accounts/reset-totp';
export { setLanguage } from '../back-office/accounts/set-language';
export { updateAccount } from '../back-office/accounts/update-account';
export { user } from '../back-office/accounts/user';
export { approval } from '../back-office/approval';
export { approvals } from '../back-office/approvals';
export { approve } from '../back-office/approve';
export { auditLog } from '../back-office/audit-log';
export { blacklistClient } from '../back-office/blacklist-client';
export { blockClient } from '../back-office/block-client';
export { bulkApprove } from '../back-office/bulk-approve';
export { cancelApproval } from '../back-office/cancel-approval';
export { claimApplication } from '../back-office/claim-application';
export { client } from '../back-office/client';
export { clientContact } from '../back-office/client-contact';
export { clientOffer } from '../back-office/client-offer';
export { decideApplication } from '../back-office/decide-application';
export { retryMessage } from '../back-office/lists/retry-message';
export { manualCaseEvidence } from '../back-office/manual-case-evidence';
export { refunds } from '../back-office/refunds';
export { reject } from '../back-office/reject';
export { releaseApplication } from '../back-office/release-application';
export { requestAmountLimits } from '../back-office/settings/request-amount-limits';
export { requestBanks } from '../back-office/settings/request-banks';
export { requestCollectionRules } from '../back-office/settings/request-collection-rules';
export { requestPricing } from '../back-office/settings/request-pricing';
export { requestProvisioning } from '../back-office/settings/request-provisioning';
export { setPayCycles } from '../back-office/settings/set-pay-cycles';
export { settings } from '../back-office/settings/settings';
export { startSandbox } from '../back-office/start-sandbox';
export { unblockClient } from '../back-office/unblock-client';

// ── reads and reports, reconciliation, loans, collections, complaints, client page (helper E) ──
export { clientConsents } from '../back-office/client-page/client-consents';
export { clientDecisions } from '../back-office/client-page/client-decisions';
export { clientDocuments } from '../back-office/client-page/client-documents';
export { clientTimeline } from '../back-office/client-page/client-timeline';
export { complaint } from '../back-office/complaints/complaint';
export { complaintLog } from '../back-office/complaints/complaint-log';
export { complaintResolve } from '../back-office/complaints/complaint-resolve';
export { complaintStart } from '../back-office/complaints/complaint-start';
export { complaints } from '../back-office/complaints/complaints';
export { complaintsMonth } from '../back-office/complaints/complaints-month';
export { exportComplaints } from '../back-office/complaints/export-complaints';
export { dashboard } from '../back-office/dashboard';
export { exportPortfolio } from '../back-office/export-portfolio';
export { clients } from '../back-office/lists/clients';
export { exportClients } from '../back-office/lists/export-clients';
export { exportLoans } from '../back-office/lists/export-loans';
export { exportPayments } from '../back-office/lists/export-payments';
export { loans } from '../back-office/lists/loans';
export { outbox } from '../back-office/lists/outbox';
export { payments } from '../back-office/lists/payments';
export { unmatchedCallbacks } from '../back-office/lists/unmatched-callbacks';
export { loan } from '../back-office/loan';
export { manualQueue } from '../back-office/manual-queue';
export { ledgerChecks } from '../back-office/reconciliation/ledger-checks';
export { settlementException } from '../back-office/reconciliation/settlement-exception';
export { settlementFetch } from '../back-office/reconciliation/settlement-fetch';
export { settlementImport } from '../back-office/reconciliation/settlement-import';
export { settlementImports } from '../back-office/reconciliation/settlement-imports';
export { settlementUpload } from '../back-office/reconciliation/settlement-upload';
export { recordPayment } from '../back-office/record-payment';
export { exportCondusef } from '../back-office/reports/export-condusef';
export { exportCreditBureau } from '../back-office/reports/export-credit-bureau';
export { exportRiskReport } from '../back-office/reports/export-risk-report';
export { regulatorSummary } from '../back-office/reports/regulator-summary';
export { riskReport } from '../back-office/reports/risk-report';
export { requestPaymentReversal } from '../back-office/request-payment-reversal';
export { requestRefund } from '../back-office/request-refund';
export { requestWriteOff } from '../back-office/request-write-off';
export { summaryPaymentsByChannel } from '../back-office/summaries/summary-payments-by-channel';
export { writeOff } from '../back-office/write-off';
export { collectionsAddNote } from '../collections/collections-add-note';
export { collectionsCase } from '../collections/collections-case';
export { collectionsClaim } from '../collections/collections-claim';
export { collectionsLogContact } from '../collections/collections-log-contact';
export { collectionsQueue } from '../collections/collections-queue';
export { collectionsRelease } from '../collections/collections-release';
export { exportCollectors } from '../collections/export-collectors';
export { exportContactLog } from '../collections/export-contact-log';
export { paymentReceipt } from '../payments/payment-receipt';

// ── site reports (helper A) ──
export { reportMalformedResponse } from '../site-reports/report-malformed-response';

// ── the scoring collector's datasets and features (helper B) ──
export { clientCollectorDatasets } from '../collector-ingest/client-collector-datasets';
export { clientFeatures } from '../collector-ingest/client-features';
export { collectorDataset } from '../collector-ingest/collector-dataset';

export {};
