import type { Meta, StoryObj } from '@storybook/react';
import { useState } from 'react';
import {
  CardNumberField,
  ClabeField,
  CurpField,
  DateField,
  IncomeField,
  MoneyField,
  NameField,
  PasswordField,
  PhoneField,
} from '../fields/MaskedFields';
import { OtpField } from '../fields/OtpField';
import { TextField } from '../fields/TextField';
import { Columns, Stack } from '../layout/Layout';
import { LONG_LABEL, TODAY } from './fixtures';

const meta: Meta = { title: 'Fields/Text fields' };
export default meta;
type Story = StoryObj;

export const Masked: Story = {
  render: () => (
    <Columns count={2} gap="6">
      <NameField label="Nombre(s)" defaultValue="María José" />
      <PhoneField label="Celular" defaultValue="5512345678" />
      <MoneyField label="¿Cuánto necesitas?" defaultValue="3000" />
      <IncomeField
        label="Ingreso mensual"
        defaultValue="18500"
        hint="Lo que recibes cada mes, después de impuestos."
      />
      <CardNumberField label="Número de tarjeta" defaultValue="4152313812345678" />
      <ClabeField label="CLABE interbancaria" defaultValue="002010077777777771" />
      <CurpField label="CURP" defaultValue="HEGG560427MVZRRL04" />
      <PasswordField label="Contraseña" defaultValue="Secreto123" />
      <DateField label="Fecha de nacimiento" rule="past" today={TODAY} defaultValue="1990-03-15" />
      <DateField label="Vigencia de tu INE" rule="future" today={TODAY} defaultValue="2029-12-31" />
    </Columns>
  ),
};

export const Empty: Story = {
  render: () => (
    <Columns count={2} gap="6">
      <TextField label="Código promocional" hint="Entre 2 y 64 caracteres." />
      <PhoneField label="Celular" />
      <ClabeField label="CLABE interbancaria" />
      <CurpField label="CURP" />
    </Columns>
  ),
};

export const Errors: Story = {
  render: () => (
    <Columns count={2} gap="6">
      <NameField label="Nombre(s)" defaultValue="A" error="Escribe al menos 2 caracteres." />
      <PhoneField label="Celular" defaultValue="55123" error="El celular tiene 10 dígitos." />
      <ClabeField label="CLABE interbancaria" defaultValue="002010077777777772" />
      <ClabeField label="CLABE de otro banco" defaultValue="999010077777777771" />
      <CurpField
        label="CURP"
        defaultValue="HEGG5604"
        error="La CURP tiene 18 caracteres: 4 letras, 6 números, 6 letras y 2 más."
      />
      <DateField
        label="Fecha de nacimiento"
        rule="past"
        today={TODAY}
        defaultValue="2030-01-01"
        error="La fecha no puede ser posterior a hoy."
      />
      <OtpField
        label="Código de verificación"
        defaultValue="12"
        error="El código no coincide. Revisa el SMS o pide uno nuevo."
      />
    </Columns>
  ),
};

export const Disabled: Story = {
  render: () => (
    <Columns count={2} gap="6">
      <PhoneField label="Celular" defaultValue="5512345678" isDisabled />
      <ClabeField label="CLABE interbancaria" defaultValue="012180012345678913" isDisabled />
      <PasswordField label="Contraseña" isDisabled />
      <MoneyField label="Monto" defaultValue="4000" isDisabled />
    </Columns>
  ),
};

export const Otp: Story = {
  render: function Render() {
    const [code, setCode] = useState('');
    return (
      <Stack gap="4" style={{ maxWidth: 360 }}>
        <OtpField value={code} onChange={setCode} onResend={() => undefined} resendAfterSeconds={45} />
        <OtpField label="Código (ya puedes pedir otro)" onResend={() => undefined} resendAfterSeconds={0} />
      </Stack>
    );
  },
};

export const LongSpanishText: Story = {
  render: () => (
    <Stack gap="6" style={{ maxWidth: 360 }}>
      <TextField
        label={LONG_LABEL}
        hint="Escribe el nombre completo de la empresa donde trabajas actualmente, tal como aparece en tu recibo de nómina."
        error="El nombre de la empresa debe tener al menos 2 caracteres y no puede contener símbolos especiales."
        defaultValue="X"
      />
    </Stack>
  ),
};
