/**
 * The kinds of error this package throws. Each instance carries the kinds of its class chain
 * under `Symbol.for('@lender/sdk/error-kinds')`, a global symbol, so the checks below agree across
 * two copies of the package: its ESM and CommonJS builds loaded side by side (a bundler's ESM
 * next to a `require` of the CommonJS build), or two versions in one app.
 */
export type LenderErrorKind =
  | 'LenderError'
  | 'ApiError'
  | 'ServerError'
  | 'ApplicationCreationError'
  | 'NetworkError'
  | 'TimeoutError'
  | 'MalformedResponseError';

const KINDS = Symbol.for('@lender/sdk/error-kinds');

function kindsOf(value: unknown): readonly string[] {
  if (typeof value !== 'object' || value === null) return [];
  const kinds = (value as { [KINDS]?: unknown })[KINDS];
  return Array.isArray(kinds) ? (kinds as string[]) : [];
}

/**
 * The base of every error the SDK throws. `instanceof` on it and on each subclass checks the
 * brand, not the prototype, so `error instanceof ServerError` holds for a `ServerError` from the
 * other build too.
 */
export class LenderError extends Error {
  /** The class's kind; minifiers rename classes, so `name` cannot be used. */
  static readonly kind: LenderErrorKind = 'LenderError';

  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    const kinds: string[] = [];
    for (let type: unknown = new.target; typeof type === 'function' && type !== Error; ) {
      const kind = (type as { kind?: unknown }).kind;
      if (typeof kind === 'string' && !kinds.includes(kind)) kinds.push(kind);
      type = Object.getPrototypeOf(type);
    }
    Object.defineProperty(this, KINDS, { value: Object.freeze(kinds), enumerable: false });
  }

  static override [Symbol.hasInstance]<T>(
    this: abstract new (
      ...args: never[]
    ) => T,
    value: unknown,
  ): value is T {
    // biome-ignore lint/complexity/noThisInStatic: `this` is the class on the right of instanceof (a subclass too).
    return kindsOf(value).includes((this as unknown as { kind: string }).kind);
  }
}

/**
 * Whether `value` is an error of this package (any build, any copy), optionally of one kind
 * (subclasses included: a `TimeoutError` is a `NetworkError`).
 *
 * @example
 * ```ts
 * if (isLenderError(error, 'ServerError')) showErrorPage(error.status);
 * ```
 */
export function isLenderError(value: unknown, kind: LenderErrorKind = 'LenderError'): value is LenderError {
  return kindsOf(value).includes(kind);
}
