import { NAME_FIELDS } from '@lender/contracts';
import { masks } from '@lender/ui';
import { checkOrigin } from '@lender/web-kit';
import { data, redirect } from '@remix-run/node';
import { env } from '../../lib/env.server';
import { guardFlow } from '../../lib/flow.server';
import { detailsBody, detailsForm, liveErrors, phoneForm, smsCodeForm } from '../../lib/form-schemas';
import { type FormProblems, messageOf, problemsOf, serverTranslator, text } from '../../lib/forms.server';
import {
  type CollectorConfig,
  collectorConfig,
  linkCollectorSession,
  newReferenceNumber,
} from '../../lib/registration.server';
import { companyFor } from '../../lib/root-data.server';
import { commitHeaders, readAffiliate } from '../../lib/session.server';
import { businessToday } from '../../lib/today';
import { PATHS } from '../../paths';
import { nextScoringSession } from './registration-scoring.server';
import { CONSENT_FIELDS, PARAM_OF, STAGE_PARAM, STAGES, type Stage } from './registration-wizard';

/** The details stage's fields: the parts of the name (`NAME_FIELDS` of the contracts), then the rest. */
const DETAIL_FIELDS = [...NAME_FIELDS.map((field) => field.name), 'birthDate', 'curp', 'email'];

// The registration wizard's loader and action (`route.tsx` beside it): the phone, its SMS
// code, then the details that make the account.

/** What the wizard remembers between its three pre-account stages (signed httpOnly cookie). */
interface Draft {
  phone?: string;
  smsCode?: string;
  resendAt?: number;
  details?: Record<string, string>;
  /** The scoring collector's reference number for this registration (issue 18). */
  ref?: string;
}

export function stageUrl(stage: Stage): string {
  return stage === 'phone' ? PATHS.registration : `${PATHS.registration}?${STAGE_PARAM}=${PARAM_OF[stage]}`;
}

function readDraft(value: unknown): Draft {
  return value && typeof value === 'object' ? (value as Draft) : {};
}

/** The stage to show, with what the draft remembers and the page's title. */
export async function registrationLoader(request: Request) {
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
      company: (await companyFor(request)).tradeName,
      collector,
      nameFields: NAME_FIELDS,
    },
    headers ? { headers } : undefined,
  );
}

export type RegistrationResult = FormProblems & {
  values?: Record<string, string>;
  /** A new scoring session after a refused registration submit (issue 18, `nextScoringSession`). */
  collector?: CollectorConfig | null;
  /** The confirmed code died before the registration: offer a new one from the details step. */
  codeExpired?: boolean;
};

/** Sends the code, checks it, or registers, by the form's `intent`. */
export async function registrationAction(request: Request) {
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
      return data<RegistrationResult>(
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
      return data<RegistrationResult>(
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
      return data<RegistrationResult>({ fieldErrors: codeErrors }, { status: 400 });
    }
    // Issue 37 trap 6: the code is judged here, on its own step (a wrong guess spends one attempt,
    // the right one nothing); the registration then uses it up.
    const checked = await ctx.api.public.phoneSmsCodeCheck({
      body: { mobilePhone: { number: draft.phone }, smsCode },
    });
    if (!checked.success) {
      const problems = problemsOf(checked);
      return data<RegistrationResult>(
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
      return data<RegistrationResult>(
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
        return data<RegistrationResult>(
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
      return data<RegistrationResult>(
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
  return data<RegistrationResult>({ fieldErrors: {}, formError: messageOf('unknown') }, { status: 400 });
}
