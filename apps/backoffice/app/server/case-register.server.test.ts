// @vitest-environment node
import { errorEnvelope } from '@lender/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API, loaded, signedIn, stubApi } from '../../test/stubbed-api';
import { loader as collectionsQueueLoader } from '../routes/_app.collections._index';
import { loader as complaintsLoader } from '../routes/_app.complaints._index';
import { loader as complaintLoader } from '../routes/_app.complaints.$id';
import { oneOf } from './case-register.server';
import { resetEnv } from './env.server';

// The collections queue and the complaints register read their page, and a complaint its case,
// through one loader each (`registerLoader`, `caseLoader`): the URL's filters and page, 50 cases a
// page, the permission, a 404 for an id that is not one.

const pageHeaders = { 'x-page': '3', 'x-per-page': '50', 'x-total-count': '101', 'x-count': '0' };
const emptyPage = () => ({ body: { success: true, data: [] }, headers: pageHeaders });
const callOf = (asked: URL[]) => asked.find((url) => !/\/(profile|permissions)$/.test(url.pathname)) as URL;
const rejected = (loading: Promise<unknown>) =>
  loading.then(
    () => undefined,
    (error: unknown) => error,
  );

beforeEach(() => {
  vi.stubEnv('API_URL', API);
  resetEnv();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  resetEnv();
});

describe('a register page', () => {
  it('asks for the URL’s page of 50 with the filters it knows, the unknown ones at their defaults', async () => {
    const asked = stubApi(emptyPage, ['collections.read', 'lists.export']);
    const data = await loaded<{
      items: unknown[];
      filters: Record<string, string | undefined>;
      pagination: { page: number; total: number };
      me: number;
      canWork: boolean;
      canExport: boolean;
    }>(
      collectionsQueueLoader({
        request: await signedIn('/collections?bucket=8-30&claim=everyone&sort=balance&page=3'),
        params: {},
        context: {},
      }),
    );
    const query = callOf(asked).searchParams;
    expect(callOf(asked).pathname).toMatch(/\/collections\/queue$/);
    expect(Object.fromEntries(query)).toEqual({
      bucket: '8-30',
      claim: 'all',
      sort: 'balance',
      page: '3',
      perPage: '50',
    });
    expect(data.filters).toEqual({ bucket: '8-30', claim: 'all', sort: 'balance' });
    expect(data.pagination).toMatchObject({ page: 3, total: 101 });
    expect(data).toMatchObject({ items: [], me: 1, canWork: false, canExport: true });
  });

  it('drops a filter value it does not know (the complaints register)', async () => {
    const asked = stubApi(emptyPage, ['complaints.read', 'complaints.log']);
    const data = await loaded<{ filters: Record<string, string | undefined>; canLog: boolean }>(
      complaintsLoader({
        request: await signedIn('/complaints?month=2026-13&status=received&overdue=maybe'),
        params: {},
        context: {},
      }),
    );
    expect(Object.fromEntries(callOf(asked).searchParams)).toEqual({
      status: 'received',
      page: '1',
      perPage: '50',
    });
    expect(data.filters).toEqual({ month: undefined, status: 'received', overdue: undefined });
    expect(data.canLog).toBe(true);
  });

  it('is refused (403) to a role without the register’s permission, before any call for it', async () => {
    const asked = stubApi(emptyPage, ['clients.read']);
    const thrown = await rejected(
      complaintsLoader({ request: await signedIn('/complaints'), params: {}, context: {} }),
    );
    expect((thrown as Response).status).toBe(403);
    expect(callOf(asked)).toBeUndefined();
  });
});

describe('a case page', () => {
  it('is a 404 for an id that is not one, without asking the API for it', async () => {
    const asked = stubApi(emptyPage, ['complaints.read']);
    for (const id of ['abc', '0', '-4', '1.5']) {
      const thrown = await rejected(
        complaintLoader({ request: await signedIn(`/complaints/${id}`), params: { id }, context: {} }),
      );
      expect((thrown as Response).status).toBe(404);
    }
    expect(callOf(asked)).toBeUndefined();
  });

  it('answers with the API’s refusal of the case (a 404 of an unknown complaint)', async () => {
    const asked = stubApi(() => ({ status: 404, body: errorEnvelope('not_found') }), ['complaints.read']);
    const thrown = await rejected(
      complaintLoader({ request: await signedIn('/complaints/77'), params: { id: '77' }, context: {} }),
    );
    expect(callOf(asked).pathname).toMatch(/\/complaints\/77$/);
    expect((thrown as Response).status).toBe(404);
  });
});

describe('oneOf', () => {
  it.each([
    ['mine', undefined, 'mine'],
    ['everyone', undefined, undefined],
    ['everyone', 'all', 'all'],
    [undefined, 'all', 'all'],
  ] as const)('%s (fallback %s) → %s', (value, fallback, expected) => {
    const claims = ['all', 'mine', 'unclaimed'] as const;
    expect(fallback === undefined ? oneOf(claims, value) : oneOf(claims, value, fallback)).toBe(expected);
  });
});
