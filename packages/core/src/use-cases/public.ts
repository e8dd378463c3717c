// The public group's use cases: one line per catalogue key, the function of that name from the file of
// that name. Sorted by name within each area.

// ── public endpoints and site reports (helper A) ──
export { addressCities } from '../geo/address-cities';
export { addressDistricts } from '../geo/address-districts';
export { addressPostalCode } from '../geo/address-postal-code';
export { addressRegionCities } from '../geo/address-region-cities';
export { addressRegions } from '../geo/address-regions';
export { addressWards } from '../geo/address-wards';
export { affiliateLead } from '../clients/affiliate-lead';
export { arithmeticOffer } from '../catalog/arithmetic-offer';
export { banks } from '../catalog/banks';
export { calculatorConfig } from '../catalog/calculator-config';
export { classification } from '../catalog/classification';
export { classificationList } from '../catalog/classification-list';
export { clientCheck } from '../clients/client-check';
export { clientDocument } from '../documents/client-document';
export { clientLogin } from '../clients/client-login';
export { documentList } from '../documents/document-list';
export { documentPage } from '../documents/document-page';
export { documentPdf } from '../documents/document-pdf';
export { emailSendCode } from '../codes/email-send-code';
export { employmentPositions } from '../catalog/employment-positions';
export { employmentStatuses } from '../catalog/employment-statuses';
export { helloSoda } from '../integrations/hello-soda';
export { idDocumentTimeSetting } from '../catalog/id-document-time-setting';
export { phoneSmsCode, phoneSmsCodeTs } from '../codes/phone-sms-code';
export { phoneSmsCodeCheck } from '../codes/phone-sms-code-check';
export { recoverPassword } from '../clients/recover-password';
export { registerClient } from '../clients/register-client';
export { userLogin } from '../back-office/user-login';

// ── the notices' unsubscribe link (helper B) ──
export { unsubscribe } from '../notices/unsubscribe';
export { unsubscribeCheck } from '../notices/unsubscribe-check';

export {};
