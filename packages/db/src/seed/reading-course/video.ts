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

const contextSlides: DemoVideoSlide[] = [
  {
    heading: "Guessing a word's meaning",
    lines: ['from context', '', 'Lexam · Reading skills'],
    narration: ['When you meet a new word in a reading passage, you can often guess its meaning without a dictionary.'],
  },
  {
    heading: 'Step 1: what kind of word is it?',
    lines: ['A noun, a verb or an adjective?', 'Read the words just before', 'and just after it.'],
    narration: ['First, decide what kind of word it is: a noun, a verb or an adjective.', 'Then read the words just before and just after it.'],
  },
  {
    heading: 'Step 2: look for clues',
    lines: ['an example: such as, for instance', 'a contrast: but, however, unlike', 'a definition: that is, known as'],
    narration: ['Next, look for clues in the sentence, such as an example, a contrast or a short definition.'],
  },
  {
    heading: 'For example',
    lines: ['"The pipes are fragile,', 'so handle them carefully."', 'fragile = easily broken'],
    narration: [
      'For example: the pipes are fragile, so handle them carefully.',
      'The word so, and the advice to be careful, suggest that fragile means easily broken.',
    ],
  },
  {
    heading: 'Step 3: check your guess',
    lines: ['Put your meaning in place of the word.', 'Does the sentence still make sense?'],
    narration: ['Finally, put your guess in place of the word, and check that the sentence still makes sense.'],
  },
];

/** "Guessing a word's meaning from context": about 45 seconds, captioned. */
export const demoContextVideoLesson: DemoVideoLesson = {
  title: "Guessing a word's meaning from context",
  description: 'A short captioned lesson: work out what kind of word it is, look for examples, contrasts and definitions around it, then check your guess in the sentence.',
  durationSeconds: 44.8,
  file: 'context-lesson.mp4',
  captions: 'context-lesson.vtt',
  poster: 'context-lesson.jpg',
  transcript: transcriptOf(contextSlides),
  slides: contextSlides,
};

/** Every demo video lesson, in course order. */
export const demoVideoLessons: DemoVideoLesson[] = [demoVideoLesson, demoContextVideoLesson];
