import { CONTACT_RELATIONS, type ContactRelation } from '@lender/contracts';
import { NameField, NativeSelect, PhoneField } from '@lender/ui';
import { checkOrigin } from '@lender/web-kit';
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { StepForm, StepPage } from '../../components/FormShell';
import { env } from '../../lib/env.server';
import { guardAnswerStep } from '../../lib/flow.server';
import { liveErrors, referenceBody, referenceForm } from '../../lib/form-schemas';
import { type FormProblems, messageOf, problemsOf, text } from '../../lib/forms.server';
import { useT } from '../../lib/i18n';
import { serverTranslator } from '../../lib/i18n.server';
import { useLiveForm } from '../../lib/live-form';
import { pageTitle } from '../../lib/titles';
import { wordsClientLoader } from '../../lib/words';

export const handle = { name: 'registration-reference___es' };

export async function loader({ request }: LoaderFunctionArgs) {
  const { ctx } = await guardAnswerStep(request, 'registration-reference___es');
  const list = await ctx.api.public.classification({
    params: { path: 'relationships' },
    query: { locale: 'es' },
  });
  const labels: Record<string, string> = list.success ? (list.data as Record<string, string>) : {};
  const relations = CONTACT_RELATIONS.map((key) => ({ value: key, label: labels[key] ?? key }));
  return data({ relations }, { headers: await ctx.headers() });
}

type Result = FormProblems & { values?: Record<string, string> };

export async function action({ request }: ActionFunctionArgs) {
  checkOrigin(request, { allowedOrigins: env().allowedOrigins });
  const { ctx, me, back } = await guardAnswerStep(request, 'registration-reference___es');
  const form = await request.formData();
  const values = {
    fullName: text(form, 'fullName'),
    phone: text(form, 'phone'),
    relation: text(form, 'relation'),
  };
  const body = referenceBody(form);
  const { phone } = body.reference;
  // The step's request schema (as the browser checks it), then spec §5's rule the API also applies:
  // the phone is not the borrower's own.
  const fieldErrors = liveErrors(referenceForm, form, serverTranslator());
  if (!fieldErrors.phone && me && phone === me.info.mobilePhone.number)
    fieldErrors.phone = messageOf('must_differ', 'phone');
  if (Object.keys(fieldErrors).length > 0) return data<Result>({ fieldErrors, values }, { status: 400 });
  const result = await ctx.api.client.completeStepFour({
    body: { reference: { ...body.reference, relation: body.reference.relation as ContactRelation } },
  });
  if (!result.success) {
    return data<Result>(
      {
        ...problemsOf(result, {
          'reference.fullName': 'fullName',
          'reference.phone': 'phone',
          'reference.relation': 'relation',
        }),
        values,
      },
      { status: result.status },
    );
  }
  return redirect(back, { headers: await ctx.headers() });
}

/** The page's title (issue 47): "<its heading> · <company>". */
export const meta = pageTitle('registration:reference.title');

export default function Reference() {
  const { relations } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as Result | undefined;
  const t = useT();
  const { errors, formProps } = useLiveForm(
    'reference',
    () => import('../../lib/form-schemas').then((m) => m.validatorOf(m.referenceForm)),
    result?.fieldErrors,
  );
  const values = result?.values ?? {};
  return (
    <StepPage title={t('registration:reference.title')} lead={t('registration:reference.hint')}>
      <StepForm
        submitLabel={t('common:actions.continue')}
        formError={result?.formError}
        formProps={formProps}
      >
        <NameField
          name="fullName"
          label={t('registration:reference.fullName')}
          hint={t('registration:reference.fullNameHint')}
          defaultValue={values.fullName}
          error={errors.fullName}
          isRequired
        />
        <PhoneField
          name="phone"
          label={t('registration:reference.phone')}
          defaultValue={values.phone}
          error={errors.phone}
          isRequired
        />
        <NativeSelect
          name="relation"
          label={t('registration:reference.relationship')}
          options={relations}
          defaultValue={values.relation || undefined}
          error={errors.relation}
          isRequired
        />
      </StepForm>
    </StepPage>
  );
}

/** After a client navigation the page waits for its words too (static files, issue 37). */
export const clientLoader = wordsClientLoader;
