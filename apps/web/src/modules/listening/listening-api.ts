import type { ListeningCourse, RecordingToPractise, SaveSyslogAnswer, SaveSyslogBody } from '@lexam/contracts';
import { learnerApi } from '@web/lib/store/api';

const api = learnerApi.enhanceEndpoints({ addTagTypes: ['Listening'] });

/**
 * The learner's listening-course calls (API.md `listening/getContraction`, `Listening/getReadForPassage`,
 * `Listening/SaveSyslog`, and the server's own `Listening/getCourse`). A check changes the course's
 * progress, so it refreshes the course (the recording's own answer is merged by the screen).
 */
export const listeningApi = api.injectEndpoints({
  endpoints: (build) => ({
    listeningCourse: build.query<ListeningCourse, void>({ query: () => 'Listening/getCourse', providesTags: ['Listening'], keepUnusedDataFor: 0 }),
    recordingToPractise: build.query<RecordingToPractise, number>({ query: (recordingId) => ({ url: 'Listening/getReadForPassage', params: { recordingId } }), keepUnusedDataFor: 0 }),
    contractions: build.query<Array<[string, string]>, void>({ query: () => 'listening/getContraction', keepUnusedDataFor: 3600 }),
    saveSyslog: build.mutation<SaveSyslogAnswer, SaveSyslogBody>({ query: (body) => ({ url: 'Listening/SaveSyslog', method: 'POST', body }), invalidatesTags: ['Listening'] }),
  }),
});

export const { useListeningCourseQuery, useRecordingToPractiseQuery, useContractionsQuery, useSaveSyslogMutation } = listeningApi;
