import { createContext, useContext } from "react";

const NonceContext = createContext("");

/** The CSP nonce of this response; empty in the browser, where it is no longer readable. */
export const NonceProvider = NonceContext.Provider;
export const useNonce = () => useContext(NonceContext);
