export type { JourneyRows } from './journey-rows';
export { type JourneyFacts, type JourneyStep, journeyStep, REJECT_PAGE_DAYS } from './journey-step';

// The journey's use cases are plain functions: `flow.ts` and `journey-current.ts` over
// `journey-state.ts`; the API's guard reads `GET flow` in one statement with `authenticateFlow`
// (`authenticate-flow.ts`).
