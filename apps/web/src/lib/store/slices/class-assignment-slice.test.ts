import { describe, expect, it } from 'vitest';
import { makeStore } from '../make-store';
import {
  addBlock, classAssignmentSlice, createEmptyBlock, createInitialAssignmentState, hasError, removeBlock, resetAssignment, setBlockOptions,
  setBlockPagination, setBlockUsers, startLoading, type ClassAssignmentState,
} from './class-assignment-slice';

const reduce = classAssignmentSlice.reducer;
const header = { currentPage: 1, pageSize: 100, totalCount: 120, totalPages: 2, hasNext: true, hasPrevious: false };
const ada = { id: 7, label: 'Ada Lovelace', detail: 'ada@example.com' };
const reading = { id: 1, label: 'IELTS Reading' };
const teacher = { id: 3, label: 'teacher' };

/** A state with n blocks whose users tell them apart. */
function withBlocks(count: number): ClassAssignmentState {
  const state = createInitialAssignmentState();
  state.blocks = Array.from({ length: count }, (_, index) => ({ ...createEmptyBlock(), users: [{ id: index + 1, label: `User ${index + 1}`, detail: '' }] }));
  return state;
}

describe('class-assignment slice', () => {
  it('starts not loading, without error or header, with one empty block of pagination 1/100', () => {
    expect(reduce(undefined, { type: '@@init' })).toEqual({
      isLoading: false,
      error: null,
      blocks: [{ users: [], subjects: [], roles: [], pagination: { pageIndex: 1, pageSize: 100, roleId: null, userId: null } }],
      paginationHeader: null,
    });
  });

  it('startLoading sets isLoading and clears the last error', () => {
    const state = reduce({ ...createInitialAssignmentState(), error: { title: 'Old' } }, startLoading());
    expect(state.isLoading).toBe(true);
    expect(state.error).toBeNull();
  });

  it('hasError clears isLoading and stores the error', () => {
    const state = reduce(reduce(undefined, startLoading()), hasError({ title: 'Your role does not allow this.', status: 403 }));
    expect(state.isLoading).toBe(false);
    expect(state.error).toEqual({ title: 'Your role does not allow this.', status: 403 });
  });

  it('addBlock appends a new empty block with pagination 1/100', () => {
    const state = reduce(withBlocks(1), addBlock());
    expect(state.blocks).toHaveLength(2);
    expect(state.blocks[0]!.users).toHaveLength(1);
    expect(state.blocks[1]).toEqual(createEmptyBlock());
  });

  it('removeBlock removes the block at the index and ignores an index out of range', () => {
    const state = reduce(withBlocks(3), removeBlock(1));
    expect(state.blocks.map((block) => block.users[0]!.id)).toEqual([1, 3]);
    expect(reduce(state, removeBlock(5)).blocks).toHaveLength(2);
    expect(reduce(state, removeBlock(-1)).blocks).toHaveLength(2);
  });

  it('setBlockOptions fills one block, ends the load and keeps the pagination header', () => {
    const loading = reduce(withBlocks(2), startLoading());
    const state = reduce(loading, setBlockOptions({ index: 1, users: [ada], subjects: [reading], roles: [teacher], paginationHeader: header }));
    expect(state.isLoading).toBe(false);
    expect(state.error).toBeNull();
    expect(state.blocks[1]).toMatchObject({ users: [ada], subjects: [reading], roles: [teacher] });
    expect(state.blocks[0]!.users[0]!.id).toBe(1);
    expect(state.paginationHeader).toEqual(header);
  });

  it('setBlockOptions for a block removed meanwhile only ends the load', () => {
    const state = reduce(reduce(withBlocks(1), startLoading()), setBlockOptions({ index: 4, users: [ada], subjects: [], roles: [], paginationHeader: header }));
    expect(state.isLoading).toBe(false);
    expect(state.blocks).toEqual(withBlocks(1).blocks);
    expect(state.paginationHeader).toBeNull();
  });

  it('setBlockUsers replaces the users found for one block', () => {
    const state = reduce(reduce(withBlocks(2), startLoading()), setBlockUsers({ index: 0, users: [ada], paginationHeader: header }));
    expect(state.isLoading).toBe(false);
    expect(state.blocks[0]!.users).toEqual([ada]);
    expect(state.blocks[1]!.users[0]!.id).toBe(2);
    expect(state.paginationHeader).toEqual(header);
    expect(reduce(state, setBlockUsers({ index: 9, users: [], paginationHeader: null })).blocks).toEqual(state.blocks);
  });

  it('setBlockPagination changes only the given fields of one block', () => {
    const state = reduce(withBlocks(2), setBlockPagination({ index: 1, pagination: { pageIndex: 2, roleId: 3 } }));
    expect(state.blocks[1]!.pagination).toEqual({ pageIndex: 2, pageSize: 100, roleId: 3, userId: null });
    expect(state.blocks[0]!.pagination).toEqual(createEmptyBlock().pagination);
    expect(reduce(state, setBlockPagination({ index: 7, pagination: { pageIndex: 9 } }))).toEqual(state);
  });

  it('resetAssignment goes back to the initial state', () => {
    const busy = reduce(reduce(reduce(withBlocks(3), startLoading()), hasError('Something went wrong')), addBlock());
    expect(reduce(busy, resetAssignment())).toEqual(createInitialAssignmentState());
  });

  it('is registered in the store', () => {
    const store = makeStore();
    expect(store.getState().classAssignment).toEqual(createInitialAssignmentState());
    store.dispatch(addBlock());
    expect(store.getState().classAssignment.blocks).toHaveLength(2);
  });
});
