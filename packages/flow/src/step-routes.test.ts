import { describe, expect, it } from 'vitest';
import { EXPECTED_ALSO, EXPECTED_TARGET } from './journey-table.fixture.js';
import { isRouteName } from './routes.js';
import { allowedRoutes, EXTERNAL, STEP_ALSO_ALLOWED, STEP_ROUTES, stepTarget } from './step-routes.js';
import { FLOW_STEPS, isFlowStep } from './steps.js';

describe('step → route table', () => {
  it('maps every step of §4 and nothing else', () => {
    expect(Object.keys(STEP_ROUTES).sort()).toEqual([...FLOW_STEPS].sort());
    expect(FLOW_STEPS).toHaveLength(20);
  });

  it.each(FLOW_STEPS)('sends %s with a known first name to the journey page', (step) => {
    expect(stepTarget(step, { firstNameKnown: true })).toBe(EXPECTED_TARGET[step]);
  });

  it.each(FLOW_STEPS)('lets a client at %s stay on its page and the pages it also allows', (step) => {
    const target = EXPECTED_TARGET[step];
    const own = target === 'external' ? [] : [target];
    expect(allowedRoutes(step, { firstNameKnown: true })).toEqual([...own, ...(EXPECTED_ALSO[step] ?? [])]);
  });

  it('sends new_client_created to the details page while the first name is unknown, and allows only it', () => {
    expect(stepTarget('new_client_created', { firstNameKnown: false })).toBe('registration-details___es');
    expect(allowedRoutes('new_client_created', { firstNameKnown: false })).toEqual([
      'registration-details___es',
    ]);
  });

  it('has exactly one external step, facebook', () => {
    const external = FLOW_STEPS.filter((step) => STEP_ROUTES[step] === EXTERNAL);
    expect(external).toEqual(['facebook']);
    expect(allowedRoutes('facebook', { firstNameKnown: true })).toEqual([]);
  });

  it('points every other step, and every also-allowed page, at a route of §2', () => {
    for (const step of FLOW_STEPS) {
      if (step !== 'facebook') expect(isRouteName(STEP_ROUTES[step])).toBe(true);
    }
    for (const routes of Object.values(STEP_ALSO_ALLOWED)) {
      for (const route of routes) expect(isRouteName(route)).toBe(true);
    }
  });

  it('recognises only the §4 steps', () => {
    for (const step of FLOW_STEPS) expect(isFlowStep(step)).toBe(true);
    for (const value of ['payment', 'WORK_INFO', '', 3, null]) expect(isFlowStep(value)).toBe(false);
  });
});

describe('FLOW_STEPS owner', () => {
  it('re-exports the one list of @lender/calculator/platform (no copy)', async () => {
    const calculator = await import('@lender/calculator/platform');
    expect(FLOW_STEPS).toBe(calculator.FLOW_STEPS);
  });
});
