// Validates CFDI 4.0 XML against SAT's published XML schemas (issue 51), for tests: cfdv40.xsd with
// the catalogues and data types it imports, and TimbreFiscalDigitalv11.xsd for the stamp inside
// cfdi:Complemento (cfdv40.xsd lets Complemento hold any element, but strictly: an element with no
// schema loaded is an error, so both are loaded together). libxml2's xmllint does the validating,
// compiled to WebAssembly (xmllint-wasm, a devDependency): a test helper, under `testing/` (ADR 321).
// The schemas are read from a folder laid out as SAT publishes them under
// www.sat.gob.mx/sitio_internet/ (see data/sat-xsd/README.md), with relative imports between them.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { validateXML } from 'xmllint-wasm';

/** The schema files, relative to the folder, that validating a stamped CFDI 4.0 reads. */
export const SAT_XSD_FILES = [
  'cfd/4/cfdv40.xsd',
  'cfd/catalogos/catCFDI.xsd',
  'cfd/tipoDatos/tdCFDI/tdCFDI.xsd',
  'cfd/TimbreFiscalDigital/TimbreFiscalDigitalv11.xsd',
] as const;

/**
 * The folder the schemas are read from: `SAT_XSD_DIR` when set, else the steering repository's
 * `shared/data/sat-xsd` beside this one (where data files reach the project), else
 * packages/core/data/sat-xsd.
 */
export function satXsdFolder(): string {
  const fromEnv = process.env.SAT_XSD_DIR;
  if (fromEnv) return fromEnv;
  const core = join(dirname(fileURLToPath(import.meta.url)), '..');
  const shared = join(core, '..', '..', '..', 'shared', 'data', 'sat-xsd');
  return existsSync(shared) ? shared : join(core, 'data', 'sat-xsd');
}

/** The schema files missing from `folder` (empty when every one is there). */
export function missingSatXsdFiles(folder: string = satXsdFolder()): string[] {
  return SAT_XSD_FILES.filter((file) => !existsSync(join(folder, file)));
}

export interface SatXsdError {
  /** Which of the validated documents (its index in the list given) the error is in. */
  readonly document: number;
  /** The line of that document, when libxml2 gives one. */
  readonly line: number | null;
  /** libxml2's message, e.g. `Element '{…cfd/4}Comprobante', attribute 'FormaPago': [facet 'enumeration'] …`. */
  readonly message: string;
}

export interface SatXsdResult {
  readonly valid: boolean;
  readonly errors: readonly SatXsdError[];
}

/** A schema with no namespace of its own that imports the CFDI's and the stamp's. */
const ENTRY = 'sat-cfdi-entry.xsd';
const ENTRY_SCHEMA = `<?xml version="1.0" encoding="UTF-8"?>
<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema">
  <xs:import namespace="http://www.sat.gob.mx/cfd/4" schemaLocation="cfd/4/cfdv40.xsd"/>
  <xs:import namespace="http://www.sat.gob.mx/TimbreFiscalDigital" schemaLocation="cfd/TimbreFiscalDigital/TimbreFiscalDigitalv11.xsd"/>
</xs:schema>
`;

/** The catalogues run to megabytes: room for libxml2 to hold them (in 64 KiB pages: 1 GiB). */
const MAX_MEMORY_PAGES = 16_384;

const loaded = new Map<string, Array<{ fileName: string; contents: string }>>();
function schemaFiles(folder: string) {
  let files = loaded.get(folder);
  if (!files) {
    const missing = missingSatXsdFiles(folder);
    if (missing.length > 0) throw new Error(`SAT schemas missing from ${folder}: ${missing.join(', ')}`);
    files = SAT_XSD_FILES.map((file) => ({
      fileName: file,
      contents: readFileSync(join(folder, file), 'utf8'),
    }));
    loaded.set(folder, files);
  }
  return files;
}

/**
 * Validates each XML of `xmls` against SAT's CFDI 4.0 and TimbreFiscalDigital 1.1 schemas in one
 * run of xmllint (the schemas are compiled once for all of them).
 */
export async function validateAllAgainstSatXsd(
  xmls: readonly string[],
  folder: string = satXsdFolder(),
): Promise<SatXsdResult> {
  if (xmls.length === 0) return { valid: true, errors: [] };
  const documents = xmls.map((contents, i) => ({ fileName: `cfdi-${i}.xml`, contents }));
  const result = await validateXML({
    xml: documents,
    schema: { fileName: ENTRY, contents: ENTRY_SCHEMA },
    preload: schemaFiles(folder),
    maxMemoryPages: MAX_MEMORY_PAGES,
  });
  return { valid: result.valid, errors: errorsOf(result.rawOutput, result.valid) };
}

/** xmllint's output as errors: `cfdi-N.xml:LINE: Schemas validity error : …` a line each. */
function errorsOf(output: string, valid: boolean): SatXsdError[] {
  const errors: SatXsdError[] = [];
  for (const line of output.split('\n')) {
    if (line.trim() === '' || /^cfdi-\d+\.xml (validates|fails to validate)$/.test(line)) continue;
    const located = /^cfdi-(\d+)\.xml:(\d+): (?:[\w ]+ error : )?(.*)$/.exec(line);
    if (located)
      errors.push({ document: Number(located[1]), line: Number(located[2]), message: located[3] ?? line });
    else errors.push({ document: -1, line: null, message: line.trim() });
  }
  // xmllint's exit status says valid or not; its output only says why.
  if (!valid && errors.length === 0) errors.push({ document: -1, line: null, message: 'invalid' });
  return errors;
}

/** Validates one CFDI's XML against SAT's schemas (see `validateAllAgainstSatXsd`). */
export function validateAgainstSatXsd(xml: string, folder?: string): Promise<SatXsdResult> {
  return validateAllAgainstSatXsd([xml], folder);
}

/** The errors as lines a failing test prints: `cfdi 0, line 3: Element …`. */
export function describeSatXsdErrors(result: SatXsdResult): string[] {
  return result.errors.map(
    (error) => `cfdi ${error.document}${error.line === null ? '' : `, line ${error.line}`}: ${error.message}`,
  );
}
