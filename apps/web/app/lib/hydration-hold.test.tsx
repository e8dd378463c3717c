import { startTransition, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { holdEventsWhileHydrating, OnHydrated, SYNC_HYDRATING_EVENTS } from './hydration-hold';

// The real scheduler, not `act`: the race is between React's hydration task and an event.
const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
let wasActEnvironment: boolean | undefined;
let container: HTMLDivElement;
let root: Root | undefined;
const uncaught: string[] = [];
const onError = (event: ErrorEvent) => {
  uncaught.push(String(event.error?.message ?? event.message));
  event.preventDefault();
};

beforeEach(() => {
  wasActEnvironment = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
  uncaught.length = 0;
  window.addEventListener('error', onError);
  // React logs the failed hydration attempts it recovers from; the test reads what stays uncaught.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  container = document.createElement('div');
  container.innerHTML = '<button type="button">Pagar</button>';
  document.body.append(container);
});
afterEach(() => {
  root?.unmount();
  root = undefined;
  container.remove();
  window.removeEventListener('error', onError);
  vi.restoreAllMocks();
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = wasActEnvironment;
});

/** Data still decoding when hydration starts, like Remix's single-fetch state on a first load. */
function pendingData() {
  let resolve = () => {};
  const data = { ready: false, promise: new Promise<void>((done) => (resolve = done)) };
  data.promise.then(() => {
    data.ready = true;
  });
  return { data, resolve };
}

/** Suspends outside any boundary until its data is there (as `RemixBrowser` does), then the page. */
function Page({ data, onPay }: { data: { ready: boolean; promise: Promise<void> }; onPay: () => void }) {
  const [paid, setPaid] = useState(false);
  if (!data.ready) throw data.promise;
  return (
    <button
      type="button"
      onClick={() => {
        setPaid(true);
        onPay();
      }}
    >
      {paid ? 'Pagado' : 'Pagar'}
    </button>
  );
}

const button = () => container.querySelector('button') as HTMLButtonElement;

describe('holdEventsWhileHydrating', () => {
  it('is why the hold exists: React 18 throws #345 at a click while the root waits for its data', async () => {
    const { data, resolve } = pendingData();
    startTransition(() => {
      root = hydrateRoot(container, <Page data={data} onPay={() => undefined} />);
    });
    button().click();
    resolve();
    await data.promise;
    // The development build's words for the production build's "Minified React error #345".
    expect(uncaught).toEqual([expect.stringMatching(/Root did not complete/)]);
  });

  it('keeps such a click from React until the commit that hydrates, then lets clicks through', async () => {
    const { data, resolve } = pendingData();
    const onPay = vi.fn();
    let hydrated = false;
    const release = holdEventsWhileHydrating();
    startTransition(() => {
      root = hydrateRoot(
        container,
        <OnHydrated
          onHydrated={() => {
            hydrated = true;
            release();
          }}
        >
          <Page data={data} onPay={onPay} />
        </OnHydrated>,
      );
    });
    button().click();
    resolve();
    await vi.waitFor(() => expect(hydrated).toBe(true));
    expect(uncaught).toEqual([]);
    expect(onPay).not.toHaveBeenCalled();
    expect(button().textContent).toBe('Pagar');
    button().click();
    expect(onPay).toHaveBeenCalledOnce();
    await vi.waitFor(() => expect(button().textContent).toBe('Pagado'));
  });

  it('stops every such event before a document listener, keeps its default action, and releases once', () => {
    const heard: string[] = [];
    const listen = (event: Event) => heard.push(event.type);
    for (const type of SYNC_HYDRATING_EVENTS) document.addEventListener(type, listen, true);
    const checkbox = document.createElement('input');
    checkbox.type = 'checkbox';
    container.append(checkbox);
    const release = holdEventsWhileHydrating();
    for (const type of SYNC_HYDRATING_EVENTS) checkbox.dispatchEvent(new Event(type, { bubbles: true }));
    checkbox.click();
    expect(heard).toEqual([]);
    expect(checkbox.checked).toBe(true);
    release();
    release();
    checkbox.click();
    expect(heard).toEqual(['click', 'input', 'change']);
    for (const type of SYNC_HYDRATING_EVENTS) document.removeEventListener(type, listen, true);
  });
});
