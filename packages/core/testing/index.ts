// Test helpers for packages that build on @lender/core (`@lender/core/testing`).

export { createTestDb, type TestDb } from '@lender/db/testing';
export { fixedClock } from '../src/clock';
export { memoryLogger } from '../src/logger';
export { extractPdfText } from '../src/pdf/pdf-text';
export {
  type AcceptedApplicationInput,
  type ApplicationRowInput,
  type ClientRowInput,
  insertAcceptedApplication,
  insertApplicationRow,
  insertClientRow,
  insertLoanRow,
  insertManualCase,
  type LoanRowInput,
} from '../src/seed/lending-rows';
export { sampleChunk, sealChunkForTest } from './collector';
export { DEMO_CALCULATOR_CONFIG } from './demo-calculator-config';
export { memorySms } from './memory-sms';
export { type PayrollInput, type PayrollMaker, payrollCfdiMaker } from './payroll-cfdi-fixtures';
export {
  SAMPLE_GPS_TEXT,
  SAMPLE_HEIC_PHOTO,
  sampleHeic,
  sampleHeicPhoto,
  sampleHostileJpeg,
  sampleJpeg,
  samplePdf,
  samplePng,
  uploadOf,
} from './sample-files';
export { findSpanishProse, isSpanishProse, type ProseFinding, stringLiterals } from './spanish-prose';
export { createTestCore, TEST_LIMITS, TEST_NOW, TEST_SECRETS, type TestCore } from './test-core';
