import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** SPEC.md section 3: the lesson-online-test filter (and the TOEIC course filter of the same shape). */
export interface TestFilterState {
  lessonId: number;
  testId: number;
  searchByName: string;
  pageIndex: number;
}

export const initialTestFilter: TestFilterState = { lessonId: 0, testId: 0, searchByName: '', pageIndex: 0 };

/** Builds a filter slice; choosing another lesson or test, or searching, goes back to the first page. */
export function createTestFilterSlice(name: string) {
  return createSlice({
    name,
    initialState: initialTestFilter,
    reducers: {
      setLessonId(state, action: PayloadAction<number>) {
        state.lessonId = action.payload;
        state.testId = 0;
        state.pageIndex = 0;
      },
      setTestId(state, action: PayloadAction<number>) {
        state.testId = action.payload;
        state.pageIndex = 0;
      },
      setSearchByName(state, action: PayloadAction<string>) {
        state.searchByName = action.payload;
        state.pageIndex = 0;
      },
      setPageIndex(state, action: PayloadAction<number>) {
        state.pageIndex = action.payload;
      },
      setFilter(state, action: PayloadAction<Partial<TestFilterState>>) {
        Object.assign(state, action.payload);
      },
      resetFilter() {
        return initialTestFilter;
      },
    },
  });
}

export const lessonTestFilterSlice = createTestFilterSlice('lessonTestFilter');
export const toeicCourseFilterSlice = createTestFilterSlice('toeicCourseFilter');
