export {
  type ClientOptions,
  createClient,
  DEFAULT_RETRY_LIMIT,
  type LenderClient,
  REQUEST_TIMEOUT_MS,
  type UnauthorizedEvent,
} from './client.js';
export * from './common.js';
