import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The demo video lessons of the reading course. Each is made by `scripts/generate-demo-video.mjs`
 * from its `slides` below (espeak-ng narration, ffmpeg slides); the MP4, WebVTT and JPEG files in
 * `video/` are committed, so nothing is generated at install or start. After editing a slide, run
 * the script again and copy the duration it prints into `durationSeconds`.
 */
export interface DemoVideoSlide {
  /** The large line at the top of the slide. */
  heading: string;
  /** Up to four short lines under the heading. */
  lines: string[];
  /** The sentences spoken while the slide shows; each becomes one caption cue. */
  narration: string[];
}

/** A video lesson as the seed will store it; files are named relative to `demoVideoDir`. */
export interface DemoVideoLesson {
  title: string;
  description: string;
  /** Length of the MP4 in seconds (rounded to 0.1), as the generator measured it. */
  durationSeconds: number;
  file: string;
  captions: string;
  poster: string;
  /** Every narrated sentence in order, one paragraph: what the captions say. */
  transcript: string;
  slides: DemoVideoSlide[];
}

/** The folder of the committed video, caption and poster files. */
export const demoVideoDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'video');

function transcriptOf(slides: DemoVideoSlide[]): string {
  return slides.flatMap((slide) => slide.narration).join(' ');
}

const skimmingSlides: DemoVideoSlide[] = [
  {
    heading: 'How to skim a reading passage',
    lines: ['in three steps', '', 'Lexam · Reading skills'],
    narration: [
      'In this short lesson, you will learn how to skim a reading passage in three steps.',
      'Skimming means reading quickly for the main idea, not for every detail.',
    ],
  },
  {
    heading: 'Step 1: the title and first paragraph',
    lines: ['The title names the topic.', 'The first paragraph often states', "the writer's aim."],
    narration: [
      'Step one. Read the title and the whole of the first paragraph.',
      "Together, they usually tell you the topic and the writer's purpose.",
    ],
  },
  {
    heading: 'Step 2: first sentences',
    lines: ['Read only the first sentence', 'of each paragraph.', 'Note two or three words in the margin.'],
    narration: [
      'Step two. Read only the first sentence of each paragraph that follows.',
      'This topic sentence usually says what the paragraph is about, so note two or three words beside it.',
    ],
  },
  {
    heading: 'Step 3: the last paragraph',
    lines: ['Writers often sum up', 'their argument at the end.'],
    narration: ['Step three. Read the last paragraph, where writers often sum up their argument or give their conclusion.'],
  },
  {
    heading: 'While you skim, do not...',
    lines: ['stop at words you do not know,', 'study numbers and names yet.', 'Details come later, with the questions.'],
    narration: [
      'While you skim, do not stop at unknown words, and do not study numbers or names yet.',
      'You will come back to the details when you answer the questions.',
    ],
  },
  {
    heading: 'Now try it',
    lines: ['Skim the next passage in two minutes.', 'Then write one sentence:', 'what is it about?'],
    narration: ['Now try it yourself. Give yourself two minutes to skim the next passage, then write one sentence that says what it is about.'],
  },
];

/** "How to skim a reading passage in three steps": about 70 seconds, captioned. */
export const demoVideoLesson: DemoVideoLesson = {
  title: 'How to skim a reading passage in three steps',
  description: 'A short captioned lesson: read the title and first paragraph, the first sentence of each paragraph, then the last paragraph, to find the main idea fast.',
  durationSeconds: 64.1,
  file: 'skimming-lesson.mp4',
  captions: 'skimming-lesson.vtt',
  poster: 'skimming-lesson.jpg',
  transcript: transcriptOf(skimmingSlides),
  slides: skimmingSlides,
};

/** Every demo video lesson, in course order. */
export const demoVideoLessons: DemoVideoLesson[] = [demoVideoLesson];
