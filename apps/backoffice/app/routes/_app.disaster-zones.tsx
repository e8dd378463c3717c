import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, useActionData, useLoaderData } from '@remix-run/react';
import { Field, Notice, SelectField } from '../components/form';
import { date } from '../format';
import { pageTitle, useT } from '../i18n';
import type { ActionFailure } from '../server/actions.server';
import { disasterZonesAction, disasterZonesLoader } from './_app.disaster-zones.server';

// Issue 52, ADR 301: staff mark SEPOMEX municipalities as declared disaster zones for a period; a
// borrower living there may defer their payment up to three months on "Mi préstamo".

export const meta: MetaFunction = ({ matches }) =>
  pageTitle(matches, (t) => t('backoffice:disasterZones.title'));

export const loader = ({ request }: LoaderFunctionArgs) => disasterZonesLoader(request);
export const action = ({ request }: ActionFunctionArgs) => disasterZonesAction(request);

export default function DisasterZonesScreen() {
  const d = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>() as ActionFailure | undefined;
  const t = useT();
  const typed = failure?.intent === 'declare' ? (failure.values ?? {}) : {};
  const fieldError = (name: string) => {
    const key = failure?.intent === 'declare' ? failure.fields?.[name] : undefined;
    return key ? t(key) : undefined;
  };
  const w = (key: string) => t(`backoffice:disasterZones.${key}` as never);
  return (
    <>
      <h1>{w('title')}</h1>
      <p>{w('intro')}</p>
      {failure?.key ? <Notice tone="danger">{t(failure.key, failure.params)}</Notice> : null}
      {d.canDeclare ? (
        <section className="bo-card bo-stack" aria-labelledby="declare-zone">
          <h2 id="declare-zone">{w('declare')}</h2>
          <Form method="get" className="bo-stack">
            <SelectField
              label={w('state')}
              name="estado"
              options={[{ value: '', label: '—' }, ...d.states]}
              defaultValue={d.state ? String(d.state) : ''}
            />
            <Field label={w('municipalityFilter')} name="municipio" defaultValue={d.filter} />
            <div>
              <button type="submit" className="bo-button">
                {w('choose')}
              </button>
            </div>
          </Form>
          <Form method="post" className="bo-stack" noValidate>
            <input type="hidden" name="intent" value="declare" />
            <SelectField
              label={w('municipality')}
              name="municipalityId"
              options={[
                { value: '', label: d.municipalities.length ? '—' : w('municipalityHint') },
                ...d.municipalities,
              ]}
              defaultValue={typed.municipalityId ?? ''}
              error={fieldError('municipalityId')}
            />
            <Field
              label={w('startsOn')}
              name="startsOn"
              type="date"
              defaultValue={typed.startsOn}
              error={fieldError('startsOn')}
            />
            <Field
              label={w('endsOn')}
              name="endsOn"
              type="date"
              defaultValue={typed.endsOn}
              error={fieldError('endsOn')}
            />
            <Field
              label={w('reference')}
              name="reference"
              hint={w('referenceHint')}
              maxLength={120}
              defaultValue={typed.reference}
              error={fieldError('reference')}
            />
            <Field
              label={w('reason')}
              name="reason"
              maxLength={500}
              defaultValue={typed.reason}
              error={fieldError('reason')}
            />
            <div>
              <button type="submit" className="bo-button bo-button-primary">
                {w('declare')}
              </button>
            </div>
          </Form>
        </section>
      ) : null}
      <section aria-labelledby="zones-list">
        <h2 id="zones-list">{w('listTitle')}</h2>
        {d.zones.length === 0 ? (
          <p>{w('empty')}</p>
        ) : (
          <table className="bo-table">
            <thead>
              <tr>
                <th scope="col">{w('municipality')}</th>
                <th scope="col">{w('period')}</th>
                <th scope="col">{w('reference')}</th>
                <th scope="col">{w('declaredBy')}</th>
                <th scope="col">{w('deferrals')}</th>
                <th scope="col">{w('status')}</th>
              </tr>
            </thead>
            <tbody>
              {d.zones.map((zone) => (
                <tr key={zone.id}>
                  <td>
                    {zone.municipality}, {zone.state} ({zone.municipalityId})
                  </td>
                  <td>
                    {date(zone.startsOn)} – {date(zone.endsOn)}
                  </td>
                  <td>
                    {zone.reference}
                    <br />
                    {zone.reason}
                  </td>
                  <td>{zone.declaredBy}</td>
                  <td>{zone.deferrals}</td>
                  <td>
                    {zone.inForce
                      ? w('inForce')
                      : zone.endedAt
                        ? t('backoffice:disasterZones.endedOn' as never, { date: date(zone.endedAt) })
                        : w('notInForce')}
                    {zone.inForce && d.canDeclare ? (
                      <Form method="post">
                        <input type="hidden" name="intent" value="end" />
                        <input type="hidden" name="id" value={zone.id} />
                        <button type="submit" className="bo-button">
                          {w('end')}
                        </button>
                      </Form>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../components/route-error';
