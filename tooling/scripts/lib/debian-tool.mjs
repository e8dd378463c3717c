// A program the browser tests need from one of Debian's packages (Chromium, poppler-utils), found
// where the package puts it or where an environment variable points, and installed with apt-get
// when it is missing and we are root (CI containers); otherwise an error that says what to install.
// chromium.mjs and pdftotext.mjs each describe their program with `debianTool` and run `toolCli`.
import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';

const INSTALL_TIMEOUT_MS = 15 * 60_000;

/** Whether `path` is a file this process may run. */
export function executable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * Runs a shell command as root would in a container: non-interactive apt-get, its output shown.
 * @returns {number | null} the exit status
 */
export function runAsInstaller(command) {
  const result = spawnSync('sh', ['-c', command], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    timeout: INSTALL_TIMEOUT_MS,
  });
  return result.status ?? null;
}

/**
 * @param {{
 *   program: string,          // what a person calls it: 'Chromium', 'pdftotext'
 *   debianPackage: string,    // the package that brings it: 'chromium', 'poppler-utils'
 *   installCommand: string,   // what root runs to install it
 *   envVar: string,           // the variable that points at another binary
 *   paths: readonly string[], // where the package puts the program, then what must stand beside it
 *   otherwise: string,        // the last line of the message: what else a person may do
 * }} tool
 */
export function debianTool(tool) {
  const [path] = tool.paths;

  function find() {
    const fromEnv = process.env[tool.envVar];
    if (fromEnv) return executable(fromEnv) ? fromEnv : null;
    return tool.paths.every(executable) ? path : null;
  }

  function missingMessage(reason) {
    const fromEnv = process.env[tool.envVar];
    const where = fromEnv
      ? `${tool.envVar} is set to ${fromEnv}, which is not an executable file`
      : `${tool.program} is not installed (${tool.paths.join(' or ')} is missing)`;
    return [
      `${where}; ${reason}.`,
      `Install Debian's ${tool.debianPackage} package: sudo apt-get update && sudo apt-get install -y ${tool.debianPackage}`,
      tool.otherwise,
    ].join('\n');
  }

  /**
   * The program's path, installing its package first when it is missing and this process runs as
   * root on a system with apt-get.
   * @throws {Error} when it is missing and cannot be installed here, saying what to install.
   */
  function ensure() {
    const found = find();
    if (found) return found;
    if (process.env[tool.envVar]) throw new Error(missingMessage('nothing was installed'));
    if (process.platform !== 'linux' || !executable('/usr/bin/apt-get')) {
      throw new Error(missingMessage('this system has no apt-get to install it with'));
    }
    if (process.getuid?.() !== 0) throw new Error(missingMessage('installing it needs root'));
    console.log(`${tool.program} is missing; running: ${tool.installCommand}`);
    const status = runAsInstaller(tool.installCommand);
    const installed = find();
    if (status !== 0 || !installed) {
      throw new Error(missingMessage(`\`${tool.installCommand}\` failed (exit ${status})`));
    }
    return installed;
  }

  return { find, ensure, missingMessage };
}

/**
 * The command line of such a script: `--check` reports whether the program is there (installs
 * nothing), `--install` makes sure it is; either prints the path and the program's version.
 */
export function toolCli({ find, ensure, missingMessage }, version) {
  const mode = process.argv[2] ?? '--check';
  try {
    if (mode === '--check') {
      const found = find();
      if (!found) throw new Error(missingMessage('run with --install to install it'));
      console.log(`${found}: ${version(found)}`);
    } else if (mode === '--install') {
      const path = ensure();
      console.log(`${path}: ${version(path)}`);
    } else {
      throw new Error(`unknown option ${mode}; use --check or --install`);
    }
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
