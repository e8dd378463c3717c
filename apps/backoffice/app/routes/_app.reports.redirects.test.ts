// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { loader as reportsIndex } from './_app.reports._index';
import { loader as reportsExport } from './_app.reports.export';

// Issue 49: the risk report's route is named after its use case (`/reports/risk`); the old
// addresses keep working for links and bookmarks.

const call = (loader: typeof reportsIndex, url: string) =>
  loader({ request: new Request(url), params: {}, context: {} }) as Response;

describe('the risk report under its old addresses', () => {
  it('sends /reports to /reports/risk with its months', () => {
    const response = call(reportsIndex, 'http://backoffice.test/reports?from=2026-05&to=2026-06');
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/reports/risk?from=2026-05&to=2026-06');
    expect(call(reportsIndex, 'http://backoffice.test/reports').headers.get('Location')).toBe(
      '/reports/risk',
    );
  });

  it('sends /reports/export to /reports/risk/export with its report and months', () => {
    const response = call(
      reportsExport,
      'http://backoffice.test/reports/export?report=par&from=2026-05&to=2026-06',
    );
    expect(response.status).toBe(301);
    expect(response.headers.get('Location')).toBe('/reports/risk/export?report=par&from=2026-05&to=2026-06');
  });
});
