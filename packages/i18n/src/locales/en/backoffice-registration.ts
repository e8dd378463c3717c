import type { Translation } from '../../types';
import type { registration as es } from '../es-MX/backoffice-registration';

/** The registration's answers on a client's record and in the clients' CSV, in English. */
export const registration = {
  title: 'Registration answers',
  notAnswered: 'Not answered',
  employmentStatus: 'Occupation',
  companyName: 'Company',
  monthlyIncome: 'Monthly income',
  salaryCycle: 'Pay cycle',
  postalCode: 'Postal code',
  region: 'State',
  city: 'Municipality',
  ward: 'Neighbourhood (colonia)',
  street: 'Street',
  exteriorNumber: 'Exterior number',
  interiorNumber: 'Interior number',
  referenceName: 'Reference: name',
  referencePhone: 'Reference: mobile',
  referenceRelation: 'Reference: relationship',
} satisfies Translation<typeof es>;
