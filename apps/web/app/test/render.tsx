import * as esMX from '@lender/i18n/es-MX';
import { createRemixStub } from '@remix-run/testing';
import { render } from '@testing-library/react';
import { I18nProvider } from '../lib/i18n';

type StubRoutes = Parameters<typeof createRemixStub>[0];

/** Renders Remix routes (createRemixStub) with the Spanish resources, as the root does. */
export function renderRoutes(routes: StubRoutes, path = '/') {
  const Stub = createRemixStub(routes);
  return render(
    <I18nProvider resources={esMX}>
      <Stub initialEntries={[path]} />
    </I18nProvider>,
  );
}
