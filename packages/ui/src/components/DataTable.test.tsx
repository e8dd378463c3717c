import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UiProvider } from '../text/text';
import { DataTable, type DataTableColumn } from './DataTable';

interface Row {
  id: string;
  name: string;
  amount: string;
}
const rows: Row[] = [
  { id: 'a', name: 'Ana', amount: '$1000' },
  { id: 'b', name: 'Beto', amount: '$2000' },
];
const columns: DataTableColumn<Row>[] = [
  { id: 'name', label: 'Cliente', isRowHeader: true, allowsSorting: true, render: (row) => row.name },
  { id: 'amount', label: 'Monto', align: 'end', render: (row) => row.amount },
];

describe('DataTable', () => {
  it('is a grid with sortable columns that asks the server for the order', async () => {
    const onSortChange = vi.fn();
    render(
      <DataTable
        label="Clientes"
        columns={columns}
        rows={rows}
        sort={{ column: 'name', direction: 'ascending' }}
        onSortChange={onSortChange}
      />,
    );
    const grid = screen.getByRole('grid', { name: 'Clientes' });
    const header = within(grid).getByRole('columnheader', { name: /Cliente/ });
    expect(header.getAttribute('aria-sort')).toBe('ascending');
    await userEvent.click(header);
    expect(onSortChange).toHaveBeenCalledWith({ column: 'name', direction: 'descending' });
  });

  it('selects rows with checkboxes and moves between rows with the arrow keys', async () => {
    const onSelectionChange = vi.fn();
    const onRowAction = vi.fn();
    render(
      <UiProvider>
        <DataTable
          label="Clientes"
          columns={columns}
          rows={rows}
          selectionMode="multiple"
          onSelectionChange={onSelectionChange}
          onRowAction={onRowAction}
          dense
        />
      </UiProvider>,
    );
    const boxes = screen.getAllByRole('checkbox');
    expect(boxes).toHaveLength(3);
    await userEvent.click(boxes[2] as HTMLElement);
    expect(onSelectionChange).toHaveBeenLastCalledWith(new Set(['b']));
    await userEvent.click(boxes[0] as HTMLElement);
    expect(onSelectionChange).toHaveBeenLastCalledWith('all');
    const first = screen.getAllByRole('row')[1] as HTMLElement;
    first.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement?.textContent).toContain('Beto');
  });

  it('says when there are no rows', () => {
    render(<DataTable label="Clientes" columns={columns} rows={[]} />);
    expect(screen.getByText('No hay registros.')).toBeTruthy();
  });
});
