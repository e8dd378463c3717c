import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NativeCheckbox, NativeRadioGroup, NativeSelect } from './NativeChoice';

function describedBy(element: HTMLElement): string {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' | ');
}

const formOf = (element: HTMLElement) => new FormData(element.closest('form') as HTMLFormElement);

describe('native choices', () => {
  it('NativeSelect is a labelled <select> that posts the chosen value, with hint and error linked', async () => {
    const onChange = vi.fn();
    render(
      <form>
        <NativeSelect
          name="relation"
          label="Parentesco"
          hint="Quién es para ti."
          error="Este dato es obligatorio."
          options={[
            { value: 'mother', label: 'Madre' },
            { value: 'friend', label: 'Amistad' },
          ]}
          onChange={onChange}
          isRequired
        />
      </form>,
    );
    const select = screen.getByLabelText('Parentesco') as HTMLSelectElement;
    expect(select.tagName).toBe('SELECT');
    expect(select.required).toBe(true);
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(select)).toContain('Quién es para ti.');
    expect(describedBy(select)).toContain('Este dato es obligatorio.');
    expect(formOf(select).get('relation')).toBe('');
    await userEvent.selectOptions(select, 'friend');
    expect(onChange).toHaveBeenLastCalledWith('friend');
    expect(formOf(select).get('relation')).toBe('friend');
  });

  it('NativeCheckbox posts `on` when checked, toggles from its label and links its error', async () => {
    const onChange = vi.fn();
    render(
      <form>
        <NativeCheckbox
          name="consent"
          error="Para continuar necesitamos tu autorización."
          onChange={onChange}
        >
          Autorizo los cargos
        </NativeCheckbox>
      </form>,
    );
    const box = screen.getByRole('checkbox', { name: 'Autorizo los cargos' }) as HTMLInputElement;
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(box)).toContain('Para continuar necesitamos tu autorización.');
    expect(formOf(box).get('consent')).toBeNull();
    await userEvent.click(screen.getByText('Autorizo los cargos'));
    expect(box.checked).toBe(true);
    expect(onChange).toHaveBeenLastCalledWith(true);
    expect(formOf(box).get('consent')).toBe('on');
  });

  it('NativeRadioGroup is a named group of radios that posts the chosen one', async () => {
    const onChange = vi.fn();
    render(
      <form>
        <NativeRadioGroup
          name="salaryCycle"
          label="¿Cada cuándo te pagan?"
          error="Elige una opción."
          options={[
            { value: 'weekly', label: 'Cada semana' },
            { value: 'monthly', label: 'Cada mes' },
          ]}
          onChange={onChange}
        />
      </form>,
    );
    const group = screen.getByRole('group', { name: '¿Cada cuándo te pagan?' });
    expect(describedBy(group)).toContain('Elige una opción.');
    await userEvent.click(screen.getByText('Cada mes'));
    const monthly = screen.getByRole('radio', { name: 'Cada mes' }) as HTMLInputElement;
    expect(monthly.checked).toBe(true);
    expect(onChange).toHaveBeenLastCalledWith('monthly');
    expect(formOf(monthly).get('salaryCycle')).toBe('monthly');
  });
});
