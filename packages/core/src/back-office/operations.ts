import { authorize } from './authorize';
import type { BackOfficeDeps, BackOfficeService } from './operations-model';

// What remains of the back-office operations service: `authorize`, which the API's permission guard
// and phone reveal reach through `core.backOffice`. Every back-office endpoint is a use case of its
// own name (`useCases.backOffice`: `clients`, `outbox`, `client`, `manualQueue`, …). Types and
// constants live in `operations-model.ts`.
export {
  type BackOfficeDeps,
  type BackOfficeService,
  CLIENT_DETAIL_LEDGER_LIMIT,
  CLIENT_DETAIL_MESSAGES_LIMIT,
  CLIENT_STATUS_ACTIONS,
  type ClientStatusAction,
  MANUAL_DECISION_OUTCOMES,
  type Page,
  type PageRequest,
} from './operations-model';

export function createBackOfficeService(deps: BackOfficeDeps): BackOfficeService {
  return { authorize: (userId, permission) => authorize(deps, userId, permission) };
}
