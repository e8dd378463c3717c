import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ENDPOINT_LIST } from '@lender/contracts';
import { useCases } from '@lender/core';
import { describe, expect, it } from 'vitest';
import { BACK_OFFICE_READS } from './routes/back-office-reads/back-office-reads.handlers';

// One name from screen to database (issue 49): the catalogue key `backOffice.riskReport` is the
// SDK's `api.backOffice.riskReport()` (the SDK's catalogue test holds that), core's
// `useCases.backOffice.riskReport`, a plain function exported from a file named after it
// (`risk-report.ts`), and what the API's handler calls. `git grep riskReport` connects them.

const here = dirname(fileURLToPath(import.meta.url));
const coreUseCases = join(here, '..', '..', '..', 'packages', 'core', 'src', 'use-cases');
const GROUP_FILES = { public: 'public.ts', client: 'client.ts', backOffice: 'back-office.ts' } as const;
type Group = keyof typeof GROUP_FILES;

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** `name → file` of a group's index: `export { riskReport } from '../back-office/reports/risk-report';`. */
function reExports(group: Group): Map<string, string> {
  const source = readFileSync(join(coreUseCases, GROUP_FILES[group]), 'utf8');
  const found = new Map<string, string>();
  for (const [, names = '', from = ''] of source.matchAll(/export\s*\{([^}]*)\}\s*from\s*'([^']+)'/g)) {
    for (const name of names
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean)) {
      found.set(name, from.split('/').pop() ?? '');
    }
  }
  return found;
}

function apiSources(dir: string): string {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts'))
    .map((entry) => readFileSync(join(entry.parentPath, entry.name), 'utf8'))
    .join('\n');
}

const ids = ENDPOINT_LIST.map((endpoint) => endpoint.id);
const handlers = apiSources(join(here, 'routes'));
const reads = new Set(BACK_OFFICE_READS.map((endpoint) => endpoint.id));

describe('one name per operation: catalogue, SDK, core, API', () => {
  it.each(ids)('%s is a use case of core by that name, in a file named after it, called by the API', (id) => {
    const [group, name = ''] = id.split('.') as [Group, string];
    const cases: Record<string, unknown> = useCases[group];
    expect(cases[name], `useCases.${group}.${name}`).toBeTypeOf('function');
    const file = reExports(group).get(name);
    // A file is named after its use case, or after the operation a variant belongs to
    // (`phoneSmsCodeTs`, the time-stamped form of `phoneSmsCode`, beside it).
    expect(file && kebab(name).startsWith(file) ? file : `${file} (not ${kebab(name)})`).toBe(file);
    // `useCases.backOffice.riskReport(core, …)`, `backOffice.riskReport(…)` after `const { backOffice } =
    // useCases`, or a table's `useCaseRoute(e.riskReport, backOffice.riskReport)` (with its options:
    // `useCaseRoute(e.makePromise, client.makePromise, { pesos: … })`).
    const inTable = `useCaseRoute\\(\\s*\\w+\\.${name},\\s*(useCases\\.)?${group}\\.${name}\\s*[,)]`;
    const calledByName =
      new RegExp(`\\b${group}\\.${name}\\(`).test(handlers) ||
      new RegExp(inTable).test(handlers) ||
      reads.has(id);
    expect(calledByName, `the API calls useCases.${group}.${name}`).toBe(true);
  });

  it('has no use case in the index without its endpoint', () => {
    const names = (Object.keys(GROUP_FILES) as Group[]).flatMap((group) =>
      Object.keys(useCases[group]).map((name) => `${group}.${name}`),
    );
    expect(names.filter((name) => !ids.includes(name))).toEqual([]);
  });
});
