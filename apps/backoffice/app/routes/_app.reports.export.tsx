import { type LoaderFunctionArgs, redirect } from '@remix-run/node';

/**
 * `GET /reports/export`: a risk report's CSV moved to `/reports/risk/export`
 * (`backOffice.exportRiskReport`, issue 49); an old link keeps its report and months.
 */
export function loader({ request }: LoaderFunctionArgs) {
  return redirect(`/reports/risk/export${new URL(request.url).search}`, 301);
}
