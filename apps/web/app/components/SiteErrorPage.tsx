import { ErrorPage } from '@lender/ui';

/**
 * Spec §2 error page: 404 with links, else the maintenance message with the contact e-mail (the
 * lender's customer care, from the API; the demo company's when the root loader itself failed);
 * admins also see the status and message. The words are the kit's (`ui` namespace), so it also
 * renders when the root loader itself failed.
 */
export function SiteErrorPage({
  status,
  adminMessage,
  contactEmail = 'atencion@prestamos-demo.example',
}: {
  status: number;
  adminMessage: string | null;
  contactEmail?: string;
}) {
  return (
    <ErrorPage
      status={status}
      contactEmail={contactEmail}
      adminDetails={adminMessage ? { message: adminMessage } : null}
    />
  );
}
