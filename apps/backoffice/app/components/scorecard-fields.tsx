import type { Scorecard } from '@lender/contracts';
import { formatPercent } from '@lender/i18n';
import { useT } from '../i18n';
import { Field } from './form';
import { bpsToPercent, scorecardField } from './scorecard-form';
import { binFieldLabel, characteristicWords } from './scorecard-words';

// A draft's scorecard in its form (issue 67 point 1): the cut-off; each band's lowest score and
// probability of default (a percent with two decimals); each characteristic's points per bin,
// labelled by the bin's bounds or value (the bins stay as fitted), and its points without the data.

const score = (value: number) => value.toLocaleString('es-MX');

type FieldOf = (name: string, fallback?: string) => { name: string; defaultValue?: string; error?: string };

export function ScorecardFields({ scorecard, field }: { scorecard: Scorecard; field: FieldOf }) {
  const t = useT();
  return (
    <>
      <fieldset className="bo-filters">
        <legend>{t('backoffice:creditPolicy.scorecardTitle')}</legend>
        <Field
          label={t('backoffice:creditPolicy.scorecardCutOff')}
          inputMode="numeric"
          {...field(scorecardField.cutOff, String(scorecard.cutOff))}
        />
        {scorecard.bands.map((band) => [
          <Field
            key={`${band.band}-from`}
            label={t('backoffice:creditPolicy.bandFrom', { band: band.band })}
            inputMode="numeric"
            {...field(scorecardField.band(band.band), String(band.minScore))}
          />,
          <Field
            key={`${band.band}-probability`}
            label={t('backoffice:creditPolicy.bandProbability', { band: band.band })}
            inputMode="decimal"
            {...field(scorecardField.probability(band.band), bpsToPercent(band.probabilityBps))}
          />,
        ])}
      </fieldset>
      <p className="bo-muted">{t('backoffice:creditPolicy.pointsHint')}</p>
      {scorecard.characteristics.map((rule) => {
        const name = characteristicWords(t, rule.characteristic) ?? rule.characteristic;
        return (
          <fieldset key={rule.characteristic} className="bo-filters">
            <legend>{name}</legend>
            {rule.bins.map((bin, index) => (
              <Field
                key={'from' in bin ? `from-${bin.from}` : `value-${bin.value}`}
                label={binFieldLabel(t, rule, index)}
                inputMode="numeric"
                {...field(scorecardField.points(rule.characteristic, index), String(bin.points))}
              />
            ))}
            <Field
              label={t('backoffice:creditPolicy.missingField', { characteristic: name })}
              inputMode="numeric"
              {...field(scorecardField.missing(rule.characteristic), String(rule.missingPoints))}
            />
          </fieldset>
        );
      })}
    </>
  );
}

/** A scorecard read, not edited (a published version, or a draft waiting for its checker): every value. */
export function ScorecardFacts({ scorecard }: { scorecard: Scorecard }) {
  const t = useT();
  const facts: [string, string][] = [
    [t('backoffice:creditPolicy.scorecardCutOff'), score(scorecard.cutOff)],
    ...scorecard.bands.flatMap((band): [string, string][] => [
      [t('backoffice:creditPolicy.bandFrom', { band: band.band }), score(band.minScore)],
      [
        t('backoffice:creditPolicy.bandProbability', { band: band.band }),
        formatPercent(band.probabilityBps / 100, { decimals: 2 }),
      ],
    ]),
    ...scorecard.characteristics.flatMap((rule): [string, string][] => [
      ...rule.bins.map((bin, index): [string, string] => [binFieldLabel(t, rule, index), score(bin.points)]),
      [
        t('backoffice:creditPolicy.missingField', {
          characteristic: characteristicWords(t, rule.characteristic) ?? rule.characteristic,
        }),
        score(rule.missingPoints),
      ],
    ]),
  ];
  return facts.map(([label, value]) => (
    <div key={label}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  ));
}
