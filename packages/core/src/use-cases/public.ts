// The public group's use cases, one per catalogue key (`public.<name>`): the plain function of
// that name from the file named after it. apps/api/src/one-name.test.ts holds every key to a line here.

export { userLogin } from '../back-office/user-login';
export { arithmeticOffer } from '../catalog/arithmetic-offer';
export { banks } from '../catalog/banks';
export { calculatorConfig } from '../catalog/calculator-config';
export { classification } from '../catalog/classification';
export { classificationList } from '../catalog/classification-list';
export { employmentPositions } from '../catalog/employment-positions';
export { employmentStatuses } from '../catalog/employment-statuses';
export { idDocumentTimeSetting } from '../catalog/id-document-time-setting';
export { affiliateLead } from '../clients/affiliate-lead';
export { clientCheck } from '../clients/client-check';
export { clientLogin } from '../clients/client-login';
export { recoverPassword } from '../clients/recover-password';
export { registerClient } from '../clients/register-client';
export { emailSendCode } from '../codes/email-send-code';
export { phoneSmsCode, phoneSmsCodeTs } from '../codes/phone-sms-code';
export { phoneSmsCodeCheck } from '../codes/phone-sms-code-check';
export { contactCheck } from '../collections/contact-check';
export { cancelScheduledCharge } from '../debit-schedule/cancel-scheduled-charge';
export { scheduledChargeCheck } from '../debit-schedule/scheduled-charge-check';
export { clientDocument } from '../documents/client-document';
export { company } from '../documents/company';
export { documentList } from '../documents/document-list';
export { documentPage } from '../documents/document-page';
export { documentPdf } from '../documents/document-pdf';
export { addressCities } from '../geo/address-cities';
export { addressDistricts } from '../geo/address-districts';
export { addressPostalCode } from '../geo/address-postal-code';
export { addressRegionCities } from '../geo/address-region-cities';
export { addressRegions } from '../geo/address-regions';
export { addressWards } from '../geo/address-wards';
export { helloSoda } from '../integrations/hello-soda';
export { unsubscribe } from '../notices/unsubscribe';
export { unsubscribeCheck } from '../notices/unsubscribe-check';
