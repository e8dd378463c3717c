/**
 * The registration's answers on a client's record and as columns of the clients' CSV: one label per
 * field that `REGISTRATION_FIELDS` of `@lender/contracts` shows in the back-office (`backOffice.labelKey`).
 */
export const registration = {
  title: 'Datos del registro',
  notAnswered: 'Sin responder',
  employmentStatus: 'Ocupación',
  companyName: 'Empresa',
  monthlyIncome: 'Ingreso mensual',
  salaryCycle: 'Frecuencia de pago',
  postalCode: 'Código postal',
  region: 'Estado',
  city: 'Alcaldía o municipio',
  ward: 'Colonia',
  street: 'Calle',
  exteriorNumber: 'Número exterior',
  interiorNumber: 'Número interior',
  referenceName: 'Referencia: nombre',
  referencePhone: 'Referencia: celular',
  referenceRelation: 'Referencia: parentesco',
} as const;
