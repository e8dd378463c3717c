// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  cursorPositionOf,
  MAX_BACK_CURSORS,
  nextPageQuery,
  numberedPageQuery,
  previousPageQuery,
  withoutPosition,
  withQuery,
} from './list-position';

// ADR 042: a cursor-paged list keeps its page in the URL as the page's cursor and the chain of the
// cursors before it, so "previous" and a reload work from the URL alone.

const query = (params: URLSearchParams | undefined) => (params ? `?${params}` : undefined);

describe('walking a cursor-paged list through the URL', () => {
  it('goes forward pushing each page’s cursor, and back popping them, filters and sort kept', () => {
    const first = '?q=garc&sort=-createdAt';
    const second = query(nextPageQuery(first, 'C2')) as string;
    expect(second).toBe('?q=garc&sort=-createdAt&cursor=C2');
    const third = query(nextPageQuery(second, 'C3')) as string;
    expect(third).toBe('?q=garc&sort=-createdAt&cursor=C3&back=C2');
    const fourth = query(nextPageQuery(third, 'C4')) as string;
    expect(fourth).toBe('?q=garc&sort=-createdAt&cursor=C4&back=C2&back=C3');
    expect(query(previousPageQuery(fourth, 4))).toBe(third);
    expect(query(previousPageQuery(third, 3))).toBe(second);
    expect(query(previousPageQuery(second, 2))).toBe('?q=garc&sort=-createdAt');
    expect(previousPageQuery(first, 1)).toBeUndefined();
  });

  it('keeps only the last pages’ cursors; past them only the first page is offered', () => {
    let search = '?sort=name';
    for (let page = 2; page <= MAX_BACK_CURSORS + 4; page++) search = `?${nextPageQuery(search, `C${page}`)}`;
    const position = cursorPositionOf(search);
    expect(position.cursor).toBe(`C${MAX_BACK_CURSORS + 4}`);
    expect(position.back).toHaveLength(MAX_BACK_CURSORS);
    expect(position.back.at(-1)).toBe(`C${MAX_BACK_CURSORS + 3}`);
    // Page 16 → 15 … → 4: the chain holds them; from page 4 (cursor C4, nothing before) no previous.
    let page = MAX_BACK_CURSORS + 4;
    while (previousPageQuery(search, page)) {
      search = `?${previousPageQuery(search, page)}`;
      page -= 1;
      expect(cursorPositionOf(search).cursor).toBe(`C${page}`);
    }
    expect(page).toBe(4);
  });

  it('drops a damaged back chain (and one without a cursor), never a malformed entry', () => {
    expect(cursorPositionOf('?cursor=C5&back=C3&back=not%20base64').back).toEqual([]);
    expect(cursorPositionOf('?back=C2').back).toEqual([]);
    expect(cursorPositionOf(`?cursor=C9${'&back=C'.repeat(MAX_BACK_CURSORS + 1)}`).back).toEqual([]);
    expect(previousPageQuery('?cursor=C5&back=%3Cscript%3E', 5)).toBeUndefined();
  });

  it('drops the position from sort links and exports, and pages by number where the API only does that', () => {
    expect(`${withoutPosition('?status=2&page=3&cursor=C4&back=C2&back=C3')}`).toBe('status=2');
    expect(`${numberedPageQuery('?channel=sms&page=3', 4)}`).toBe('channel=sms&page=4');
    expect(`${numberedPageQuery('?channel=sms&page=2', 1)}`).toBe('channel=sms');
    expect(withQuery('/clients/export', new URLSearchParams())).toBe('/clients/export');
    expect(withQuery('/clients/export', new URLSearchParams('q=ana'))).toBe('/clients/export?q=ana');
  });
});
