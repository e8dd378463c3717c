// Types of first-load.mjs for the browser suite that holds the pages to their budgets.
/** The home page's first-load JavaScript, gzip, at most (DESIGN.md), in KB. */
export declare const HOME_BUDGET_KB: number;
/** Every other page's, at most, in KB. */
export declare const PAGE_BUDGET_KB: number;
/** The home page's route in the client route manifest (`routes/_index`). */
export declare const HOME_ROUTE: string;
/** The site's client build folder. */
export declare const CLIENT_DIR: string;
/** The JavaScript URLs a first visit loads from a served page's HTML. */
export declare function scriptsOf(html: string): string[];
/** Gzip of the build's files at these URLs, together, in KB. */
export declare function gzipKb(urls: readonly string[], clientDir?: string): number;
/** The client build's route manifest. */
export declare function readManifest(clientDir?: string): unknown;
/** A route's first-load JavaScript (gzip KB) as Remix preloads it. */
export declare function manifestKb(manifest: unknown, routeId: string, clientDir?: string): number;
/** Every route of the manifest but the root, with its whole path: `[path, route id]`. */
export declare function manifestPages(manifest: unknown): Array<[string, string]>;
/** The budget of the page at `path`, in KB. */
export declare function budgetOf(path: string): number;
