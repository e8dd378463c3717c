import type { Meta, StoryObj } from '@storybook/react';
import { useState } from 'react';
import { Button } from '../components/Actions';
import {
  Alert,
  createToastQueue,
  Dialog,
  EmptyState,
  InfoPopover,
  LoadingOverlay,
  ProgressBar,
  SandboxBanner,
  Skeleton,
  Stepper,
  showToast,
  ToastRegion,
} from '../components/Feedback';
import { tones } from '../components/variants';
import { Inline, Stack, VisuallyHidden } from '../layout/Layout';
import { LONG_TEXT } from './fixtures';

const meta: Meta = { title: 'Feedback/Feedback' };
export default meta;
type Story = StoryObj;

export const Alerts: Story = {
  render: () => (
    <Stack gap="3">
      {tones.map((tone) => (
        <Alert key={tone} tone={tone} title={`Aviso ${tone}`}>
          {LONG_TEXT}
        </Alert>
      ))}
      <Alert
        tone="danger"
        title="No pudimos enviar tu solicitud"
        role="alert"
        action={
          <Button size="sm" variant="secondary">
            Reintentar
          </Button>
        }
      >
        Revisa tu conexión e inténtalo de nuevo.
      </Alert>
    </Stack>
  ),
};

export const Banner: Story = {
  parameters: { layout: 'fullscreen' },
  render: () => <SandboxBanner onDisable={() => undefined} />,
};

export const Progress: Story = {
  render: () => (
    <Stack gap="6" style={{ maxWidth: 480 }}>
      <ProgressBar value={30} showValue />
      <ProgressBar value={75} label="Avance de tu solicitud" showValue />
      <Stepper current={2} total={5} />
      <Stepper current={5} total={5} />
    </Stack>
  ),
};

export const Loading: Story = {
  render: () => (
    <Stack gap="4" style={{ maxWidth: 480 }}>
      <div style={{ position: 'relative', height: 160, border: '1px solid #d8d2c8', borderRadius: 12 }}>
        <LoadingOverlay label="Calculando tu préstamo…" />
      </div>
      <Stack gap="2">
        <VisuallyHidden>Cargando datos</VisuallyHidden>
        <Skeleton width="60%" height={24} />
        <Skeleton />
        <Skeleton width="80%" />
      </Stack>
    </Stack>
  ),
};

export const Empty: Story = {
  render: () => (
    <EmptyState title="Aún no tienes préstamos" action={<Button>Solicitar mi primer préstamo</Button>}>
      Cuando solicites un préstamo, aquí verás su saldo, fechas y pagos.
    </EmptyState>
  ),
};

export const DialogOpen: Story = {
  render: function Render() {
    const [open, setOpen] = useState(true);
    return (
      <>
        <Button onPress={() => setOpen(true)}>Ver detalles</Button>
        <Dialog
          isOpen={open}
          onOpenChange={setOpen}
          title="¿Cancelar tu solicitud?"
          actions={
            <>
              <Button variant="secondary" onPress={() => setOpen(false)}>
                No, volver
              </Button>
              <Button variant="danger" onPress={() => setOpen(false)}>
                Sí, cancelar
              </Button>
            </>
          }
        >
          <p style={{ margin: 0 }}>{LONG_TEXT}</p>
        </Dialog>
      </>
    );
  },
};

export const Popover: Story = {
  render: () => (
    <Inline gap="2">
      <span>CAT promedio 457.3% sin IVA</span>
      <InfoPopover topic="el CAT" title="¿Qué es el CAT?">
        El Costo Anual Total incluye intereses y comisiones. Sirve para comparar créditos.
      </InfoPopover>
    </Inline>
  ),
};

const queue = createToastQueue();
export const Toasts: Story = {
  render: function Render() {
    return (
      <>
        <ToastRegion queue={queue} />
        <Inline gap="2">
          <Button
            onPress={() =>
              showToast(
                { title: 'Pago recibido', description: 'Aplicamos tu pago de $1500.', tone: 'success' },
                { queue },
              )
            }
          >
            Mostrar aviso
          </Button>
          <Button
            variant="secondary"
            onPress={() =>
              showToast(
                { title: 'No pudimos guardar tus datos', description: LONG_TEXT, tone: 'danger' },
                { queue, timeout: 0 },
              )
            }
          >
            Mostrar error
          </Button>
        </Inline>
      </>
    );
  },
  play: async () => {
    showToast(
      { title: 'Te enviamos un código nuevo', description: 'Revisa tus SMS.', tone: 'info' },
      { queue, timeout: 0 },
    );
  },
};
