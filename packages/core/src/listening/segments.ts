import type { FieldError, SegmentInput } from '@lexam/contracts';
import { and, asc, eq, inArray, notInArray, tables, type Database } from '@lexam/db';
import { badRequest, notFound } from '../errors';

const { listeningRecordings, listeningSegments } = tables;

export type RecordingRow = typeof listeningRecordings.$inferSelect;

/** Milliseconds as m:ss.mmm, the way the editor shows them. */
export function formatMs(ms: number): string {
  const minutes = Math.floor(ms / 60_000);
  const seconds = Math.floor((ms % 60_000) / 1000);
  return `${minutes}:${String(seconds).padStart(2, '0')}.${String(ms % 1000).padStart(3, '0')}`;
}

/** A recording (any, published or not: for the admin), else 404. */
export async function loadRecording(db: Database, recordingId: number): Promise<RecordingRow> {
  const [row] = await db.select().from(listeningRecordings).where(eq(listeningRecordings.id, recordingId)).limit(1);
  if (!row) throw notFound(`There is no recording ${recordingId}.`);
  return row;
}

/**
 * The problems of a set of segments, each naming the segment (its number as sent, from 1): an end
 * not after the start, an end past the recording, two segments overlapping, an id not of this recording.
 */
export function segmentProblems(segments: SegmentInput[], { durationMs, knownIds }: { durationMs: number | null; knownIds: Set<number> }): FieldError[] {
  const errors: FieldError[] = [];
  const seenIds = new Set<number>();
  segments.forEach((segment, index) => {
    const name = `Segment ${index + 1}`;
    const field = `body.segments.${index}`;
    if (segment.endMs <= segment.startMs) errors.push({ field: `${field}.endMs`, message: `${name} ends (${formatMs(segment.endMs)}) before it starts (${formatMs(segment.startMs)}).` });
    if (durationMs !== null && segment.endMs > durationMs) errors.push({ field: `${field}.endMs`, message: `${name} ends at ${formatMs(segment.endMs)}, after the recording's end (${formatMs(durationMs)}).` });
    if (segment.id !== undefined) {
      if (!knownIds.has(segment.id)) errors.push({ field: `${field}.id`, message: `${name}: segment ${segment.id} is not a segment of this recording.` });
      else if (seenIds.has(segment.id)) errors.push({ field: `${field}.id`, message: `${name}: segment ${segment.id} is sent twice.` });
      seenIds.add(segment.id);
    }
  });
  const byStart = segments.map((segment, index) => ({ segment, index })).sort((a, b) => a.segment.startMs - b.segment.startMs || a.index - b.index);
  for (let i = 1; i < byStart.length; i += 1) {
    const before = byStart[i - 1]!;
    const current = byStart[i]!;
    if (current.segment.startMs < before.segment.endMs) {
      errors.push({
        field: `body.segments.${current.index}.startMs`,
        message: `Segment ${current.index + 1} (${formatMs(current.segment.startMs)}–${formatMs(current.segment.endMs)}) overlaps segment ${before.index + 1} (${formatMs(before.segment.startMs)}–${formatMs(before.segment.endMs)}).`,
      });
    }
  }
  return errors;
}

/** A recording's segments in time order. */
export async function listSegments(db: Database, recordingId: number) {
  return db.select().from(listeningSegments).where(eq(listeningSegments.recordingId, recordingId)).orderBy(asc(listeningSegments.sortOrder), asc(listeningSegments.id));
}

const toSegment = (row: typeof listeningSegments.$inferSelect) => ({ id: row.id, startMs: row.startMs, endMs: row.endMs, transcript: row.transcript, sortOrder: row.sortOrder });

/** `GET Listening/{id}/segments`. */
export async function getSegments({ db }: { db: Database }, { recordingId }: { recordingId: number }) {
  const recording = await loadRecording(db, recordingId);
  const rows = await listSegments(db, recordingId);
  return { recordingId, durationMs: recording.durationMs, segments: rows.map(toSegment) };
}

/**
 * `PUT Listening/{id}/segments`: the recording's segments replaced at once, in one transaction. A
 * segment sent with its id keeps its row (and the learners' progress); stored ones not sent go.
 */
export async function replaceSegments({ db }: { db: Database }, { recordingId, segments }: { recordingId: number; segments: SegmentInput[] }) {
  const recording = await loadRecording(db, recordingId);
  const existing = await listSegments(db, recordingId);
  const errors = segmentProblems(segments, { durationMs: recording.durationMs, knownIds: new Set(existing.map((row) => row.id)) });
  if (errors.length > 0) throw badRequest(errors.length === 1 ? errors[0]!.message : `${errors.length} segments are not right: ${errors[0]!.message}`, errors);
  const ordered = [...segments].sort((a, b) => a.startMs - b.startMs);
  await db.transaction(async (tx) => {
    const keep = ordered.flatMap((segment) => (segment.id === undefined ? [] : [segment.id]));
    await tx.delete(listeningSegments).where(and(eq(listeningSegments.recordingId, recordingId), keep.length > 0 ? notInArray(listeningSegments.id, keep) : undefined));
    const now = new Date();
    for (const [index, segment] of ordered.entries()) {
      const values = { startMs: segment.startMs, endMs: segment.endMs, transcript: segment.transcript, sortOrder: index + 1, updatedAt: now };
      if (segment.id === undefined) await tx.insert(listeningSegments).values({ ...values, recordingId });
      else await tx.update(listeningSegments).set(values).where(and(eq(listeningSegments.id, segment.id), inArray(listeningSegments.recordingId, [recordingId])));
    }
    await tx.update(listeningRecordings).set({ updatedAt: now }).where(eq(listeningRecordings.id, recordingId));
  });
  return getSegments({ db }, { recordingId });
}
