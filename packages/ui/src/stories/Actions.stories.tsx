import type { Meta, StoryObj } from '@storybook/react';
import { ArrowRight, Download, Trash2 } from 'lucide-react';
import { Button, IconButton, Link } from '../components/Actions';
import { buttonVariants } from '../components/variants';
import { Inline, Stack } from '../layout/Layout';

const meta: Meta = { title: 'Actions/Button' };
export default meta;
type Story = StoryObj;

export const Variants: Story = {
  render: () => (
    <Inline gap="3">
      {buttonVariants.map((variant) => (
        <Button key={variant} variant={variant}>
          {variant === 'danger' ? 'Cancelar solicitud' : 'Solicitar ahora'}
        </Button>
      ))}
    </Inline>
  ),
};

export const Sizes: Story = {
  render: () => (
    <Inline gap="3">
      <Button size="sm">Pequeño</Button>
      <Button size="md">Mediano</Button>
      <Button size="lg">Grande</Button>
    </Inline>
  ),
};

export const Loading: Story = {
  render: () => (
    <Inline gap="3">
      {buttonVariants.map((variant) => (
        <Button key={variant} variant={variant} isLoading>
          Enviando
        </Button>
      ))}
    </Inline>
  ),
};

export const Disabled: Story = {
  render: () => (
    <Inline gap="3">
      {buttonVariants.map((variant) => (
        <Button key={variant} variant={variant} isDisabled>
          No disponible
        </Button>
      ))}
    </Inline>
  ),
};

export const WithIcons: Story = {
  render: () => (
    <Inline gap="3">
      <Button icon={<Download size={18} />}>Descargar carátula</Button>
      <Button variant="secondary" iconAfter={<ArrowRight size={18} />}>
        Continuar
      </Button>
      <IconButton label="Eliminar documento" icon={<Trash2 size={20} />} />
      <IconButton label="Eliminar documento" icon={<Trash2 size={20} />} isDisabled />
    </Inline>
  ),
};

export const LongSpanishText: Story = {
  render: () => (
    <Stack gap="3" style={{ maxWidth: 320 }}>
      <Button fullWidth>Solicitar la ampliación del plazo de mi préstamo personal</Button>
      <Button variant="secondary" fullWidth>
        Consultar el calendario completo de pagos y comisiones
      </Button>
    </Stack>
  ),
};

export const Links: Story = {
  render: () => (
    <Stack gap="3">
      <p style={{ margin: 0 }}>
        Lee el <Link href="#aviso">aviso de privacidad</Link> antes de continuar.
      </p>
      <Inline gap="3">
        <Link href="#registro" variant="primary">
          Regístrate
        </Link>
        <Link href="#ingresar" variant="secondary">
          Ingresar
        </Link>
        <Link href="#nada" isDisabled>
          Enlace desactivado
        </Link>
      </Inline>
    </Stack>
  ),
};
