// Makes the captioned demo video lessons of the reading course, with espeak-ng and ffmpeg.
//
//   apt-get install -y espeak-ng ffmpeg fonts-dejavu-core     # once (Debian/Ubuntu)
//   node --import tsx scripts/generate-demo-video.mjs [--only skimming-lesson]
//
// For each lesson of `demoVideoLessons` (packages/db/src/seed/reading-course/video.ts) it:
// 1. speaks every narration sentence with espeak-ng (British voice) into its own WAV file and
//    measures it with ffprobe;
// 2. lays the sentences out on a timeline (a short lead-in, a pause after each sentence, a longer
//    one at each slide change, every slide a whole number of frames) and joins them into one track;
// 3. draws each slide as a 640x360 PNG with ffmpeg (`color` source + `drawtext`, DejaVu Sans);
// 4. encodes the slides, each shown for its narration, with the track: H.264 (CRF 30, 10 fps,
//    one thread so the output is the same on every run) + mono AAC 40 kbps, MP4 with +faststart;
// 5. writes a WebVTT file with one cue per sentence, from the sentence's measured start and end,
//    and a JPEG poster (the title slide).
// Outputs go to packages/db/src/seed/reading-course/video/<name>.{mp4,vtt,jpg}; the script prints
// each duration, to be copied into `durationSeconds` of video.ts when it changed.
// `npm install` and `npm start` never run this: the files are committed. Run it after editing a slide.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { demoVideoDir, demoVideoLessons } from '../packages/db/src/seed/reading-course/video.ts';

const WIDTH = 640;
const HEIGHT = 360;
const FPS = 10;
const RATE = 22050;
const VOICE = { voice: 'en-gb', pitch: 50, speed: 145 };
const LEAD_SECONDS = 0.5;
const SENTENCE_PAUSE_SECONDS = 0.5;
const SLIDE_PAUSE_SECONDS = 0.6;
const FONT_DIR = '/usr/share/fonts/truetype/dejavu';
const FONT = path.join(FONT_DIR, 'DejaVuSans.ttf');
const FONT_BOLD = path.join(FONT_DIR, 'DejaVuSans-Bold.ttf');
const COLORS = { background: '0x1f2a44', accent: '0xf2b134', heading: 'white', text: '0xdde3ee', muted: '0x9aa6bd' };

function run(command, args) {
  return execFileSync(command, args, { stdio: ['ignore', 'pipe', 'inherit'] }).toString();
}

function ffmpeg(args) {
  run('ffmpeg', ['-y', '-hide_banner', '-loglevel', 'error', ...args]);
}

function durationOf(file) {
  return Number(run('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'default=nw=1:nk=1', file]).trim());
}

function silence(file, seconds) {
  ffmpeg(['-f', 'lavfi', '-i', `anullsrc=r=${RATE}:cl=mono`, '-t', seconds.toFixed(3), '-c:a', 'pcm_s16le', file]);
}

/** `HH:MM:SS.mmm` of WebVTT. */
function timestamp(seconds) {
  const ms = Math.round(seconds * 1000);
  const pad = (value, size = 2) => String(value).padStart(size, '0');
  return `${pad(Math.floor(ms / 3_600_000))}:${pad(Math.floor(ms / 60_000) % 60)}:${pad(Math.floor(ms / 1000) % 60)}.${pad(ms % 1000, 3)}`;
}

/** One drawtext filter reading its text from a file, so no character of the text needs escaping. */
function drawText({ work, name, text, font, size, color, x, y }) {
  const file = path.join(work, `${name}.txt`);
  writeFileSync(file, text);
  return `drawtext=fontfile=${font}:textfile=${file}:expansion=none:fontsize=${size}:fontcolor=${color}:x=${x}:y=${y}`;
}

function drawSlide({ work, lesson, slide, index, count, file }) {
  const isTitle = index === 0;
  const filters = [
    `drawbox=x=0:y=0:w=12:h=${HEIGHT}:color=${COLORS.accent}:t=fill`,
    drawText({ work, name: `h${index}`, text: slide.heading, font: FONT_BOLD, size: isTitle ? 30 : 26, color: COLORS.heading, x: isTitle ? '(w-text_w)/2' : 44, y: isTitle ? 110 : 56 }),
    ...slide.lines.map((line, lineIndex) =>
      line
        ? drawText({ work, name: `l${index}-${lineIndex}`, text: line, font: FONT, size: isTitle ? 24 : 22, color: isTitle && lineIndex === slide.lines.length - 1 ? COLORS.accent : COLORS.text, x: isTitle ? '(w-text_w)/2' : 44, y: (isTitle ? 160 : 130) + lineIndex * 38 })
        : ''),
    drawText({ work, name: `f${index}`, text: lesson.title, font: FONT, size: 14, color: COLORS.muted, x: 44, y: HEIGHT - 34 }),
    drawText({ work, name: `n${index}`, text: `${index + 1} / ${count}`, font: FONT, size: 14, color: COLORS.muted, x: `w-text_w-28`, y: HEIGHT - 34 }),
  ].filter(Boolean);
  if (isTitle) filters.splice(1, 0, `drawbox=x=(iw-120)/2:y=92:w=120:h=4:color=${COLORS.accent}:t=fill`);
  ffmpeg(['-f', 'lavfi', '-i', `color=c=${COLORS.background}:s=${WIDTH}x${HEIGHT}:d=1`, '-vf', filters.join(','), '-frames:v', '1', file]);
}

function makeLesson({ lesson, work }) {
  const name = path.basename(lesson.file, '.mp4');
  const audioParts = [];
  const slideDurations = [];
  const cues = [];
  let time = 0;
  const lead = path.join(work, `${name}-lead.wav`);
  silence(lead, LEAD_SECONDS);
  audioParts.push(lead);
  time += LEAD_SECONDS;
  let slideStart = 0;
  for (const [slideIndex, slide] of lesson.slides.entries()) {
    for (const [sentenceIndex, sentence] of slide.narration.entries()) {
      const wav = path.join(work, `${name}-${slideIndex}-${sentenceIndex}.wav`);
      run('espeak-ng', ['-v', VOICE.voice, '-p', String(VOICE.pitch), '-s', String(VOICE.speed), '-w', wav, sentence]);
      const seconds = durationOf(wav);
      cues.push({ start: time, end: time + seconds, text: sentence });
      audioParts.push(wav);
      time += seconds;
      const isLast = sentenceIndex === slide.narration.length - 1;
      // Each slide ends on a whole frame so the picture changes exactly when the audio says it does.
      const pause = isLast ? Math.ceil((time + SLIDE_PAUSE_SECONDS) * FPS) / FPS - time : SENTENCE_PAUSE_SECONDS;
      const gap = path.join(work, `${name}-${slideIndex}-${sentenceIndex}-gap.wav`);
      silence(gap, pause);
      audioParts.push(gap);
      time += pause;
    }
    slideDurations.push(time - slideStart);
    slideStart = time;
  }
  const total = time;

  const audioList = path.join(work, `${name}-audio.txt`);
  writeFileSync(audioList, audioParts.map((part) => `file '${part}'`).join('\n') + '\n');
  const audio = path.join(work, `${name}.wav`);
  // espeak-ng peaks near full scale; 3 dB of headroom keeps the AAC encoder from clipping.
  ffmpeg(['-f', 'concat', '-safe', '0', '-i', audioList, '-af', 'volume=-3dB', '-ac', '1', '-ar', String(RATE), '-c:a', 'pcm_s16le', audio]);

  const slideFiles = lesson.slides.map((slide, index) => {
    const file = path.join(work, `${name}-slide-${index}.png`);
    drawSlide({ work, lesson, slide, index, count: lesson.slides.length, file });
    return file;
  });
  // The concat demuxer needs the last picture named twice for its duration to count.
  const videoList = path.join(work, `${name}-video.txt`);
  writeFileSync(videoList, [...slideFiles.map((file, index) => `file '${file}'\nduration ${slideDurations[index].toFixed(3)}`), `file '${slideFiles.at(-1)}'`].join('\n') + '\n');

  const mp4 = path.join(demoVideoDir, lesson.file);
  ffmpeg([
    '-f', 'concat', '-safe', '0', '-i', videoList, '-i', audio,
    '-map', '0:v', '-map', '1:a', '-t', total.toFixed(3),
    '-vf', `fps=${FPS},format=yuv420p`, '-c:v', 'libx264', '-preset', 'veryslow', '-tune', 'stillimage', '-crf', '30', '-g', String(FPS * 10), '-threads', '1',
    '-c:a', 'aac', '-b:a', '40k', '-ac', '1',
    '-map_metadata', '-1', '-fflags', '+bitexact', '-flags:v', '+bitexact', '-flags:a', '+bitexact',
    '-movflags', '+faststart', mp4,
  ]);
  const vtt = path.join(demoVideoDir, lesson.captions);
  writeFileSync(vtt, `WEBVTT\n\n${cues.map((cue, index) => `${index + 1}\n${timestamp(cue.start)} --> ${timestamp(cue.end)}\n${cue.text}\n`).join('\n')}`);
  const poster = path.join(demoVideoDir, lesson.poster);
  ffmpeg(['-i', slideFiles[0], '-q:v', '5', '-fflags', '+bitexact', poster]);

  const measured = Math.round(durationOf(mp4) * 10) / 10;
  const kib = (file) => `${(statSync(file).size / 1024).toFixed(0)} KiB`;
  console.info(`${lesson.file}: ${measured} s, ${kib(mp4)}; ${lesson.captions}: ${cues.length} cues; ${lesson.poster}: ${kib(poster)}`);
  if (Math.abs(measured - lesson.durationSeconds) > 0.15) console.warn(`  durationSeconds of "${lesson.title}" is ${lesson.durationSeconds}: set it to ${measured} in video.ts`);
}

if (!existsSync(FONT) || !existsSync(FONT_BOLD)) throw new Error(`DejaVu Sans is needed in ${FONT_DIR} (apt-get install fonts-dejavu-core).`);
const onlyIndex = process.argv.indexOf('--only');
const only = onlyIndex >= 0 ? process.argv[onlyIndex + 1] : undefined;
const work = mkdtempSync(path.join(tmpdir(), 'lexam-video-'));
try {
  for (const lesson of demoVideoLessons) {
    if (only && path.basename(lesson.file, '.mp4') !== only) continue;
    makeLesson({ lesson, work });
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
