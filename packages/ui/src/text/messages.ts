// The kit's words: the `ui` namespace of @lender/i18n (es-MX), the only one the kit reads.
export { ui as uiMessages } from '@lender/i18n/es-MX';
