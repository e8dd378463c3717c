import type { Options } from 'tsup';
/** A published package: ESM + CommonJS with types, platform neutral, tree-shaken, split, source maps. */
export declare const libraryOptions: Options;
/** Server code for Node 20: ESM only, no types, source maps. */
export declare const nodeOptions: Options;
/**
 * A published package's options: `libraryOptions` with `overrides`, its declaration bundles written
 * by TypeScript 7 and rollup-plugin-dts after the JavaScript (ADR 350).
 */
export declare function library(overrides: Options & { entry: string[] | Record<string, string> }): Options;
