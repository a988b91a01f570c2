import { describe, expect, it } from 'vitest';
import { learnerApi } from './api';
import { makeStore, SESSION_RESET } from './make-store';
import { registerSessionReset, resetSessionData } from './session-reset';
import { dataSlice } from './slices/data-slice';
import { lessonTestFilterSlice } from './slices/filter-slice';

const probeApi = learnerApi.injectEndpoints({
  endpoints: (build) => ({
    sessionResetProbe: build.query<{ email: string }, void>({ queryFn: () => ({ data: { email: 'first@example.test' } }) }),
  }),
});

describe('forgetting the last person on a session change', () => {
  it('empties RTK Query’s cache and the slices', async () => {
    const store = makeStore();
    await store.dispatch(probeApi.endpoints.sessionResetProbe.initiate());
    store.dispatch(dataSlice.actions.setData([1]));
    store.dispatch(lessonTestFilterSlice.actions.setSearchByName('cam'));
    expect(probeApi.endpoints.sessionResetProbe.select()(store.getState()).data).toEqual({ email: 'first@example.test' });

    registerSessionReset(() => {
      store.dispatch(learnerApi.util.resetApiState());
      store.dispatch({ type: SESSION_RESET });
    });
    resetSessionData();

    expect(probeApi.endpoints.sessionResetProbe.select()(store.getState()).data).toBeUndefined();
    expect(store.getState().learnerApi.queries).toEqual({});
    expect(store.getState().data.data).toBeNull();
    expect(store.getState().lessonTestFilter.searchByName).toBe('');
  });

  it('calls the reset the store registered last', () => {
    const calls: string[] = [];
    registerSessionReset(() => calls.push('first'));
    registerSessionReset(() => calls.push('second'));
    resetSessionData();
    expect(calls).toEqual(['second']);
  });
});
