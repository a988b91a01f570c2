import { describe, expect, it } from 'vitest';
import { makeStore } from './make-store';
import { persistConfig } from './persist';
import { dataSlice } from './slices/data-slice';
import { lessonTestFilterSlice, toeicCourseFilterSlice } from './slices/filter-slice';

describe('store', () => {
  it('persists nothing and gives up restoring after 5 s', () => {
    expect(persistConfig.whitelist).toEqual([]);
    expect(persistConfig.timeout).toBe(5000);
  });

  it('starts with the spec initial state', () => {
    const state = makeStore().getState();
    expect(state.data).toEqual({ isLoading: false, error: null, data: null });
    expect(state.lessonTestFilter).toEqual({ lessonId: 0, testId: 0, searchByName: '', pageIndex: 0 });
    expect(state.toeicCourseFilter).toEqual({ lessonId: 0, testId: 0, searchByName: '', pageIndex: 0 });
  });

  it('runs a load through the data slice', () => {
    const store = makeStore();
    store.dispatch(dataSlice.actions.startLoading());
    expect(store.getState().data.isLoading).toBe(true);
    store.dispatch(dataSlice.actions.hasError({ title: 'Boom' }));
    expect(store.getState().data).toEqual({ isLoading: false, error: { title: 'Boom' }, data: null });
    store.dispatch(dataSlice.actions.startLoading());
    store.dispatch(dataSlice.actions.setData([1, 2]));
    expect(store.getState().data).toEqual({ isLoading: false, error: null, data: [1, 2] });
  });

  it('resets the page when the filter narrows, and keeps the two filters apart', () => {
    const store = makeStore();
    store.dispatch(lessonTestFilterSlice.actions.setPageIndex(3));
    store.dispatch(lessonTestFilterSlice.actions.setSearchByName('cam'));
    expect(store.getState().lessonTestFilter).toEqual({ lessonId: 0, testId: 0, searchByName: 'cam', pageIndex: 0 });
    store.dispatch(lessonTestFilterSlice.actions.setTestId(4));
    store.dispatch(lessonTestFilterSlice.actions.setLessonId(2));
    expect(store.getState().lessonTestFilter).toMatchObject({ lessonId: 2, testId: 0 });
    expect(store.getState().toeicCourseFilter.searchByName).toBe('');
    store.dispatch(toeicCourseFilterSlice.actions.setFilter({ testId: 9, pageIndex: 1 }));
    expect(store.getState().toeicCourseFilter).toEqual({ lessonId: 0, testId: 9, searchByName: '', pageIndex: 1 });
  });
});
