import { createRemixStub } from '@remix-run/testing';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import Queue from './_app.queue';

afterEach(cleanup);

const item = (id: number, name: string) => ({
  id,
  clientId: id * 10,
  clientName: name,
  amount: { amount: 3000, currency: 'MXN' as const },
  reasons: ['decision.incomeUnknown'],
  waitingSince: '2026-03-02T18:00:00Z',
  claim: null,
});

describe('the manual-verification queue from the keyboard', () => {
  it('moves with j/k and opens (claims) the focused case with Enter', async () => {
    const posted: FormData[] = [];
    const Stub = createRemixStub([
      {
        path: '/queue',
        Component: Queue,
        loader: () => ({
          items: [item(1, 'Ana'), item(2, 'Beto'), item(3, 'Carla')],
          pagination: { page: 1, perPage: 50, total: 3, count: 3, totalPages: 1 },
          canDecide: true,
          canClaim: true,
          invalidRows: [],
          me: 7,
        }),
        action: async ({ request }) => {
          posted.push(await request.formData());
          return null;
        },
      },
    ]);
    render(<Stub initialEntries={['/queue']} />);
    await screen.findByText('Ana');
    const user = userEvent.setup();
    await user.keyboard('j');
    expect(document.activeElement?.getAttribute('data-application-id')).toBe('1');
    await user.keyboard('jj');
    expect(document.activeElement?.getAttribute('data-application-id')).toBe('3');
    await user.keyboard('k');
    expect(document.activeElement?.getAttribute('data-application-id')).toBe('2');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]?.get('intent')).toBe('claim');
    expect(posted[0]?.get('applicationId')).toBe('2');
  });
});
