import * as z from 'zod';
import { type ErrorCode, formatErrorMessage, isErrorCode } from './errors.js';
import { fieldNameFromPropertyPath, toPropertyPath } from './property-path.js';

export { fieldNameFromPropertyPath, toPropertyPath };

/**
 * A server-side validation failure: `propertyPath` is written the way the
 * spec's server writes it (`children[firstName].data`, `children[mobilePhone].children[number].data`);
 * the SDK turns it into a field name with {@link fieldNameFromPropertyPath}. `code` is a code of the
 * error catalogue; it is read as any string so that an older client tolerates a newer server's code.
 */
export const ViolationSchema = z
  .object({
    propertyPath: z.string().meta({ example: 'children[firstName].data' }),
    code: z.string().meta({ example: 'too_short' }),
    message: z.string().meta({ example: 'This value is too short.' }),
    /** Values of the message's `{placeholders}`, so a site can word it in its own language. */
    params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  })
  .meta({ id: 'Violation' });
export type Violation = z.infer<typeof ViolationSchema>;

const envelopeFields = {
  success: z.boolean(),
  message: z.string().optional(),
  /** Present when `success` is false: the error-catalogue code of the whole failure. */
  code: z.string().optional(),
  errors: z.array(ViolationSchema).optional(),
  /**
   * Present when the response issues or refreshes an access token (login, registration, token
   * refresh): the bare JWT. A client replaces its stored token with it.
   */
  Authorization: z.string().optional(),
};

/**
 * The wrapper of every `/web` response:
 * `{ success, data, message?, code?, errors?, Authorization? }`.
 *
 * @example EnvelopeSchema(ClientProfileSchema).parse(await response.json())
 */
export function EnvelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({ ...envelopeFields, data });
}
/** The wrapper of a response whose payload has type `T`. */
export type Envelope<T> = {
  success: boolean;
  data: T;
  message?: string | undefined;
  code?: string | undefined;
  errors?: Violation[] | undefined;
  Authorization?: string | undefined;
};

/** The body of every failed response: `success` false, `data` null, a catalogue `code` and message. */
export const ErrorEnvelopeSchema = z
  .object({
    success: z.literal(false),
    data: z.null(),
    message: z.string().meta({ example: 'Validation failed.' }),
    code: z.string().meta({ example: 'validation_failed' }),
    /**
     * Values of the message's `{placeholders}` (for example the minimum image size of
     * `hs_metric_failed`), so a site can word the message in its own language.
     */
    params: z
      .record(z.string(), z.union([z.string(), z.number()]))
      .optional()
      .meta({ example: { minWidth: 600, minHeight: 400 } }),
    errors: z.array(ViolationSchema).optional(),
  })
  .meta({ id: 'ErrorEnvelope' });
export type ErrorEnvelope = z.infer<typeof ErrorEnvelopeSchema>;

/** Wraps `data` in a successful envelope. */
export function successEnvelope<T>(
  data: T,
  extra: { message?: string; Authorization?: string } = {},
): Envelope<T> {
  return { success: true, data, ...extra };
}

/** Builds the failed envelope of `code` (message from the catalogue unless given). */
export function errorEnvelope(
  code: ErrorCode,
  options: { message?: string; params?: Record<string, string | number>; errors?: Violation[] } = {},
): ErrorEnvelope {
  const body: ErrorEnvelope = {
    success: false,
    data: null,
    code,
    message: options.message ?? formatErrorMessage(code, options.params),
  };
  if (options.params !== undefined && Object.keys(options.params).length > 0) body.params = options.params;
  if (options.errors !== undefined) body.errors = options.errors;
  return body;
}

function valueAt(input: unknown, path: ReadonlyArray<PropertyKey>): unknown {
  let current: unknown = input;
  for (const segment of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PropertyKey, unknown>)[segment];
  }
  return current;
}

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

function codeOfIssue(issue: z.core.$ZodIssue, input: unknown): ErrorCode {
  // "Required means not empty": whatever rule an empty value breaks, it is reported as required.
  if (issue.code !== 'unrecognized_keys' && isBlank(valueAt(input, issue.path))) return 'required';
  switch (issue.code) {
    case 'custom': {
      const code = issue.params?.code;
      return typeof code === 'string' && isErrorCode(code) ? code : 'invalid_value';
    }
    case 'invalid_type':
      return 'invalid_type';
    case 'too_small':
      return issue.origin === 'string' || issue.origin === 'array' ? 'too_short' : 'too_small';
    case 'too_big':
      return issue.origin === 'string' || issue.origin === 'array' ? 'too_long' : 'too_big';
    case 'invalid_format':
      return issue.format === 'email' ? 'invalid_mail' : 'invalid_format';
    default:
      return 'invalid_value';
  }
}

/**
 * Turns a zod failure into the API's violations. `input` is the value that was parsed (zod does not
 * keep it in its issues): a missing or empty value is reported as `required` ("Required
 * means not empty"). A refinement can choose its code with `params: { code }` (a catalogue code).
 *
 * @example violationsFromZodError(result.error, body) // [{ propertyPath: 'children[email].data', code: 'required', … }]
 */
export function violationsFromZodError(error: z.ZodError, input: unknown): Violation[] {
  const violations: Violation[] = [];
  const seen = new Set<string>();
  const add = (path: ReadonlyArray<PropertyKey>, code: ErrorCode) => {
    const propertyPath = toPropertyPath(path);
    // An empty value breaks several rules at once (length and pattern); report it once.
    const key = `${propertyPath}\u0000${code}`;
    if (seen.has(key)) return;
    seen.add(key);
    violations.push({ propertyPath, code, message: formatErrorMessage(code) });
  };
  for (const issue of error.issues) {
    const code = codeOfIssue(issue, input);
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) add([...issue.path, key], code);
    } else {
      add(issue.path, code);
    }
  }
  return violations;
}
