import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox, Select } from './Choice';
import {
  ClabeField,
  CurpField,
  DateField,
  IncomeField,
  MoneyField,
  PasswordField,
  PhoneField,
  WholePesosField,
} from './MaskedFields';
import { OtpField } from './OtpField';
import { TextField } from './TextField';

function describedBy(element: HTMLElement): string {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' | ');
}

describe('TextField', () => {
  it('links hint and error to the input and marks it invalid', () => {
    render(
      <TextField
        label="Código promocional"
        hint="Entre 2 y 64 caracteres."
        error="Escribe al menos 2 caracteres."
      />,
    );
    const input = screen.getByLabelText('Código promocional');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(input)).toContain('Entre 2 y 64 caracteres.');
    expect(describedBy(input)).toContain('Escribe al menos 2 caracteres.');
  });

  it('has no error text and is valid without an error', () => {
    render(<TextField label="Nombre" />);
    expect(screen.getByLabelText('Nombre').getAttribute('aria-invalid')).toBeNull();
  });
});

describe('masked fields', () => {
  it('PhoneField shows +52 (000) 000-0000 and reports the 10 digits', async () => {
    const onChange = vi.fn();
    render(<PhoneField label="Celular" onChange={onChange} />);
    const input = screen.getByLabelText('Celular') as HTMLInputElement;
    // The example is grouped as the mask groups what is typed.
    expect(input.getAttribute('placeholder')).toBe('+52 (551) 234-5678');
    await userEvent.type(input, '5512345678999');
    expect(input.value).toBe('+52 (551) 234-5678');
    expect(onChange).toHaveBeenLastCalledWith('5512345678');
    expect(input.getAttribute('inputmode')).toBe('tel');
    // The hint agrees with both: ten digits, and the +52 is the field's own.
    expect(describedBy(input)).toContain('Solo tus 10 dígitos: el +52 ya va puesto.');
  });

  it('PhoneField accepts a pasted number with country code', async () => {
    const onChange = vi.fn();
    render(<PhoneField label="Celular" onChange={onChange} />);
    const input = screen.getByLabelText('Celular') as HTMLInputElement;
    input.focus();
    await userEvent.paste('+52 55 1234 5678');
    expect(onChange).toHaveBeenLastCalledWith('5512345678');
  });

  it('WholePesosField keeps an unsigned integer after $', async () => {
    render(<WholePesosField label="Monto" />);
    const input = screen.getByLabelText('Monto') as HTMLInputElement;
    await userEvent.type(input, '-3,0a00');
    expect(input.value).toBe('$3000');
  });

  it.each([
    ['25.50', '$25.50', '25.50'],
    ['3,219.24', '$3,219.24', '3,219.24'],
    ['3219.24', '$3,219.24', '3,219.24'],
    ['0.01', '$0.01', '0.01'],
    ['3219', '$3,219.00', '3,219.00'],
    ['25.5', '$25.50', '25.50'],
  ])(
    'MoneyField takes %s in pesos and centavos, shown as %s once left, with no error',
    async (typed, shown, sent) => {
      const onChange = vi.fn();
      render(
        <>
          <MoneyField label="Monto" name="amount" onChange={onChange} />
          <button type="button">otro</button>
        </>,
      );
      const input = screen.getByLabelText('Monto') as HTMLInputElement;
      await userEvent.type(input, typed);
      // While typing, what was typed; once left, grouped with two decimals (the parser reads both).
      expect(input.value).toBe(`$${typed}`);
      expect(onChange).toHaveBeenLastCalledWith(typed);
      await userEvent.tab();
      expect(input.value).toBe(shown);
      expect(onChange).toHaveBeenLastCalledWith(sent);
      expect(input.getAttribute('aria-invalid')).toBeNull();
    },
  );

  it('MoneyField says a third decimal at once, and a decimal comma once the person leaves it', async () => {
    render(
      <>
        <MoneyField label="Monto" />
        <MoneyField label="Otro" />
      </>,
    );
    const input = screen.getByLabelText('Monto') as HTMLInputElement;
    await userEvent.type(input, '1.234');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(input)).toContain('dos cifras como máximo');
    const other = screen.getByLabelText('Otro') as HTMLInputElement;
    await userEvent.type(other, '3219,24');
    expect(other.getAttribute('aria-invalid')).toBeNull();
    await userEvent.tab();
    expect(other.value).toBe('$3219,24');
    expect(other.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(other)).toContain('Usa punto para los centavos');
  });

  it('MoneyField drops a sign and letters and says so; a server error wins over its own', async () => {
    render(<MoneyField label="Monto" error="Máximo $4000.00" />);
    const input = screen.getByLabelText('Monto') as HTMLInputElement;
    await userEvent.type(input, '-5a');
    expect(input.value).toBe('$5');
    expect(describedBy(input)).toContain('Ese carácter no va en este dato');
    expect(describedBy(input)).toContain('Máximo $4000.00');
  });

  it('CurpField uppercases and drops characters out of place', async () => {
    render(<CurpField label="CURP" />);
    const input = screen.getByLabelText('CURP') as HTMLInputElement;
    await userEvent.type(input, 'hegg5604x27mvzrrl04');
    expect(input.value).toBe('HEGG560427MVZRRL04');
  });

  it('ClabeField names the bank as you type and reports the checksum error', async () => {
    render(<ClabeField label="CLABE" />);
    const input = screen.getByLabelText('CLABE') as HTMLInputElement;
    await userEvent.type(input, '002');
    expect(describedBy(input)).toContain('Banco: BANAMEX');
    expect(input.getAttribute('aria-invalid')).toBeNull();
    await userEvent.type(input, '010077777777772');
    expect(input.value).toBe('002 010 07777777777 2');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(input)).toContain('el último dígito debería ser 1');
  });

  it('ClabeField says how many digits are missing on blur, and refuses banks not allowed', async () => {
    render(
      <>
        <ClabeField label="CLABE corta" defaultValue="00201" />
        <ClabeField label="CLABE no permitida" defaultValue="002010077777777771" allowedBanks={['012']} />
      </>,
    );
    const short = screen.getByLabelText('CLABE corta');
    short.focus();
    short.blur();
    expect(await screen.findByText('La CLABE tiene 18 dígitos. Te faltan 13.')).toBeTruthy();
    expect(screen.getByText('No podemos depositar en ese banco. Usa una cuenta de otro banco.')).toBeTruthy();
  });

  it('PasswordField reveals and hides the password', async () => {
    render(<PasswordField label="Contraseña" defaultValue="Secreto1" />);
    const input = screen.getByLabelText('Contraseña') as HTMLInputElement;
    expect(input.type).toBe('password');
    await userEvent.click(screen.getByRole('button', { name: 'Mostrar contraseña' }));
    expect(input.type).toBe('text');
    await userEvent.click(screen.getByRole('button', { name: 'Ocultar contraseña' }));
    expect(input.type).toBe('password');
  });

  it('DateField refuses a birth date in the future and an expiry before today', async () => {
    const onChange = vi.fn();
    render(
      <>
        <DateField label="Nacimiento" rule="past" today="2025-03-01" onChange={onChange} />
        <DateField label="Vigencia" rule="future" today="2025-03-01" defaultValue="2025-02-28" />
      </>,
    );
    const birth = screen.getByLabelText('Nacimiento') as HTMLInputElement;
    await userEvent.type(birth, '02032025');
    expect(birth.value).toBe('02.03.2025');
    expect(onChange).toHaveBeenLastCalledWith('2025-03-02');
    await userEvent.tab();
    expect(screen.getByText('La fecha no puede ser posterior a hoy.')).toBeTruthy();
    const expiry = screen.getByLabelText('Vigencia');
    expiry.focus();
    await userEvent.tab();
    expect(screen.getByText('La fecha no puede ser anterior a hoy.')).toBeTruthy();
  });

  it('OtpField is one numeric input with one-time-code autofill and a resend countdown', async () => {
    const onResend = vi.fn();
    render(<OtpField onResend={onResend} resendAfterSeconds={1} />);
    const input = screen.getByLabelText('Código de verificación') as HTMLInputElement;
    expect(input.getAttribute('inputmode')).toBe('numeric');
    expect(input.getAttribute('autocomplete')).toBe('one-time-code');
    input.focus();
    await userEvent.paste('1 2 3 4');
    expect(input.value).toBe('123');
    const resend = screen.getByRole('button', { name: /Podrás pedir otro código en 1 s/ });
    expect(resend.hasAttribute('disabled')).toBe(true);
    await userEvent.click(resend);
    expect(onResend).not.toHaveBeenCalled();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Enviar otro código' }, { timeout: 3000 }),
    );
    expect(onResend).toHaveBeenCalledOnce();
    // the countdown starts again after a resend
    expect(await screen.findByRole('button', { name: /Podrás pedir otro código en 1 s/ })).toBeTruthy();
  });
});

function SelectHarness() {
  const [value, setValue] = useState<string | null>(null);
  return (
    <>
      <Select
        label="Ciclo"
        options={[
          { value: 'weekly', label: 'Cada semana' },
          { value: 'monthly', label: 'Cada mes' },
        ]}
        value={value}
        onChange={setValue}
      />
      <output>{value}</output>
    </>
  );
}

describe('choices', () => {
  it('Select opens with the keyboard and reports the chosen value', async () => {
    render(<SelectHarness />);
    const trigger = screen.getByRole('button', { name: /Ciclo/ });
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await screen.findByRole('listbox');
    expect(listbox).toBeTruthy();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(document.querySelector('output')?.textContent).toBe('monthly');
  });

  it('Checkbox links its error', () => {
    render(<Checkbox error="Necesitamos tu autorización.">Autorizo la consulta</Checkbox>);
    const box = screen.getByRole('checkbox', { name: 'Autorizo la consulta' });
    expect(describedBy(box)).toContain('Necesitamos tu autorización.');
  });
});

describe('a masked field says what it dropped', () => {
  it('letters typed into the income are dropped and said, not left for a "required"', async () => {
    render(<IncomeField name="monthlyIncome" label="Ingreso mensual" />);
    const input = screen.getByLabelText('Ingreso mensual');
    await userEvent.type(input, 'abc');
    expect((input as HTMLInputElement).value).toBe('');
    expect(screen.getByText('Aquí solo van números: lo demás no se escribe.')).toBeTruthy();
    await userEvent.type(input, '15000');
    expect(screen.queryByText('Aquí solo van números: lo demás no se escribe.')).toBeNull();
  });
});
