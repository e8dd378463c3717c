import { publicEndpoints as e } from '@lender/contracts';
import { useCases } from '@lender/core';
import { useCaseRoute, useCaseRouter } from '../../http/use-case-route';
import * as routes from './public-address.routes';

export const publicAddressRouter = useCaseRouter([
  useCaseRoute(e.addressPostalCode, useCases.public.addressPostalCode, routes.addressPostalCodeOptions),
  useCaseRoute(e.addressRegions, useCases.public.addressRegions, routes.addressRegionsOptions),
  useCaseRoute(e.addressRegionCities, useCases.public.addressRegionCities, routes.addressRegionCitiesOptions),
  useCaseRoute(e.addressDistricts, useCases.public.addressDistricts, routes.addressDistrictsOptions),
  useCaseRoute(e.addressWards, useCases.public.addressWards, routes.addressWardsOptions),
  useCaseRoute(e.addressCities, useCases.public.addressCities, routes.addressCitiesOptions),
]);
