import { APPLICATION_STATUS, LOAN_STATUS } from '@lender/calculator/platform';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { UiTextProvider } from '../text/text';
import { Button } from './Actions';
import { Barcode } from './Barcode';
import { CopyField, Pagination, Schedule, StatusBadge } from './Data';
import { Dialog, InfoPopover, ProgressBar, SandboxBanner, Stepper } from './Feedback';
import { ErrorPage, Header, userMenuLabel } from './Shell';

describe('Button', () => {
  it('is busy while loading and does not fire', async () => {
    const onPress = vi.fn();
    render(
      <Button isLoading onPress={onPress}>
        Enviar
      </Button>,
    );
    const button = screen.getByRole('button', { name: /Enviar/ });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(button);
    expect(onPress).not.toHaveBeenCalled();
  });
});

function DialogHarness({ autoCloseMs, path }: { autoCloseMs?: number; path?: string }) {
  const [open, setOpen] = useState(true);
  return (
    <Dialog isOpen={open} onOpenChange={setOpen} title="Aviso" autoCloseMs={autoCloseMs} closeKey={path}>
      <p>Texto</p>
    </Dialog>
  );
}

describe('Dialog', () => {
  it('is a labelled modal dialog that closes with Escape', async () => {
    render(<DialogHarness />);
    expect(screen.getByRole('dialog', { name: 'Aviso' })).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes by itself after autoCloseMs (spec §9: 7 s popups)', async () => {
    vi.useFakeTimers();
    render(<DialogHarness autoCloseMs={7000} />);
    await act(async () => vi.advanceTimersByTime(6900));
    expect(screen.queryByRole('dialog')).not.toBeNull();
    await act(async () => vi.advanceTimersByTime(200));
    expect(screen.queryByRole('dialog')).toBeNull();
    vi.useRealTimers();
  });

  it('closes when the route changes', () => {
    const { rerender } = render(<DialogHarness path="/a" />);
    expect(screen.getByRole('dialog')).toBeTruthy();
    rerender(<DialogHarness path="/b" />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('InfoPopover', () => {
  it('opens on press', async () => {
    render(<InfoPopover topic="el CAT">El Costo Anual Total.</InfoPopover>);
    await userEvent.click(screen.getByRole('button', { name: 'Más información sobre el CAT' }));
    expect(screen.getByText('El Costo Anual Total.')).toBeTruthy();
  });

  it('closes with Escape and gives the focus back to its "?"', async () => {
    render(<InfoPopover topic="el CAT">El Costo Anual Total.</InfoPopover>);
    const trigger = screen.getByRole('button', { name: 'Más información sobre el CAT' });
    await userEvent.click(trigger);
    expect(screen.getByText('El Costo Anual Total.')).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByText('El Costo Anual Total.')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(trigger));
  });
});

describe('progress', () => {
  it('ProgressBar exposes its value; Stepper says Paso X de N', () => {
    render(
      <>
        <ProgressBar value={30} />
        <Stepper current={2} total={5} />
      </>,
    );
    expect(
      screen.getByRole('progressbar', { name: 'Avance de tu solicitud' }).getAttribute('aria-valuenow'),
    ).toBe('30');
    expect(screen.getByText('Paso 2 de 5')).toBeTruthy();
  });
});

describe('SandboxBanner', () => {
  it('hides, or disables sandbox mode', async () => {
    const onDisable = vi.fn();
    const { unmount } = render(<SandboxBanner onDisable={onDisable} />);
    await userEvent.click(screen.getByRole('button', { name: 'Desactivar' }));
    expect(onDisable).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole('button', { name: 'Ocultar' }));
    expect(screen.queryByText(/modo de pruebas/)).toBeNull();
    unmount();
  });
});

describe('data', () => {
  it('StatusBadge words every application and loan status', () => {
    render(
      <>
        <StatusBadge kind="application" status={APPLICATION_STATUS.manualVerification} />
        <StatusBadge kind="loan" status={LOAN_STATUS.writeOff} />
      </>,
    );
    expect(screen.getByText('Revisión manual')).toBeTruthy();
    expect(screen.getByText('Castigado')).toBeTruthy();
  });

  it('Schedule is a table with a caption, rows per payment and the total', () => {
    render(
      <Schedule
        rows={[
          {
            date: '2025-03-15',
            principal: 1_000_00,
            interest: 200_00,
            fees: 50_00,
            vat: 40_00,
            status: 'paid',
          },
          {
            date: '2025-04-15',
            principal: 1_000_00,
            interest: 200_00,
            fees: 50_00,
            vat: 40_00,
            status: 'pending',
          },
        ]}
      />,
    );
    const table = screen.getByRole('table', { name: 'Calendario de pagos' });
    expect(table.querySelectorAll('tbody tr')).toHaveLength(2);
    expect(screen.getByText('15.03.2025')).toBeTruthy();
    expect(table.querySelector('tfoot')?.textContent).toContain('$2,580.00');
  });

  it('CopyField copies the exact value and says so', async () => {
    const user = userEvent.setup();
    render(<CopyField label="CLABE" value="646180157000000004" display="646 180 15700000000 4" />);
    await user.click(screen.getByRole('button', { name: 'Copiar CLABE' }));
    expect(await navigator.clipboard.readText()).toBe('646180157000000004');
    expect(screen.getAllByText('Copiado').length).toBeGreaterThan(0);
  });

  it('Pagination marks the current page and moves', async () => {
    const onChange = vi.fn();
    render(<Pagination page={5} pageCount={12} onChange={onChange} />);
    expect(screen.getByRole('button', { name: 'Página 5' }).getAttribute('aria-current')).toBe('page');
    expect(screen.queryByRole('button', { name: 'Página 8' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(onChange).toHaveBeenCalledWith(6);
  });

  it('Barcode draws Code 128 bars as SVG with a name, and refuses what it cannot encode', () => {
    render(<Barcode value="LND0001234567" />);
    const svg = screen.getByRole('img', { name: 'Código de barras de la referencia LND0001234567' });
    expect(svg.querySelectorAll('rect').length).toBeGreaterThan(20);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Barcode value={'\u00ff\u0100'} />)).toThrow(RangeError);
  });
});

describe('shell', () => {
  it('labels the user menu with the first name, else the e-mail before the @', () => {
    expect(userMenuLabel({ firstName: 'María', email: 'm@example.com' })).toBe('María');
    expect(userMenuLabel({ firstName: '  ', email: 'juan.perez@example.com' })).toBe('juan.perez');
  });

  it('Header shows login for guests and the user menu for clients', async () => {
    const onLogout = vi.fn();
    const { rerender } = render(<Header />);
    expect(screen.getByRole('link', { name: 'Ingresar' }).getAttribute('href')).toBe('/ingresar');
    rerender(<Header user={{ firstName: null, email: 'ana@example.com' }} onLogout={onLogout} />);
    await userEvent.click(screen.getByRole('button', { name: 'Menú de ana' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Cerrar sesión' }));
    expect(onLogout).toHaveBeenCalledOnce();
  });

  it('ErrorPage: 404 with links, maintenance with the e-mail, details only for admins', () => {
    const { rerender } = render(<ErrorPage status={404} contactEmail="ayuda@lender.mx" />);
    expect(screen.getByRole('heading', { name: 'No encontramos esta página' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ir al inicio' })).toBeTruthy();
    rerender(<ErrorPage status={500} contactEmail="ayuda@lender.mx" />);
    expect(screen.getByRole('link', { name: 'ayuda@lender.mx' }).getAttribute('href')).toBe(
      'mailto:ayuda@lender.mx',
    );
    expect(screen.queryByText('Detalles para administradores')).toBeNull();
    rerender(
      <ErrorPage
        status={500}
        contactEmail="ayuda@lender.mx"
        adminDetails={{ message: 'ERP response 500 /web/x' }}
      />,
    );
    expect(screen.getByText('ERP response 500 /web/x')).toBeTruthy();
  });
});

describe('words', () => {
  it('come from the ui namespace of @lender/i18n, replaceable through UiTextProvider', () => {
    render(
      <UiTextProvider t={(key, params) => `[${key}${params ? JSON.stringify(params) : ''}]`}>
        <Stepper current={1} total={3} />
      </UiTextProvider>,
    );
    expect(screen.getByText('[progress.step{"current":1,"total":3}]')).toBeTruthy();
  });
});
