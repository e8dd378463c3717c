import type { Options } from 'tsup';
/** Server code for Node 20: ESM only, no types, source maps. */
export declare const nodeOptions: Options;
/**
 * A published package: ESM + CommonJS, platform neutral, tree-shaken, split, source maps, with
 * `overrides` on top; its declaration bundles written by TypeScript 7 and rollup-plugin-dts after the
 * JavaScript (ADR 350).
 */
export declare function library(overrides: Options & { entry: string[] | Record<string, string> }): Options;
/**
 * Writes the declaration bundles of `entry` into `dist` (`.d.ts` for esm, `.d.cts` for cjs), in
 * place of every declaration file there: what `library()` runs once the JavaScript is built, for a
 * package whose formats are built by separate configs (the SDK's) to run once, after the last.
 */
export declare function bundleDeclarations(options: {
  entry: string[] | Record<string, string>;
  format?: ('esm' | 'cjs')[];
  cwd?: string;
  outDir?: string;
  tsconfig?: string;
}): Promise<void>;
