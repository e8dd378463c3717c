import type * as esMX from './locales/es-MX/index';

/** The shape of the Spanish (es-MX) resources, namespace by namespace: the source of every key. */
export type Resources = { readonly [NS in keyof typeof esMX]: (typeof esMX)[NS] };

/** A namespace: an area (calculator, loan, …) or an audience (backoffice, errors). */
export type Namespace = keyof Resources;

/** i18next's plural suffixes; a plural key is written without them (`units.days` with `count`). */
export type PluralSuffix = '_zero' | '_one' | '_two' | '_few' | '_many' | '_other';

type StripPlural<K extends string> = K extends `${infer Base}${PluralSuffix}` ? Base : K;

/** Dotted paths of the string leaves of `T`, plural suffixes removed. */
export type LeafKey<T> = T extends string
  ? never
  : {
      [K in keyof T & string]: T[K] extends string ? StripPlural<K> : `${K}.${LeafKey<T[K]>}`;
    }[keyof T & string];

/** A key inside namespace `NS` (`payDate.weekly` in `calculator`). */
export type NamespaceKey<NS extends Namespace> = LeafKey<Resources[NS]>;

/** A key with its namespace, as i18next reads it: `calculator:payDate.weekly`. */
export type MessageKey = { [NS in Namespace]: `${NS}:${NamespaceKey<NS>}` }[Namespace];

/** Values a message interpolates (`{{amount, money}}` takes centavos, `{{date, date}}` a date). */
export type MessageParams = {
  readonly count?: number;
  readonly [name: string]: string | number | Date | undefined;
};

/** A translation function with typed keys: a misspelled key does not compile. */
export type Translate = (key: MessageKey, params?: MessageParams) => string;

/**
 * The resources of a language other than Spanish: the same keys, and plural keys with that
 * language's categories (`_many` is Spanish-only, so optional).
 */
export type Translation<T> = {
  readonly [K in keyof T as K extends `${string}_many` ? never : K]: T[K] extends string
    ? string
    : Translation<T[K]>;
} & {
  readonly [K in keyof T as K extends `${string}_many` ? K : never]?: string;
};
