import { describe, expect, it } from 'vitest';
import { backOfficeListEndpoints } from './back-office/list-endpoints.js';
import {
  ClientListQuerySchema,
  CursorPageQuerySchema,
  LoanListQuerySchema,
  PaymentListQuerySchema,
} from './back-office/lists.js';
import { paginationFromHeaders, paginationHeaders } from './pagination-headers.js';

describe('keyset pagination (ADR 048)', () => {
  it('carries the next cursor in x-next-cursor and reads it back', () => {
    const headers = new Headers(paginationHeaders(1, 20, 45, 20, 'WyItaWQiLG51bGwsMjUsMiw0NSwwXQ'));
    expect(headers.get('x-next-cursor')).toBe('WyItaWQiLG51bGwsMjUsMiw0NSwwXQ');
    expect(paginationFromHeaders(headers)).toEqual({
      page: 1,
      perPage: 20,
      total: 45,
      count: 20,
      totalPages: 3,
      nextCursor: 'WyItaWQiLG51bGwsMjUsMiw0NSwwXQ',
    });
    // The last page has no cursor.
    expect(paginationFromHeaders(new Headers(paginationHeaders(3, 20, 45, 5)))?.nextCursor).toBeUndefined();
  });

  it('takes a base64url cursor on the client, loan and payment lists, and refuses anything else', () => {
    expect(CursorPageQuerySchema.parse({ cursor: 'abc_-09' })).toEqual({
      page: 1,
      perPage: 20,
      cursor: 'abc_-09',
    });
    for (const schema of [ClientListQuerySchema, LoanListQuerySchema, PaymentListQuerySchema]) {
      expect(schema.parse({ cursor: 'WyJpZCJd' }).cursor).toBe('WyJpZCJd');
      expect(schema.safeParse({ cursor: 'not a cursor!' }).success).toBe(false);
      expect(schema.safeParse({ cursor: '' }).success).toBe(false);
      expect(schema.safeParse({ cursor: 'a'.repeat(1025) }).success).toBe(false);
    }
  });

  it('keeps cursors out of the CSV exports (an export takes every filtered row)', () => {
    for (const key of ['exportClients', 'exportLoans', 'exportPayments'] as const) {
      const query = backOfficeListEndpoints[key].request.query;
      expect(Object.keys(query?.shape ?? {})).not.toContain('cursor');
    }
  });
});
