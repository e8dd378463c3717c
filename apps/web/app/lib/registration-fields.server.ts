import {
  REGISTRATION_FIELDS,
  type RegistrationField,
  type RegistrationStep,
  type RegistrationWidget,
  registrationFieldsOf,
} from '@lender/contracts';
import { PAY_DAY_INPUTS } from './pay-day-inputs';
import type { RequestContext } from './session.server';

/** The words' keys the registration's fields are asked with. */
type LabelKey = NonNullable<RegistrationField['labelKey']>;
type HintKey = Extract<RegistrationField, { hintKey: string }>['hintKey'];

/** A choice's option: its key and its words (from the API's classification). */
export interface ChoiceOption {
  readonly value: string;
  readonly label: string;
}

/**
 * A field of `REGISTRATION_FIELDS` as a step's page renders it (`components/RegistrationFields.tsx`):
 * sent by the loader, so the browser carries no schema; a choice comes with its options.
 */
export interface RegistrationFieldView {
  readonly name: string;
  readonly required: boolean;
  /** Any widget of the contracts, not only those in use: a new field's renders without a change here. */
  readonly widget: RegistrationWidget;
  readonly labelKey: LabelKey | null;
  readonly hintKey: HintKey | null;
  readonly options: readonly ChoiceOption[] | null;
}

/**
 * The fields a step asks (`widget` other than `none`), in the table's order, each choice with its
 * options: the keys of its classification, or of the field's enum when it has one (labelled by the
 * classification, else by the key).
 */
export async function registrationFieldViews(
  ctx: RequestContext,
  step: RegistrationStep,
): Promise<RegistrationFieldView[]> {
  const asked = registrationFieldsOf(step).filter((field) => field.widget.kind !== 'none');
  return Promise.all(
    asked.map(async (field): Promise<RegistrationFieldView> => {
      const view = {
        name: field.name,
        required: field.required,
        widget: field.widget,
        labelKey: field.labelKey,
        hintKey: 'hintKey' in field ? field.hintKey : null,
        options: null,
      };
      if (field.widget.kind !== 'choice') return view;
      const labels = await classificationLabels(ctx, field.widget.classification);
      const keys =
        'options' in field.schema ? (field.schema.options as readonly string[]) : Object.keys(labels);
      return { ...view, options: keys.map((key) => ({ value: key, label: labels[key] ?? key })) };
    }),
  );
}

/** The words of a classification's keys (`GET /web/public/classification/{path}`); none when it fails. */
export async function classificationLabels(
  ctx: RequestContext,
  classification: string,
): Promise<Readonly<Record<string, string>>> {
  const list = await ctx.api.public.classification({
    params: { path: classification },
    query: { locale: 'es' },
  });
  return list.success ? (list.data as Record<string, string>) : {};
}

/** The form inputs a step's fields post, by widget (the pay day posts the inputs of each kind of day). */
export function registrationInputs(step: RegistrationStep): string[] {
  return registrationFieldsOf(step).flatMap((field) =>
    field.widget.kind === 'none'
      ? []
      : field.widget.kind === 'payDay'
        ? Object.values(PAY_DAY_INPUTS)
        : [field.name],
  );
}

/** The classifications the choices of the summary's steps are written with. */
export function summaryChoices(): string[] {
  return [
    ...new Set(
      REGISTRATION_FIELDS.flatMap((field) =>
        field.summary && field.widget.kind === 'choice' ? [field.widget.classification] : [],
      ),
    ),
  ];
}
