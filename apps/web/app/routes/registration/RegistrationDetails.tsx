import type { NameFieldDeclaration } from '@lender/contracts';
import { CurpField, DateField, masks, NativeCheckbox, Stack, TextField } from '@lender/ui';
import { Form } from '@remix-run/react';
import { useState } from 'react';
import { NewPasswordFields } from '../../components/CodeEntry';
import { StepForm, StepPage } from '../../components/FormShell';
import { NameFields } from '../../components/NameFields';
import { completeScoringBeforeSubmit, ScoringSession } from '../../components/ScoringSession';
import { useT } from '../../lib/i18n';
import type { useLiveForm } from '../../lib/live-form';
import type { CollectorConfig } from '../../lib/registration.server';
import { PATHS } from '../../paths';
import type { ConsentField } from './registration-wizard';
import type { RegistrationResult } from './registration-wizard.server';

/** The registration wizard's last stage: who the borrower is, a password, and the consents. */
export function RegistrationDetails({
  values,
  result,
  errors,
  formProps,
  today,
  company,
  collector,
  ticked,
  nameFields,
}: {
  values: Record<string, string>;
  result: RegistrationResult | undefined;
  errors: Record<string, string | undefined>;
  formProps: ReturnType<typeof useLiveForm>['formProps'];
  today: string;
  company: string;
  collector: CollectorConfig | null;
  ticked: (name: ConsentField) => boolean;
  /** The parts of the name (`NAME_FIELDS` of the contracts, from the loader). */
  nameFields: readonly NameFieldDeclaration[];
}) {
  const t = useT();
  const [scoring, setScoring] = useState(() => ticked('scoring'));
  return (
    <StepPage title={t('registration:details.title')} lead={t('registration:details.lead')}>
      <StepForm
        submitLabel={t('registration:details.submit')}
        intent="register"
        formError={result?.formError}
        formProps={{
          ...formProps,
          onSubmit: (event) => {
            formProps.onSubmit(event);
            completeScoringBeforeSubmit(event);
          },
        }}
      >
        <NameFields fields={nameFields} values={values} errors={errors} />
        <CurpField
          name="curp"
          label={t('registration:details.curp')}
          hint={t('registration:details.curpHint')}
          defaultValue={values.curp}
          error={errors.curp ?? errors.nationalIdentificator}
          isRequired
        />
        <DateField
          name="birthDate"
          label={t('registration:details.birthDate')}
          hint={t('registration:details.birthDateHint')}
          today={today}
          rule="past"
          defaultValue={isoFromDisplay(values.birthDate)}
          error={errors.birthDate}
          autoComplete="bday"
          isRequired
        />
        <TextField
          name="email"
          type="email"
          label={t('registration:details.email')}
          defaultValue={values.email}
          error={errors.email}
          autoComplete="email"
          inputMode="email"
          isRequired
        />
        <NewPasswordFields label={t('registration:details.password')} errors={errors} />
        <Stack gap="3">
          <NativeCheckbox
            name="privacyNotice"
            defaultSelected={ticked('privacyNotice')}
            error={errors.privacyNotice}
          >
            {t('registration:consents.privacyBefore')}{' '}
            <a href={PATHS.privacy} target="_blank" rel="noreferrer">
              {t('registration:consents.privacyLink')}
            </a>
          </NativeCheckbox>
          <NativeCheckbox
            name="termsAndConditions"
            defaultSelected={ticked('termsAndConditions')}
            error={errors.termsAndConditions}
          >
            {t('registration:consents.termsBefore')}{' '}
            <a href={PATHS.terms} target="_blank" rel="noreferrer">
              {t('registration:consents.termsLink')}
            </a>
          </NativeCheckbox>
          <NativeCheckbox
            name="creditBureau"
            defaultSelected={ticked('creditBureau')}
            error={errors.creditBureau}
          >
            {t('registration:consents.buro', { company })}
          </NativeCheckbox>
          <NativeCheckbox name="marketing" defaultSelected={ticked('marketing')}>
            {t('registration:consents.marketing')}
          </NativeCheckbox>
          {collector ? (
            <NativeCheckbox name="scoring" isSelected={scoring} onChange={setScoring}>
              {t('registration:consents.scoring')}
            </NativeCheckbox>
          ) : null}
        </Stack>
      </StepForm>
      {result?.codeExpired ? (
        <Form method="post" className="resend-form">
          <button type="submit" name="intent" value="resend" className="text-button">
            {t('registration:code.newCode')}
          </button>
        </Form>
      ) : null}
      <ScoringSession config={result?.collector ?? collector} consented={scoring} />
    </StepPage>
  );
}

/** The draft keeps what was typed (`dd.mm.aaaa`); DateField takes ISO. */
function isoFromDisplay(value: string | undefined): string | undefined {
  if (!value) return undefined;
  return masks.dateDigitsToIso(masks.dateMask.parse(value)) ?? undefined;
}
