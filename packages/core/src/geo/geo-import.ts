#!/usr/bin/env node
// Entry of `pnpm --filter @lender/core run geo:import <CPdescarga.txt>` (see ./cli.ts and the README).
import { runGeoImportCli } from './cli';

const code = await runGeoImportCli(process.argv.slice(2), {
  env: process.env,
  out: (line) => console.log(line),
  err: (line) => console.error(line),
});
process.exitCode = code;
