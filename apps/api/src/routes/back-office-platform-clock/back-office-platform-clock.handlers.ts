import { useCases } from '@lender/core';
import type { AppRouteHandler } from '../../http/context';
import { ok } from '../../http/responses';
import { createRouter } from '../../http/router';
import * as routes from './back-office-platform-clock.routes';

export const platformClock: AppRouteHandler<typeof routes.platformClock> = async (c) =>
  c.json(ok(await useCases.backOffice.platformClock(c.get('core'))), 200);

/**
 * Moves the platform clock and runs the jobs whose time passed, in this request (they may take a
 * while: a month is some thousands of runs, most finding nothing to do).
 */
export const advancePlatformClock: AppRouteHandler<typeof routes.advancePlatformClock> = async (c) =>
  c.json(
    ok(
      await useCases.backOffice.advancePlatformClock(
        c.get('core'),
        c.get('auth').subjectId,
        c.req.valid('json'),
      ),
    ),
    200,
  );

export const backOfficePlatformClockRouter = createRouter()
  .openapi(routes.platformClock, platformClock)
  .openapi(routes.advancePlatformClock, advancePlatformClock);
