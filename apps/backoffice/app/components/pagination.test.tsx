import { createRemixStub } from '@remix-run/testing';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { type PageInfo, Pager } from './pagination';

afterEach(cleanup);

function renderPager(url: string, info: PageInfo, paging: 'cursor' | 'page') {
  const Stub = createRemixStub([
    { path: '/clients', Component: () => <Pager info={info} paging={paging} /> },
  ]);
  render(<Stub initialEntries={[url]} />);
  return within(screen.getByRole('navigation', { name: 'Paginación' }));
}

const hrefOf = (link: HTMLElement) => link.getAttribute('href');

describe('the pager', () => {
  it('follows the API’s next cursor and steps back through the URL’s chain (ADR 042)', async () => {
    const nav = renderPager(
      '/clients?sort=name&cursor=C3&back=C2',
      { page: 3, totalPages: 4, total: 90, nextCursor: 'C4' },
      'cursor',
    );
    expect(nav.getByText('Página 3 de 4')).toBeTruthy();
    expect(nav.getByText('90 resultados')).toBeTruthy();
    expect(hrefOf(nav.getByRole('link', { name: 'Siguiente' }))).toBe(
      '/clients?sort=name&cursor=C4&back=C2&back=C3',
    );
    expect(hrefOf(nav.getByRole('link', { name: 'Anterior' }))).toBe('/clients?sort=name&cursor=C2');
    expect(hrefOf(nav.getByRole('link', { name: 'Primera página' }))).toBe('/clients?sort=name');
  });

  it('has no next link on the last page and no previous or first on the first', () => {
    const last = renderPager('/clients?cursor=C2', { page: 2, totalPages: 2, total: 30 }, 'cursor');
    expect(last.queryByRole('link', { name: 'Siguiente' })).toBeNull();
    expect(hrefOf(last.getByRole('link', { name: 'Anterior' }))).toBe('/clients');
    expect(last.queryByRole('link', { name: 'Primera página' })).toBeNull();
    cleanup();
    const first = renderPager('/clients', { page: 1, totalPages: 2, total: 30, nextCursor: 'C2' }, 'cursor');
    expect(first.queryByRole('link', { name: 'Anterior' })).toBeNull();
    expect(first.queryByRole('link', { name: 'Primera página' })).toBeNull();
    expect(hrefOf(first.getByRole('link', { name: 'Siguiente' }))).toBe('/clients?cursor=C2');
  });

  it('says when the total is the database’s estimate', () => {
    const nav = renderPager(
      '/clients',
      { page: 1, totalPages: 2006, total: 50123, totalEstimated: true, nextCursor: 'C2' },
      'cursor',
    );
    expect(nav.getByText('Unos 50123 resultados (estimación)')).toBeTruthy();
    expect(nav.getByText('Página 1 de unas 2006')).toBeTruthy();
  });

  it('offers only the first page when the URL no longer holds the page before', () => {
    const nav = renderPager(
      '/clients?cursor=C9',
      { page: 9, totalPages: 12, total: 300, nextCursor: 'C10' },
      'cursor',
    );
    expect(nav.queryByRole('link', { name: 'Anterior' })).toBeNull();
    expect(hrefOf(nav.getByRole('link', { name: 'Primera página' }))).toBe('/clients');
  });

  it('moves by page number for lists the API pages only that way', () => {
    const nav = renderPager('/clients?channel=sms&page=2', { page: 2, totalPages: 3, total: 120 }, 'page');
    expect(hrefOf(nav.getByRole('link', { name: 'Anterior' }))).toBe('/clients?channel=sms');
    expect(hrefOf(nav.getByRole('link', { name: 'Siguiente' }))).toBe('/clients?channel=sms&page=3');
  });
});
