// Makes the recordings of the demo TOEIC listening test from its transcripts, with espeak-ng and ffmpeg
// (the sibling of make-demo-audio.mjs, which makes the IELTS ones).
//
//   apt-get install -y espeak-ng ffmpeg          # once (Debian/Ubuntu)
//   node --import tsx scripts/make-toeic-listening-audio.mjs [--part=N]
//
// Each question set (group) of `demoToeicListeningTest` has its own recording: its transcript
// (`<p><strong>Speaker:</strong> text</p>` lines, narrator included) is spoken line by line with a
// voice per speaker (the accents rotate from set to set, as the exam mixes American, British and other
// speakers), with the exam's pauses: a second between the lettered statements, time to answer after
// each Part 1/2 item and after each Part 3/4 question read out. Encoded as mono MP3 at 24 kbps into
// packages/db/src/seed/exam/toeic-listening/media. `npm start` never runs this: the files are committed.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { demoToeicListeningTest, demoToeicMediaDir } from '../packages/db/src/seed/exam/toeic-listening/index.ts';

const RATE = 22050;
const NARRATOR = { voice: 'en-us+m3', pitch: 45, speed: 150 };
/** Per set, the accents of its speakers rotate through these (woman, man, second woman, second man). */
const ACCENTS = [
  ['en-us', 'en-gb', 'en-gb-x-rp', 'en-us'],
  ['en-gb', 'en-us', 'en-us', 'en-gb-scotland'],
  ['en-gb-x-rp', 'en-us', 'en-gb', 'en-gb'],
  ['en-us', 'en-gb-x-rp', 'en-gb', 'en-us'],
];
const FEMALE = ['f1', 'f2', 'f3', 'f4', 'f5'];
const MALE = ['m1', 'm2', 'm4', 'm5', 'm6', 'm7'];

/** The espeak-ng voice of a speaker in the set of the given running index. */
function voiceOf(speaker, setIndex) {
  if (speaker === 'Narrator') return NARRATOR;
  const accents = ACCENTS[setIndex % ACCENTS.length];
  const second = speaker.endsWith(' 2');
  const woman = speaker.startsWith('Woman');
  const accent = accents[(woman ? 0 : 1) + (second ? 2 : 0)];
  const variants = woman ? FEMALE : MALE;
  const variant = variants[(setIndex + (second ? 2 : 0)) % variants.length];
  return { voice: `${accent}+${variant}`, pitch: woman ? 58 + (setIndex % 3) * 6 : 38 + (setIndex % 3) * 5, speed: 150 + (setIndex % 4) * 6 };
}

function decodeHtml(text) {
  return text.replace(/<[^>]+>/g, '').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
}

/** The transcript HTML as `{ speaker, text }` lines. */
function scriptOf(transcriptHtml) {
  return [...transcriptHtml.matchAll(/<p><strong>(.+?):<\/strong>\s*(.*?)<\/p>/g)].map((match) => ({
    speaker: decodeHtml(match[1]),
    text: decodeHtml(match[2]),
  }));
}

/** The pause after a line: the exam gives time to answer after each item and each question read out. */
function pauseAfter({ part, line, isLast }) {
  if (part <= 2) return isLast ? 4 : line.speaker === 'Narrator' ? 0.7 : 1;
  if (line.speaker === 'Narrator' && /^Number \d+\./.test(line.text)) return 5;
  return line.speaker === 'Narrator' ? 1.2 : 0.45;
}

function run(command, args) {
  return execFileSync(command, args, { stdio: ['ignore', 'pipe', 'inherit'] }).toString();
}

const onlyPart = Number(process.argv.find((arg) => arg.startsWith('--part='))?.slice(7) ?? 0);
const work = mkdtempSync(path.join(tmpdir(), 'lexam-toeic-audio-'));
try {
  const silences = new Map();
  const silence = (seconds) => {
    if (!silences.has(seconds)) {
      const file = path.join(work, `silence-${seconds}.wav`);
      run('ffmpeg', ['-y', '-loglevel', 'error', '-f', 'lavfi', '-i', `anullsrc=r=${RATE}:cl=mono`, '-t', String(seconds), file]);
      silences.set(seconds, file);
    }
    return silences.get(seconds);
  };
  let setIndex = 0;
  let totalBytes = 0;
  let totalSeconds = 0;
  for (const section of demoToeicListeningTest.test.sections) {
    for (const group of section.groups) {
      setIndex += 1;
      if (!group.audioFile || !group.transcriptHtml) continue;
      const out = path.join(demoToeicMediaDir, group.audioFile);
      if (!onlyPart || onlyPart === section.part) {
        const lines = scriptOf(group.transcriptHtml);
        const parts = [silence(0.5)];
        for (const [index, line] of lines.entries()) {
          const { voice, pitch, speed } = voiceOf(line.speaker, setIndex);
          const wav = path.join(work, `g${setIndex}-${index}.wav`);
          // "(A) text" is read as the exam reads it: "A. text".
          const spoken = line.text.replace(/^\(([A-D])\)\s*/, '$1. ');
          run('espeak-ng', ['-v', voice, '-p', String(pitch), '-s', String(speed), '-w', wav, spoken]);
          parts.push(wav, silence(pauseAfter({ part: section.part, line, isLast: index === lines.length - 1 })));
        }
        const list = path.join(work, `g${setIndex}-list.txt`);
        writeFileSync(list, parts.map((part) => `file '${part}'`).join('\n') + '\n');
        run('ffmpeg', ['-y', '-loglevel', 'error', '-f', 'concat', '-safe', '0', '-i', list, '-ac', '1', '-ar', String(RATE), '-codec:a', 'libmp3lame', '-b:a', '24k', out]);
      }
      const seconds = Number(run('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', out]).trim());
      totalSeconds += seconds;
      totalBytes += statSync(out).size;
      if (!onlyPart || onlyPart === section.part) console.info(`${group.audioFile}: ${seconds.toFixed(1)} s, ${(statSync(out).size / 1024).toFixed(0)} KiB`);
    }
  }
  console.info(`total ${(totalSeconds / 60).toFixed(1)} min (${Math.round(totalSeconds)} s), ${(totalBytes / 1024 / 1024).toFixed(2)} MiB`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
