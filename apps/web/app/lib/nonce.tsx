import { createContext, useContext } from 'react';

/** The CSP nonce of this response (server); an empty string in the browser, which hides it. */
export const NonceContext = createContext('');
export const useNonce = () => useContext(NonceContext);
