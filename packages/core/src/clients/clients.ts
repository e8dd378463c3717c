import { createClientsContext } from './client-context';
import { createClientLogin } from './client-login';
import type { ClientsDeps, ClientsService } from './client-model';
import { createClientOnboarding } from './client-onboarding';
import { createClientProfile } from './client-profile';
import { createClientRegistration } from './client-registration';

// The clients service is put together from one file per use case (issue 19): registration
// (`client-registration.ts`), login and passwords (`client-login.ts`), the profile
// (`client-profile.ts`) and the onboarding steps (`client-onboarding.ts`), over what they share
// (`client-context.ts`). Types and constants live in `client-model.ts`.
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
    ...createClientOnboarding(ctx).service,
  };
}
