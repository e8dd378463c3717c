import { checkOrigin, proxyToApi } from '@lender/web-kit';
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { env } from '../../lib/env.server';
import { kit } from '../../lib/session.server';

/** `/web/*` → the API with the session's Bearer token (browser code never sees the token). */
const options = () => ({ apiBaseUrl: env().apiUrl, kit: kit(), siteKey: env().siteKey });

export const loader = ({ request }: LoaderFunctionArgs) => proxyToApi(request, options());

export const action = ({ request }: ActionFunctionArgs) => {
  checkOrigin(request, { allowedOrigins: env().allowedOrigins });
  return proxyToApi(request, options());
};
