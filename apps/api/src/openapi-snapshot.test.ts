import { describe, expect, it } from 'vitest';
import { openApiDocument } from './openapi';

/**
 * The OpenAPI document, byte for byte (ADR 081): a change to how the contracts' schemas are built
 * (the browser's `zod/mini` forms are derived from the classic ones) must not change what the API
 * describes. A deliberate change of the document updates the snapshot with `vitest run -u`.
 */
describe('the OpenAPI document', () => {
  it('is the committed snapshot', async () => {
    await expect(`${JSON.stringify(openApiDocument(), null, 2)}\n`).toMatchFileSnapshot(
      './__snapshots__/openapi.json.snap',
    );
  });
});
