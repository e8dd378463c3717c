import { FEE_KEYS, type FeeRegistrations, type ScheduledPricing } from '@lender/calculator';
import { date } from '../format';
import { useT } from '../i18n';
import { TableRegion } from './table-region';

/**
 * Issue 50 (RECO): each fee and rate of the product with its CONDUSEF registration — folio, the day
 * registered, the day in force — and the pricing changes scheduled for a later day, with the
 * registrations they bring. Read only: changes go through the pricing request (maker-checker).
 */
export function FeeRegistrationsSection({
  registrations,
  schedule,
}: {
  registrations: FeeRegistrations | undefined;
  schedule: readonly ScheduledPricing[] | undefined;
}) {
  const t = useT();
  const name = (key: (typeof FEE_KEYS)[number]) => t(`backoffice:settings.reco.names.${key}`);
  return (
    <section
      className="bo-card bo-stack bo-span-all"
      aria-labelledby="settings-reco"
      data-testid="settings-reco"
    >
      <h2 className="bo-flush" id="settings-reco">
        {t('backoffice:settings.reco.title')}
      </h2>
      <TableRegion label={t('backoffice:settings.reco.title')}>
        <table className="bo-table">
          <thead>
            <tr>
              <th scope="col">{t('backoffice:settings.reco.fee')}</th>
              <th scope="col">{t('backoffice:settings.reco.folio')}</th>
              <th scope="col">{t('backoffice:settings.reco.registeredOn')}</th>
              <th scope="col">{t('backoffice:settings.reco.inForceFrom')}</th>
            </tr>
          </thead>
          <tbody>
            {FEE_KEYS.map((key) => {
              const registration = registrations?.[key];
              return (
                <tr key={key}>
                  <th scope="row">{name(key)}</th>
                  {registration ? (
                    <>
                      <td>{registration.folio}</td>
                      <td>{date(registration.registeredOn)}</td>
                      <td>{date(registration.inForceFrom)}</td>
                    </>
                  ) : (
                    <td colSpan={3}>{t('backoffice:settings.reco.none')}</td>
                  )}
                </tr>
              );
            })}
          </tbody>
        </table>
      </TableRegion>
      <h3>{t('backoffice:settings.reco.scheduled')}</h3>
      {schedule && schedule.length > 0 ? (
        <ul className="bo-stack" data-testid="settings-reco-scheduled">
          {schedule.map((change) => (
            <li key={`${change.effectiveOn}-${change.approvalId ?? ''}`}>
              <strong>{t('backoffice:settings.reco.effectiveOn', { date: date(change.effectiveOn) })}</strong>
              <ul>
                {FEE_KEYS.flatMap((key) => {
                  const registration = change.registrations[key];
                  return registration
                    ? [
                        <li key={key}>
                          {t('backoffice:settings.reco.changeOf', {
                            fee: name(key),
                            folio: registration.folio,
                            registeredOn: date(registration.registeredOn),
                          })}
                        </li>,
                      ]
                    : [];
                })}
              </ul>
            </li>
          ))}
        </ul>
      ) : (
        <p>{t('backoffice:settings.reco.noneScheduled')}</p>
      )}
    </section>
  );
}
