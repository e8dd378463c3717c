// The PDF reader of the browser tests: Debian's poppler-utils (`pdftotext`, `pdfinfo`), as
// chromium.mjs gives them Debian's Chromium. `ensurePdftotext()` returns the path of pdftotext,
// installing the package with apt-get when it is missing and we are root (CI containers);
// otherwise it throws and says what to install. `readPdf()` reads a downloaded PDF's pages and text.
//
//   node tooling/scripts/pdftotext.mjs --check     report whether pdftotext is there (installs nothing)
//   node tooling/scripts/pdftotext.mjs --install   make sure it is there (apt-get when root)
import { spawnSync } from 'node:child_process';
import { debianTool, toolCli } from './lib/debian-tool.mjs';

/** Where Debian's `poppler-utils` package puts the tools. */
export const PDFTOTEXT_PATH = '/usr/bin/pdftotext';
const PDFINFO_PATH = '/usr/bin/pdfinfo';

const poppler = debianTool({
  program: 'pdftotext',
  debianPackage: 'poppler-utils',
  installCommand: 'apt-get update && apt-get install -y poppler-utils',
  envVar: 'PDFTOTEXT_PATH',
  paths: [PDFTOTEXT_PATH, PDFINFO_PATH],
  otherwise: 'or point PDFTOTEXT_PATH at a pdftotext binary (with pdfinfo beside it).',
});

/** The pdftotext binary, or null: `PDFTOTEXT_PATH` from the environment when set, else Debian's. */
export const findPdftotext = poppler.find;

/**
 * Returns the path of pdftotext, installing Debian's `poppler-utils` first when it is missing and
 * this process runs as root on a system with apt-get.
 * @throws {Error} when pdftotext is missing and cannot be installed here, saying what to install.
 */
export const ensurePdftotext = poppler.ensure;

function run(path, args, input) {
  const result = spawnSync(path, args, { input, encoding: 'utf8', timeout: 60_000, maxBuffer: 32 << 20 });
  if (result.status !== 0) {
    throw new Error(`${path} ${args.join(' ')} failed: ${result.error?.message ?? result.stderr.trim()}`);
  }
  return result.stdout;
}

/**
 * A PDF's page count (`pdfinfo`) and text in reading order (`pdftotext -layout`, pages separated by
 * form feeds), read from its bytes on stdin. Throws when the bytes are not a PDF poppler can read.
 * @param {Uint8Array} bytes
 * @returns {{ pages: number, text: string }}
 */
export function readPdf(bytes) {
  const pdftotext = ensurePdftotext();
  const pdfinfo = pdftotext.replace(/pdftotext$/, 'pdfinfo');
  const input = Buffer.from(bytes);
  const pages = Number(/^Pages:\s+(\d+)$/m.exec(run(pdfinfo, ['-'], input))?.[1]);
  if (!Number.isInteger(pages)) throw new Error('pdfinfo gave no page count');
  return { pages, text: run(pdftotext, ['-layout', '-enc', 'UTF-8', '-', '-'], input) };
}

/** `pdftotext -v`, or the reason it could not be read. */
export function pdftotextVersion(path) {
  const result = spawnSync(path, ['-v'], { encoding: 'utf8', timeout: 30_000 });
  if (result.status !== 0)
    throw new Error(`${path} -v failed: ${result.error?.message ?? result.stderr.trim()}`);
  // poppler writes its version on stderr.
  return `${result.stderr}${result.stdout}`.split('\n')[0]?.trim() ?? '';
}

if (import.meta.url === `file://${process.argv[1]}`) toolCli(poppler, pdftotextVersion);
