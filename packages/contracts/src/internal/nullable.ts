import * as z from 'zod';

/**
 * `schema` or null. Used instead of `.nullable()` on schemas with a `.meta({ id })`, because the
 * OpenAPI generator (zod-to-openapi 9) drops the `null` of `.nullable()` around a `$ref`.
 */
export function nullable<T extends z.ZodType>(schema: T) {
  return z.union([schema, z.null()]);
}
