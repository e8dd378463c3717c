/** Runs `fn` with `address` as the browser's address of everything it starts. */
export declare function runWithBrowserAddress<T>(address: string | undefined, fn: () => T): T;
/** The browser's address of the request being handled, when the site's server knows it. */
export declare function browserAddress(): string | undefined;
