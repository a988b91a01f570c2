// Makes the audio of the demo listening test from its transcripts, with espeak-ng and ffmpeg.
//
//   apt-get install -y espeak-ng ffmpeg          # once (Debian/Ubuntu)
//   node --import tsx scripts/make-demo-audio.mjs
//
// For each section of `demoListeningTest` (packages/db/src/seed/exam/demo-listening) it reads the
// transcript HTML back into a plain-text script of `Speaker: text` lines (written to a temporary
// folder; `--print-script` also prints it), speaks each line with that speaker's espeak-ng voice and
// pitch (VOICES below), joins the lines with short pauses and encodes the result as mono MP3 at
// 32 kbps into packages/db/src/seed/exam/audio/demo-listening-1-section-N.mp3.
// `npm start` never runs this: the MP3 files are committed. Run it again after editing a transcript.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { demoExamAudioDir, demoListeningTest } from '../packages/db/src/seed/exam/demo-listening/index.ts';

/** espeak-ng voice, pitch (0-99) and speed (words per minute) per speaker name. */
const VOICES = {
  Helen: { voice: 'en-gb+f3', pitch: 55, speed: 150 },
  Daniel: { voice: 'en-gb-x-rp+m3', pitch: 40, speed: 155 },
  Guide: { voice: 'en-gb+m1', pitch: 45, speed: 150 },
  Leon: { voice: 'en-us+m3', pitch: 35, speed: 155 },
  Priya: { voice: 'en-gb+f2', pitch: 65, speed: 155 },
  Lecturer: { voice: 'en-gb-x-rp+m7', pitch: 45, speed: 145 },
};
const DEFAULT_VOICE = { voice: 'en-gb', pitch: 50, speed: 150 };
const PAUSE_SECONDS = 0.6;
const RATE = 22050;

function decodeHtml(text) {
  return text.replace(/<[^>]+>/g, '').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
}

/** The transcript HTML (`<p><strong>Speaker:</strong> text</p>` per line) as `{ speaker, text }` lines. */
function scriptOf(transcriptHtml) {
  return [...transcriptHtml.matchAll(/<p><strong>(.+?):<\/strong>\s*(.*?)<\/p>/g)].map((match) => ({
    speaker: decodeHtml(match[1]),
    text: decodeHtml(match[2]),
  }));
}

function run(command, args) {
  execFileSync(command, args, { stdio: ['ignore', 'ignore', 'inherit'] });
}

const work = mkdtempSync(path.join(tmpdir(), 'lexam-audio-'));
try {
  let total = 0;
  for (const [index, section] of demoListeningTest.test.sections.entries()) {
    if (!section.audioFile || !section.transcriptHtml) continue;
    const lines = scriptOf(section.transcriptHtml);
    const scriptFile = path.join(work, `section-${index + 1}.txt`);
    writeFileSync(scriptFile, lines.map((line) => `${line.speaker}: ${line.text}`).join('\n') + '\n');
    if (process.argv.includes('--print-script')) console.info(`# ${section.title}\n${lines.map((line) => `${line.speaker}: ${line.text}`).join('\n')}\n`);

    const silence = path.join(work, 'silence.wav');
    run('ffmpeg', ['-y', '-loglevel', 'error', '-f', 'lavfi', '-i', `anullsrc=r=${RATE}:cl=mono`, '-t', String(PAUSE_SECONDS), silence]);
    const parts = [];
    for (const [lineIndex, line] of lines.entries()) {
      const { voice, pitch, speed } = VOICES[line.speaker] ?? DEFAULT_VOICE;
      const wav = path.join(work, `s${index + 1}-${String(lineIndex).padStart(3, '0')}.wav`);
      run('espeak-ng', ['-v', voice, '-p', String(pitch), '-s', String(speed), '-w', wav, line.text]);
      parts.push(wav, silence);
    }
    const list = path.join(work, `s${index + 1}-list.txt`);
    writeFileSync(list, parts.map((part) => `file '${part}'`).join('\n') + '\n');
    const out = path.join(demoExamAudioDir, section.audioFile);
    // espeak-ng writes 22050 Hz mono; resample each part so the concat demuxer sees one format.
    run('ffmpeg', ['-y', '-loglevel', 'error', '-f', 'concat', '-safe', '0', '-i', list, '-ac', '1', '-ar', String(RATE), '-codec:a', 'libmp3lame', '-b:a', '32k', out]);
    const size = statSync(out).size;
    total += size;
    console.info(`${section.audioFile}: ${lines.length} lines, ${(size / 1024).toFixed(0)} KiB`);
  }
  console.info(`total ${(total / 1024 / 1024).toFixed(2)} MiB`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
