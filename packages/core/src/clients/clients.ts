import { createClientsContext } from './client-context';
import { createClientLogin } from './client-login';
import type { ClientsDeps, ClientsService } from './client-model';
import { createClientProfile } from './client-profile';

// The clients service is put together from the active-client guard (`client-login.ts`) and the
// profile other parts of core read (`client-profile.ts`), over what they share
// (`client-context.ts`). Registration, login and password recovery are public use cases
// (`register-client.ts`, `client-check.ts`, `client-login.ts`, `recover-password.ts`); the
// client's own account calls are plain use cases too, one file each (`get.ts`, `update.ts`,
// `change-phone.ts`, `complete-step-two.ts`, …, issue 49) over `client-rows.ts`. Types and
// constants live in `client-model.ts`.
export {
  ADULT_AGE,
  type ClientRow,
  type ClientsDeps,
  type ClientsService,
} from './client-model';

export function createClientsService(deps: ClientsDeps): ClientsService {
  const ctx = createClientsContext(deps);
  return {
    ...createClientLogin(ctx).service,
    ...createClientProfile(ctx).service,
  };
}
