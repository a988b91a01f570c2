// Makes the recordings of the demo word lists' words, with espeak-ng and ffmpeg.
//
//   apt-get install -y espeak-ng ffmpeg          # once (Debian/Ubuntu)
//   node --import tsx scripts/generate-word-audio.mjs
//
// For each word of DEMO_WORD_LISTS (packages/db/src/seed/word-lists) it speaks the term with the
// British espeak-ng voice (en-gb) and pipes the WAV into ffmpeg, which writes a mono MP3 at 24 kbps,
// 22050 Hz, into packages/db/src/seed/word-lists/audio/<word.audio>. MP3 files of that folder that no
// word names any more are deleted. `npm start` never runs this: the MP3 files are committed. Run it
// again after adding or renaming a word.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { DEMO_WORD_LISTS, demoWordAudioDir } from '../packages/db/src/seed/word-lists/index.ts';

const VOICE = 'en-gb';
const SPEED = 140; // words per minute: a little slower than espeak-ng's 175, for learners
const RATE = 22050;
const BITRATE = '24k';

/** The term as a WAV file (espeak-ng writes it to stdout), encoded by ffmpeg as a small mono MP3. */
function record(term, out) {
  const wav = execFileSync('espeak-ng', ['-v', VOICE, '-s', String(SPEED), '--stdout', term], { maxBuffer: 16 * 1024 * 1024 });
  execFileSync(
    'ffmpeg',
    ['-y', '-loglevel', 'error', '-i', 'pipe:0', '-ac', '1', '-ar', String(RATE), '-codec:a', 'libmp3lame', '-b:a', BITRATE,
      '-map_metadata', '-1', '-fflags', '+bitexact', '-flags:a', '+bitexact', out],
    { input: wav, stdio: ['pipe', 'ignore', 'inherit'] },
  );
}

mkdirSync(demoWordAudioDir, { recursive: true });
const wanted = new Set();
let total = 0;
for (const list of DEMO_WORD_LISTS) {
  let listTotal = 0;
  for (const word of list.words) {
    const out = path.join(demoWordAudioDir, word.audio);
    record(word.term, out);
    wanted.add(word.audio);
    listTotal += statSync(out).size;
  }
  total += listTotal;
  console.info(`${list.key}: ${list.words.length} words, ${(listTotal / 1024).toFixed(0)} KiB`);
}
for (const file of readdirSync(demoWordAudioDir)) {
  if (file.endsWith('.mp3') && !wanted.has(file)) {
    rmSync(path.join(demoWordAudioDir, file));
    console.info(`removed ${file} (no word names it)`);
  }
}
console.info(`total ${(total / 1024).toFixed(0)} KiB in ${path.relative(process.cwd(), demoWordAudioDir)}`);
