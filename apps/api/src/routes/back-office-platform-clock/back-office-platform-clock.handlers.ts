import { backOfficePlatformClockEndpoints as e } from '@lender/contracts';
import { useCases } from '@lender/core';
import { useCaseRoute, useCaseRouter } from '../../http/use-case-route';

// Issue 54: the platform clock of a sandbox or staging deployment (admins). A move runs the jobs
// whose time passed in this request (a month is some thousands of runs, most finding nothing to do).
export const backOfficePlatformClockRouter = useCaseRouter([
  useCaseRoute(e.platformClock, useCases.backOffice.platformClock),
  useCaseRoute(e.advancePlatformClock, useCases.backOffice.advancePlatformClock),
]);
