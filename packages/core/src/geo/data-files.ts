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

/**
 * The complete national catalogue the product ships and loads on a fresh start (gzip of UTF-8
 * TSV; `data/geo/README.md` says what it is, where it comes from and how it was checked).
 */
export function geoCatalogueFile(): string {
  return join(geoDataFolder(), 'sepomex.tsv.gz');
}

/** The importer's test fixture in the exact format of `CPdescarga.txt`. */
export function geoFixtureFile(): string {
  return join(geoDataFolder(), 'sepomex-fixture.txt');
}

/**
 * Real rows of the shipped catalogue for a few postal codes (06700 Roma Norte, 01000 San Ángel,
 * 44100 Guadalajara Centro, 45140 Zapopan, 64000 Monterrey Centro), in its TSV form: what every
 * test core loads so address steps can be completed without the 155,847-row catalogue.
 */
export function geoTestSubsetFile(): string {
  return join(geoDataFolder(), 'sepomex-test-subset.tsv');
}
