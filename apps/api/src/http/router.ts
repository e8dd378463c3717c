import { OpenAPIHono } from '@hono/zod-openapi';
import { violationsFromZodError } from '@lender/contracts';
import { CoreError, type CoreViolation } from '@lender/core';
import type { Context } from 'hono';
import type { AppEnv, AppRouter } from './context';

/** A schema's refusals as the domain error's violations, their property paths written as spec §5 says. */
export function schemaViolations(
  error: Parameters<typeof violationsFromZodError>[0],
  input: unknown,
): CoreViolation[] {
  return violationsFromZodError(error, input).map(({ propertyPath, ...rest }) => ({
    field: propertyPath,
    ...rest,
  }));
}

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
      throw new CoreError('validation_failed', { violations: schemaViolations(result.error, input) });
    },
  });
}
