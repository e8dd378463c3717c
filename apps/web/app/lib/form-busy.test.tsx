import { Form, Link, useActionData } from '@remix-run/react';
import { createRemixStub } from '@remix-run/testing';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferred } from '../test/deferred';
import { useFormBusy } from './form-busy';

// A form's buttons stay busy until its answer has loaded: the signing page showed the code field
// from the action's answer while the page's data was still being read again, and a press on "Firmar
// contrato" then cut that reading off (a browser suite caught Remix's error in the console).

afterEach(cleanup);

function Page() {
  const busy = useFormBusy();
  const sent = useActionData<{ sent: boolean }>()?.sent === true;
  return (
    <>
      <p data-testid="busy">{busy ? 'busy' : 'idle'}</p>
      <p data-testid="sent">{sent ? 'sent' : 'not sent'}</p>
      <Form method="post">
        <button type="submit">send</button>
      </Form>
      <Link to="/elsewhere">elsewhere</Link>
    </>
  );
}

describe('useFormBusy', () => {
  it('is busy from the submit until the page’s data has loaded again, and not for a plain link', async () => {
    let loads = 0;
    const reread = deferred<null>();
    const elsewhere = deferred<null>();
    const Stub = createRemixStub([
      {
        path: '/',
        Component: Page,
        loader: () => {
          loads += 1;
          return loads === 1 ? null : reread.promise;
        },
        action: () => ({ sent: true }),
      },
      { path: '/elsewhere', loader: () => elsewhere.promise, Component: () => <p>there</p> },
    ]);
    render(<Stub initialEntries={['/']} />);
    expect((await screen.findByTestId('busy')).textContent).toBe('idle');

    fireEvent.click(screen.getByText('send'));
    await vi.waitFor(() => expect(loads).toBe(2));
    expect(screen.getByTestId('busy').textContent).toBe('busy');
    await act(async () => reread.resolve(null));
    await vi.waitFor(() => expect(screen.getByTestId('busy').textContent).toBe('idle'));
    expect(screen.getByTestId('sent').textContent).toBe('sent');

    fireEvent.click(screen.getByText('elsewhere'));
    await act(async () => new Promise((done) => setTimeout(done, 20)));
    expect(screen.getByTestId('busy').textContent).toBe('idle');
    await act(async () => elsewhere.resolve(null));
    await screen.findByText('there');
  });
});
