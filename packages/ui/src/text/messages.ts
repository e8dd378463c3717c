// The kit's words: the `ui` namespace of @lender/i18n (es-MX).
export { ui as uiMessages } from '../../../i18n/src/resources/es-MX/ui';
