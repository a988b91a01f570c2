import { spawn } from 'node:child_process';
import type { Readable } from 'node:stream';
import { MAX_PEAKS, MAX_RECORDING_MS, PEAKS_PER_MINUTE } from '@lexam/contracts';
import { eq, tables, type Database } from '@lexam/db';
import { badRequest } from '../errors';
import type { FileStorage } from '../files/storage/types';
import { loadRecording } from './segments';

const { files, listeningRecordings } = tables;

/** The rate audio is decoded at for peaks: enough for a waveform, 16 kB a second. */
const SAMPLE_RATE = 8000;
const SAMPLES_PER_PEAK = Math.round((SAMPLE_RATE * 60) / PEAKS_PER_MINUTE);

let ffmpegPresent: Promise<boolean> | undefined;
/** Whether `ffmpeg` runs on this machine (asked once). */
export function hasFfmpeg(): Promise<boolean> {
  ffmpegPresent ??= new Promise((resolve) => {
    const child = spawn('ffmpeg', ['-version'], { stdio: 'ignore' });
    child.on('error', () => resolve(false));
    child.on('close', (code) => resolve(code === 0));
  });
  return ffmpegPresent;
}

/** Max-abs of each window of signed 16-bit mono samples, in [0, 1], rounded to 3 places. */
export class PeakReducer {
  readonly peaks: number[] = [];
  private max = 0;
  private inWindow = 0;
  private carry: Buffer | undefined;
  samples = 0;

  push(chunk: Buffer): void {
    let data = this.carry ? Buffer.concat([this.carry, chunk]) : chunk;
    const usable = data.length - (data.length % 2);
    this.carry = usable < data.length ? data.subarray(usable) : undefined;
    data = data.subarray(0, usable);
    for (let offset = 0; offset < data.length; offset += 2) {
      const value = Math.abs(data.readInt16LE(offset));
      if (value > this.max) this.max = value;
      this.inWindow += 1;
      this.samples += 1;
      if (this.inWindow === SAMPLES_PER_PEAK) this.flush();
    }
  }

  flush(): void {
    if (this.inWindow === 0) return;
    this.peaks.push(Math.round((Math.min(this.max, 32767) / 32767) * 1000) / 1000);
    this.max = 0;
    this.inWindow = 0;
  }

  get durationMs(): number {
    return Math.round((this.samples / SAMPLE_RATE) * 1000);
  }
}

/** Decodes audio with ffmpeg (`-ac 1 -ar 8000 -f s16le`) and reduces it to about 800 peaks a minute. */
export function decodePeaks(input: Readable, { timeoutMs = 120_000 } = {}): Promise<{ peaks: number[]; durationMs: number }> {
  return new Promise((resolve, reject) => {
    const child = spawn('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-i', 'pipe:0', '-ac', '1', '-ar', String(SAMPLE_RATE), '-f', 's16le', 'pipe:1'], { stdio: ['pipe', 'pipe', 'pipe'] });
    const reducer = new PeakReducer();
    let errorText = '';
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.stdout.on('data', (chunk: Buffer) => reducer.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => {
      errorText = (errorText + chunk.toString()).slice(-2000);
    });
    child.stdin.on('error', () => undefined);
    input.on('error', (error) => child.kill('SIGKILL') && reject(error));
    input.pipe(child.stdin);
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      reducer.flush();
      if (code !== 0 || reducer.samples === 0) reject(new Error(`ffmpeg could not decode the audio (${code}): ${errorText.trim()}`));
      else resolve({ peaks: reducer.peaks.slice(0, MAX_PEAKS), durationMs: Math.min(reducer.durationMs, MAX_RECORDING_MS) });
    });
  });
}

const answerOf = (row: { id: number; durationMs: number | null; peaks: number[] | null; peaksSource: string | null }) => ({
  recordingId: row.id,
  durationMs: row.durationMs,
  peaks: row.peaks,
  peaksSource: row.peaks === null ? null : (row.peaksSource as 'server' | 'editor'),
});

/**
 * The recording's peaks: the stored ones when they were made from its current audio; else, when
 * ffmpeg is installed, decoded now on the server and stored with the audio's duration; else none
 * (the editor then decodes once in the browser and stores them with `savePeaks`).
 */
export async function getPeaks({ db, storage }: { db: Database; storage: FileStorage }, { recordingId }: { recordingId: number }) {
  const recording = await loadRecording(db, recordingId);
  if (recording.audio === null) return answerOf({ ...recording, peaks: null });
  if (recording.peaks !== null && recording.peaksFileId === recording.audio) return answerOf(recording);
  const computed = await computePeaks({ db, storage }, recording.id, recording.audio);
  if (computed) return computed;
  return answerOf({ ...recording, peaks: null });
}

/** Decodes a recording's audio file and stores its peaks and duration; null when ffmpeg is missing or fails. */
export async function computePeaks({ db, storage }: { db: Database; storage: FileStorage }, recordingId: number, fileId: number) {
  if (!(await hasFfmpeg())) return null;
  const [file] = await db.select({ key: files.key }).from(files).where(eq(files.id, fileId)).limit(1);
  if (!file) return null;
  const input = await storage.get(file.key);
  if (!input) return null;
  try {
    const { peaks, durationMs } = await decodePeaks(input);
    const [row] = await db
      .update(listeningRecordings)
      .set({ peaks, durationMs, peaksSource: 'server', peaksFileId: fileId })
      .where(eq(listeningRecordings.id, recordingId))
      .returning();
    return row ? answerOf(row) : null;
  } catch {
    return null;
  }
}

/** `PUT Listening/{id}/peaks`: peaks decoded once by the editor's browser (when the server has no ffmpeg). */
export async function savePeaks({ db }: { db: Database }, { recordingId, peaks, durationMs }: { recordingId: number; peaks: number[]; durationMs: number }) {
  const recording = await loadRecording(db, recordingId);
  if (recording.audio === null) throw badRequest('The recording has no audio: choose its audio before its waveform.');
  if (recording.peaksSource === 'server' && recording.peaksFileId === recording.audio) return answerOf(recording);
  const [row] = await db
    .update(listeningRecordings)
    .set({ peaks, durationMs, peaksSource: 'editor', peaksFileId: recording.audio })
    .where(eq(listeningRecordings.id, recordingId))
    .returning();
  return answerOf(row!);
}
