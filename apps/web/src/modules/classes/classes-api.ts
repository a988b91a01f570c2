import type { ClassMember, ClassRow, PaginationHeader } from '@lexam/contracts';
import { adminApi } from '@web/lib/store/api';

/** The page of members the userClass screen shows: SPEC.md 9, page 1 of 100 by default. */
export const MEMBERS_PAGE_SIZE = 100;

export interface MembersPage {
  rows: ClassMember[];
  pagination: PaginationHeader | null;
}

/**
 * The reads of the class membership screens. Endpoint names are prefixed `membership` so that they
 * never clash with another feature's Class endpoints injected into the same admin api.
 */
export const classMembershipApi = adminApi.enhanceEndpoints({ addTagTypes: ['ClassMembers'] }).injectEndpoints({
  endpoints: (build) => ({
    membershipClass: build.query<ClassRow, number>({
      query: (classId) => `Class/${classId}`,
    }),
    membershipMembers: build.query<MembersPage, { classId: number; pageIndex: number; pageSize: number }>({
      query: ({ classId, pageIndex, pageSize }) => ({ url: `Class/${classId}/members`, params: { pageIndex, pageSize } }),
      transformResponse: (rows: ClassMember[], meta) => ({ rows, pagination: meta?.pagination ?? null }),
      providesTags: (_result, _error, { classId }) => [{ type: 'ClassMembers', id: classId }],
    }),
  }),
});

export const { useMembershipClassQuery, useMembershipMembersQuery } = classMembershipApi;
