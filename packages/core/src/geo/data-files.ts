import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The package's `data/geo` folder. The code runs from `src/geo/*.ts` (tests, tsx) and bundled from
 * `dist/*.js`, at different depths, so the package root is found by walking up to the
 * `package.json` named `@lender/core` rather than by a fixed relative path.
 */
export function geoDataFolder(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).name === '@lender/core') {
      return join(dir, 'data', 'geo');
    }
    const parent = dirname(dir);
    if (parent === dir) throw new Error('@lender/core: package root (and its data/geo folder) not found');
    dir = parent;
  }
}

/** The bundled demo extract of the SEPOMEX catalogue (real rows, ISO-8859-1), seeded by default. */
export function geoDemoFile(): string {
  return join(geoDataFolder(), 'sepomex-demo.txt');
}

/** The importer's test fixture in the exact format of `CPdescarga.txt`. */
export function geoFixtureFile(): string {
  return join(geoDataFolder(), 'sepomex-fixture.txt');
}
