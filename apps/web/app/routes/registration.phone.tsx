import { formatPhone } from '@lender/i18n';
import { CurpField, DateField, masks, NameField, NativeCheckbox, Stack, TextField } from '@lender/ui';
import { checkOrigin } from '@lender/web-kit';
import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from '@remix-run/node';
import { Form, useActionData, useLoaderData } from '@remix-run/react';
import { useState } from 'react';
import { NewPasswordFields, ResendCodeFallback, SmsCodeEntry } from '../components/CodeEntry';
import { StepForm, StepPage } from '../components/FormShell';
import { SendCodeForm } from '../components/PhoneStep';
import { completeScoringBeforeSubmit, ScoringSession } from '../components/ScoringSession';
import {
  type CollectorConfig,
  collectorConfig,
  linkCollectorSession,
  newReferenceNumber,
} from '../lib/collector.server';
import { readAffiliate } from '../lib/cookies.server';
import { env } from '../lib/env.server';
import { guardFlow } from '../lib/flow.server';
import { detailsBody, detailsForm, liveErrors, phoneForm, smsCodeForm } from '../lib/form-schemas';
import { type FormProblems, messageOf, problemsOf, text } from '../lib/forms.server';
import { useT } from '../lib/i18n';
import { serverTranslator } from '../lib/i18n.server';
import { useLiveForm } from '../lib/live-form';
import { nextScoringSession } from '../lib/registration-scoring.server';
import { commitHeaders } from '../lib/session.server';
import { businessToday } from '../lib/today';
import { wordsClientLoader } from '../lib/words';
import { PATHS } from '../paths';

export const handle = { name: 'registration___es' };
export const meta: MetaFunction = () => [{ title: serverTitle }];
const serverTitle = 'Crea tu cuenta';

/** What the wizard remembers between its three pre-account stages (signed httpOnly cookie). */
interface Draft {
  phone?: string;
  smsCode?: string;
  resendAt?: number;
  details?: Record<string, string>;
  /** The scoring collector's reference number for this registration (issue 18). */
  ref?: string;
}

type Stage = 'phone' | 'code' | 'details';
const STAGE_PARAM = 'paso';
const STAGES: Record<string, Stage> = { celular: 'phone', codigo: 'code', datos: 'details' };
const PARAM_OF: Record<Stage, string> = { phone: 'celular', code: 'codigo', details: 'datos' };
/** The consents of the details step (checkboxes: `on` when ticked). */
const CONSENT_FIELDS = [
  'privacyNotice',
  'termsAndConditions',
  'creditBureau',
  'marketing',
  'scoring',
] as const;
const DETAIL_FIELDS = [
  'firstName',
  'middleName',
  'lastName',
  'secondLastName',
  'birthDate',
  'curp',
  'email',
] as const;

function stageUrl(stage: Stage): string {
  return stage === 'phone' ? PATHS.registration : `${PATHS.registration}?${STAGE_PARAM}=${PARAM_OF[stage]}`;
}

function readDraft(value: unknown): Draft {
  return value && typeof value === 'object' ? (value as Draft) : {};
}

export async function loader({ request }: LoaderFunctionArgs) {
  const { ctx } = await guardFlow(request, 'registration___es');
  if (ctx.loggedIn) throw redirect(PATHS.flow);
  const draft = readDraft(ctx.session.get('registration'));
  const asked = STAGES[new URL(request.url).searchParams.get(STAGE_PARAM) ?? ''] ?? 'phone';
  // A stage needs the ones before it: without a phone there is no code, without a code no details.
  const stage: Stage =
    asked === 'details' && !draft.smsCode
      ? draft.phone
        ? 'code'
        : 'phone'
      : asked === 'code' && !draft.phone
        ? 'phone'
        : asked;
  const flash = ctx.session.get('registrationError');
  let headers: Headers | undefined;
  if (flash) ctx.session.unset('registrationError');
  let collector: CollectorConfig | null = null;
  if (stage === 'details') {
    if (!draft.ref) ctx.session.set('registration', { ...draft, ref: newReferenceNumber() } satisfies Draft);
    collector = await collectorConfig(readDraft(ctx.session.get('registration')).ref ?? '');
  }
  if (flash || (stage === 'details' && !draft.ref)) headers = await commitHeaders(ctx.session);
  return data(
    {
      stage,
      phone: draft.phone ?? '',
      resendIn: draft.resendAt ? Math.max(0, Math.ceil((draft.resendAt - Date.now()) / 1000)) : 0,
      details: draft.details ?? {},
      today: businessToday(),
      flash: typeof flash === 'string' ? flash : null,
      company: env().company.name,
      collector,
    },
    headers ? { headers } : undefined,
  );
}

type ActionResult = FormProblems & {
  values?: Record<string, string>;
  /** A new scoring session after a refused registration submit (issue 18, `nextScoringSession`). */
  collector?: CollectorConfig | null;
  /** The confirmed code died before the registration: offer a new one from the details step. */
  codeExpired?: boolean;
};

export async function action({ request }: ActionFunctionArgs) {
  checkOrigin(request, { allowedOrigins: env().allowedOrigins });
  const { ctx } = await guardFlow(request, 'registration___es');
  const form = await request.formData();
  const intent = text(form, 'intent');
  const draft = readDraft(ctx.session.get('registration'));
  const t = serverTranslator();

  if (intent === 'send-code' || intent === 'resend') {
    const phone = intent === 'resend' ? (draft.phone ?? '') : masks.phoneMask.parse(text(form, 'phone'));
    const fieldErrors = intent === 'resend' ? {} : liveErrors(phoneForm, form, t);
    if (Object.keys(fieldErrors).length > 0 || !/^\d{10}$/.test(phone)) {
      return data<ActionResult>(
        { fieldErrors: { phone: messageOf('invalid_format', 'mobilePhone'), ...fieldErrors } },
        { status: 400 },
      );
    }
    const sent = await ctx.api.public.phoneSmsCode({
      body: { mobilePhone: { number: phone }, captchaToken: env().captchaToken ?? '' },
    });
    if (!sent.success) {
      const problems = problemsOf(sent, { 'mobilePhone.number': 'phone', mobilePhone: 'phone' });
      // The daily and per-minute limits are said as such (spec §8), on the form.
      return data<ActionResult>(
        {
          fieldErrors: intent === 'resend' ? {} : problems.fieldErrors,
          formError:
            problems.formError ?? (intent === 'resend' ? Object.values(problems.fieldErrors)[0] : undefined),
        },
        { status: sent.status },
      );
    }
    ctx.session.set('registration', {
      ...draft,
      phone,
      smsCode: undefined,
      resendAt: Date.now() + sent.data.resendIn * 1000,
    } satisfies Draft);
    return redirect(stageUrl('code'), { headers: await commitHeaders(ctx.session) });
  }

  if (intent === 'code') {
    const smsCode = text(form, 'smsCode').replace(/\D/g, '');
    if (!draft.phone) return redirect(stageUrl('phone'));
    const codeErrors = liveErrors(smsCodeForm, form, t);
    if (Object.keys(codeErrors).length > 0) {
      return data<ActionResult>({ fieldErrors: codeErrors }, { status: 400 });
    }
    // Issue 37 trap 6: the code is judged here, on its own step (a wrong guess spends one attempt,
    // the right one nothing); the registration then uses it up.
    const checked = await ctx.api.public.phoneSmsCodeCheck({
      body: { mobilePhone: { number: draft.phone }, smsCode },
    });
    if (!checked.success) {
      const problems = problemsOf(checked);
      return data<ActionResult>(
        {
          fieldErrors: {
            smsCode: problems.fieldErrors.smsCode ?? problems.formError ?? messageOf('code_invalid'),
          },
        },
        { status: checked.status },
      );
    }
    ctx.session.set('registration', { ...draft, smsCode } satisfies Draft);
    return redirect(stageUrl('details'), { headers: await commitHeaders(ctx.session) });
  }

  if (intent === 'register') {
    if (!draft.phone || !draft.smsCode) return redirect(stageUrl('phone'));
    // What the borrower typed and ticked stays, whatever the answer (issue 37 trap 6); the password
    // is never kept on the server: with JavaScript the form keeps it, as the page is not reloaded.
    const values = Object.fromEntries(
      [...DETAIL_FIELDS, ...CONSENT_FIELDS].map((name) => [name, text(form, name)]),
    );
    const body = detailsBody(form, draft.phone, draft.smsCode);
    // The registration request's own schema, as the browser checks it while the borrower types.
    const fieldErrors = liveErrors(
      detailsForm(draft.phone, draft.smsCode, t('registration:consents.required')),
      form,
      t,
    );
    if (!body.birthDate) fieldErrors.birthDate = t('registration:details.birthDateInvalid');
    ctx.session.set('registration', { ...draft, details: values } satisfies Draft);
    if (Object.keys(fieldErrors).length > 0) {
      const collector = await nextScoringSession(ctx.session, form);
      return data<ActionResult>(
        { fieldErrors, values, ...(collector !== undefined ? { collector } : {}) },
        { status: 400, headers: await commitHeaders(ctx.session) },
      );
    }
    const result = await ctx.api.public.registerClient({
      body: {
        ...body,
        consents: { ...body.consents, privacyNotice: true, termsAndConditions: true, creditBureau: true },
        affiliate: await readAffiliate(request),
        captchaToken: env().captchaToken ?? '',
      },
    });
    if (!result.success) {
      const problems = problemsOf(result, {
        nationalIdentificator: 'curp',
        repeatPassword: 'repeatPassword',
      });
      if (
        problems.fieldErrors.smsCode ||
        ['code_invalid', 'code_expired', 'code_attempts_exceeded'].includes(result.code ?? '')
      ) {
        // The code was right on its step but died since (it lives 10 minutes): the details stay on
        // this page with what was typed, and the borrower asks for a new code from here.
        ctx.session.set('registration', { ...draft, details: values, smsCode: undefined } satisfies Draft);
        const collector = await nextScoringSession(ctx.session, form);
        return data<ActionResult>(
          {
            fieldErrors: {},
            formError: t('registration:code.expiredOnDetails'),
            codeExpired: true,
            values,
            ...(collector !== undefined ? { collector } : {}),
          },
          { status: result.status, headers: await commitHeaders(ctx.session) },
        );
      }
      const collector = await nextScoringSession(ctx.session, form);
      return data<ActionResult>(
        { ...problems, values, ...(collector !== undefined ? { collector } : {}) },
        { status: result.status, headers: await commitHeaders(ctx.session) },
      );
    }
    // Spec §4: a successful registration logs the client in; the flow says where to go next.
    // The consent to the voluntary purpose: the dataset becomes the client's (issue 18).
    if (form.get('scoring') === 'on' && draft.ref) await linkCollectorSession(ctx.api, draft.ref);
    ctx.session.unset('registration');
    return redirect(PATHS.flow, { headers: await ctx.headers() });
  }
  return data<ActionResult>({ fieldErrors: {}, formError: messageOf('unknown') }, { status: 400 });
}

export default function Registration() {
  const { stage, phone, resendIn, details, today, flash, company, collector } =
    useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as ActionResult | undefined;
  const ticked = (name: (typeof CONSENT_FIELDS)[number]) =>
    (result?.values?.[name] ?? details[name] ?? '') !== '';
  const [scoring, setScoring] = useState(() => ticked('scoring'));
  const t = useT();
  // The code was checked on its own stage and stays on the server: a well-formed stand-in lets the
  // whole registration schema (with its repeated-password rule) run in the browser.
  const consentRequired = t('registration:consents.required');
  const { errors, formProps } = useLiveForm(
    stage,
    () =>
      import('../lib/form-schemas').then((m) =>
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
        <NameField
          name="firstName"
          label={t('registration:details.firstName')}
          defaultValue={values.firstName}
          error={errors.firstName}
          autoComplete="given-name"
          isRequired
        />
        <NameField
          name="middleName"
          label={`${t('registration:details.middleName')} ${t('common:states.optional')}`}
          defaultValue={values.middleName}
          error={errors.middleName}
          autoComplete="additional-name"
        />
        <NameField
          name="lastName"
          label={t('registration:details.lastName')}
          defaultValue={values.lastName}
          error={errors.lastName}
          autoComplete="family-name"
          isRequired
        />
        <NameField
          name="secondLastName"
          label={`${t('registration:details.secondLastName')} ${t('common:states.optional')}`}
          defaultValue={values.secondLastName}
          error={errors.secondLastName}
        />
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

/** After a client navigation the page waits for its words too (static files, issue 37). */
export const clientLoader = wordsClientLoader;
