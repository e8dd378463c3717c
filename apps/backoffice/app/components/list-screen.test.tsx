import { createRemixStub } from '@remix-run/testing';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { type ListColumn, ListTable } from './list-screen';

afterEach(cleanup);

type Row = { id: number; name: string };
const columns: ReadonlyArray<ListColumn<Row>> = [
  { id: 'id', label: 'Núm.', sort: 'id', cell: (row) => row.id },
  { id: 'name', label: 'Nombre', sort: 'name', rowHeader: true, cell: (row) => row.name },
  { id: 'kind', label: 'Tipo', cell: () => 'Nuevo' },
];

function renderList(url: string) {
  const Stub = createRemixStub([
    {
      path: '/clients',
      Component: () => <ListTable caption="Clientes" columns={columns} rows={[{ id: 7, name: 'Ana' }]} />,
    },
  ]);
  render(<Stub initialEntries={[url]} />);
  return within(screen.getByRole('table', { name: 'Clientes' }));
}

describe('a list’s sortable headers', () => {
  it('mark the sorted column’s direction for the eye and keep the header’s name for screen readers', async () => {
    const table = renderList('/clients?sort=name');
    const name = await table.findByRole('columnheader', { name: 'Nombre' });
    expect(name.getAttribute('aria-sort')).toBe('ascending');
    expect(name.textContent).toBe('Nombre↑');
    expect(within(name).getByRole('link').getAttribute('href')).toBe('/clients?sort=-name');
    expect(within(name).getByRole('link', { name: 'Nombre' })).toBeTruthy();
    // The other sortable column: a link without a mark; a plain column: its label only.
    expect(table.getByRole('columnheader', { name: 'Núm.' }).textContent).toBe('Núm.');
    expect(table.getByRole('columnheader', { name: 'Núm.' }).getAttribute('aria-sort')).toBeNull();
    expect(table.getByRole('columnheader', { name: 'Tipo' }).textContent).toBe('Tipo');
  });

  it('point down when the order is descending, and the default order is marked too', async () => {
    const descending = renderList('/clients?sort=-name');
    const name = await descending.findByRole('columnheader', { name: 'Nombre' });
    expect(name.getAttribute('aria-sort')).toBe('descending');
    expect(name.textContent).toBe('Nombre↓');
    expect(within(name).getByRole('link').getAttribute('href')).toBe('/clients?sort=name');
    cleanup();
    const byDefault = renderList('/clients');
    const id = await byDefault.findByRole('columnheader', { name: 'Núm.' });
    expect(id.getAttribute('aria-sort')).toBe('descending');
    expect(id.textContent).toBe('Núm.↓');
  });
});
