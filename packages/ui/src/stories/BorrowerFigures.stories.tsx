import type { Meta, StoryObj } from '@storybook/react';
import { Countdown } from '../components/Countdown';
import { StatusBadge } from '../components/Data';
import { MoneySummary } from '../components/MoneySummary';
import { RepaymentSchedule } from '../components/RepaymentSchedule';
import { Stack } from '../layout/Layout';
import { REPAYMENT_SCHEDULE_LABELS } from './fixtures';

const meta: Meta = { title: 'Data/Borrower figures' };
export default meta;
type Story = StoryObj;

export const OfferSummary: Story = {
  render: () => (
    <MoneySummary
      label="Carátula de tu crédito"
      items={[
        { id: 'amount', label: 'Monto del crédito', value: 300000 },
        { id: 'total', label: 'Monto total a pagar', value: 387550, emphasis: true },
        { id: 'dueDate', label: 'Fecha límite de pago', value: '15.04.2026' },
        {
          id: 'cat',
          label: 'CAT',
          value: '1234.6% sin IVA',
          note: 'sin IVA. Para fines informativos y de comparación',
        },
      ]}
    />
  ),
};

export const CounterOffer: Story = {
  render: () => (
    <MoneySummary
      label="Tu nueva oferta"
      compareLabels={{ before: 'Lo que pediste', after: 'Lo que te podemos prestar' }}
      items={[
        { id: 'amount', label: 'Monto', before: 500000, value: 350000, emphasis: true },
        { id: 'total', label: 'Pagas en total', before: 645920, value: 452144 },
        { id: 'dueDate', label: 'Fecha límite', value: '15.04.2026' },
      ]}
    />
  ),
};

export const Schedule: Story = {
  render: () => (
    <RepaymentSchedule
      labels={REPAYMENT_SCHEDULE_LABELS}
      rows={[
        {
          id: 1,
          dueDate: '2026-04-15',
          principal: 300000,
          interest: 45000,
          fees: 12000,
          vat: 9120,
          lateFees: 0,
          total: 366120,
          outstanding: 366120,
          status: <StatusBadge kind="installment" status="pending" />,
        },
        {
          id: 2,
          dueDate: '2026-05-15',
          principal: 0,
          interest: 0,
          fees: 52500,
          vat: 8400,
          lateFees: 0,
          total: 60900,
          outstanding: 0,
          status: <StatusBadge kind="installment" status="paid" />,
        },
      ]}
    />
  ),
};

export const ResendCountdown: Story = {
  render: () => (
    <Stack gap="3">
      <Countdown seconds={59}>{(s) => `Puedes pedir otro código en ${s} segundos.`}</Countdown>
      <Countdown seconds={0} done={<button type="button">Enviar otro código</button>}>
        {(s) => `Puedes pedir otro código en ${s} segundos.`}
      </Countdown>
    </Stack>
  ),
};
