import { z } from 'zod';
import { CONTENT_LANGUAGES, CourseIndexQuerySchema, CourseIndexSchema, ProblemSchema, type ContentLanguage } from '@lexam/contracts';
import { listCourseIndexes } from '@lexam/core';
import { setPagination } from '../../plugins/pagination';
import type { App } from '../../types';

/** Browsers' tags mapped to the interface languages' codes (`vi-VN` → vn, `zh-Hans` → cn). */
const TAG_TO_LANGUAGE: Record<string, ContentLanguage> = { vi: 'vn', zh: 'cn' };

/** The first interface language of an Accept-Language header, by quality then order; English otherwise. */
export function languageOfHeader(header: string | undefined): ContentLanguage {
  const tags = (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const quality = Number(params.find((param) => param.trim().startsWith('q='))?.trim().slice(2) ?? 1);
      return { tag: tag.toLowerCase(), quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((entry) => entry.tag && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const { tag } of tags) {
    const primary = tag.split(/[-_]/)[0]!;
    const language = (CONTENT_LANGUAGES as readonly string[]).includes(tag) ? (tag as ContentLanguage) : TAG_TO_LANGUAGE[primary] ?? ((CONTENT_LANGUAGES as readonly string[]).includes(primary) ? (primary as ContentLanguage) : undefined);
    if (language) return language;
  }
  return 'en';
}

/** The learner's Course controller (API.md): the course catalogue. */
export default async function courseRoutes(app: App) {
  app.get(
    '/Course/getCourseIndexs',
    {
      config: { public: true },
      schema: {
        tags: ['learner'],
        summary: 'The published course catalogue, one page at a time, in the learner’s language (`lang`, else Accept-Language; English when not translated)',
        querystring: CourseIndexQuerySchema,
        response: { 200: z.array(CourseIndexSchema), 400: ProblemSchema },
      },
    },
    async (request, reply) => {
      const language = request.query.lang ?? languageOfHeader(request.headers['accept-language']);
      const { rows, totalCount } = await listCourseIndexes({ db: app.database.db, query: request.query, language });
      setPagination(reply, { pageIndex: request.query.pageIndex, pageSize: request.query.pageSize, totalCount });
      reply.header('content-language', language);
      reply.header('vary', 'Accept-Language');
      return rows;
    },
  );
}
