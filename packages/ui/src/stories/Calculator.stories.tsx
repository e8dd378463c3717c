import { demoProduct } from '@lender/calculator';
import type { Meta, StoryObj } from '@storybook/react';
import { Calculator } from '../components/Calculator';
import { TODAY } from './fixtures';

const meta: Meta<typeof Calculator> = {
  title: 'Calculator/Calculator',
  component: Calculator,
  args: { product: demoProduct, today: TODAY },
};
export default meta;
type Story = StoryObj<typeof Calculator>;

export const Guest: Story = {};
export const WithPayDate: Story = { args: { initial: { amount: 3_000_00, payCycle: 'monthly' } } };
export const Repeated: Story = {
  args: {
    authorized: true,
    client: { availableLoanAmount: 12_000_00, hasActiveLoan: false, salaryCycle: 'biweekly' },
    initial: { amount: 8_000_00, tab: 1 },
  },
};
export const Compact: Story = {
  args: { mode: 'compact', initial: { amount: 2_500_00, payCycle: 'weekly' } },
};
export const FirstLoanLimit: Story = { args: { limit: 'first', initial: { payCycle: 'semi_monthly' } } };
export const Wide: Story = { args: { wide: true, initial: { payCycle: 'monthly' } } };
export const HiddenSalary: Story = { args: { hideSalary: true } };
export const Disabled: Story = {
  args: {
    disableContext: { hasActualApplication: true, hasActiveRefinancing: false },
    initial: { payCycle: 'monthly' },
  },
};
// A product the local engine cannot price (terms no pay date reaches): the server decides.
const serverOnly = { ...demoProduct, terms: { ...demoProduct.terms, minDays: 400, maxDays: 500 } };
export const ServerLoading: Story = {
  args: { product: serverOnly, initial: { payCycle: 'monthly' }, quote: () => new Promise(() => undefined) },
};
export const ServerError: Story = {
  args: {
    product: serverOnly,
    initial: { payCycle: 'monthly' },
    quote: () => Promise.reject(new Error('offline')),
  },
};
