import { OpenAPIHono } from '@hono/zod-openapi';
import { violationsFromZodError } from '@lender/contracts';
import type { Context } from 'hono';
import { ApiError } from './api-error';
import type { AppEnv, AppRouter } from './context';

async function rawInput(c: Context, target: string): Promise<unknown> {
  switch (target) {
    case 'json':
      return c.req.json().catch(() => undefined);
    case 'query':
      return c.req.query();
    case 'param':
      return c.req.param();
    case 'form':
      return c.req.parseBody().catch(() => undefined);
    default:
      return undefined;
  }
}

/**
 * A router for one route module. Validation failures become 400 with violations whose paths look
 * like the spec's (`children[firstName].data`); failing path parameters give 404 (spec §5: "Route
 * validate hooks failing give 404") unless the route asks otherwise.
 */
export function createRouter(): AppRouter {
  return new OpenAPIHono<AppEnv>({
    defaultHook: async (result, c) => {
      if (result.success) return;
      const input = await rawInput(c, result.target);
      throw new ApiError('validation_failed', { errors: violationsFromZodError(result.error, input) });
    },
  });
}
