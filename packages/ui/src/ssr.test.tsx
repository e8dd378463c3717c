// @vitest-environment node
// Server rendering, as Remix does it: no DOM, no warnings (the shared setup fails on console.error).
import { demoProduct } from '@lender/calculator';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import {
  Button,
  Calculator,
  ClabeField,
  ErrorPage,
  Footer,
  Header,
  OtpField,
  PhoneField,
  Schedule,
  Select,
  StatusBadge,
} from './index';

describe('server rendering', () => {
  it('renders native controls that post without JavaScript: select, amount and the calculator form', () => {
    const select = renderToString(
      <Select
        label="Ciclo"
        name="cycle"
        defaultValue="monthly"
        options={[
          { value: 'weekly', label: 'Cada semana' },
          { value: 'monthly', label: 'Cada mes' },
        ]}
        error="Elige uno"
      />,
    );
    const id = /<select id="([^"]+)"/.exec(select)?.[1];
    expect(select).toContain(`for="${id}"`);
    expect(select).toMatch(/<select[^>]*name="cycle"/);
    expect(select).toMatch(/<option value="monthly" selected="">Cada mes<\/option>/);
    expect(select).toMatch(/<select[^>]*aria-invalid="true"/);
    expect(select).toContain('Elige uno');

    const html = renderToString(
      <Calculator
        product={demoProduct}
        today="2025-03-01"
        initial={{ amount: 3_000_00, payCycle: 'monthly' }}
        formAction="/calcular"
      />,
    );
    expect(html).toMatch(/<form[^>]*method="post"[^>]*action="\/calcular"/);
    expect(html).toContain('<input type="hidden" name="intent" value="calculator"/>');
    expect(html).toContain('<input type="hidden" name="target" value="registration"/>');
    expect(html).toMatch(/<input[^>]*type="number"[^>]*name="amountPesos"[^>]*value="3000"/);
    expect(html).toMatch(/<select[^>]*name="payCycle"/);
    expect(html).toMatch(/<select[^>]*name="payDates"/);
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*>.*Solicitar ahora/s);
  });

  it('renders the calculator with its first quote, so the page works before JavaScript', () => {
    const html = renderToString(
      <Calculator
        product={demoProduct}
        today="2025-03-01"
        initial={{ amount: 3_000_00, payCycle: 'monthly' }}
      />,
    );
    expect(html).toContain('Calcula tu préstamo');
    expect(html).toContain('$3,000.00');
    expect(html).toContain('Pagas en total');
    expect(html).toMatch(/\$\d{1,3}(,\d{3})*\.\d{2}/);
  });

  it('renders fields with their labels, masks and descriptions', () => {
    const html = renderToString(
      <>
        <PhoneField label="Celular" defaultValue="5512345678" name="phone" />
        <ClabeField label="CLABE" defaultValue="002010077777777771" />
        <OtpField />
        <Select label="Ciclo" options={[{ value: 'weekly', label: 'Cada semana' }]} name="cycle" />
      </>,
    );
    expect(html).toContain('value="+52 (551) 234-5678"');
    expect(html).toContain('Banco: BANAMEX');
    expect(html.toLowerCase()).toContain('autocomplete="one-time-code"');
    expect(html).toContain('inputMode="numeric"');
  });

  it('renders the shell and data pieces', () => {
    const html = renderToString(
      <>
        <Header user={{ firstName: 'María', email: 'm@example.com' }} />
        <Button>Solicitar ahora</Button>
        <StatusBadge kind="loan" status={4} />
        <Schedule
          rows={[
            { date: '2025-03-15', principal: 100_00, interest: 10_00, fees: 0, vat: 1_60, status: 'pending' },
          ]}
        />
        <Footer
          year={2025}
          customerCare={{ phone: '55 1234 5678', hours: '9 a 18' }}
          collections={{ phone: '55 8765 4321', hours: '9 a 20' }}
        />
        <ErrorPage status={404} contactEmail="ayuda@lender.mx" />
      </>,
    );
    expect(html).toContain('María');
    expect(html).toContain('Activo');
    expect(html).toContain('15.03.2025');
    expect(html).toContain('© 2025 Lender');
    expect(html).toContain('No encontramos esta página');
  });
});
