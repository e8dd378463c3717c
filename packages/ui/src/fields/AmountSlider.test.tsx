import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { AmountSlider } from './AmountSlider';

function Harness({
  initial = 3_000_00,
  min = 1_000_00,
  max = 15_000_00,
}: {
  initial?: number;
  min?: number;
  max?: number;
}) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <AmountSlider
        label="¿Cuánto necesitas?"
        value={value}
        onChange={setValue}
        min={min}
        max={max}
        interval={100_00}
      />
      <output data-testid="value">{value}</output>
    </>
  );
}
const value = () => Number(screen.getByTestId('value').textContent);

describe('AmountSlider', () => {
  it('moves by one interval with the arrow keys, and to the ends with Home and End', async () => {
    render(<Harness />);
    const slider = screen.getByRole('slider');
    slider.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(value()).toBe(3_100_00);
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(value()).toBe(2_900_00);
    await userEvent.keyboard('{End}');
    expect(value()).toBe(15_000_00);
    await userEvent.keyboard('{Home}');
    expect(value()).toBe(1_000_00);
    expect(slider.getAttribute('aria-valuetext')).toContain('1000');
  });

  it('has −/+ buttons so no drag is needed (WCAG 2.5.7), disabled at the ends', async () => {
    render(<Harness initial={1_000_00} />);
    const minus = screen.getByRole('button', { name: 'Restar $100.00' });
    const plus = screen.getByRole('button', { name: 'Sumar $100.00' });
    expect(minus.hasAttribute('disabled')).toBe(true);
    await userEvent.click(plus);
    await userEvent.click(plus);
    expect(value()).toBe(1_200_00);
    await userEvent.click(minus);
    expect(value()).toBe(1_100_00);
  });

  it('rounds a typed amount to the nearest step on blur, then clamps it', async () => {
    render(<Harness />);
    const typed = screen.getByLabelText('O escribe el monto') as HTMLInputElement;
    await userEvent.clear(typed);
    await userEvent.type(typed, '2350');
    fireEvent.blur(typed);
    expect(value()).toBe(2_400_00);
    expect(typed.value).toBe('$2400');
    await userEvent.clear(typed);
    await userEvent.type(typed, '99999{Enter}');
    expect(value()).toBe(15_000_00);
    await userEvent.clear(typed);
    await userEvent.type(typed, '10');
    fireEvent.blur(typed);
    expect(value()).toBe(1_000_00);
  });

  it('is disabled when min equals max (spec §5)', () => {
    render(<Harness initial={2_000_00} min={2_000_00} max={2_000_00} />);
    expect(screen.getByRole('slider').hasAttribute('disabled')).toBe(true);
  });
});
