import type { ContentLanguage, CourseSourceName, PassageToRead, PassageVideo, PassageWord, ReadingIntroduction } from '@lexam/contracts';
import { and, asc, count, eq, inArray, tables, type Database } from '@lexam/db';
import { fileUrl } from '../files/store-upload';
import { loadPublishedPassage, practiceCountOf, progressByPassage, toPassageProgress } from './published';

const { coursePassages, files, introductions, videos, words } = tables;

/** `Course/getTestParam`: a published passage to read, with its lesson, neighbours and the learner's progress. */
export async function getPassageToRead({ db }: { db: Database }, { userId, passageId }: { userId: number; passageId: number }): Promise<PassageToRead> {
  const { passage, lesson } = await loadPublishedPassage(db, passageId);
  const [siblings, [wordCount], progress, [video]] = await Promise.all([
    db
      .select({ id: coursePassages.id })
      .from(coursePassages)
      .where(and(eq(coursePassages.lessonId, lesson.id), eq(coursePassages.isPublished, true)))
      .orderBy(asc(coursePassages.sortOrder), asc(coursePassages.id)),
    db.select({ value: count() }).from(words).where(eq(words.passageId, passageId)),
    progressByPassage(db, { userId, passageIds: [passageId] }),
    passage.videoId === null ? [] : db.select({ id: videos.id }).from(videos).where(and(eq(videos.id, passage.videoId), eq(videos.isPublished, true))).limit(1),
  ]);
  const at = siblings.findIndex((sibling) => sibling.id === passageId);
  return {
    id: passage.id,
    title: passage.title,
    summary: passage.summary,
    bodyHtml: passage.bodyHtml,
    lesson: { id: lesson.id, name: lesson.name, source: lesson.source as CourseSourceName },
    previousPassageId: siblings[at - 1]?.id ?? null,
    nextPassageId: siblings[at + 1]?.id ?? null,
    hasVideo: video !== undefined,
    practiceCount: practiceCountOf(passage),
    wordCount: wordCount?.value ?? 0,
    progress: toPassageProgress(progress.get(passageId)),
  };
}

/** `Course/getReadingIntroduction`: the first published introduction of the reading course, or null. */
export async function getReadingIntroduction({ db }: { db: Database }): Promise<ReadingIntroduction> {
  const [row] = await db
    .select({ id: introductions.id, title: introductions.title, bodyHtml: introductions.bodyHtml })
    .from(introductions)
    .where(and(eq(introductions.skill, 'reading'), eq(introductions.isPublished, true)))
    .orderBy(asc(introductions.sortOrder), asc(introductions.id))
    .limit(1);
  return row ?? null;
}

/** The served addresses of stored files by id (a missing file has none). */
export async function urlsOfFiles(db: Database, ids: Array<number | null>): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((value): value is number => value !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db.select({ id: files.id, key: files.key }).from(files).where(inArray(files.id, wanted));
  return new Map(rows.map((row) => [row.id, fileUrl(row.key)]));
}

/**
 * Words as a learner reads them (a passage's vocabulary, a writing prompt's): the meaning in
 * `language` when translated, their recording and picture by address.
 */
export async function toLearnerWords(db: Database, rows: (typeof words.$inferSelect)[], language: ContentLanguage): Promise<PassageWord[]> {
  const urls = await urlsOfFiles(db, rows.flatMap((row) => [row.audio, row.image]));
  return rows.map((row) => {
    const translated = language === 'en' ? undefined : row.translations?.[language]?.trim();
    return {
      id: row.id,
      term: row.term,
      partOfSpeech: row.partOfSpeech,
      meaning: translated || row.meaning,
      meaningEn: row.meaning,
      language: translated ? language : 'en',
      pronunciation: row.pronunciation,
      example: row.example,
      audioUrl: row.audio === null ? null : urls.get(row.audio) ?? null,
      imageUrl: row.image === null ? null : urls.get(row.image) ?? null,
    };
  });
}

/** `Words/getVocaForPassage`: a published passage's words in order, the meaning in `language` when translated. */
export async function listPassageWords(
  { db }: { db: Database },
  { passageId, language }: { passageId: number; language: ContentLanguage },
): Promise<PassageWord[]> {
  await loadPublishedPassage(db, passageId);
  const rows = await db.select().from(words).where(eq(words.passageId, passageId)).orderBy(asc(words.sortOrder), asc(words.id));
  return toLearnerWords(db, rows, language);
}

/** `Speaking/getVideoForPassage`: the published video lesson of a published passage, or null. */
export async function getPassageVideo({ db }: { db: Database }, { passageId }: { passageId: number }): Promise<PassageVideo> {
  const { passage } = await loadPublishedPassage(db, passageId);
  if (passage.videoId === null) return null;
  const [video] = await db.select().from(videos).where(and(eq(videos.id, passage.videoId), eq(videos.isPublished, true))).limit(1);
  if (!video || video.video === null) return null;
  const urls = await urlsOfFiles(db, [video.video, video.captions, video.poster]);
  const url = urls.get(video.video);
  if (!url) return null;
  return {
    id: video.id,
    title: video.title,
    description: video.description,
    url,
    captionsUrl: video.captions === null ? null : urls.get(video.captions) ?? null,
    posterUrl: video.poster === null ? null : urls.get(video.poster) ?? null,
    durationSeconds: video.durationSeconds,
  };
}
