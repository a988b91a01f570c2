'use client';

import type { OnlineTestDetail } from '@lexam/contracts';
import { useResourceOneQuery } from '@web/modules/resource';
import { TEST_KEY } from '../exam-admin-keys';
import type { ExamScope } from '../exam-scope';

/** A test with its whole tree (`GET {E}/{id}`), for the screens that work on one part of it. */
export function useTestDetail(scope: ExamScope, testId: number) {
  const query = useResourceOneQuery({ key: TEST_KEY, request: { method: 'GET', url: `${scope.testEntity}/${testId}` } });
  return { ...query, test: query.data as OnlineTestDetail | undefined };
}
