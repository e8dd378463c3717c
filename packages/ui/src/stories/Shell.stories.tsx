import type { Meta, StoryObj } from '@storybook/react';
import { ErrorPage, Footer, Header } from '../components/Shell';

const meta: Meta = { title: 'Shell/Shell', parameters: { layout: 'fullscreen' } };
export default meta;
type Story = StoryObj;

const contacts = {
  customerCare: { phone: '55 1234 5678', email: 'ayuda@lender.mx', hours: 'lunes a viernes de 9:00 a 18:00' },
  collections: {
    phone: '55 8765 4321',
    email: 'cobranza@lender.mx',
    hours: 'lunes a sábado de 9:00 a 20:00',
  },
};

export const HeaderGuest: Story = {
  render: () => (
    <Header
      currentPath="/preguntas-frecuentes"
      contact={{ phone: '55 1234 5678', email: 'ayuda@lender.mx' }}
    />
  ),
};
export const HeaderSignedIn: Story = {
  render: () => <Header user={{ firstName: 'María', email: 'maria@example.com' }} />,
};
export const HeaderEmailOnly: Story = {
  render: () => <Header user={{ firstName: null, email: 'juan.perez@example.com' }} />,
};
export const HeaderRegistration: Story = { render: () => <Header progress={30} /> };

export const FooterFull: Story = {
  render: () => (
    <Footer
      year={2025}
      {...contacts}
      regulatory={
        <>
          Lender, S.A. de C.V., SOFOM, E.N.R. Registro RECA 1234-567-890123/01-01234-0125. Unidad
          Especializada de Atención a Usuarios (UNE): une@lender.mx. CONDUSEF: 55 5340 0999,
          www.condusef.gob.mx. Consulta el Buró de Entidades Financieras.
        </>
      }
      about="Préstamos personales en línea, claros y sin costos ocultos."
      social={[
        { href: 'https://facebook.com', label: 'Facebook' },
        { href: 'https://instagram.com', label: 'Instagram' },
      ]}
    />
  ),
};

export const NotFound: Story = { render: () => <ErrorPage status={404} contactEmail="ayuda@lender.mx" /> };
export const Maintenance: Story = { render: () => <ErrorPage status={500} contactEmail="ayuda@lender.mx" /> };
export const MaintenanceAdmin: Story = {
  render: () => (
    <ErrorPage
      status={502}
      contactEmail="ayuda@lender.mx"
      adminDetails={{ message: 'ERP response 502 /web/applications' }}
    />
  ),
};
