import { useCallback, useEffect, useState } from 'react';
import type { CourseIndex, PaginationHeader } from '@lexam/contracts';
import { learnerClient, parsePagination, problemTitle } from '@web/lib/api';
import { parseCourseIndexList } from './course-index-list';

/** Why the catalogue could not be loaded, so the screen can say something useful. */
export type CourseIndexesError =
  | { kind: 'network' }
  | { kind: 'server'; status: number; title?: string }
  | { kind: 'invalid' };

export interface CourseIndexesState {
  data: CourseIndex[] | undefined;
  pagination: PaginationHeader | null;
  isLoading: boolean;
  error: CourseIndexesError | null;
  /** Asks the server again (the retry button). */
  refetch: () => void;
}

class CourseIndexesRequestError extends Error {
  constructor(readonly detail: CourseIndexesError) {
    super(detail.kind);
  }
}

/** GET Course/getCourseIndexs through the learner client (its timeout, its token, its 401 rule), in `lang`. */
export async function fetchCourseIndexes({ pageIndex, pageSize, lang, signal }: { pageIndex: number; pageSize: number; lang?: string; signal?: AbortSignal }) {
  const result = await learnerClient.get('/Course/getCourseIndexs', { params: { pageIndex, pageSize, lang }, signal });
  if (!result.ok) {
    if (signal?.aborted) throw new DOMException('Aborted', 'AbortError');
    // No answer at all: a network failure or the client's 60 s timeout.
    throw new CourseIndexesRequestError(result.status === 0 ? { kind: 'network' } : { kind: 'server', status: result.status, title: problemTitle(result.error) });
  }
  const items = parseCourseIndexList(result.data);
  if (!items) throw new CourseIndexesRequestError({ kind: 'invalid' });
  return { items, pagination: parsePagination(result.headers) };
}

type Settled = {
  key: string;
  data?: CourseIndex[];
  pagination: PaginationHeader | null;
  error: CourseIndexesError | null;
};

/**
 * Loads one page of the course catalogue in the browser. While a request is under way `isLoading`
 * is true; `refetch` asks again after an error.
 */
export function useCourseIndexes({ pageIndex = 1, pageSize = 20, lang }: { pageIndex?: number; pageSize?: number; lang?: string } = {}): CourseIndexesState {
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled | null>(null);
  const key = `${pageIndex}:${pageSize}:${lang ?? ''}:${attempt}`;

  useEffect(() => {
    const controller = new AbortController();

    fetchCourseIndexes({ pageIndex, pageSize, lang, signal: controller.signal })
      .then(({ items, pagination }) => setSettled({ key, data: items, pagination, error: null }))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) {
          const detail = error instanceof CourseIndexesRequestError ? error.detail : ({ kind: 'network' } as const);
          setSettled({ key, pagination: null, error: detail });
        }
      });

    return () => controller.abort();
  }, [key, pageIndex, pageSize, lang]);

  const refetch = useCallback(() => setAttempt((value) => value + 1), []);
  const isCurrent = settled?.key === key;

  return {
    data: isCurrent ? settled.data : undefined,
    pagination: isCurrent ? settled.pagination : null,
    isLoading: !isCurrent,
    error: isCurrent ? settled.error : null,
    refetch,
  };
}
