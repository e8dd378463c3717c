// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type InProcessApi, type Loose, loaded, startInProcessApi } from '../../test/in-process-api';
import { loader as clientLoader } from './_app.clients.$id';

// Issue 51: the RFC a borrower gave on the profile is on the client's record, as the API stores it.

let api: InProcessApi;
let sql: Loose;

beforeAll(async () => {
  api = await startInProcessApi();
  ({ sql } = api);
}, 240_000);
afterAll(() => api?.close());

const args = (path: string, params: Record<string, string> = {}) => ({
  request: api.get(path),
  params,
  context: {},
});

describe("the client's record", () => {
  it('shows the RFC the client gave, and none when there is none', async () => {
    const [client] = await api.rows(sql`select id from clients order by id desc limit 1`);
    const id = String(client?.id);
    await api.t.core.db.execute(sql`update clients set rfc_enc = null where id = ${client?.id}`);
    expect((await loaded(clientLoader(args(`/clients/${id}`, { id })))).detail.profile.rfc).toBeNull();

    await api.t.core.db.execute(
      sql`update clients set rfc_enc = ${api.t.core.pii.encrypt('GODE561231GR8')} where id = ${client?.id}`,
    );
    expect((await loaded(clientLoader(args(`/clients/${id}`, { id })))).detail.profile.rfc).toBe(
      'GODE561231GR8',
    );
  });
});
