import type { SubmissionComment } from '@lexam/contracts';

export interface TextSelection {
  start: number;
  end: number;
  quote: string;
}

export interface Piece {
  start: number;
  end: number;
  commentIds: number[];
}

/** The paragraphs of a text (split by blank lines) as [start, end) ranges of it. */
export function paragraphRanges(text: string): Array<[number, number]> {
  const ranges: Array<[number, number]> = [];
  const breaks = /\n[ \t]*\n+/g;
  let start = 0;
  for (let match = breaks.exec(text); match; match = breaks.exec(text)) {
    if (match.index > start) ranges.push([start, match.index]);
    start = match.index + match[0].length;
  }
  if (start < text.length) ranges.push([start, text.length]);
  return ranges;
}

/** The pieces of [from, to) cut at every anchor boundary, each with the comments covering it. */
export function piecesOf(from: number, to: number, comments: Array<Pick<SubmissionComment, 'id' | 'anchorStart' | 'anchorEnd'>>): Piece[] {
  const anchored = comments.filter((comment) => comment.anchorStart !== null && comment.anchorEnd !== null);
  const cuts = new Set([from, to]);
  for (const comment of anchored) for (const at of [comment.anchorStart!, comment.anchorEnd!]) if (at > from && at < to) cuts.add(at);
  const sorted = [...cuts].sort((a, b) => a - b);
  return sorted.slice(0, -1).map((start, index) => {
    const end = sorted[index + 1]!;
    return { start, end, commentIds: anchored.filter((comment) => comment.anchorStart! < end && comment.anchorEnd! > start).map((comment) => comment.id) };
  });
}

