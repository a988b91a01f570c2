'use client';

import Box from '@mui/material/Box';
import { createElement, Fragment, memo, useMemo, type ReactNode } from 'react';
import { splitByTerms, termMatcher } from './highlight-terms';
import { parsePassageHtml, type PassageNode } from './passage-html';

/** The tags the server's sanitiser keeps in a passage (packages/core, sanitizeExamHtml). */
const TAGS = new Set(['h2', 'h3', 'p', 'em', 'strong', 'ul', 'ol', 'li', 'br', 'table', 'caption', 'thead', 'tbody', 'tr', 'th', 'td']);
const ATTRIBUTES: Record<string, string> = { 'data-paragraph': 'data-paragraph', colspan: 'colSpan', rowspan: 'rowSpan' };

/** The terms of a passage's words as one string, one per line. */
export const termsKeyOf = (words: readonly { term: string }[] | undefined) => (words ?? []).map((word) => word.term).join('\n');

export interface PassageTextProps {
  /** Sanitised HTML of the passage. */
  html: string;
  /** The vocabulary's terms, one per line (`termsKeyOf`): a string, so equal terms never rebuild the passage. */
  termsKey: string;
  /** A term's button was pressed (click, tap, Enter or Space on it). */
  onTerm: (term: string, button: HTMLElement) => void;
}

/**
 * A passage with its vocabulary highlighted: the stored HTML, rebuilt as React elements (only the
 * sanitiser's tags and attributes, so nothing else can come through; read the same way on the server
 * and in the browser, so the server paints the passage and hydration keeps it), where each occurrence of a
 * term is a button a learner can click, tap or reach with Tab. The passage stays left to right.
 */
export const PassageText = memo(function PassageText({ html, termsKey, onTerm }: PassageTextProps) {
  const tree = useMemo(() => parsePassageHtml(html), [html]);
  const terms = useMemo(() => (termsKey ? termsKey.split('\n') : []), [termsKey]);
  const content = useMemo(() => {
    const matcher = termMatcher(terms);
    // Keys are the node's place among its siblings: the tree is rebuilt whole when the text changes.
    const build = (node: PassageNode, key: number): ReactNode => {
      if (typeof node === 'string') {
        const pieces = splitByTerms(node, terms, matcher);
        return (
          <Fragment key={key}>
            {pieces.map((piece, index) =>
              piece.term ? (
                <button key={index} type="button" className="reading-term" data-term={piece.term} aria-haspopup="dialog" onClick={(event) => onTerm(piece.term!, event.currentTarget)}>
                  {piece.text}
                </button>
              ) : (
                piece.text
              ),
            )}
          </Fragment>
        );
      }
      const children = node.children.map(build);
      if (!TAGS.has(node.tag)) return <Fragment key={key}>{children}</Fragment>;
      const props: Record<string, string | number> = { key };
      for (const [name, prop] of Object.entries(ATTRIBUTES)) {
        const value = node.attributes[name];
        if (value !== undefined) props[prop] = value;
      }
      return createElement(node.tag, props, ...(node.tag === 'br' ? [] : children));
    };
    return tree.map(build);
  }, [tree, terms, onTerm]);

  return (
    <Box
      dir="ltr"
      lang="en"
      data-testid="reading-passage"
      sx={{
        typography: 'body1',
        lineHeight: 1.8,
        textAlign: 'start',
        '& h2, & h3': { typography: 'h5', mt: 0, mb: 2 },
        '& p': { mt: 0, mb: 2 },
        // A logical margin: the passage is left to right inside a right-to-left page, and the page's RTL styling would flip a physical one.
        '& p[data-paragraph]::before': { content: 'attr(data-paragraph)', fontWeight: 700, marginInlineEnd: '0.5em', color: 'primary.main' },
        '& table': { borderCollapse: 'collapse', mb: 2 },
        '& th, & td': { border: 1, borderColor: 'divider', px: 1, py: 0.5 },
        '& .reading-term': {
          font: 'inherit',
          color: 'inherit',
          p: 0,
          m: 0,
          border: 0,
          borderBottom: '2px dotted',
          borderColor: 'primary.main',
          bgcolor: (theme) => (theme.palette.mode === 'dark' ? 'rgba(144, 202, 249, 0.16)' : 'rgba(25, 118, 210, 0.08)'),
          borderRadius: 0.5,
          cursor: 'pointer',
          '&:hover': { bgcolor: (theme) => (theme.palette.mode === 'dark' ? 'rgba(144, 202, 249, 0.28)' : 'rgba(25, 118, 210, 0.16)') },
          '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
        },
      }}
    >
      {content}
    </Box>
  );
});
