import { useLocation, useRevalidator } from '@remix-run/react';
import { createRemixStub } from '@remix-run/testing';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferred } from '../test/deferred';
import { FlowPoller } from './FlowPoller';

// The flow poll must never cut off what the page is loading: Remix aborts a load that a navigation
// overtakes, and reports the answer it was reading as an error in the console (a browser suite saw
// it while a page was loading, and a page's own refresh is not a navigation).

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function MyLoan() {
  const revalidator = useRevalidator();
  const { pathname } = useLocation();
  return (
    <main>
      <p data-testid="at">{pathname}</p>
      <button type="button" onClick={() => revalidator.revalidate()}>
        refresh
      </button>
      <FlowPoller firstName="Ana" />
    </main>
  );
}

describe('the flow poll', () => {
  it('waits for the page’s own refresh to end before it follows the flow elsewhere', async () => {
    const flowAnswer = deferred<Response>();
    const fetchFlow = vi.fn(() => flowAnswer.promise);
    vi.stubGlobal('fetch', fetchFlow);
    let signedLoads = 0;
    const refreshed = deferred<null>();
    const elsewhere = vi.fn(() => null);
    const Stub = createRemixStub([
      {
        path: '/profile/my-loan',
        loader: () => {
          signedLoads += 1;
          return signedLoads === 1 ? null : refreshed.promise;
        },
        Component: MyLoan,
      },
      { path: '*', loader: elsewhere, Component: () => <p data-testid="at">{useLocation().pathname}</p> },
    ]);
    render(<Stub initialEntries={['/profile/my-loan']} />);
    await screen.findByText('refresh');
    await vi.waitFor(() => expect(fetchFlow).toHaveBeenCalled());

    // The page refreshes itself; meanwhile the flow says the borrower belongs on another step.
    fireEvent.click(screen.getByText('refresh'));
    await vi.waitFor(() => expect(signedLoads).toBe(2));
    await act(async () => {
      flowAnswer.resolve(
        new Response(JSON.stringify({ success: true, data: { step: 'work_info', status: 'active' } }), {
          headers: { 'content-type': 'application/json' },
        }),
      );
      await new Promise((done) => setTimeout(done, 20));
    });
    expect(elsewhere).not.toHaveBeenCalled();
    expect(screen.getByTestId('at').textContent).toBe('/profile/my-loan');

    // Once the refresh has its answer, the decision is followed.
    await act(async () => refreshed.resolve(null));
    await vi.waitFor(() => expect(elsewhere).toHaveBeenCalled());
    await vi.waitFor(() => expect(screen.getByTestId('at').textContent).toBe('/registration/employment'));
  });
});
