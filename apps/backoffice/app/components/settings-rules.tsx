import type { BackOfficeSettings } from '@lender/contracts';
import { useT } from '../i18n';
import {
  BUCKETS,
  countBounds,
  dayFields,
  pesosText,
  RULE_FIELDS,
  rateField,
  ratePercentText,
  sameJson,
  WINDOW_DAYS,
} from '../rules-form';
import type { ActionFailure } from '../server/actions.server';
import { FieldError } from './form';
import { ReasonAction } from './reason-action';
import { bucketWords } from './risk-words';
import { ruleValueWords } from './rule-words';
import { PlainField, useSettingsForm, WaitingNotice } from './settings-fields';
import { Badge } from './status';

// ADR 170: the provisioning rates and the collection rules on the settings screen — the values in
// force, each marked when it is the default, and the request for a change (a second admin approves).

type Props = {
  settings: Pick<BackOfficeSettings, 'provisioning' | 'collections'>;
  canEdit: boolean;
  failure: ActionFailure | undefined;
  waiting: (kind: string) => { id: number } | undefined;
};

/** One value in force, in words, with "predeterminado" when it is the default. */
function Figure({ label, value, isDefault }: { label: string; value: string; isDefault: boolean }) {
  const t = useT();
  return (
    <div>
      <dt>{label}</dt>
      <dd>
        {value} {isDefault ? <Badge tone="neutral">{t('backoffice:settings.rules.isDefault')}</Badge> : null}
      </dd>
    </div>
  );
}

export function ProvisioningSection({ settings, canEdit, failure, waiting }: Props) {
  const t = useT();
  const { of, errorOf, shownValue } = useSettingsForm(failure);
  const { rates, defaults, version } = settings.provisioning;
  const field = (bucket: (typeof BUCKETS)[number]) => `provisioning.${bucket}`;
  return (
    <section className="bo-card bo-stack" aria-labelledby="settings-provisioning">
      <h2 className="bo-flush" id="settings-provisioning">
        {t('backoffice:settings.rules.provisioning')}
      </h2>
      <p className="bo-muted bo-flush">{t('backoffice:settings.rules.provisioningHelp')}</p>
      <dl className="bo-figures" aria-label={t('backoffice:settings.inForce')}>
        {BUCKETS.map((bucket) => (
          <Figure
            key={bucket}
            label={bucketWords(t, bucket)}
            value={ruleValueWords(t, field(bucket), rates[bucket])}
            isDefault={rates[bucket] === defaults[bucket]}
          />
        ))}
      </dl>
      <WaitingNotice request={waiting('settings.provisioning')} />
      {canEdit ? (
        <ReasonAction
          intent="provisioning"
          label={t('backoffice:settings.rules.requestProvisioning')}
          error={errorOf('provisioning', 'reason')}
          open={Boolean(of('provisioning'))}
          reasonValue={of('provisioning')?.values?.reason}
          hidden={{ version }}
        >
          <p className="bo-muted bo-flush">{t('backoffice:settings.needsApproval')}</p>
          <FieldError id="settings-provisioning-error" error={errorOf('provisioning', 'rates')} />
          {BUCKETS.map((bucket) => (
            <PlainField
              key={bucket}
              id={`settings-${rateField(bucket)}`}
              name={rateField(bucket)}
              label={t('backoffice:settings.rules.rateOf', { bucket: bucketWords(t, bucket) })}
              value={shownValue('provisioning', rateField(bucket), ratePercentText(rates[bucket]))}
              error={errorOf('provisioning', rateField(bucket))}
            />
          ))}
        </ReasonAction>
      ) : null}
    </section>
  );
}

function HoursInput(props: {
  id: string;
  name: string;
  label: string;
  value: string;
  error: string | undefined;
}) {
  const errorId = `${props.id}-error`;
  return (
    <div className="bo-field">
      <label htmlFor={props.id}>{props.label}</label>
      <input
        id={props.id}
        name={props.name}
        defaultValue={props.value}
        placeholder="HH:MM"
        inputMode="numeric"
        autoComplete="off"
        size={6}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? errorId : undefined}
      />
      <FieldError id={errorId} error={props.error} />
    </div>
  );
}

export function CollectionRulesSection({ settings, canEdit, failure, waiting }: Props) {
  const t = useT();
  const { of, errorOf, shownValue } = useSettingsForm(failure);
  const { rules, defaults, version } = settings.collections;
  const intent = 'collections';
  const typed = of(intent)?.values;
  const countError = (name: string) => {
    const key = of(intent)?.fields?.[name];
    return key ? t(key, countBounds(name)) : undefined;
  };
  const figures: [string, string, unknown, unknown][] = [
    ...WINDOW_DAYS.map(
      (day) =>
        [
          t(`backoffice:settings.rules.days.${day}`),
          `window.${day}`,
          rules.window[day],
          defaults.window[day],
        ] as [string, string, unknown, unknown],
    ),
    [
      t('backoffice:settings.rules.contactsPerDay'),
      'contactsPerDay',
      rules.contactsPerDay,
      defaults.contactsPerDay,
    ],
    [
      t('backoffice:settings.rules.contactsPerWeek'),
      'contactsPerWeek',
      rules.contactsPerWeek,
      defaults.contactsPerWeek,
    ],
    [
      t('backoffice:settings.rules.promiseDays'),
      'promise.maxDaysAhead',
      rules.promise.maxDaysAhead,
      defaults.promise.maxDaysAhead,
    ],
    [
      t('backoffice:settings.rules.promiseMin'),
      'promise.minAmountCentavos',
      rules.promise.minAmountCentavos,
      defaults.promise.minAmountCentavos,
    ],
  ];
  return (
    <section className="bo-card bo-stack" aria-labelledby="settings-collections">
      <h2 className="bo-flush" id="settings-collections">
        {t('backoffice:settings.rules.collections')}
      </h2>
      <p className="bo-muted bo-flush">{t('backoffice:settings.rules.collectionsHelp')}</p>
      <dl className="bo-figures" aria-label={t('backoffice:settings.inForce')}>
        {figures.map(([label, field, value, fallback]) => (
          <Figure
            key={field}
            label={label}
            value={ruleValueWords(t, field, value)}
            isDefault={sameJson(value, fallback)}
          />
        ))}
      </dl>
      <WaitingNotice request={waiting('settings.collection_rules')} />
      {canEdit ? (
        <ReasonAction
          intent={intent}
          label={t('backoffice:settings.rules.requestCollections')}
          error={errorOf(intent, 'reason')}
          open={Boolean(of(intent))}
          reasonValue={typed?.reason}
          hidden={{ version }}
        >
          <p className="bo-muted bo-flush">{t('backoffice:settings.needsApproval')}</p>
          <FieldError id="settings-collections-error" error={errorOf(intent, 'rules')} />
          {WINDOW_DAYS.map((day) => {
            const names = dayFields(day);
            const hours = rules.window[day];
            const closed = typed ? typed[names.closed] !== undefined : hours === null;
            return (
              <fieldset key={day} className="bo-field">
                <legend>
                  {t('backoffice:settings.rules.window')}: {t(`backoffice:settings.rules.days.${day}`)}
                </legend>
                <label htmlFor={`settings-${names.closed}`}>
                  <input
                    id={`settings-${names.closed}`}
                    type="checkbox"
                    name={names.closed}
                    defaultChecked={closed}
                  />{' '}
                  {t('backoffice:settings.rules.closedDay')}
                </label>
                <div className="bo-inline">
                  <HoursInput
                    id={`settings-${names.from}`}
                    name={names.from}
                    label={t('backoffice:settings.rules.opens')}
                    value={shownValue(intent, names.from, hours?.from ?? '')}
                    error={errorOf(intent, names.from)}
                  />
                  <HoursInput
                    id={`settings-${names.to}`}
                    name={names.to}
                    label={t('backoffice:settings.rules.closes')}
                    value={shownValue(intent, names.to, hours?.to ?? '')}
                    error={errorOf(intent, names.to)}
                  />
                </div>
              </fieldset>
            );
          })}
          {(
            [
              [
                RULE_FIELDS.contactsPerDay,
                'backoffice:settings.rules.contactsPerDay',
                String(rules.contactsPerDay),
              ],
              [
                RULE_FIELDS.contactsPerWeek,
                'backoffice:settings.rules.contactsPerWeek',
                String(rules.contactsPerWeek),
              ],
              [
                RULE_FIELDS.maxDaysAhead,
                'backoffice:settings.rules.promiseDays',
                String(rules.promise.maxDaysAhead),
              ],
              [
                RULE_FIELDS.minAmount,
                'backoffice:settings.rules.promiseMin',
                pesosText(rules.promise.minAmountCentavos),
              ],
            ] as const
          ).map(([name, key, value]) => (
            <PlainField
              key={name}
              id={`settings-${name}`}
              name={name}
              label={t(key)}
              value={shownValue(intent, name, value)}
              error={name === RULE_FIELDS.minAmount ? errorOf(intent, name) : countError(name)}
            />
          ))}
        </ReasonAction>
      ) : null}
    </section>
  );
}
