import { createReadStream } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Skill } from '@lexam/contracts';
import { and, eq, sql, tables } from '@lexam/db';
import { storeUpload, type UploadTarget } from '../files/store-upload';

const { videos } = tables;

/**
 * A demo video lesson: its text, and its files by name in `mediaDir` (the shape of the reading
 * course's `video.ts` in packages/db/src/seed/reading-course).
 */
export interface DemoVideo {
  title: string;
  description: string;
  durationSeconds: number;
  /** The MP4 (H.264 + AAC). */
  file: string;
  /** The WebVTT captions. */
  captions: string;
  /** A still shown before playing (JPEG or PNG). */
  poster: string;
  /** The narration's text (the captions hold the same words, timed). */
  transcript?: string;
}

/** A 24-second generated test video with captions: the demo until the reading course's own video is connected. */
export const fixtureVideoDir = fileURLToPath(new URL('./fixture', import.meta.url));
export const FIXTURE_VIDEO: DemoVideo = {
  title: 'Skimming in one minute (test video)',
  description: 'How to read a passage quickly for its main idea before answering the questions.',
  durationSeconds: 24,
  file: 'lesson.mp4',
  captions: 'lesson.vtt',
  poster: 'poster.jpg',
};

/**
 * Stores each demo video's files as uploads and adds its `Video` row (published, after the course's
 * other videos). Idempotent: a video whose course already has one of the same title is skipped,
 * files included.
 */
export async function seedDemoVideos(
  target: UploadTarget,
  { videos: demos = [FIXTURE_VIDEO], mediaDir = fixtureVideoDir, skill = 'reading' }: { videos?: readonly DemoVideo[]; mediaDir?: string; skill?: Skill } = {},
): Promise<{ videos: number }> {
  const { db } = target;
  let created = 0;
  for (const demo of demos) {
    const [existing] = await db.select({ id: videos.id }).from(videos).where(and(eq(videos.skill, skill), eq(videos.title, demo.title))).limit(1);
    if (existing) continue;
    const store = (name: string, kind: 'video' | 'captions' | 'image') => storeUpload(target, { stream: createReadStream(path.join(mediaDir, name)), originalName: name, accept: [kind] });
    const file = await store(demo.file, 'video');
    const captions = await store(demo.captions, 'captions');
    const poster = await store(demo.poster, 'image');
    const [last] = await db.select({ value: sql<number>`coalesce(max(${videos.sortOrder}), 0)::int` }).from(videos).where(eq(videos.skill, skill));
    await db.insert(videos).values({
      skill,
      title: demo.title,
      description: demo.description,
      video: file.id,
      captions: captions.id,
      poster: poster.id,
      durationSeconds: Math.round(demo.durationSeconds),
      isPublished: true,
      sortOrder: (last?.value ?? 0) + 1,
    });
    created += 1;
  }
  return { videos: created };
}
