'use client';

import Box from '@mui/material/Box';
import { useLayoutEffect, useRef, useState } from 'react';
import { segmentMarks, type Annotation } from './annotations';
import { LazyMarkMenu, LazySelectionToolbar } from './lazy-parts';
import { drawMarks, textOffsetWithin } from './mark-dom';

interface Selected {
  start: number;
  end: number;
  quote: string;
  anchor: { getBoundingClientRect: () => DOMRect };
}

interface MarkMenu {
  ids: string[];
  anchor: HTMLElement;
}

export interface PassageViewProps {
  sectionId: number;
  html: string;
  annotations: readonly Annotation[];
  onAdd: (input: { start: number; end: number; quote: string; passageText: string; withNote: boolean }) => void;
  onRemove: (id: string) => void;
}

/**
 * A reading passage (sanitised HTML from the server) that the learner can mark: select text, then
 * highlight it or add a note; click a mark to see its note or remove it. The passage is English and
 * stays left to right in every interface language.
 */
export function PassageView({ sectionId, html, annotations, onAdd, onRemove }: PassageViewProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const [selected, setSelected] = useState<Selected | null>(null);
  const [markMenu, setMarkMenu] = useState<MarkMenu | null>(null);
  const mine = annotations.filter((annotation) => annotation.sectionId === sectionId);
  const marksKey = JSON.stringify(mine.map((annotation) => [annotation.id, annotation.start, annotation.end, annotation.note !== null]));

  // The passage's HTML is rendered (by the server too: the passage is in the page's first HTML);
  // the marks are drawn over it here, after the HTML is put back as it was when they change, so a
  // selection in progress survives other renders. Without marks, the HTML React put in is left as
  // it is (hydrating a server-rendered passage must not replace its paragraphs: a new paint).
  const drawn = useRef<{ html: string; marksKey: string } | null>(null);
  useLayoutEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    const previous = drawn.current;
    drawn.current = { html, marksKey };
    const marks = JSON.parse(marksKey) as Array<[string, number, number, boolean]>;
    const isFresh = previous === null || previous.html !== html;
    if (isFresh && marks.length === 0) return;
    root.innerHTML = html;
    const toDraw = marks.map(([id, start, end, hasNote]) => ({ id, sectionId, start, end, quote: '', note: hasNote ? '' : null }));
    drawMarks(root, segmentMarks({ annotations: toDraw, length: root.textContent?.length ?? 0 }));
  }, [html, marksKey, sectionId]);

  const readSelection = () => {
    const root = rootRef.current;
    const selection = window.getSelection();
    if (!root || !selection || selection.rangeCount === 0 || selection.isCollapsed) return setSelected(null);
    const range = selection.getRangeAt(0);
    if (!root.contains(range.commonAncestorContainer)) return setSelected(null);
    const start = textOffsetWithin(root, range.startContainer, range.startOffset);
    const end = textOffsetWithin(root, range.endContainer, range.endOffset);
    const quote = range.toString();
    if (end <= start || !quote.trim()) return setSelected(null);
    const rect = range.getBoundingClientRect();
    setSelected({ start, end, quote, anchor: { getBoundingClientRect: () => rect } });
  };

  const add = (withNote: boolean) => {
    const root = rootRef.current;
    if (!selected || !root) return;
    onAdd({ start: selected.start, end: selected.end, quote: selected.quote, passageText: root.textContent ?? '', withNote });
    window.getSelection()?.removeAllRanges();
    setSelected(null);
  };

  const onClick = (event: React.MouseEvent) => {
    const mark = (event.target as HTMLElement).closest('mark.exam-mark');
    if (mark instanceof HTMLElement && window.getSelection()?.isCollapsed !== false) setMarkMenu({ ids: (mark.dataset.ids ?? '').split(' ').filter(Boolean), anchor: mark });
  };

  const menuMarks = markMenu ? mine.filter((annotation) => markMenu.ids.includes(annotation.id)) : [];

  return (
    <>
      <Box
        ref={rootRef}
        dir="ltr"
        lang="en"
        data-testid="passage"
        dangerouslySetInnerHTML={{ __html: html }}
        onMouseUp={readSelection}
        onKeyUp={readSelection}
        onTouchEnd={readSelection}
        onClick={onClick}
        sx={{
          typography: 'body1',
          lineHeight: 1.75,
          textAlign: 'start',
          '& h1, & h2, & h3': { typography: 'h5', mt: 0, mb: 2 },
          // Paragraphs out of sight are not laid out until they come near (a passage is a few screens long).
          '& p': { mt: 0, mb: 2, contentVisibility: 'auto', containIntrinsicSize: 'auto 10lh' },
          '& mark.exam-mark': { bgcolor: 'warning.light', color: 'common.black', cursor: 'pointer', borderRadius: 0.5 },
          '& mark.exam-mark-note': { bgcolor: 'info.light', borderBottom: 2, borderColor: 'info.dark' },
        }}
      />
      {selected && <LazySelectionToolbar anchor={selected.anchor} onClose={() => setSelected(null)} onAdd={add} />}
      {markMenu && <LazyMarkMenu anchor={markMenu.anchor} marks={menuMarks} onClose={() => setMarkMenu(null)} onRemove={onRemove} />}
    </>
  );
}
