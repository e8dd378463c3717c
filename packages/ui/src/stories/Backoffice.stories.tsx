import { APPLICATION_STATUS } from '@lender/calculator/platform';
import type { Meta, StoryObj } from '@storybook/react';
import { useState } from 'react';
import { Pagination, StatusBadge } from '../components/Data';
import { DataTable, type DataTableColumn, type DataTableSort } from '../components/DataTable';
import { FileUpload } from '../fields/FileUpload';
import { Stack } from '../layout/Layout';

const meta: Meta = { title: 'Data/Back-office and uploads' };
export default meta;
type Story = StoryObj;

interface Client {
  id: string;
  name: string;
  curp: string;
  amount: string;
  status: 1 | 14 | 6;
}
const clients: Client[] = [
  {
    id: '1',
    name: 'María Fernanda López Hernández',
    curp: 'LOHM900315MDFPRR09',
    amount: '$3000',
    status: APPLICATION_STATUS.new,
  },
  {
    id: '2',
    name: 'José Luis Martínez',
    curp: 'MAGJ851102HJCRRS04',
    amount: '$8500',
    status: APPLICATION_STATUS.manualVerification,
  },
  {
    id: '3',
    name: 'Ana Sofía Ramírez',
    curp: 'RAGA920720MNLMRN01',
    amount: '$1200',
    status: APPLICATION_STATUS.rejected,
  },
];
const columns: DataTableColumn<Client>[] = [
  { id: 'name', label: 'Cliente', isRowHeader: true, allowsSorting: true, render: (row) => row.name },
  { id: 'curp', label: 'CURP', render: (row) => row.curp },
  { id: 'amount', label: 'Monto', align: 'end', allowsSorting: true, render: (row) => row.amount },
  { id: 'status', label: 'Estado', render: (row) => <StatusBadge kind="application" status={row.status} /> },
];

export const Table: Story = {
  render: function Render() {
    const [sort, setSort] = useState<DataTableSort>({ column: 'name', direction: 'ascending' });
    const [selected, setSelected] = useState<'all' | Set<string>>(new Set(['2']));
    const [page, setPage] = useState(1);
    return (
      <Stack gap="3">
        <DataTable
          label="Solicitudes"
          columns={columns}
          rows={clients}
          sort={sort}
          onSortChange={setSort}
          selectionMode="multiple"
          selected={selected}
          onSelectionChange={setSelected}
        />
        <Pagination page={page} pageCount={8} onChange={setPage} />
      </Stack>
    );
  },
};
export const TableDense: Story = {
  render: () => (
    <DataTable label="Solicitudes" columns={columns} rows={clients} dense onRowAction={() => undefined} />
  ),
};
export const TableLoading: Story = {
  render: () => <DataTable label="Solicitudes" columns={columns} rows={clients} isLoading />,
};
export const TableEmpty: Story = {
  render: () => (
    <DataTable
      label="Solicitudes"
      columns={columns}
      rows={[]}
      emptyText="No hay solicitudes con estos filtros."
    />
  ),
};

export const Upload: Story = {
  render: () => (
    <Stack gap="6" style={{ maxWidth: 480 }}>
      <FileUpload
        label="Frente de tu INE"
        hint="Toma la foto sobre una mesa, con buena luz."
        onFile={() => undefined}
      />
      <FileUpload
        label="Reverso de tu INE"
        error="Ese formato no sirve. Sube una foto en JPG, JPEG, PNG, HEIC."
        onFile={() => undefined}
      />
      <FileUpload
        label="Selfie con tu INE"
        defaultFile={new File(['x'], 'selfie-con-ine.jpg', { type: 'image/heic' })}
        progress={40}
        onFile={() => undefined}
      />
      <FileUpload
        label="Comprobante de nómina"
        formats={['pdf', 'jpg', 'png']}
        maxAgeMs={null}
        camera={false}
        onFile={() => undefined}
        isDisabled
      />
    </Stack>
  ),
};
