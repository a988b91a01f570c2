/**
 * Highlights and notes on a passage, kept per attempt in localStorage so a reload keeps them. A mark
 * is a range of character offsets in the passage's text (its DOM `textContent`), which inserted
 * `<mark>` elements do not change, so ranges stay valid however many marks are drawn.
 */
export interface Annotation {
  id: string;
  sectionId: number;
  /** Offsets in the section's passage text, start inclusive, end exclusive. */
  start: number;
  end: number;
  /** The marked text, to list notes without the passage. */
  quote: string;
  /** A note's text; null for a plain highlight. */
  note: string | null;
}

/**
 * Adds a mark. A plain highlight that overlaps or touches other plain highlights of its section is
 * merged with them (one stroke of the pen); a note always stays its own mark.
 */
export function addAnnotation({ list, annotation, passageText }: { list: readonly Annotation[]; annotation: Annotation; passageText: string }): Annotation[] {
  if (annotation.end <= annotation.start) return [...list];
  if (annotation.note !== null) return [...list, annotation];
  const overlapping = (other: Annotation) =>
    other.sectionId === annotation.sectionId && other.note === null && other.start <= annotation.end && annotation.start <= other.end;
  const merged = list.filter(overlapping);
  const start = Math.min(annotation.start, ...merged.map((other) => other.start));
  const end = Math.max(annotation.end, ...merged.map((other) => other.end));
  return [...list.filter((other) => !overlapping(other)), { ...annotation, start, end, quote: passageText.slice(start, end) || annotation.quote }];
}

export function removeAnnotation(list: readonly Annotation[], id: string): Annotation[] {
  return list.filter((annotation) => annotation.id !== id);
}

/** A stretch of text covered by the same marks. */
export interface MarkSegment {
  start: number;
  end: number;
  ids: string[];
  hasNote: boolean;
}

/** Cuts a section's text at every mark boundary into segments, each with the marks covering it. */
export function segmentMarks({ annotations, length }: { annotations: readonly Annotation[]; length: number }): MarkSegment[] {
  const inside = annotations.filter((mark) => mark.end > mark.start && mark.start < length);
  const cuts = [...new Set(inside.flatMap((mark) => [Math.max(0, mark.start), Math.min(length, mark.end)]))].sort((a, b) => a - b);
  const segments: MarkSegment[] = [];
  for (let index = 0; index < cuts.length - 1; index += 1) {
    const start = cuts[index]!;
    const end = cuts[index + 1]!;
    const covering = inside.filter((mark) => mark.start <= start && mark.end >= end);
    if (covering.length > 0) segments.push({ start, end, ids: covering.map((mark) => mark.id), hasNote: covering.some((mark) => mark.note !== null) });
  }
  return segments;
}

export function annotationsStorageKey(attemptKey: string): string {
  return `lexam.exam.notes.${attemptKey}`;
}

/** Stored marks; an unreadable value gives none. */
export function parseAnnotations(raw: string | null | undefined): Annotation[] {
  if (!raw) return [];
  try {
    const value = JSON.parse(raw) as unknown;
    if (!Array.isArray(value)) return [];
    return value.filter(
      (item): item is Annotation =>
        !!item && typeof item === 'object' && typeof item.id === 'string' && Number.isInteger(item.sectionId) && Number.isInteger(item.start) && Number.isInteger(item.end) && typeof item.quote === 'string' && (item.note === null || typeof item.note === 'string'),
    );
  } catch {
    return [];
  }
}
