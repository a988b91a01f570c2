import type { LearnerVideo, VideoLessonStat } from '@lexam/contracts';
import type { PaginationHeader } from '@web/lib/api/pagination';
import { adminApi, learnerApi } from '@web/lib/store/api';
import { parseVtt, type Cue } from './vtt';

export interface VideoPage {
  rows: LearnerVideo[];
  pagination: PaginationHeader | null;
}

/**
 * The learner's video lessons (our own calls `Video/getListVideo`, `Video/getVideo`; saving progress
 * goes through use-video-progress.ts, outside the store, so it can use a keepalive request). Nothing
 * is kept once unused: the saved position changes with every save, and a stale one resumes wrongly.
 */
export const videoApi = learnerApi.injectEndpoints({
  endpoints: (build) => ({
    learnerVideoList: build.query<VideoPage, { skill?: string; pageIndex: number; pageSize: number }>({
      query: ({ skill, pageIndex, pageSize }) => ({ url: 'Video/getListVideo', params: { pageIndex, pageSize, ...(skill ? { skill } : {}) } }),
      transformResponse: (rows: LearnerVideo[], meta) => ({ rows, pagination: meta?.pagination ?? null }),
      keepUnusedDataFor: 0,
    }),
    learnerVideo: build.query<LearnerVideo, number>({
      query: (videoId) => ({ url: 'Video/getVideo', params: { videoId } }),
      keepUnusedDataFor: 0,
    }),
    /** The cues of a captions file (a public upload), for the transcript. */
    videoCues: build.query<Cue[], string>({
      async queryFn(url) {
        try {
          const response = await fetch(url);
          if (!response.ok) return { error: { status: response.status, data: null } };
          return { data: parseVtt(await response.text()) };
        } catch {
          return { error: { status: 0, data: null } };
        }
      },
    }),
  }),
});

export const { useLearnerVideoListQuery, useLearnerVideoQuery, useVideoCuesQuery } = videoApi;

/** Admin: how a course's videos are watched (`Video/getVideoLessonStats`, our own call). */
export const videoStatsApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    videoLessonStats: build.query<VideoLessonStat[], { skill: string }>({
      query: ({ skill }) => ({ url: 'Video/getVideoLessonStats', params: { skill } }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useVideoLessonStatsQuery } = videoStatsApi;
