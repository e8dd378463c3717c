import { randomUUID } from 'node:crypto';
import {
  REGISTRATION_FIELDS,
  type RegistrationField,
  type RegistrationStep,
  type RegistrationWidget,
  registrationFieldsOf,
} from '@lender/contracts';
import type { LenderClient } from '@lender/sdk';
import { env } from './env.server';
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

/** What the browser needs to start `@lender/collector` (issue 18, the scoring session). */
export interface CollectorConfig {
  baseUrl: string;
  authKey: string;
  publicKey: string;
  referenceNumber: string;
}

let publicKey: Promise<string | null> | undefined;

/** The ingest's RSA public key (`GET /api/datasets/v1/public-key`), fetched once per process. */
function ingestPublicKey(): Promise<string | null> {
  publicKey ??= fetch(new URL('/api/datasets/v1/public-key', env().collector.url))
    .then((response) => (response.ok ? response.text() : null))
    .catch(() => null)
    .then((key) => {
      if (key === null) publicKey = undefined; // try again on the next page
      return key;
    });
  return publicKey;
}

/** A new reference number for one dataset: a registration's (`reg-`) or an application's (`app-`). */
export function newReferenceNumber(prefix: 'reg' | 'app' = 'reg'): string {
  return `${prefix}-${randomUUID()}`;
}

/** The collector's configuration, or `null` when it is off (no auth key, or the ingest is unreachable). */
export async function collectorConfig(referenceNumber: string): Promise<CollectorConfig | null> {
  const { url, authKey } = env().collector;
  if (!authKey) return null;
  const key = await ingestPublicKey();
  if (!key) return null;
  return { baseUrl: url, authKey, publicKey: key, referenceNumber };
}

/**
 * Ties the dataset to the borrower who just registered, through the SDK's catalogue
 * (`client.collectorSessionLink`, `PUT /web/private/client/collector/session`) with the session's
 * new token. Best effort: scoring never blocks a registration.
 */
export async function linkCollectorSession(
  api: Pick<LenderClient, 'client'>,
  referenceNumber: string,
): Promise<boolean> {
  try {
    const result = await api.client.collectorSessionLink({ body: { referenceNumber } });
    if (!result.success)
      console.warn(`collector session not linked: HTTP ${result.status} ${result.code ?? ''}`);
    return result.success;
  } catch (error) {
    if (error instanceof Response) throw error; // the kit's redirect to login
    console.warn('collector session not linked:', (error as Error).message);
    return false;
  }
}
