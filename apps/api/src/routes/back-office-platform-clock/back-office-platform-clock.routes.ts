import { backOfficePlatformClockEndpoints as e } from '@lender/contracts';
import { endpointRoute } from '../../http/endpoint-route';

// Issue 54: the platform clock of a sandbox or staging deployment (admins).
export const platformClock = endpointRoute(e.platformClock);
export const advancePlatformClock = endpointRoute(e.advancePlatformClock);
