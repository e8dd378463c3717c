// The back-office operations' types and constants (`operations-model.ts`). Every back-office endpoint
// is a use case of its own name (`useCases.backOffice`: `clients`, `outbox`, `client`,
// `manualQueue`, …); the API's permission guard and phone reveal call `authorize` (`authorize.ts`).
export {
  CLIENT_DETAIL_LEDGER_LIMIT,
  CLIENT_DETAIL_MESSAGES_LIMIT,
  CLIENT_STATUS_ACTIONS,
  type ClientStatusAction,
  MANUAL_DECISION_OUTCOMES,
  type Page,
  type PageRequest,
} from './operations-model';
