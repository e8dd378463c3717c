// Compile-time only (never imported by the bundle): the hand-written wire types of `../types.ts`
// must match the schemas of `@lender/contracts/collector` in both directions, so the collector and
// the ingest cannot drift apart without `tsc --noEmit` failing.
import type * as contracts from '@lender/contracts/collector';
import type * as local from '../types';

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<T extends true> = T;

export type ContractChecks = [
  Assert<Same<local.KeyClass, contracts.KeyClass>>,
  Assert<Same<local.FieldClass, contracts.FieldClass>>,
  Assert<Same<local.CollectorEvent, contracts.CollectorEvent>>,
  Assert<Same<local.CollectorDevice, contracts.CollectorDevice>>,
  Assert<Same<local.CollectorChunk, contracts.CollectorChunk>>,
  Assert<Same<local.CollectorUploadRequest, contracts.CollectorUploadRequest>>,
  Assert<Same<local.CollectorTokenResponse, contracts.CollectorTokenResponse>>,
  Assert<Same<local.CollectorProblem, contracts.CollectorProblem>>,
];
