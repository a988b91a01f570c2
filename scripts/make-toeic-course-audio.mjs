// Makes the recordings of the demo TOEIC course (Parts 1–4: an example and a practice recording per
// lesson) from their scripts, with espeak-ng and ffmpeg, as mono MP3 at 24 kbps into
// packages/db/src/seed/toeic-course/media. `npm start` never runs this: the files are committed.
//
//   node --import tsx scripts/make-toeic-course-audio.mjs
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEMO_TOEIC_COURSE } from '../packages/db/src/seed/toeic-course/lessons.ts';

const out = path.join(import.meta.dirname, '../packages/db/src/seed/toeic-course/media');
const VOICES = { Narrator: ['en-us+m3', 45], Woman: ['en-gb+f2', 60], Man: ['en-us+m1', 40] };

function speak(lines, file) {
  const dir = mkdtempSync(path.join(tmpdir(), 'toeic-course-'));
  const list = [];
  lines.forEach((line, index) => {
    const [speaker, ...rest] = line.split(': ');
    const [voice, pitch] = VOICES[speaker] ?? VOICES.Narrator;
    const text = VOICES[speaker] ? rest.join(': ') : `${speaker}. ${rest.join(': ')}`;
    const wav = path.join(dir, `${index}.wav`);
    execFileSync('espeak-ng', ['-v', voice, '-p', String(pitch), '-s', '150', '-w', wav, text]);
    list.push(`file '${wav}'`);
  });
  writeFileSync(path.join(dir, 'list.txt'), list.join('\n'));
  execFileSync('ffmpeg', ['-y', '-loglevel', 'error', '-f', 'concat', '-safe', '0', '-i', path.join(dir, 'list.txt'), '-ac', '1', '-ar', '22050', '-b:a', '24k', path.join(out, file)]);
  rmSync(dir, { recursive: true });
}

for (const lesson of DEMO_TOEIC_COURSE) {
  if (lesson.exampleScript) speak(lesson.exampleScript, `${lesson.key}-example.mp3`);
  if (lesson.practiceScript) speak(lesson.practiceScript, `${lesson.key}-practice.mp3`);
}
