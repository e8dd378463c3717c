import { type FlowDecision, type FlowState, type RouteName, routeKind } from '@lender/flow';
import { useFlow } from '@lender/flow/react';
import { useFetchers, useLocation, useNavigate, useNavigation, useRevalidator } from '@remix-run/react';
import { useEffect, useRef } from 'react';
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

/**
 * The flow's decisions, followed only while the page loads nothing: a poll answering while the
 * borrower's own form or link is on its way, a page's own refresh (`useRevalidator`, as the signed
 * page's payout poll) or a fetcher would abort it (its answer cut off mid-read, which Remix reports
 * as an error in the console). A decision that comes meanwhile is followed once the page is idle, if
 * the flow still says the same where the borrower now is.
 */
function Poller({ route, firstName }: { route: RouteName; firstName: string | null }) {
  const navigate = useNavigate();
  const navigating = useNavigation().state !== 'idle';
  const revalidating = useRevalidator().state !== 'idle';
  const fetching = useFetchers().some((fetcher) => fetcher.state !== 'idle');
  const busy = navigating || revalidating || fetching;
  const busyNow = useRef(busy);
  busyNow.current = busy;
  const missed = useRef<FlowDecision | null>(null);
  const root = useRootData();
  const follow = (decision: FlowDecision) => {
    if (decision.type === 'redirect') navigate(pathOf(decision.route), { replace: decision.soft });
    if (decision.type === 'external') window.location.assign(decision.url);
  };
  const { actorRef } = useFlow({
    fetchFlow,
    route,
    auth: { loggedIn: true, firstName: firstName ?? undefined },
    externalLoginUrl: root?.externalLoginUrl ?? 'https://www.facebook.com/login',
    sandboxAllowed: root?.sandbox ?? false,
    onDecision: (decision) => {
      if (busyNow.current) missed.current = decision;
      else follow(decision);
    },
  });
  useEffect(() => {
    const decision = missed.current;
    if (busy || !decision) return;
    missed.current = null;
    const now = actorRef.getSnapshot().context.decision;
    if (JSON.stringify(now) === JSON.stringify(decision)) follow(now);
  }, [busy, actorRef]);
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
