import type { ApiFailure } from '@lender/sdk';
import { data } from '@remix-run/node';
import type { FileProblems } from '../reconciliation';
import { errorWords } from '../server/actions.server';

export function fileProblems(
  failure: Pick<ApiFailure, 'status' | 'code'> & Partial<Pick<ApiFailure, 'violations'>>,
) {
  const problems = (failure.violations ?? []).map((violation) => ({
    key: errorWords(violation.code),
    params: (violation as { params?: Record<string, string | number> }).params ?? {},
  }));
  if (problems.length === 0) problems.push({ key: errorWords(failure.code), params: {} });
  return data<FileProblems>({ problems }, { status: failure.status });
}
