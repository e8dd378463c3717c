import type { Meta, StoryObj } from '@storybook/react';
import { useState } from 'react';
import { Link } from '../components/Actions';
import { AmountSlider } from '../fields/AmountSlider';
import { Checkbox, Combobox, RadioGroup, SegmentedControl, Select } from '../fields/Choice';
import { Columns, Stack } from '../layout/Layout';
import { LONG_LABEL } from './fixtures';

const meta: Meta = { title: 'Fields/Choices' };
export default meta;
type Story = StoryObj;

const cycles = [
  { value: 'weekly', label: 'Semanal' },
  { value: 'biweekly', label: 'Catorcenal' },
  { value: 'semi_monthly', label: 'Quincenal' },
  { value: 'monthly', label: 'Mensual' },
] as const;

const colonias = [
  { value: '1', label: 'Roma Norte' },
  { value: '2', label: 'Roma Sur' },
  { value: '3', label: 'Condesa' },
  { value: '4', label: 'Hipódromo de la Condesa' },
  { value: '5', label: 'Juárez' },
];

export const Selects: Story = {
  render: () => (
    <Columns count={2} gap="6">
      <Select label="¿Cada cuándo te pagan?" options={cycles} />
      <Select label="¿Cada cuándo te pagan?" options={cycles} defaultValue="biweekly" />
      <Select label="¿Cada cuándo te pagan?" options={cycles} error="Elige cada cuándo te pagan." />
      <Select label="¿Cada cuándo te pagan?" options={cycles} defaultValue="monthly" isDisabled />
      <Combobox label="Colonia" hint="Según tu código postal 06700." options={colonias} />
      <Combobox label="Colonia" options={colonias} error="Elige tu colonia de la lista." />
    </Columns>
  ),
};

export const Radios: Story = {
  render: () => (
    <Columns count={2} gap="6">
      <RadioGroup
        label="¿Cómo quieres recibir tu dinero?"
        options={[
          { value: 'spei', label: 'Transferencia a mi cuenta (SPEI)' },
          { value: 'cash', label: 'Efectivo en tienda' },
        ]}
        defaultValue="spei"
      />
      <RadioGroup
        label="¿Cómo quieres recibir tu dinero?"
        options={[
          { value: 'spei', label: 'Transferencia' },
          { value: 'cash', label: 'Efectivo', isDisabled: true },
        ]}
        error="Elige una opción para continuar."
      />
      <SegmentedControl label="¿Cada cuándo te pagan?" options={cycles} defaultValue="semi_monthly" />
      <SegmentedControl label="¿Cada cuándo te pagan?" options={cycles} isDisabled defaultValue="weekly" />
    </Columns>
  ),
};

export const Checkboxes: Story = {
  render: () => (
    <Stack gap="2" style={{ maxWidth: 560 }}>
      <Checkbox defaultSelected>
        Acepto los <Link href="#terminos">términos y condiciones</Link> y el{' '}
        <Link href="#aviso">aviso de privacidad</Link>.
      </Checkbox>
      <Checkbox error="Necesitamos tu autorización para consultar el Buró de Crédito.">{LONG_LABEL}</Checkbox>
      <Checkbox isDisabled>Quiero recibir promociones por SMS</Checkbox>
    </Stack>
  ),
};

export const Slider: Story = {
  render: function Render() {
    const [amount, setAmount] = useState(3_000_00);
    return (
      <Stack gap="8" style={{ maxWidth: 480 }}>
        <AmountSlider
          label="¿Cuánto necesitas?"
          value={amount}
          onChange={setAmount}
          min={1_000_00}
          max={15_000_00}
          interval={100_00}
        />
        <AmountSlider
          label="Monto (no disponible)"
          value={2_000_00}
          onChange={() => undefined}
          min={1_000_00}
          max={4_000_00}
          interval={100_00}
          isDisabled
        />
        <AmountSlider
          label="Sin monto disponible"
          value={0}
          onChange={() => undefined}
          min={0}
          max={0}
          interval={100_00}
          editable={false}
        />
      </Stack>
    );
  },
};
