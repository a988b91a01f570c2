import { useCallback, useEffect, useState } from 'react';
import { z } from 'zod';
import { CourseIndexSchema, type CourseIndex, type PaginationHeader } from '@lexam/contracts';
import { parsePagination } from '@web/lib/api/pagination';

/** The learner API base, as configured for the whole web app (same origin by default). */
const LEARNER_API_URL = process.env.NEXT_PUBLIC_LEARNER_API_URL ?? '/api/learner';
/** SPEC.md section 9: learner calls give up after 60 s. */
const TIMEOUT_MS = 60_000;
const TOKEN_KEY = 'access_token';

const CourseIndexListSchema = z.array(CourseIndexSchema);

/** Why the catalogue could not be loaded, so the screen can say something useful. */
export type CourseIndexesError =
  | { kind: 'network' }
  | { kind: 'timeout' }
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

function readToken(): string | null {
  try {
    return window.localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

function readProblemTitle(body: unknown): string | undefined {
  if (body && typeof body === 'object' && 'title' in body && typeof body.title === 'string') return body.title;
  return undefined;
}

/** GET Course/getCourseIndexs: one page of the course catalogue and its x-pagination header. */
export async function fetchCourseIndexes({ pageIndex, pageSize, signal }: { pageIndex: number; pageSize: number; signal?: AbortSignal }) {
  const query = new URLSearchParams({ pageIndex: String(pageIndex), pageSize: String(pageSize) });
  const token = readToken();
  let response: Response;
  try {
    response = await fetch(`${LEARNER_API_URL}/Course/getCourseIndexs?${query}`, {
      headers: { Accept: 'application/json', Authorization: token ? `Bearer ${token}` : 'no auth' },
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new CourseIndexesRequestError({ kind: 'network' });
  }

  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    throw new CourseIndexesRequestError({ kind: 'server', status: response.status, title: readProblemTitle(body) });
  }
  const parsed = CourseIndexListSchema.safeParse(body);
  if (!parsed.success) throw new CourseIndexesRequestError({ kind: 'invalid' });
  return { items: parsed.data, pagination: parsePagination(response.headers) };
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
export function useCourseIndexes({ pageIndex = 1, pageSize = 20 }: { pageIndex?: number; pageSize?: number } = {}): CourseIndexesState {
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled | null>(null);
  const key = `${pageIndex}:${pageSize}:${attempt}`;

  useEffect(() => {
    const controller = new AbortController();
    let isTimedOut = false;
    const timer = window.setTimeout(() => {
      isTimedOut = true;
      controller.abort();
    }, TIMEOUT_MS);

    fetchCourseIndexes({ pageIndex, pageSize, signal: controller.signal })
      .then(({ items, pagination }) => setSettled({ key, data: items, pagination, error: null }))
      .catch((error: unknown) => {
        if (isTimedOut) {
          setSettled({ key, pagination: null, error: { kind: 'timeout' } });
        } else if (!controller.signal.aborted) {
          const detail = error instanceof CourseIndexesRequestError ? error.detail : ({ kind: 'network' } as const);
          setSettled({ key, pagination: null, error: detail });
        }
      })
      .finally(() => window.clearTimeout(timer));

    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [key, pageIndex, pageSize]);

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
