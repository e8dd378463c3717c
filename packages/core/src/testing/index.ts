// Test helpers for packages that build on @lender/core (`@lender/core/testing`).

export { fixedClock } from '../clock';
export { memoryLogger } from '../logger';
export { createTestCore, TEST_NOW, TEST_SECRETS, type TestCore } from './test-core';
export { createTestDb, type TestDb } from './test-db';
