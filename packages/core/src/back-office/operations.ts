import { createClientOperations } from './client-operations';
import { createOperationsAdmin } from './operations-admin';
import { createOperationsContext } from './operations-context';
import type { BackOfficeDeps, BackOfficeService } from './operations-model';

// The back-office operations are put together from one file per screen (issue 19): clients
// (`client-operations.ts`) and permissions and the outbox (`operations-admin.ts`), over what they
// share (`operations-context.ts`). Types and constants live in `operations-model.ts`. A client's
// page, status changes, offer and sandbox, the audit log, the manual queue and deciding a case are
// use cases of their own (`client.ts`, `manual-queue.ts`, `decide-application.ts`…).
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
  const ctx = createOperationsContext(deps);
  return {
    ...createOperationsAdmin(ctx).service,
    ...createClientOperations(ctx).service,
  };
}
