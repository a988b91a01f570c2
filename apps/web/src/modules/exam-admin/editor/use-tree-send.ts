'use client';

import type { FieldError } from '@lexam/contracts';
import { useCallback } from 'react';
import { problemTitle, useResourceSendMutation, type ResourceRequest } from '@web/modules/resource';
import { LESSON_KEY, TEST_KEY } from '../exam-admin-keys';
import { problemErrors } from '../problems';

export type TreeSendResult = { ok: true; data: unknown } | { ok: false; title: string; errors: FieldError[]; status: number };

/**
 * One change to a test's tree. Every change refreshes the test (its tree is one resource) and the
 * lessons (their test counts); a refusal comes back as the server's title and field errors.
 */
export function useTreeSend() {
  const [send, { isLoading }] = useResourceSendMutation();
  const run = useCallback(async (request: ResourceRequest): Promise<TreeSendResult> => {
    const result = await send({ key: TEST_KEY, request, invalidates: [LESSON_KEY] });
    if ('error' in result) {
      const status = typeof (result.error as { status?: unknown }).status === 'number' ? (result.error as { status: number }).status : 0;
      return { ok: false, title: problemTitle(result.error), errors: problemErrors(result.error), status };
    }
    return { ok: true, data: result.data };
  }, [send]);
  return { send: run, isSending: isLoading };
}
