import type { ClassRole, CourseIndex, UserProfile } from '@lexam/contracts';
import { adminClient, learnerClient, parsePagination } from '@web/lib/api';
import type { AppDispatch } from '@web/lib/store/make-store';
import { addBlock, hasError, selectClassAssignment, setBlockOptions, setBlockUsers, startLoading, type AssignmentPagination, type ClassAssignmentState } from '@web/lib/store/slices/class-assignment-slice';
import { toRoleOption, toSubjectOption, toUserOption } from './assignment-options';

type Thunk = (dispatch: AppDispatch, getState: () => { classAssignment: ClassAssignmentState }) => Promise<void>;

const searchUsers = (pagination: AssignmentPagination, searchByName: string, signal?: AbortSignal) =>
  adminClient.get<UserProfile[]>('User/getAllUser', { params: { ...pagination, searchByName }, signal });

/**
 * Loads the three lists of one block: the site users (User/getAllUser), the class roles
 * (Class/getClassRoles: learner first, the default; a teacher may read them without role.read) and the
 * subjects. Subjects are the courses of the catalogue (the `subjectIds` of a block are course
 * indexes); the admin API has no course list yet, so they come from the public learner catalogue.
 */
export function loadBlockOptions(index: number): Thunk {
  return async (dispatch, getState) => {
    const block = selectClassAssignment(getState()).blocks[index];
    if (!block) return;
    const { pageIndex, pageSize } = block.pagination;
    dispatch(startLoading());
    const [users, subjects, roles] = await Promise.all([
      searchUsers(block.pagination, ''),
      learnerClient.get<CourseIndex[]>('Course/getCourseIndexs', { params: { pageIndex, pageSize } }),
      adminClient.get<ClassRole[]>('Class/getClassRoles'),
    ]);
    if (!users.ok) return void dispatch(hasError(users.error));
    if (!subjects.ok) return void dispatch(hasError(subjects.error));
    if (!roles.ok) return void dispatch(hasError(roles.error));
    dispatch(
      setBlockOptions({
        index,
        users: users.data.map(toUserOption),
        subjects: subjects.data.map(toSubjectOption),
        roles: roles.data.map(toRoleOption),
        paginationHeader: parsePagination(users.headers),
      }),
    );
  };
}

/** Adds an empty block and loads its lists. */
export function addBlockWithOptions(): Thunk {
  return async (dispatch, getState) => {
    dispatch(addBlock());
    await dispatch(loadBlockOptions(selectClassAssignment(getState()).blocks.length - 1));
  };
}

/** Searches the site users of one block by name or address; an aborted search (a newer one started) stores nothing. */
export function searchBlockUsers(index: number, searchByName: string, signal?: AbortSignal): Thunk {
  return async (dispatch, getState) => {
    const block = selectClassAssignment(getState()).blocks[index];
    if (!block) return;
    dispatch(startLoading());
    const result = await searchUsers(block.pagination, searchByName.trim(), signal);
    if (signal?.aborted) return;
    if (!result.ok) return void dispatch(hasError(result.error));
    dispatch(setBlockUsers({ index, users: result.data.map(toUserOption), paginationHeader: parsePagination(result.headers) }));
  };
}
