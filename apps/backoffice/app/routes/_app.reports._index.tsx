import { type LoaderFunctionArgs, redirect } from '@remix-run/node';

/**
 * `GET /reports`: the risk report moved to `/reports/risk` (its route module is named after its use
 * case, `backOffice.riskReport`, issue 49); links and bookmarks to `/reports` land there, months kept.
 * A temporary redirect: `/reports` may become the list of reports.
 */
export function loader({ request }: LoaderFunctionArgs) {
  return redirect(`/reports/risk${new URL(request.url).search}`);
}
