import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { atTheLibrary, bookingATable, campusTour, sleepTalk, type DemoListeningRecording } from './recordings';

export * from './recordings';

/** The folder of the committed MP3 files and their timings. */
export const demoListeningAudioDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'audio');

/** Each recording's MP3 and segment times, as `scripts/make-listening-audio.mjs` measured them. */
export interface DemoListeningTiming {
  file: string;
  durationMs: number;
  segments: { startMs: number; endMs: number }[];
}
export function demoListeningTimings(dir = demoListeningAudioDir): Record<string, DemoListeningTiming> {
  return JSON.parse(readFileSync(path.join(dir, 'timings.json'), 'utf8')) as Record<string, DemoListeningTiming>;
}

export interface DemoListeningLesson {
  source: 'cambridge' | 'contentRead';
  name: string;
  description: string;
  recordings: DemoListeningRecording[];
}

export const DEMO_LISTENING_INTRODUCTION = {
  title: 'How the listening course works',
  bodyHtml: [
    '<p>Each recording is cut into short segments. For every segment:</p>',
    '<ol>',
    '<li><strong>Listen</strong> as many times as you need. Slow it down to 0.75 or 0.5 if the words run together.</li>',
    '<li><strong>Type</strong> what you hear, then check. Every word is marked right, wrong or missing. Short forms count: "don\'t" and "do not" are both right.</li>',
    '<li>Stuck on a word? Ask for a <strong>hint</strong>: it shows one word.</li>',
    '<li><strong>Shadow</strong> the segment: read along while it plays, then say it with the speaker.</li>',
    '</ol>',
    '<p>Your progress is saved after each check, so you can stop at any time and carry on from the next segment. Words you missed can go straight to your flashcards.</p>',
  ].join(''),
};

/** The demo course: one lesson of each source, two recordings each. */
export const DEMO_LISTENING_LESSONS: DemoListeningLesson[] = [
  {
    source: 'cambridge',
    name: 'Everyday conversations',
    description: 'Short phone calls and conversations: booking, joining, asking for details. Listen for names, numbers and times.',
    recordings: [bookingATable, atTheLibrary],
  },
  {
    source: 'contentRead',
    name: 'Talks and lectures',
    description: 'A guided tour and part of a lecture, in the style of IELTS Listening Parts 2 and 4.',
    recordings: [campusTour, sleepTalk],
  },
];

/** The reading course's demo video reused as the listening course's video lesson (same files). */
export const DEMO_LISTENING_VIDEO_TITLE = "Guessing a word's meaning from context";
