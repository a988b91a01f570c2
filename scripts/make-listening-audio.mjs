// Makes the audio of the demo listening course from its scripts, with espeak-ng and ffmpeg.
//
//   apt-get install -y espeak-ng ffmpeg          # once (Debian/Ubuntu)
//   node --import tsx scripts/make-listening-audio.mjs
//
// For each recording of packages/db/src/seed/listening-course/recordings.ts it speaks every line
// (one segment) with the recording's espeak-ng voice, joins the lines with short pauses, encodes the
// result as mono MP3 (16 kHz, 16 kbps) into packages/db/src/seed/listening-course/audio/KEY.mp3 and
// writes each segment's start and end (ms) to audio/timings.json, which the seed reads. Both are
// committed; `npm start` never runs this. Run it again after editing a script.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEMO_LISTENING_RECORDINGS, demoListeningAudioDir } from '../packages/db/src/seed/listening-course/index.ts';

const RATE = 16000;
const LEAD_SECONDS = 0.4;
const PAUSE_SECONDS = 0.8;

const run = (command, args) => execFileSync(command, args, { stdio: ['ignore', 'ignore', 'inherit'] });
/** The length of a WAV file in ms, from its data size (16-bit mono at RATE). */
const wavMs = (file) => Math.round(((statSync(file).size - 44) / 2 / RATE) * 1000);

const work = mkdtempSync(path.join(tmpdir(), 'lexam-listening-'));
const timings = {};
try {
  const silence = (seconds) => {
    const file = path.join(work, `silence-${seconds}.wav`);
    run('ffmpeg', ['-y', '-loglevel', 'error', '-f', 'lavfi', '-i', `anullsrc=r=${RATE}:cl=mono`, '-t', String(seconds), '-c:a', 'pcm_s16le', file]);
    return file;
  };
  const lead = silence(LEAD_SECONDS);
  const pause = silence(PAUSE_SECONDS);
  for (const recording of DEMO_LISTENING_RECORDINGS) {
    const parts = [lead];
    const segments = [];
    let at = wavMs(lead);
    for (const [index, line] of recording.lines.entries()) {
      const raw = path.join(work, `${recording.key}-${index}-raw.wav`);
      const wav = path.join(work, `${recording.key}-${index}.wav`);
      run('espeak-ng', ['-v', recording.voice, '-s', String(recording.speed), '-w', raw, line]);
      run('ffmpeg', ['-y', '-loglevel', 'error', '-i', raw, '-ac', '1', '-ar', String(RATE), '-c:a', 'pcm_s16le', '-map_metadata', '-1', '-fflags', '+bitexact', wav]);
      const length = wavMs(wav);
      // A little of the pauses on each side, so a segment never clips its first or last sound.
      segments.push({ startMs: Math.max(0, at - 150), endMs: at + length + 250 });
      parts.push(wav, pause);
      at += length + wavMs(pause);
    }
    const list = path.join(work, `${recording.key}.txt`);
    writeFileSync(list, parts.map((file) => `file '${file}'`).join('\n') + '\n');
    const file = `${recording.key}.mp3`;
    run('ffmpeg', ['-y', '-loglevel', 'error', '-f', 'concat', '-safe', '0', '-i', list, '-ac', '1', '-ar', String(RATE), '-b:a', '16k', '-map_metadata', '-1', path.join(demoListeningAudioDir, file)]);
    timings[recording.key] = { file, durationMs: at, segments };
    console.info(`${file}: ${(at / 1000).toFixed(1)} s, ${segments.length} segments, ${statSync(path.join(demoListeningAudioDir, file)).size} bytes`);
  }
  writeFileSync(path.join(demoListeningAudioDir, 'timings.json'), JSON.stringify(timings, null, 2) + '\n');
} finally {
  rmSync(work, { recursive: true, force: true });
}
