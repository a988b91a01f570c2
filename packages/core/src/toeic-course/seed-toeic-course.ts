import { createReadStream, existsSync } from 'node:fs';
import path from 'node:path';
import { inArray, tables, type DemoToeicLesson } from '@lexam/db';
import { sanitizeStoredHtml } from '../common/sanitize-html';
import { checkQuestion } from '../exam/question-types';
import { storeUpload, type UploadTarget } from '../files/store-upload';

const { toeicCourseLessons } = tables;

/**
 * Seeds the demo TOEIC course (edition `ets`): each lesson once under its seed key, its recordings
 * and picture stored as uploads, its questions checked by the exam engine. Idempotent.
 */
export async function seedToeicCourse(target: UploadTarget, { lessons, mediaDir }: { lessons: DemoToeicLesson[]; mediaDir: string }): Promise<{ lessons: number }> {
  const { db } = target;
  const seeded = new Set((await db.select({ key: toeicCourseLessons.seedKey }).from(toeicCourseLessons).where(inArray(toeicCourseLessons.seedKey, lessons.map((lesson) => lesson.key)))).map((row) => row.key));
  let count = 0;
  const upload = async (file: string, kind: 'audio' | 'image') => {
    const full = path.join(mediaDir, file);
    if (!existsSync(full)) return null;
    return (await storeUpload(target, { stream: createReadStream(full), originalName: file, accept: [kind] })).id;
  };
  for (const lesson of lessons) {
    if (seeded.has(lesson.key)) continue;
    for (const question of lesson.questions) checkQuestion(question);
    const picture = lesson.picture ? await upload(lesson.picture, 'image') : null;
    await db.insert(toeicCourseLessons).values({
      skill: lesson.skill,
      edition: 'ets',
      part: lesson.part,
      title: lesson.title,
      strategyHtml: sanitizeStoredHtml(lesson.strategyHtml),
      exampleHtml: sanitizeStoredHtml(lesson.exampleHtml),
      exampleAudio: lesson.exampleScript ? await upload(`${lesson.key}-example.mp3`, 'audio') : null,
      examplePicture: picture,
      practiceAudio: lesson.practiceScript ? await upload(`${lesson.key}-practice.mp3`, 'audio') : null,
      practicePicture: picture,
      practiceTranscript: (lesson.practiceScript ?? []).join('\n'),
      practice: lesson.questions,
      seedKey: lesson.key,
      sortOrder: lesson.part,
    });
    count += 1;
  }
  return { lessons: count };
}
