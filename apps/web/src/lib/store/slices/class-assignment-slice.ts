import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { PaginationHeader } from '@lexam/contracts';

/** One choice of a block's pickers: subjects map to an id and a label from their name (SPEC.md 3). */
export interface AssignmentOption {
  id: number;
  label: string;
}

/** A user the block's picker found: the label is the name, the detail how to tell namesakes apart. */
export interface AssignmentUserOption extends AssignmentOption {
  detail: string;
}

/**
 * The query a block's lists are loaded with (SPEC.md 9: page 1, 100 rows). `roleId` and `userId`
 * complete the spec's shape; they start empty, and empty parameters are dropped from requests.
 */
export interface AssignmentPagination {
  pageIndex: number;
  pageSize: number;
  roleId: number | null;
  userId: number | null;
}

/** One class-assignment block of the addStudent screen: what its pickers offer, and their query. */
export interface AssignmentBlock {
  users: AssignmentUserOption[];
  subjects: AssignmentOption[];
  roles: AssignmentOption[];
  pagination: AssignmentPagination;
}

/** SPEC.md section 3, "class-assignment slice". */
export interface ClassAssignmentState {
  isLoading: boolean;
  error: unknown;
  blocks: AssignmentBlock[];
  /** The x-pagination header of the last user search. */
  paginationHeader: PaginationHeader | null;
}

export const ASSIGNMENT_PAGE_INDEX = 1;
export const ASSIGNMENT_PAGE_SIZE = 100;

/** A new empty block (SPEC.md 4): nothing loaded yet, pagination 1/100. */
export function createEmptyBlock(): AssignmentBlock {
  return { users: [], subjects: [], roles: [], pagination: { pageIndex: ASSIGNMENT_PAGE_INDEX, pageSize: ASSIGNMENT_PAGE_SIZE, roleId: null, userId: null } };
}

/** The screen opens with one block: a form without any block could not be sent. */
export function createInitialAssignmentState(): ClassAssignmentState {
  return { isLoading: false, error: null, blocks: [createEmptyBlock()], paginationHeader: null };
}

type AtBlock<T> = PayloadAction<{ index: number } & T>;

export const classAssignmentSlice = createSlice({
  name: 'classAssignment',
  initialState: createInitialAssignmentState,
  reducers: {
    startLoading(state) {
      state.isLoading = true;
      state.error = null;
    },
    hasError(state, action: PayloadAction<unknown>) {
      state.isLoading = false;
      state.error = action.payload;
    },
    addBlock(state) {
      state.blocks.push(createEmptyBlock());
    },
    removeBlock(state, action: PayloadAction<number>) {
      if (action.payload >= 0 && action.payload < state.blocks.length) state.blocks.splice(action.payload, 1);
    },
    /** A load of a block's three lists succeeded. A block removed meanwhile is left alone. */
    setBlockOptions(state, action: AtBlock<{ users: AssignmentUserOption[]; subjects: AssignmentOption[]; roles: AssignmentOption[]; paginationHeader: PaginationHeader | null }>) {
      const { index, users, subjects, roles, paginationHeader } = action.payload;
      state.isLoading = false;
      state.error = null;
      const block = state.blocks[index];
      if (!block) return;
      Object.assign(block, { users, subjects, roles });
      state.paginationHeader = paginationHeader;
    },
    /** A user search of one block succeeded. */
    setBlockUsers(state, action: AtBlock<{ users: AssignmentUserOption[]; paginationHeader: PaginationHeader | null }>) {
      const { index, users, paginationHeader } = action.payload;
      state.isLoading = false;
      state.error = null;
      const block = state.blocks[index];
      if (!block) return;
      block.users = users;
      state.paginationHeader = paginationHeader;
    },
    setBlockPagination(state, action: AtBlock<{ pagination: Partial<AssignmentPagination> }>) {
      const block = state.blocks[action.payload.index];
      if (block) Object.assign(block.pagination, action.payload.pagination);
    },
    resetAssignment() {
      return createInitialAssignmentState();
    },
  },
});

export const { startLoading, hasError, addBlock, removeBlock, setBlockOptions, setBlockUsers, setBlockPagination, resetAssignment } = classAssignmentSlice.actions;

/** The slice's state in the root state (typed here: a selector on RootState alone would be loose). */
export const selectClassAssignment = (state: { classAssignment: ClassAssignmentState }) => state.classAssignment;
