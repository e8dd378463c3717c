import { createClientsContext } from './client-context';
import { createClientLogin } from './client-login';
import type { ClientsDeps, ClientsService } from './client-model';
import { createClientProfile } from './client-profile';
import { createClientRegistration } from './client-registration';

// The clients service is put together from registration (`client-registration.ts`), login
// (`client-login.ts`) and the profile other parts of core read (`client-profile.ts`), over what
// they share (`client-context.ts`). The client's own account calls are plain use cases, one file
// each (`get.ts`, `update.ts`, `change-phone.ts`, `complete-step-two.ts`, …, issue 49) over
// `client-rows.ts`. Types and constants live in `client-model.ts`.
export {
  ADULT_AGE,
  type ClientRow,
  type ClientsDeps,
  type ClientsService,
  type PublicCallContext,
} from './client-model';

export function createClientsService(deps: ClientsDeps): ClientsService {
  const ctx = createClientsContext(deps);
  return {
    ...createClientRegistration(ctx).service,
    ...createClientLogin(ctx).service,
    ...createClientProfile(ctx).service,
  };
}
