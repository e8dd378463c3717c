/** The dashboard's first-load JavaScript, gzip, at most (issue 48), in KB. */
export declare const DASHBOARD_BUDGET_KB: number;
/** The dashboard's route in the client route manifest. */
export declare const DASHBOARD_ROUTE: string;
/** Gzip (level 9) of `bytes`, in KB. */
export declare function gzipKb(bytes: Uint8Array): number;
/** The client build's route manifest. */
export declare function readManifest(clientDir: string): unknown;
/** A route's first-load JavaScript (gzip KB) as Remix preloads it. */
export declare function firstLoadKb(clientDir: string, manifest: unknown, routeId: string): number;
