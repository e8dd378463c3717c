export { createClient, type LenderClient } from './client.js';
export * from './common.js';
