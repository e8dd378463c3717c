import { createContext, useContext } from 'react';

/** The request's CSP nonce, given to the inline scripts Remix writes (server only; browsers hide it). */
export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
