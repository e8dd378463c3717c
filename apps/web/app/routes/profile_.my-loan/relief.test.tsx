import type { ReliefDeferral as Relief } from '@lender/contracts';
import { json } from '@remix-run/node';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../test/render';
import { ReliefDeferral } from './ReliefDeferral';

// Issue 52, ADR 301: in a declared disaster zone the borrower reads the zone and the terms, and one
// tap (a plain submit button) sends the months chosen with the terms' version; once taken, the new
// due date is shown instead; outside a zone nothing is shown.

const zone = {
  municipality: 'Cuauhtémoc',
  state: 'Ciudad de México',
  startsOn: '2026-03-02',
  endsOn: '2026-04-01',
  reference: 'DOF declaratoria',
};
const offer: Relief = {
  allowed: true,
  zone,
  dueDate: '2026-03-16',
  options: [
    { months: 1, newDueDate: '2026-04-16' },
    { months: 2, newDueDate: '2026-05-16' },
    { months: 3, newDueDate: '2026-06-16' },
  ],
  termsVersion: '2026-11-26',
  taken: null,
};

function render(relief: Relief | null, posted: FormData[] = []) {
  renderRoutes(
    [
      {
        path: '/profile/my-loan',
        Component: () => <ReliefDeferral relief={relief} busy={false} />,
        action: async ({ request }) => {
          posted.push(await request.formData());
          return json({ fieldErrors: {}, intent: 'relief' });
        },
      },
    ],
    '/profile/my-loan',
  );
}

describe('the disaster-relief deferral on my loan', () => {
  it('offers one to three months, each one tap that posts the months and the terms accepted', async () => {
    const posted: FormData[] = [];
    render(offer, posted);
    expect(
      await screen.findByText(/Cuauhtémoc, Ciudad de México está declarado zona de desastre/),
    ).toBeTruthy();
    const buttons = screen.getAllByRole('button', { name: /^Diferir/ });
    expect(buttons.map((button) => button.textContent)).toEqual([
      'Diferir 1 mes: pagas el 16.04.2026',
      'Diferir 2 meses: pagas el 16.05.2026',
      'Diferir 3 meses: pagas el 16.06.2026',
    ]);
    await userEvent.setup().click(screen.getByRole('button', { name: /^Diferir 2 meses/ }));
    await screen.findByRole('button', { name: /^Diferir 2 meses/ });
    expect(Object.fromEntries(posted[0] as FormData)).toEqual({
      intent: 'relief',
      termsVersion: '2026-11-26',
      months: '2',
    });
  });

  it('shows the new due date once taken, and nothing outside a zone', async () => {
    render({
      ...offer,
      allowed: false,
      options: [],
      taken: {
        months: 2,
        previousDueDate: '2026-03-16',
        newDueDate: '2026-05-16',
        grantedOn: '2026-03-02',
        acceptedAt: '2026-03-02T18:00:00Z',
        termsVersion: '2026-11-26',
      },
    });
    expect(await screen.findByText(/Diferiste tu pago 2 meses .* 16\.05\.2026/)).toBeTruthy();
    expect(screen.queryAllByRole('button')).toEqual([]);
  });

  it('shows nothing outside a declared zone', () => {
    render({ ...offer, allowed: false, zone: null, options: [] });
    expect(screen.queryByText(/zona de desastre/)).toBeNull();
  });
});
