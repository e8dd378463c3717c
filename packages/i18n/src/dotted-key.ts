import type { MessageKey, Namespace } from './types';

/** `calculator.payDate.weekly` → `calculator:payDate.weekly`, at the type level. */
export type DottedToMessageKey<K extends string> = K extends `${infer NS}.${infer Rest}`
  ? NS extends Namespace
    ? `${NS}:${Rest}` extends MessageKey
      ? `${NS}:${Rest}`
      : never
    : never
  : never;

/**
 * The i18next key of a dotted label key as other packages return them (`@lender/calculator`'s
 * `{ key: 'calculator.payDate.weekly', params }`): the first segment is the namespace. A dotted
 * key with no text here does not compile.
 *
 * @example messageKeyOf('calculator.button.apply') // 'calculator:button.apply'
 */
export function messageKeyOf<K extends string>(
  dotted: K & (DottedToMessageKey<K> extends never ? never : K),
): DottedToMessageKey<K> {
  const dot = dotted.indexOf('.');
  return `${dotted.slice(0, dot)}:${dotted.slice(dot + 1)}` as DottedToMessageKey<K>;
}
