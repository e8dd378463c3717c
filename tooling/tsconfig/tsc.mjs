#!/usr/bin/env node
// `lender-tsc`: the type-checker of every package's `typecheck` task (ADR 348). It is TypeScript 7,
// the compiler ported to native code: the same checks as `tsc` 5.9 with our strict presets, in about
// a fifth of the CPU. Everything that loads TypeScript as a library (tsup's declaration bundles,
// Vite, typedoc, arethetypeswrong, the registry round trip's consumers) keeps the workspace's
// TypeScript 5.9, the version consumers of our packages compile with.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';

const require = createRequire(import.meta.url);
const native = dirname(require.resolve('typescript-native/package.json'));
// The package's own launcher: it finds the platform's binary and runs it with our arguments.
await import(pathToFileURL(join(native, 'lib', 'tsc.js')).href);
