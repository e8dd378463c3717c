// The browser for browser tests: Debian's Chromium packages, never a browser downloaded by a test
// tool. `ensureChromium()` returns the path of the full browser (`chromium`), installing the package
// with apt-get when it is missing and we are root (CI containers); otherwise it throws and says what
// to install. The suites drive Debian's headless shell of the same Chromium
// (`chromium-headless-shell`, `ensureSuiteChromium()`), which does the same pages with about 40 %
// less CPU (ADR 347); without it they fall back to the full browser. With the full browser
// comes `chromium-l10n`, so that a page's own form controls (a month or date field) read in Spanish
// in screenshots as on a borrower's phone (`CHROMIUM_ENV`); without it they read in English and
// nothing fails.
//
//   node tooling/scripts/chromium.mjs --check     report whether Chromium (and the suites' shell) is there
//   node tooling/scripts/chromium.mjs --install   make sure both are there (apt-get when root)
import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { debianTool, executable, runAsInstaller, toolCli } from './lib/debian-tool.mjs';

/** Where Debian's `chromium` package puts the browser. */
export const CHROMIUM_PATH = '/usr/bin/chromium';

/** Where Debian's `chromium-headless-shell` package puts Chromium's headless shell (same version). */
export const HEADLESS_SHELL_PATH = '/usr/bin/chromium-headless-shell';

/** Flags for a headless Chromium in a container: no sandbox, no GPU, no calls home. */
export const CHROMIUM_FLAGS = Object.freeze([
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
]);

const INSTALL_COMMAND = 'apt-get update && apt-get install -y chromium chromium-l10n chromium-headless-shell';
const HEADLESS_SHELL_COMMAND =
  'apt-get install -y chromium-headless-shell || (apt-get update && apt-get install -y chromium-headless-shell)';
const L10N_COMMAND =
  'apt-get install -y chromium-l10n || (apt-get update && apt-get install -y chromium-l10n)';

/** Where `chromium-l10n` puts the Latin American Spanish strings of the browser's own controls. */
const SPANISH_LOCALE_PAK = '/usr/lib/chromium/locales/es-419.pak';

/**
 * The environment to launch Chromium with: the caller's, in Mexican Spanish (`LANGUAGE`, which
 * Chromium on Linux reads for its own words: "junio de 2026" in a month field, dates as 15/06/2026).
 * A context's `locale` sets only what the page's scripts see.
 */
export const CHROMIUM_ENV = Object.freeze({ ...process.env, LANGUAGE: 'es_MX:es' });

function readable(path) {
  try {
    accessSync(path, constants.R_OK);
    return true;
  } catch {
    return false;
  }
}

const chromium = debianTool({
  program: 'Chromium',
  debianPackage: 'chromium',
  installCommand: INSTALL_COMMAND,
  envVar: 'CHROMIUM_PATH',
  paths: [CHROMIUM_PATH],
  otherwise: 'or point CHROMIUM_PATH at a Chromium or Chrome binary.',
});

/**
 * The Chromium binary to use, or null: `CHROMIUM_PATH` from the environment when set (a
 * developer's own Chrome or Chromium), else Debian's /usr/bin/chromium when installed.
 */
export const findChromium = chromium.find;

const headlessShell = debianTool({
  program: "Chromium's headless shell",
  debianPackage: 'chromium-headless-shell',
  installCommand: HEADLESS_SHELL_COMMAND,
  envVar: 'CHROMIUM_PATH',
  paths: [HEADLESS_SHELL_PATH],
  otherwise: 'or point CHROMIUM_PATH at a Chromium or Chrome binary.',
});

/**
 * The browser the test suites drive (headless, through playwright-core): `CHROMIUM_PATH` when set;
 * else Debian's headless shell, installed first when it is missing and this process runs as root;
 * else Debian's full Chromium ({@link ensureChromium}). The shell renders with the same Blink and V8
 * as the full browser of its version, without the browser's own window layer: in the site's lending,
 * borrower-life and documents suites, Chromium's CPU fell from 57.8 to 35.7 seconds (ADR 347). Its
 * own form controls speak English (no `chromium-l10n` strings), which no suite reads.
 * @throws {Error} when neither can be found or installed here, saying what to install.
 */
export function ensureSuiteChromium() {
  if (process.env.CHROMIUM_PATH) return ensureChromium();
  try {
    return headlessShell.ensure();
  } catch {
    return ensureChromium();
  }
}

/**
 * Returns the path of the Chromium binary, installing Debian's `chromium` package first when it
 * is missing and this process runs as root on a system with apt-get.
 * @throws {Error} when Chromium is missing and cannot be installed here, saying what to install.
 */
export function ensureChromium() {
  const path = chromium.ensure();
  ensureSpanishControls(path);
  return path;
}

let spanishChecked = false;

/**
 * Installs `chromium-l10n` beside Debian's Chromium when it is missing and we are root (an earlier
 * checkout installed `chromium` alone). Best effort: without it the tests pass, and screenshots
 * show the browser's own controls in English.
 */
function ensureSpanishControls(found) {
  if (spanishChecked || found !== CHROMIUM_PATH) return;
  spanishChecked = true;
  if (readable(SPANISH_LOCALE_PAK) || process.getuid?.() !== 0 || !executable('/usr/bin/apt-get')) return;
  console.log(`Chromium's Spanish strings are missing; running: ${L10N_COMMAND}`);
  if (runAsInstaller(L10N_COMMAND) !== 0)
    console.warn("chromium-l10n could not be installed: the browser's own controls stay in English");
}

/** `chromium --version`, or the reason it could not be read. */
export function chromiumVersion(path) {
  const result = spawnSync(path, ['--version'], { encoding: 'utf8', timeout: 30_000 });
  if (result.status !== 0) {
    throw new Error(`${path} --version failed: ${result.error?.message ?? result.stderr.trim()}`);
  }
  return result.stdout.trim();
}

if (import.meta.url === `file://${process.argv[1]}`) {
  toolCli(chromium, chromiumVersion);
  // The suites' browser too: the headless shell when it is there (or installed), else the same.
  if (process.argv[2] === '--install') {
    const suites = ensureSuiteChromium();
    console.log(`suites: ${suites}: ${chromiumVersion(suites)}`);
  } else {
    const suites = process.env.CHROMIUM_PATH ? null : headlessShell.find();
    console.log(suites ? `suites: ${suites}: ${chromiumVersion(suites)}` : 'suites: the same browser');
  }
}
