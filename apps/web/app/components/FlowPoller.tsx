import { type FlowState, type RouteName, routeKind } from '@lender/flow';
import { useFlow } from '@lender/flow/react';
import { useLocation, useNavigate } from '@remix-run/react';
import { useRootData } from '../lib/root-data';
import { pathOf, routeNameOf } from '../paths';

const POLLED_KINDS = new Set(['registration', 'application', 'my-loan']);

/** Reads `{ success, data }` of `GET /web/private/client/flow` through the site's proxy. */
async function fetchFlow({ signal }: { signal: AbortSignal }): Promise<FlowState> {
  const response = await fetch('/web/private/client/flow', {
    signal,
    headers: { accept: 'application/json' },
  });
  if (response.status === 401 || response.status === 403) {
    // The proxy deleted the session cookie (spec §4: 401/403 log out).
    window.location.assign('/ingresar');
    throw new Error('logged out');
  }
  const body = (await response.json()) as { success?: boolean; data?: FlowState };
  if (!response.ok || !body.success || !body.data) throw new Error(`flow ${response.status}`);
  return body.data;
}

function Poller({ route, firstName }: { route: RouteName; firstName: string | null }) {
  const navigate = useNavigate();
  const root = useRootData();
  useFlow({
    fetchFlow,
    route,
    auth: { loggedIn: true, firstName: firstName ?? undefined },
    externalLoginUrl: root?.externalLoginUrl ?? 'https://www.facebook.com/login',
    sandboxAllowed: root?.sandbox ?? false,
    onDecision: (decision) => {
      if (decision.type === 'redirect') navigate(pathOf(decision.route), { replace: decision.soft });
      if (decision.type === 'external') window.location.assign(decision.url);
    },
  });
  return null;
}

/**
 * Spec §4: every 10 s a logged-in client's flow is refreshed; on a registration, application or
 * my-loan route a different mapped route redirects (the machine keeps the spec's exceptions).
 */
export function FlowPoller({ firstName }: { firstName: string | null }) {
  const { pathname } = useLocation();
  const route = routeNameOf(pathname);
  if (!route || !POLLED_KINDS.has(routeKind(route) ?? '')) return null;
  return <Poller route={route} firstName={firstName} />;
}
