import { checkOrigin, proxyToApi } from '@lender/web-kit';
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { env } from '../lib/env.server';
import { kit } from '../lib/session.server';

/** `/web/*` → the API with the session's Bearer token (browser code never sees the token). */
export const loader = ({ request }: LoaderFunctionArgs) =>
  proxyToApi(request, { apiBaseUrl: env().apiUrl, kit: kit() });

export const action = ({ request }: ActionFunctionArgs) => {
  checkOrigin(request, { allowedOrigins: env().allowedOrigins });
  return proxyToApi(request, { apiBaseUrl: env().apiUrl, kit: kit() });
};
