import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeServer, sendJson, startFakeServer } from '../test/fake-server';
import { createClient } from './client';

// A site makes a client per request (issue 65): the catalogue is sorted into methods once, and a
// group's methods are made when the group is first read. Each client still calls with its own options.

let fake: FakeServer;
beforeAll(async () => {
  fake = await startFakeServer();
});
afterAll(() => fake.close());

describe('clients made from the same catalogue', () => {
  it('each call with their own token, however many are made', async () => {
    fake.handle((_, res) => sendJson(res, 200, { success: true, data: [] }));
    const first = createClient({ baseUrl: fake.baseUrl, retry: 0, getToken: () => 'first.jwt' });
    const second = createClient({ baseUrl: fake.baseUrl, retry: 0, getToken: () => 'second.jwt' });
    await second.public.banks();
    await first.public.banks();
    expect(fake.requests.map((request) => request.headers.authorization)).toEqual([
      'Bearer second.jwt',
      'Bearer first.jwt',
    ]);
  });

  it('read a group as the same object each time, with every method of the group and no other', () => {
    const api = createClient({ baseUrl: fake.baseUrl });
    expect(api.client).toBe(api.client);
    expect(Object.keys(api)).toEqual(['public', 'client', 'backOffice']);
    expect(typeof api.client.get).toBe('function');
    expect(typeof api.public.banks).toBe('function');
    expect(Object.keys(api.client)).not.toContain('banks');
    expect(Object.keys(api.public)).not.toContain('get');
    expect(Object.keys(createClient({ baseUrl: fake.baseUrl }).backOffice)).toEqual(
      Object.keys(api.backOffice),
    );
  });
});
