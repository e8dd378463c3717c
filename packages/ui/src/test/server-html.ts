import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';

/**
 * The server's HTML of `tree`, rendered in jsdom for a hydration test. React warns there that a
 * layout effect does nothing on the server (in Node, where Remix renders, the fields pick
 * `useEffect`): that warning alone is muted.
 */
export function serverHtml(tree: ReactNode): string {
  const logged = console.error;
  console.error = (...args: unknown[]) => {
    if (!String(args[0]).includes('useLayoutEffect does nothing on the server')) logged(...args);
  };
  try {
    return renderToString(tree);
  } finally {
    console.error = logged;
  }
}
