import type { Options } from 'tsup';
/** A published package: ESM + CommonJS with types, platform neutral, tree-shaken, split, source maps. */
export declare const libraryOptions: Options;
/** Server code for Node 20: ESM only, no types, source maps. */
export declare const nodeOptions: Options;
