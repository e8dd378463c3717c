/** The shortest site key production accepts. */
export declare const MIN_SITE_API_KEY_LENGTH: number;
/**
 * The key this site proves itself with to the API (`SITE_API_KEY`): the development key outside
 * production; in production a missing, development or short key throws.
 */
export declare function siteApiKeyFromEnv(
  env?: Readonly<Record<string, string | undefined>>,
  variable?: string,
): string;
