// @vitest-environment node
import { errorEnvelope, toPropertyPath } from '@lender/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API, loaded, signedIn, stubApi } from '../../test/stubbed-api';
import { loader as clientsLoader } from '../routes/_app.clients._index';
import { loader as messagesLoader } from '../routes/_app.messages';
import { resetEnv } from './env.server';

// The list screens' loaders against a stubbed API (the real one is in the browser suite): which
// page they ask for, and what they make of the answer's cursor, estimate and refusal (ADR 042).

let asked: URL[] = [];

const listHeaders = (extra: Record<string, string> = {}) => ({
  'x-page': '1',
  'x-per-page': '25',
  'x-total-count': '0',
  'x-count': '0',
  ...extra,
});

const listCall = () => asked.find((url) => !/\/(profile|permissions)$/.test(url.pathname)) as URL;

beforeEach(() => {
  asked = [];
  vi.stubEnv('API_URL', API);
  resetEnv();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  resetEnv();
});

describe('a list paged by cursor (clients)', () => {
  it('asks for the first page without a page number, and hands on the next cursor and an estimated total', async () => {
    asked = stubApi(() => ({
      body: { success: true, data: [] },
      headers: listHeaders({
        'x-total-count': '50123',
        'x-total-count-estimated': 'true',
        'x-next-cursor': 'WyItaWQiLG51bGwsMjEsMiw1MDEyMywxXQ',
      }),
    }));
    const data = await loaded<{
      pagination: { total: number; totalEstimated: boolean; nextCursor?: string; page: number };
      paging: string;
      staleCursor: boolean;
    }>(
      clientsLoader({ request: await signedIn('/clients?sort=-createdAt&page=7'), params: {}, context: {} }),
    );
    const query = listCall().searchParams;
    expect(query.get('cursor')).toBeNull();
    // A page number in an old link is not sent: the list pages by key (ADR 042).
    expect(query.get('page')).toBeNull();
    expect(query.get('sort')).toBe('-createdAt');
    expect(data.paging).toBe('cursor');
    expect(data.staleCursor).toBe(false);
    expect(data.pagination).toMatchObject({
      page: 1,
      total: 50123,
      totalEstimated: true,
      nextCursor: 'WyItaWQiLG51bGwsMjEsMiw1MDEyMywxXQ',
    });
  });

  it('asks for the page after the URL’s cursor, with the filters, and an exact total stays exact', async () => {
    asked = stubApi(() => ({
      body: { success: true, data: [] },
      headers: listHeaders({ 'x-page': '3', 'x-total-count': '60' }),
    }));
    const data = await loaded<{ pagination: { page: number; totalEstimated: boolean; nextCursor?: string } }>(
      clientsLoader({
        request: await signedIn(
          '/clients?q=garc&status=2&cursor=WyItaWQiLG51bGwsNDEsMyw2MCwwXQ&back=WyItaWQiLG51bGwsNjEsMiw2MCwwXQ',
        ),
        params: {},
        context: {},
      }),
    );
    const query = listCall().searchParams;
    expect(query.get('cursor')).toBe('WyItaWQiLG51bGwsNDEsMyw2MCwwXQ');
    expect(query.get('query')).toBe('garc');
    expect(query.get('status')).toBe('2');
    expect(query.has('back')).toBe(false);
    expect(data.pagination).toMatchObject({ page: 3, totalEstimated: false });
    expect(data.pagination.nextCursor).toBeUndefined();
  });

  it('answers a cursor the API refuses (400 on the field cursor) with the first-page notice, not an error page', async () => {
    asked = stubApi(() => ({
      status: 400,
      body: errorEnvelope('invalid_value', {
        message: 'The cursor is not valid for this list and sort: start again from the first page.',
        errors: [{ propertyPath: toPropertyPath(['cursor']), code: 'invalid_value', message: 'bad cursor' }],
      }),
    }));
    const data = await loaded<{ staleCursor: boolean; invalid: string | null; rows: unknown[] }>(
      clientsLoader({
        request: await signedIn('/clients?sort=name&cursor=bm90LWEtY3Vyc29y'),
        params: {},
        context: {},
      }),
    );
    expect(data).toMatchObject({ staleCursor: true, invalid: null, rows: [] });
  });

  it('shows any other refusal of the filters in words, never the API’s English', async () => {
    asked = stubApi(() => ({
      status: 400,
      body: errorEnvelope('invalid_value', {
        message: 'query: too short',
        errors: [{ propertyPath: toPropertyPath(['query']), code: 'too_short', message: 'query: too short' }],
      }),
    }));
    const data = await loaded<{ staleCursor: boolean; invalid: string | null }>(
      clientsLoader({ request: await signedIn('/clients?q=g'), params: {}, context: {} }),
    );
    expect(data.staleCursor).toBe(false);
    expect(data.invalid).toBe('errors:code.too_short');
  });
});

describe('a list the API pages by number only (messages)', () => {
  it('keeps the URL’s page number and sends no cursor', async () => {
    asked = stubApi(() => ({
      body: { success: true, data: [] },
      headers: listHeaders({ 'x-page': '2', 'x-per-page': '50', 'x-total-count': '80' }),
    }));
    const data = await loaded<{ paging: string; pagination: { page: number; totalPages: number } }>(
      messagesLoader({
        request: await signedIn('/messages?page=2&cursor=WyItaWQiXQ'),
        params: {},
        context: {},
      }),
    );
    const query = listCall().searchParams;
    expect(query.get('page')).toBe('2');
    expect(query.get('cursor')).toBeNull();
    expect(data.paging).toBe('page');
    expect(data.pagination).toMatchObject({ page: 2, totalPages: 2 });
  });
});
