import fastJson, { type AnySchema } from 'fast-json-stringify';
import * as z from 'zod';

/**
 * A JSON writer compiled from a contract's schema: fast-json-stringify over the schema's JSON Schema
 * (`z.toJSONSchema`, the output side). For a value the schema describes it writes what
 * `JSON.stringify` writes, keys in the schema's order with the required ones first (the order
 * `successEnvelope` and the offer's view build theirs in), at a quarter of the cost, because the
 * keys and the shape are known before the value is (ADR 176). What the contract does not name is
 * not written, and a required field that is missing throws: the answer is the contract's or nothing.
 *
 * Compile once, at start: compiling takes milliseconds.
 */
export function compiledJsonWriter<S extends z.ZodType>(schema: S): (value: z.output<S>) => string {
  const jsonSchema = z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'throw' });
  const write = fastJson(jsonSchema as AnySchema);
  return (value) => write(value) as string;
}
