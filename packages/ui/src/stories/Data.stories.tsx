import { APPLICATION_STATUSES, LOAN_STATUSES } from '@lender/calculator/platform';
import type { Meta, StoryObj } from '@storybook/react';
import { useState } from 'react';
import { Barcode } from '../components/Barcode';
import {
  Card,
  CopyField,
  MoneyText,
  Pagination,
  Schedule,
  Stat,
  StatsBlock,
  StatusBadge,
  Tabs,
  Timeline,
} from '../components/Data';
import { Columns, Inline, Stack } from '../layout/Layout';
import { LONG_TEXT } from './fixtures';

const meta: Meta = { title: 'Data/Data' };
export default meta;
type Story = StoryObj;

export const Cards: Story = {
  render: () => (
    <Columns count={2} gap="4">
      <Card title="Tu préstamo">
        <StatsBlock label="Resumen del préstamo">
          <Stat label="Saldo" value={<MoneyText centavos={3_990_96} />} size="lg" />
          <Stat label="Próximo pago" value="15.03.2025" />
        </StatsBlock>
      </Card>
      <Card title="Solicitud en revisión" tone="brand">
        <p style={{ margin: 0 }}>{LONG_TEXT}</p>
      </Card>
    </Columns>
  ),
};

export const StatsStates: Story = {
  render: () => (
    <Columns count={3} gap="4">
      <StatsBlock label="Cotización">
        <Stat label="Te prestamos" value="$3000" size="lg" />
        <Stat label="Total a pagar" value="$3990.96" size="lg" />
      </StatsBlock>
      <StatsBlock label="Cotización cargando" isLoading>
        <Stat label="Te prestamos" value="$3000" size="lg" />
        <Stat label="Total a pagar" value="$3990.96" size="lg" />
      </StatsBlock>
      <StatsBlock label="Cotización con error" error onRetry={() => undefined}>
        <Stat label="Te prestamos" value="$3000" />
      </StatsBlock>
    </Columns>
  ),
};

export const Badges: Story = {
  render: () => (
    <Stack gap="3">
      <Inline gap="2">
        {APPLICATION_STATUSES.map((status) => (
          <StatusBadge key={status} kind="application" status={status} />
        ))}
      </Inline>
      <Inline gap="2">
        {LOAN_STATUSES.map((status) => (
          <StatusBadge key={status} kind="loan" status={status} />
        ))}
      </Inline>
    </Stack>
  ),
};

export const RepaymentSchedule: Story = {
  render: () => (
    <Schedule
      rows={[
        {
          date: '2025-02-15',
          principal: 1_000_00,
          interest: 221_76,
          fees: 63_00,
          vat: 45_56,
          status: 'paid',
        },
        {
          date: '2025-03-15',
          principal: 1_000_00,
          interest: 221_76,
          fees: 63_00,
          vat: 45_56,
          status: 'overdue',
        },
        {
          date: '2025-04-15',
          principal: 1_000_00,
          interest: 221_76,
          fees: 63_00,
          vat: 45_56,
          status: 'pending',
        },
      ]}
    />
  ),
};

export const PayByTransfer: Story = {
  render: () => (
    <Stack gap="4" style={{ maxWidth: 480 }}>
      <CopyField label="CLABE" value="646180157000000004" display="646 180 15700000000 4" />
      <CopyField label="Referencia" value="LND0001234567" />
      <Barcode value="LND0001234567" />
    </Stack>
  ),
};

export const TabsAndPages: Story = {
  render: function Render() {
    const [page, setPage] = useState(4);
    return (
      <Stack gap="6">
        <Tabs
          label="Expediente del cliente"
          items={[
            { id: 'resumen', label: 'Resumen', content: <p>Datos principales del cliente.</p> },
            { id: 'solicitudes', label: 'Solicitudes', content: <p>Tres solicitudes.</p> },
            { id: 'pagos', label: 'Pagos', content: <p>Sin pagos.</p> },
            { id: 'auditoria', label: 'Auditoría', content: <p>Sin cambios.</p>, isDisabled: true },
          ]}
        />
        <Pagination page={page} pageCount={12} onChange={setPage} />
      </Stack>
    );
  },
};

export const AuditTimeline: Story = {
  render: () => (
    <Timeline
      label="Historial de la solicitud"
      events={[
        { id: '3', title: 'Solicitud aprobada', at: '01.03.2025 10:42', actor: 'Ana López (analista)' },
        {
          id: '2',
          title: 'Documentos verificados',
          at: '01.03.2025 10:15',
          actor: 'Sistema',
          details: LONG_TEXT,
        },
        { id: '1', title: 'Solicitud creada', at: '01.03.2025 09:58', actor: 'Cliente' },
      ]}
    />
  ),
};
