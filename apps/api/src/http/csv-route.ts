import { createRoute } from '@hono/zod-openapi';
import { CsvFileSchema, type EndpointDefinition } from '@lender/contracts';
import type { Context } from 'hono';
import type { AppEnv } from './context';
import { endpointRoute } from './endpoint-route';

/** Whether the endpoint answers a CSV file (an export) instead of the JSON envelope. */
export const isCsv = (endpoint: EndpointDefinition): boolean => endpoint.responseContentType === 'text/csv';

/** A CSV export route: the endpoint's route whose success response is `text/csv`. */
export function csvRoute<E extends EndpointDefinition>(
  endpoint: E,
  extra: Parameters<typeof endpointRoute>[1] = {},
) {
  const base = endpointRoute(endpoint, extra);
  const { [endpoint.successStatus]: _success, ...errors } = base.responses as Record<number, unknown>;
  return createRoute({
    ...base,
    responses: {
      200: {
        description:
          'The CSV (`Content-Disposition: attachment`), a header row then every filtered row; `x-total-count` is the row count.',
        content: { 'text/csv': { schema: CsvFileSchema } },
      },
      ...(errors as Record<number, { description: string }>),
    },
  });
}

/** Sends an export: `text/csv` as an attachment named `<name>-<date>.csv`, with its row count. */
export function csvResponse(c: Context<AppEnv>, name: string, file: { csv: string; rows: number }): Response {
  const date = new Date(c.get('core').clock.now()).toISOString().slice(0, 10);
  return c.body(file.csv, 200, {
    'content-type': 'text/csv; charset=utf-8',
    'content-disposition': `attachment; filename="${name}-${date}.csv"`,
    'x-total-count': String(file.rows),
    'cache-control': 'no-store',
  });
}
