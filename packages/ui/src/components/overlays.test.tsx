import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Combobox } from '../fields/Choice';
import { createToastQueue, InfoPopover, showToast, ToastRegion } from './Feedback';

const colonias = [
  { value: '1', label: 'Roma Norte' },
  { value: '2', label: 'Roma Sur' },
  { value: '3', label: 'Condesa' },
];

function ColoniaHarness() {
  const [value, setValue] = useState<string | null>(null);
  return (
    <>
      <Combobox label="Colonia" options={colonias} value={value} onChange={setValue} />
      <output>{value}</output>
    </>
  );
}

describe('Combobox', () => {
  it('filters the colonias as you type and picks one with the keyboard', async () => {
    render(<ColoniaHarness />);
    const input = screen.getByRole('combobox', { name: 'Colonia' });
    await userEvent.type(input, 'roma');
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Roma Norte', 'Roma Sur']);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(document.querySelector('output')?.textContent).toBe('2');
  });
});

describe('InfoPopover', () => {
  it('opens after hovering 1 s, not before', async () => {
    vi.useFakeTimers();
    render(<InfoPopover topic="el CAT">Costo Anual Total.</InfoPopover>);
    const trigger = screen.getByRole('button', { name: 'Más información sobre el CAT' });
    fireEvent.pointerEnter(trigger, { pointerType: 'mouse' });
    fireEvent.mouseEnter(trigger);
    await act(async () => vi.advanceTimersByTime(900));
    expect(screen.queryByText('Costo Anual Total.')).toBeNull();
    await act(async () => vi.advanceTimersByTime(200));
    expect(screen.getByText('Costo Anual Total.')).toBeTruthy();
    vi.useRealTimers();
  });
});

describe('toasts', () => {
  it('shows a toast in a labelled region and removes it after 5000 ms', async () => {
    vi.useFakeTimers();
    const queue = createToastQueue();
    render(<ToastRegion queue={queue} />);
    act(() => {
      showToast({ title: 'Pago recibido', description: 'Aplicamos tu pago.', tone: 'success' }, { queue });
    });
    const region = screen.getByRole('region', { name: 'Notificaciones' });
    expect(within(region).getByText('Pago recibido')).toBeTruthy();
    await act(async () => vi.advanceTimersByTime(5100));
    expect(screen.queryByText('Pago recibido')).toBeNull();
    vi.useRealTimers();
  });
});
