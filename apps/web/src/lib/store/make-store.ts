import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { FLUSH, PAUSE, PERSIST, persistReducer, persistStore, PURGE, REGISTER, REHYDRATE, type Persistor } from 'redux-persist';
import { adminApi, learnerApi } from './api';
import { persistConfig } from './persist';
import { onAttemptsChanged } from './attempt-changes';
import { registerSessionReset } from './session-reset';
import { classAssignmentSlice } from './slices/class-assignment-slice';
import { dataSlice } from './slices/data-slice';
import { lessonTestFilterSlice, toeicCourseFilterSlice } from './slices/filter-slice';

/** Returns every slice to its initial state (after RTK Query's own resetApiState for the api slices). */
export const SESSION_RESET = 'session/reset';

const appReducer = combineReducers({
  [learnerApi.reducerPath]: learnerApi.reducer,
  [adminApi.reducerPath]: adminApi.reducer,
  [dataSlice.name]: dataSlice.reducer,
  [lessonTestFilterSlice.name]: lessonTestFilterSlice.reducer,
  [toeicCourseFilterSlice.name]: toeicCourseFilterSlice.reducer,
  [classAssignmentSlice.name]: classAssignmentSlice.reducer,
});

export const rootReducer: typeof appReducer = (state, action) => appReducer(action.type === SESSION_RESET ? undefined : state, action);

/** A new store: RTK Query's two api slices, the spec's slices, redux-persist around them. */
export function makeStore() {
  return configureStore({
    reducer: persistReducer(persistConfig, rootReducer),
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        // redux-persist's actions carry functions (register, rehydrate callbacks).
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      }).concat(learnerApi.middleware, adminApi.middleware),
    devTools: process.env.NODE_ENV !== 'production',
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];

export interface StoreBundle {
  store: AppStore;
  /** Null on the server: nothing is restored there. */
  persistor: Persistor | null;
}

let browserBundle: StoreBundle | undefined;

/**
 * The server builds one store per request (no state shared between visitors); the browser keeps a
 * single store for the life of the tab and starts its restoration as early as possible.
 */
export function getStoreBundle(): StoreBundle {
  if (typeof window === 'undefined') return { store: makeStore(), persistor: null };
  if (!browserBundle) {
    const store = makeStore();
    setupListeners(store.dispatch); // refetchOnFocus / refetchOnReconnect for RTK Query
    registerSessionReset(() => {
      store.dispatch(learnerApi.util.resetApiState());
      store.dispatch(adminApi.util.resetApiState());
      store.dispatch({ type: SESSION_RESET });
    });
    // The exam screen started or submitted an attempt without the store: its test lists are stale.
    onAttemptsChanged(() => store.dispatch(learnerApi.util.invalidateTags(['OnlineTest'])));
    browserBundle = { store, persistor: persistStore(store) };
  }
  return browserBundle;
}
