import { backOfficePrivacyEndpoints as e } from '@lender/contracts';
import { useCases } from '@lender/core';
import type { Context } from 'hono';
import type { AppEnv } from '../../http/context';
import { specialRoute, useCaseRoute, useCaseRouter } from '../../http/use-case-route';
import { zipResponse, zipRoute } from '../../http/zip-route';

const { backOffice } = useCases;

/** The client's access archive, a ZIP file. */
async function arcoAccessArchive(c: Context<AppEnv>) {
  const { id } = (c.req.valid as (target: 'param') => { id: number })('param');
  return zipResponse(c, await backOffice.arcoAccessArchive(c.get('core'), c.get('auth').subjectId, id));
}

// The privacy officer's ARCO requests: the work list, one request, entering one received by e-mail or
// letter, the identity check, the answer, the act under maker-checker, the archive.
export const backOfficePrivacyRouter = useCaseRouter([
  useCaseRoute(e.arcoRequests, backOffice.arcoRequests),
  useCaseRoute(e.arcoRequest, backOffice.arcoRequest),
  useCaseRoute(e.logArcoRequest, backOffice.logArcoRequest),
  useCaseRoute(e.verifyArcoIdentity, backOffice.verifyArcoIdentity),
  useCaseRoute(e.answerArcoRequest, backOffice.answerArcoRequest),
  useCaseRoute(e.requestArcoAction, backOffice.requestArcoAction),
  useCaseRoute(e.reviewArcoAction, backOffice.reviewArcoAction),
  specialRoute(zipRoute(e.arcoAccessArchive), arcoAccessArchive),
]);
