// Re-checks a signed contract's NOM-151 evidence (issue 50). Two ways:
//
//   pnpm --filter @lender/core run verify-contract -- --bundle evidencia-STL-000123.zip [--ca tsa.der]
//       offline, a bundle downloaded from the back-office (the PDF, the RFC 3161 token, the events);
//   DATABASE_URL=postgres://… pnpm --filter @lender/core run verify-contract -- --loan 123
//       a contract stored in the database.
//
// Prints what holds and what does not, and exits 1 when the evidence does not verify.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { openDatabase } from '@lender/db';
import type { EvidenceCheck } from '../src/documents/contract-evidence/check-evidence';
import { contractEvidence } from '../src/documents/contract-evidence/contract-evidence';
import { verifyEvidenceBundle } from '../src/documents/contract-evidence/verify-bundle';

// `pnpm run verify-contract -- --bundle …` hands the script its own `--` first: dropped here.
const given = process.argv.slice(2);
const { values } = parseArgs({
  args: given[0] === '--' ? given.slice(1) : given,
  options: { bundle: { type: 'string' }, loan: { type: 'string' }, ca: { type: 'string', multiple: true } },
});

function report(check: EvidenceCheck): never {
  const line = (ok: boolean | null | undefined, what: string) =>
    console.log(`${ok === null || ok === undefined ? '-' : ok ? 'OK  ' : 'FAIL'} ${what}`);
  line(check.hashMatches, `PDF SHA-256 ${check.pdfSha256} is the one recorded at signing`);
  line(check.timestamp?.signatureValid, 'time-stamp token: the authority signature verifies');
  line(check.timestamp?.imprintMatches, 'time-stamp token: it is over this PDF hash');
  line(check.timestamp?.timeStampingCertificate, 'time-stamp token: signed by a time-stamping certificate');
  line(check.timestamp?.trusted, 'time-stamp token: the authority is trusted (--ca)');
  if (check.timestamp?.genTime) console.log(`     stamped at ${check.timestamp.genTime.toISOString()}`);
  line(check.eventsInOrder, 'signing events complete and in order (code sent, entered, stamped)');
  line(check.signerMatches, 'signer events agree with the signature record');
  console.log(check.valid ? 'VALID' : 'NOT VALID');
  process.exit(check.valid ? 0 : 1);
}

if (values.bundle) {
  const trusted = (values.ca ?? []).map((path) => new Uint8Array(readFileSync(path)));
  report(await verifyEvidenceBundle(new Uint8Array(readFileSync(values.bundle)), trusted));
} else if (values.loan) {
  const handle = await openDatabase({
    databaseUrl: process.env.DATABASE_URL,
    dataDir: process.env.PGLITE_DIR,
  });
  try {
    const view = await contractEvidence({ db: handle.db }, Number(values.loan));
    await handle.close();
    report(view.check);
  } catch (error) {
    await handle.close();
    throw error;
  }
} else {
  console.error('usage: verify-contract --bundle FILE.zip [--ca TSA.der] | --loan ID (with DATABASE_URL)');
  process.exit(2);
}
