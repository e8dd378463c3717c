import type { UserConfig } from 'vitest/config';
export interface LenderVitestOptions {
  /**
   * Run the test files with `isolate: false` (one module graph per worker, loaded once), except
   * `isolated`: the files that mock or patch a module others import, run with their own graph.
   */
  readonly shareModules?: { readonly isolated: readonly string[] };
}
/** The shared Vitest configuration, merged with `overrides`. */
export declare function lenderVitestConfig(overrides?: UserConfig, options?: LenderVitestOptions): UserConfig;
