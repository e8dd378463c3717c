import type { Options } from 'tsup';
/** Server code for Node 20: ESM only, no types, source maps. */
export declare const nodeOptions: Options;
/**
 * A published package: ESM + CommonJS, platform neutral, tree-shaken, split, source maps, with
 * `overrides` on top; its declaration bundles written by TypeScript 7 and rollup-plugin-dts after the
 * JavaScript (ADR 350).
 */
export declare function library(overrides: Options & { entry: string[] | Record<string, string> }): Options;
