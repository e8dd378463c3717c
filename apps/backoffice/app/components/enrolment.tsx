import { useT } from '../i18n';

/**
 * A TOTP enrolment shown once (issue 16): the QR code (an SVG made on the server) and the secret
 * typed by hand; the API never gives it again.
 */
export function Enrolment({ email, secret, qrSvg }: { email: string; secret: string; qrSvg: string }) {
  const t = useT();
  return (
    <section className="bo-card bo-stack bo-mb-16" aria-labelledby="enrolment-title">
      <h2 className="bo-flush-top" id="enrolment-title">
        {t('backoffice:users.enrolmentTitle', { email })}
      </h2>
      <p>{t('backoffice:users.enrolmentOnce')}</p>
      <div
        className="bo-qr"
        role="img"
        aria-label={t('backoffice:users.qrLabel')}
        dangerouslySetInnerHTML={{ __html: qrSvg }}
      />
      <p>
        {t('backoffice:users.secret')}: <code data-testid="totp-secret">{secret}</code>
      </p>
    </section>
  );
}
