import { z } from 'zod';
import { LearnerVideoSchema, SaveVideoProgressSchema, VideoListQuerySchema, VideoProgressSchema, VideoQuerySchema } from '@lexam/contracts';
import { getLearnerVideo, listLearnerVideos, saveVideoProgress } from '@lexam/core';
import { principalOf } from '../../plugins/auth';
import { setPagination } from '../../plugins/pagination';
import type { App } from '../../types';
import { problems, security } from './online-test-routes';

const tags = ['learner'];

/**
 * The learner's video lessons (our own calls: API.md has no learner Video controller): the list with
 * progress, one video with its files and saved position, and saving progress as it plays.
 */
export default async function learnerVideoRoutes(app: App) {
  app.get(
    '/Video/getListVideo',
    { schema: { tags, summary: 'Published video lessons in order, each with the learner’s progress (x-pagination)', security, querystring: VideoListQuerySchema, response: { 200: z.array(LearnerVideoSchema), ...problems } } },
    async (request, reply) => {
      const { rows, totalCount } = await listLearnerVideos({ db: app.database.db, userId: principalOf(request).id, query: request.query });
      setPagination(reply, { pageIndex: request.query.pageIndex, pageSize: request.query.pageSize, totalCount });
      return rows;
    },
  );
  app.get(
    '/Video/getVideo',
    { schema: { tags, summary: 'One published video: its video, captions and poster addresses and where the learner stopped', security, querystring: VideoQuerySchema, response: { 200: LearnerVideoSchema, ...problems } } },
    async (request) => getLearnerVideo({ db: app.database.db, userId: principalOf(request).id, videoId: request.query.videoId }),
  );
  app.put(
    '/Video/saveProgress',
    {
      schema: {
        tags,
        summary: 'Saves the position and merges the second ranges played since the last save; completes the video at 90% of its distinct seconds',
        security,
        body: SaveVideoProgressSchema,
        response: { 200: VideoProgressSchema, ...problems },
      },
    },
    async (request) => saveVideoProgress({ db: app.database.db, userId: principalOf(request).id, input: request.body }),
  );
}
