import type { UserConfig } from 'vitest/config';
/** The shared Vitest configuration, merged with `overrides`. */
export declare function lenderVitestConfig(overrides?: UserConfig): UserConfig;
