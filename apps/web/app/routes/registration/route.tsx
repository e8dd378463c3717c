import { formatPhone } from '@lender/i18n';
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { ResendCodeFallback, SmsCodeEntry } from '../../components/CodeEntry';
import { StepForm, StepPage } from '../../components/FormShell';
import { SendCodeForm } from '../../components/PhoneStep';
import { useT } from '../../lib/i18n';
import { useLiveForm } from '../../lib/live-form';
import { pageTitle } from '../../lib/titles';
import { wordsClientLoader } from '../../lib/words';
import { PATHS } from '../../paths';
import { RegistrationDetails } from './RegistrationDetails';
import { type ConsentField, STAGE_PARAM } from './registration-wizard';
import {
  type RegistrationResult,
  registrationAction,
  registrationLoader,
} from './registration-wizard.server';

// The registration wizard (spec §2): the phone, its SMS code, then the details. Its loader and
// action are `registration-wizard.server.ts` beside it; the details form is `RegistrationDetails.tsx`.

export const handle = { name: 'registration___es' };
export const meta = pageTitle('registration:title');

export const loader = ({ request }: LoaderFunctionArgs) => registrationLoader(request);
export const action = ({ request }: ActionFunctionArgs) => registrationAction(request);

export default function Registration() {
  const { stage, phone, resendIn, details, today, flash, company, collector, nameFields } =
    useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as RegistrationResult | undefined;
  const ticked = (name: ConsentField) => (result?.values?.[name] ?? details[name] ?? '') !== '';
  const t = useT();
  // The code was checked on its own stage and stays on the server: a well-formed stand-in lets the
  // whole registration schema (with its repeated-password rule) run in the browser.
  const consentRequired = t('registration:consents.required');
  const { errors, formProps } = useLiveForm(
    stage,
    () =>
      import('../../lib/form-schemas').then((m) =>
        m.validatorOf(
          stage === 'phone'
            ? m.phoneForm
            : stage === 'code'
              ? m.smsCodeForm
              : m.detailsForm(phone, '000', consentRequired),
        ),
      ),
    result?.fieldErrors,
  );
  const values = { ...details, ...(result?.values ?? {}) };

  if (stage === 'phone') {
    return (
      <StepPage title={t('registration:phone.title')} lead={t('registration:phone.lead')}>
        <SendCodeForm
          submitLabel={t('registration:phone.submit')}
          formError={result?.formError}
          formProps={formProps}
          error={errors.phone}
          defaultValue={phone}
          autoComplete="tel-national"
        >
          <p className="form-note">
            {t('registration:phone.haveAccount')} <a href={PATHS.login}>{t('common:nav.login')}</a>
          </p>
        </SendCodeForm>
      </StepPage>
    );
  }

  if (stage === 'code') {
    return (
      <StepPage
        title={t('registration:code.title')}
        lead={t('registration:code.text', { phone: formatPhone(phone) })}
      >
        <StepForm
          submitLabel={t('common:actions.continue')}
          intent="code"
          formError={flash ?? result?.formError}
          formProps={formProps}
          extraActions={
            <a className="text-link" href={PATHS.registration}>
              {t('registration:code.changePhone')}
            </a>
          }
        >
          <SmsCodeEntry
            error={errors.smsCode}
            resendIn={resendIn}
            resendUrl={`${PATHS.registration}?${STAGE_PARAM}=codigo`}
          />
        </StepForm>
        <ResendCodeFallback />
      </StepPage>
    );
  }

  return (
    <RegistrationDetails
      values={values}
      result={result}
      errors={errors}
      formProps={formProps}
      today={today}
      company={company}
      collector={collector}
      ticked={ticked}
      nameFields={nameFields}
    />
  );
}

/** After a client navigation the page waits for its words too (static files, issue 37). */
export const clientLoader = wordsClientLoader;
