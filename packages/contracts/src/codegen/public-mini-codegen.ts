// Writes `src/public-mini.gen.ts`: `@lender/contracts/public` in `zod/mini` (ADR 171). Every schema
// the classic public entry exports (the common ones included), the envelope functions, the public
// endpoint maps and `publicCatalogue`, printed by `mini-codegen.ts` from the classic schemas, which
// stay the one source (the API and its OpenAPI document use them). The rest of the audience
// (types, constants, zod-free helpers) is re-exported after them.
//
// `pnpm --filter @lender/contracts run gen:mini` rewrites it with `src/mini.gen.ts`;
// `public-mini.gen.test.ts` fails while it is stale.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as z from 'zod';
import * as classicPublic from '../audience/public-classic.js';
import { publicCalculatorEndpoints } from '../public/calculator-endpoints.js';
import { publicContactCheckEndpoints } from '../public/contact-check.js';
import {
  publicEndpoints,
  publicNoticeEndpoints,
  publicScheduledChargeEndpoints,
} from '../public/endpoints.js';
import { generateMiniSource, MINI_ROOTS, type Root } from './mini-codegen.js';

/** The generated file, relative to this module. */
export const PUBLIC_MINI_SOURCE_URL = new URL('../public-mini.gen.ts', import.meta.url);

/** The classic entry's schemas, by exported name, sorted (a namespace's order, whoever loads it). */
export const PUBLIC_SCHEMAS: Readonly<Record<string, z.core.$ZodType>> = Object.fromEntries(
  Object.entries(classicPublic as Record<string, unknown>)
    .filter((entry): entry is [string, z.ZodType] => entry[1] instanceof z.ZodType)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
);

/** The modules of the classic entry (`audience/public-classic.ts`), re-exported after the mini forms. */
const CLASSIC_MODULES = [
  './common.js',
  './public/address.js',
  './public/affiliate.js',
  './public/calculator.js',
  './public/calculator-endpoints.js',
  './public/classification.js',
  './public/company.js',
  './public/contact-check.js',
  './public/documents.js',
  './public/endpoints.js',
  './public/login.js',
  './public/registration.js',
  './public/scheduled-charge-cancel.js',
  './public/util.js',
];

export const PUBLIC_MINI_ROOTS: readonly Root[] = [
  ...MINI_ROOTS.filter((root) => root.kind === 'envelope'),
  ...Object.entries(PUBLIC_SCHEMAS).map(
    ([name, schema]): Root => ({
      kind: 'schema',
      name,
      doc: `\`${name}\` of \`@lender/contracts\`.`,
      schema,
    }),
  ),
  {
    kind: 'map',
    name: 'publicCalculatorEndpoints',
    doc: "The public calculator's two calls (`publicCalculatorEndpoints`).",
    endpoints: publicCalculatorEndpoints,
  },
  {
    kind: 'map',
    name: 'publicEndpoints',
    doc: 'The `/web/public` endpoints (`publicEndpoints`).',
    endpoints: publicEndpoints,
  },
  {
    kind: 'map',
    name: 'publicNoticeEndpoints',
    doc: 'The notices’ public calls: unsubscribe (`publicNoticeEndpoints`).',
    endpoints: publicNoticeEndpoints,
  },
  {
    kind: 'map',
    name: 'publicContactCheckEndpoints',
    doc: '"¿Somos nosotros?": whether a phone, CLABE or message is the lender\'s (`publicContactCheckEndpoints`).',
    endpoints: publicContactCheckEndpoints,
  },
  {
    kind: 'map',
    name: 'publicScheduledChargeEndpoints',
    doc: 'The pre-notice\'s "no me cobren": the charge its link names and its cancellation (`publicScheduledChargeEndpoints`).',
    endpoints: publicScheduledChargeEndpoints,
  },
  {
    kind: 'catalogue',
    name: 'publicCatalogue',
    doc: 'The `/web/public` endpoints keyed by id: every public endpoint map (`publicCatalogue`), in its order.',
    maps: [
      'publicEndpoints',
      'publicContactCheckEndpoints',
      'publicNoticeEndpoints',
      'publicScheduledChargeEndpoints',
    ],
  },
];

const HEADER = `// GENERATED FILE, do not edit: \`@lender/contracts/public\` in \`zod/mini\` (ADR 171): every public
// schema, the envelope functions, the public endpoint maps and \`publicCatalogue\`, printed from the
// classic schemas' \`_zod.def\` by src/codegen/public-mini-codegen.ts. The classic schemas are the
// source: change them, then run \`pnpm --filter @lender/contracts run gen:mini\`
// (public-mini.gen.test.ts fails while this file is stale).
`;

const TRAILER = `/**
 * The \`zod/mini\` schema of an endpoint's whole JSON success body, as \`responseEnvelopeSchema\` of
 * \`@lender/contracts\` builds it: the envelope around \`endpoint.response\`, \`Authorization\`
 * required when the endpoint issues a token.
 */
export function responseEnvelopeSchema<T extends z.core.$ZodType>(endpoint: {
  readonly issuesToken: boolean;
  readonly response: T;
}) {
  return endpoint.issuesToken ? TokenEnvelopeSchema(endpoint.response) : EnvelopeSchema(endpoint.response);
}

// The rest of the public audience as the classic entry exports it (types, constants, zod-free
// helpers); a name declared above takes precedence over these.
${CLASSIC_MODULES.map((module) => `export * from '${module}';`).join('\n')}
`;

/** The source of `src/public-mini.gen.ts`, from the classic schemas as they are now. */
export function generatePublicMiniSource(): string {
  return generateMiniSource(PUBLIC_MINI_ROOTS, HEADER, TRAILER);
}

/** Rewrites `src/public-mini.gen.ts`. */
export function writePublicMiniSource(): void {
  writeFileSync(PUBLIC_MINI_SOURCE_URL, generatePublicMiniSource());
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1]) {
  writePublicMiniSource();
  process.stdout.write(`wrote ${fileURLToPath(PUBLIC_MINI_SOURCE_URL)}\n`);
}
