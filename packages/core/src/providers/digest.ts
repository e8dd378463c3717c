import { createHash } from 'node:crypto';

/** SHA-256 of a string: the sandboxes derive their deterministic answers from it. */
export function digestOf(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}
