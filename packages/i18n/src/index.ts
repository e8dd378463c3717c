export { type DottedToMessageKey, messageKeyOf } from './dotted-key';
export { type ErrorAudience, type ErrorMessageCode, errorMessageKey } from './error-key';
export * from './format/index';
export { loadNamespace } from './load';
export {
  BACKOFFICE_NAMESPACES,
  type BackofficeNamespace,
  backofficeLanguage,
  DEFAULT_LANGUAGE,
  FALLBACK_LANGUAGE,
  isLanguage,
  isNamespace,
  LANGUAGES,
  type Language,
  NAMESPACES,
} from './namespaces';
export type {
  LeafKey,
  MessageKey,
  MessageParams,
  Namespace,
  NamespaceKey,
  PluralSuffix,
  Resources,
  Translate,
  Translation,
} from './types';
export type { BackofficeResources } from './types-en';
