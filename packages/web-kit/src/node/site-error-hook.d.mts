/** The reporter a site's server installs. */
export interface SiteErrorReporter {
  report(error: unknown, context: Record<string, string | number | boolean | undefined>): void;
  flush(timeoutMs: number): Promise<boolean>;
}
/** Installs the process's reporter (server.mjs). */
export declare function installSiteErrorReporter(reporter: SiteErrorReporter): void;
/** Reports an error of the site's server (Remix's `handleError`). */
export declare function reportSiteError(
  error: unknown,
  context: Record<string, string | number | boolean | undefined>,
): void;
