// Registry round trip: the published types, checked with `tsc --noEmit --strict`.
import type {
  ApplicationStatus,
  ClientProfile,
  EndpointId,
  EndpointResponse,
  Envelope,
  ErrorCode,
  endpoints,
  Money,
} from '@lender/contracts';
import type { CollectorEvent, DatasetState } from '@lender/contracts/collector';

const status: ApplicationStatus = 17;
const money: Money = { amount: 10.5, currency: 'MXN' };
const code: ErrorCode = 'request_count_by_day_exceed';
const id: EndpointId = 'client.flow';
// @ts-expect-error ids are `<group>.<name>` (`client.flow`)
const oldId: EndpointId = 'clientFlow';
type Profile = EndpointResponse<(typeof endpoints)['client.get']>;
const envelope: Envelope<Profile | null> = { success: true, data: null };
const first: ClientProfile['status'] = 1;

// @ts-expect-error 8 is not an application status (spec §4)
const wrong: ApplicationStatus = 8;
// @ts-expect-error only MXN
const dollars: Money = { amount: 1, currency: 'USD' };

const datasetState: DatasetState = 'complete';
const keyEvent: CollectorEvent = { k: 'key', t: 0, field: 'firstName', c: 'l' };

export { code, datasetState, dollars, envelope, first, id, keyEvent, money, oldId, status, wrong };
