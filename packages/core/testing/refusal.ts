import { expect } from 'vitest';
import { CoreError } from '../src/errors/core-error';

/** The refusal a call ends with: its code, status, parameters and field (it fails when none). */
export async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(CoreError);
  const { code, status, options } = error as CoreError;
  return { code, status, params: options.params, field: options.field };
}
