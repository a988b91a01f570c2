'use client';

import Box from '@mui/material/Box';
import type { SubmissionComment } from '@lexam/contracts';
import { useCallback, useMemo, useRef } from 'react';
import { paragraphRanges, piecesOf, type TextSelection } from './anchored-ranges';

export type { TextSelection };

/** The absolute offset of a DOM point inside the text (each piece carries its start). */
function offsetOf(node: Node, offset: number): number | null {
  const element = (node.nodeType === Node.TEXT_NODE ? node.parentElement : (node as Element))?.closest<HTMLElement>('[data-start]');
  if (!element) return null;
  return Number(element.dataset.start) + (node.nodeType === Node.TEXT_NODE ? offset : 0);
}

/**
 * An answer with its paragraphs, the commented words highlighted (the active comment's stronger), and,
 * when `onSelect` is given, the selection reported as character offsets of the text with its quote.
 */
export function AnchoredText({ text, comments, activeId, onSelect, onActivate, label }: {
  text: string;
  comments: SubmissionComment[];
  activeId?: number | null;
  onSelect?: (selection: TextSelection | null) => void;
  onActivate?: (commentId: number) => void;
  label: string;
}) {
  const root = useRef<HTMLDivElement>(null);
  const paragraphs = useMemo(() => paragraphRanges(text).map(([from, to]) => piecesOf(from, to, comments)), [text, comments]);

  const readSelection = useCallback(() => {
    if (!onSelect) return;
    const selection = window.getSelection();
    if (!selection || selection.isCollapsed || selection.rangeCount === 0 || !root.current) return onSelect(null);
    const range = selection.getRangeAt(0);
    if (!root.current.contains(range.startContainer) || !root.current.contains(range.endContainer)) return onSelect(null);
    let start = offsetOf(range.startContainer, range.startOffset);
    let end = offsetOf(range.endContainer, range.endOffset);
    if (start === null || end === null) return onSelect(null);
    if (end < start) [start, end] = [end, start];
    while (start < end && /\s/.test(text[start]!)) start += 1;
    while (end > start && /\s/.test(text[end - 1]!)) end -= 1;
    onSelect(end > start ? { start, end, quote: text.slice(start, end) } : null);
  }, [onSelect, text]);

  return (
    <Box ref={root} role="document" aria-label={label} dir="ltr" lang="en" onMouseUp={readSelection} onKeyUp={readSelection} onTouchEnd={readSelection} sx={{ typography: 'body1', lineHeight: 1.8 }} data-testid="anchored-text">
      {paragraphs.map((pieces, index) => (
        <Box component="p" key={index} sx={{ my: 0, mb: 2, whiteSpace: 'pre-wrap' }}>
          {pieces.map((piece) =>
            piece.commentIds.length > 0 ? (
              <Box
                component="mark"
                key={piece.start}
                data-start={piece.start}
                data-comment-ids={piece.commentIds.join(' ')}
                onClick={() => onActivate?.(piece.commentIds[0]!)}
                sx={(theme) => ({
                  color: 'inherit',
                  cursor: onActivate ? 'pointer' : 'default',
                  borderBottom: `2px solid ${theme.palette.warning.main}`,
                  bgcolor: activeId !== null && activeId !== undefined && piece.commentIds.includes(activeId) ? 'warning.light' : theme.palette.mode === 'dark' ? 'rgba(255, 171, 0, 0.24)' : 'rgba(255, 171, 0, 0.2)',
                  ...(activeId !== null && activeId !== undefined && piece.commentIds.includes(activeId) ? { color: theme.palette.getContrastText(theme.palette.warning.light) } : {}),
                })}
              >
                {text.slice(piece.start, piece.end)}
              </Box>
            ) : (
              <span key={piece.start} data-start={piece.start}>
                {text.slice(piece.start, piece.end)}
              </span>
            ),
          )}
        </Box>
      ))}
    </Box>
  );
}
