import { demoProduct } from '@lender/calculator';
import type { Meta, StoryObj } from '@storybook/react';
import { QuickCalculator } from '../components/QuickCalculator';
import { TODAY } from './fixtures';

// The light calculator of the borrower site. Its "?" opens the CAT explanation on press or after a
// second's hover; Escape closes it and gives the focus back to the "?", as does moving the focus on.
const meta: Meta<typeof QuickCalculator> = {
  title: 'Calculator/QuickCalculator',
  component: QuickCalculator,
  args: { product: demoProduct, today: TODAY },
};
export default meta;
type Story = StoryObj<typeof QuickCalculator>;

/** A guest chooses between a first loan (with its discount on the interest, by the total) and a repeat one. */
export const Guest: Story = { args: { initial: { amount: 3_000_00, payCycle: 'monthly' } } };
/** A signed-in borrower is one kind of client: no tabs. */
export const SignedIn: Story = {
  args: {
    authorized: true,
    client: { availableLoanAmount: 6_000_00, hasActiveLoan: false, salaryCycle: 'monthly' },
    initial: { amount: 3_000_00, payCycle: 'monthly' },
  },
};
/** On a page whose own form submits the figures (the apply page). */
export const WithoutButton: Story = { args: { ...SignedIn.args, submitButton: false } };
