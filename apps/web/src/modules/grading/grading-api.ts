'use client';

import type { GradingCounts, GradingDetail, GradingQueueRow, NotificationList, PaginationHeader, PracticeResult } from '@lexam/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { adminClient, learnerClient } from '@web/lib/api/clients';
import type { HttpResult } from '@web/lib/api/http-client';

/** The title of a failed call's problem, or a fallback. */
export function problemTitle(result: HttpResult<unknown>, fallback = 'Something went wrong'): string {
  if (result.ok) return '';
  const error = result.error as { title?: string } | string | null;
  return typeof error === 'object' && error?.title ? error.title : typeof error === 'string' ? error : fallback;
}

/** Loads once per key, with reload; a tiny state holder so these screens need no store. */
export function useLoaded<T>(load: () => Promise<HttpResult<T>>, key: string) {
  const [state, setState] = useState<{ key: string; data?: T; error?: string; status?: number }>({ key: '' });
  const [version, setVersion] = useState(0);
  const latestLoad = useRef(load);
  useEffect(() => {
    latestLoad.current = load;
  });
  useEffect(() => {
    let isCurrent = true;
    void latestLoad.current().then((result) => {
      if (!isCurrent) return;
      setState(result.ok ? { key, data: result.data, status: result.status } : { key, error: problemTitle(result), status: result.status });
    });
    return () => {
      isCurrent = false;
    };
  }, [key, version]);
  const reload = useCallback(() => setVersion((value) => value + 1), []);
  return { ...state, isLoading: state.key !== key, reload };
}

export interface QueueFilters {
  kind?: 'writing' | 'speaking';
  status?: 'submitted' | 'in_marking' | 'released';
  classId?: number;
  searchByName?: string;
  sort?: 'submittedAt' | '-submittedAt';
  pageIndex: number;
  pageSize: number;
}

export const gradingCalls = {
  queue: async (filters: QueueFilters) => {
    const result = await adminClient.get<GradingQueueRow[]>('Grading/getQueue', { params: { ...filters } });
    if (!result.ok) return result;
    const header = result.headers.get('x-pagination');
    return { ...result, data: { rows: result.data, pagination: header ? (JSON.parse(header) as PaginationHeader) : null } };
  },
  counts: () => adminClient.get<GradingCounts>('Grading/getCounts'),
  classes: () => adminClient.get<{ id: number; name: string }[]>('Class', { params: { pageSize: 200 } }),
  detail: (id: number) => adminClient.get<GradingDetail>(`Grading/${id}`),
  saveGrade: (body: { id: number; criteria: Record<string, number>; overallComment: string }) => adminClient.put<{ band: number | null }>('Grading/saveGrade', body),
  addComment: (body: Record<string, unknown>) => adminClient.post<{ id: number }>('Grading/addComment', body),
  editComment: (body: { id: number; body: string }) => adminClient.put('Grading/editComment', body),
  deleteComment: (id: number) => adminClient.delete(`Grading/deleteComment/${id}`),
  release: (id: number) => adminClient.post<{ band: number }>('Grading/release', { id }),
  reopen: (id: number, note: string) => adminClient.post('Grading/reopen', { id, note }),
};

export const learnerCalls = {
  result: (kind: 'writing' | 'speaking', id: number) => learnerClient.get<PracticeResult>(kind === 'writing' ? 'Writing/getDetailResult' : 'Speaking/GetDetailResult', { params: { id } }),
  notifications: () => learnerClient.get<NotificationList>('Notification/getList', { params: { pageSize: 10 } }),
  markRead: (ids: number[]) => learnerClient.post('Notification/markRead', { ids }),
};

/** m:ss of a moment in milliseconds. */
export function formatMoment(ms: number): string {
  const seconds = Math.floor(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
