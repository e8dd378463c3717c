import { backOfficeComplaintEndpoints as e } from '@lender/contracts';
import { useCases } from '@lender/core';
import { describe, expect, it } from 'vitest';
import { useCaseRoute } from './use-case-route';

const { backOffice } = useCases;

describe('useCaseRoute', () => {
  it('pairs an endpoint with the use case of its input, and TypeScript refuses another', () => {
    expect(useCaseRoute(e.complaint, backOffice.complaint).endpoint).toBe(e.complaint);
    // A use case that reads a query cannot answer an endpoint that has only a path parameter.
    // @ts-expect-error `complaintsMonth` takes `{ query }`, `backOffice.complaint` gives `{ params }`
    expect(useCaseRoute(e.complaint, backOffice.complaintsMonth).endpoint.id).toBe('backOffice.complaint');
  });
});
