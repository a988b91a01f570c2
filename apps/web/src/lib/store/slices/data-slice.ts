import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** SPEC.md section 3, "generic data slice": a load's flag, its error and its data. */
export interface DataState<T = unknown> {
  isLoading: boolean;
  error: unknown;
  data: T | null;
}

export const initialDataState: DataState = { isLoading: false, error: null, data: null };

/**
 * Builds a data slice (SPEC.md section 4: starting a load sets isLoading; success or error clears
 * it and an error is stored). Most server data goes through RTK Query; this is for screens that
 * hold a loaded value of their own.
 */
export function createDataSlice<T = unknown>(name: string) {
  return createSlice({
    name,
    initialState: initialDataState as DataState<T>,
    reducers: {
      startLoading(state) {
        state.isLoading = true;
        state.error = null;
      },
      hasError(state, action: PayloadAction<unknown>) {
        state.isLoading = false;
        state.error = action.payload;
      },
      setData(state, action: PayloadAction<T>) {
        state.isLoading = false;
        state.error = null;
        (state as DataState<T>).data = action.payload;
      },
      resetData() {
        return initialDataState as DataState<T>;
      },
    },
  });
}

export const dataSlice = createDataSlice('data');
