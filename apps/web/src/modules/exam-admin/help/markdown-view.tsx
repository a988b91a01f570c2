import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { inlineSpans, type Block } from './markdown-blocks';

/** Inline text: code, bold, emphasis; a link only to a place in the page or a web address. */
function Inline({ text }: { text: string }) {
  return (
    <>
      {inlineSpans(text).map((span, index) => {
        if (span.kind === 'code') return <Box key={index} component="code" dir="ltr" sx={{ fontFamily: 'monospace', fontSize: '0.875em', px: 0.5, borderRadius: 0.5, bgcolor: 'action.hover', overflowWrap: 'anywhere' }}>{span.text}</Box>;
        if (span.kind === 'strong') return <strong key={index}>{span.text}</strong>;
        if (span.kind === 'em') return <em key={index}>{span.text}</em>;
        if (span.kind === 'link') {
          // A path in the source repository means nothing to an editor: its words stay, the link goes.
          if (span.href.startsWith('#')) return <Link key={index} href={span.href}>{span.text}</Link>;
          if (/^https?:\/\//.test(span.href)) return <Link key={index} href={span.href} target="_blank" rel="noopener noreferrer">{span.text}</Link>;
          return <Inline key={index} text={span.text} />;
        }
        return <span key={index}>{span.text}</span>;
      })}
    </>
  );
}

const HEADING_VARIANT = { 1: 'h4', 2: 'h5', 3: 'h6' } as const;

/** Markdown blocks drawn with the theme's own type and tables (the docs are English, left to right). */
export function MarkdownView({ blocks }: { blocks: Block[] }) {
  return (
    <Box dir="ltr" lang="en" sx={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0, typography: 'body2' }}>
      {blocks.map((block, index) => {
        switch (block.kind) {
          case 'heading': {
            const level = Math.min(block.level, 3) as 1 | 2 | 3;
            return (
              <Typography key={index} id={block.id} variant={HEADING_VARIANT[level]} component={`h${Math.min(block.level + 1, 6)}` as 'h2'} sx={{ mt: index === 0 ? 0 : 2, scrollMarginTop: 96 }}>
                <Inline text={block.text} />
              </Typography>
            );
          }
          case 'paragraph':
            return <Typography key={index} variant="body2" component="p"><Inline text={block.text} /></Typography>;
          case 'list':
            return (
              <Box key={index} component={block.ordered ? 'ol' : 'ul'} sx={{ m: 0, ps: 3, display: 'flex', flexDirection: 'column', gap: 0.5 }}>
                {block.items.map((item, itemIndex) => <li key={itemIndex}><Inline text={item} /></li>)}
              </Box>
            );
          case 'table':
            return (
              <TableContainer key={index} sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
                <Table size="small">
                  <TableHead>
                    <TableRow>{block.header.map((cell, cellIndex) => <TableCell key={cellIndex}><Inline text={cell} /></TableCell>)}</TableRow>
                  </TableHead>
                  <TableBody>
                    {block.rows.map((row, rowIndex) => (
                      <TableRow key={rowIndex}>{row.map((cell, cellIndex) => <TableCell key={cellIndex} sx={{ verticalAlign: 'top' }}><Inline text={cell} /></TableCell>)}</TableRow>
                    ))}
                  </TableBody>
                </Table>
              </TableContainer>
            );
          case 'code':
            return (
              <Box key={index} component="pre" tabIndex={0} aria-label={block.language || undefined} sx={{ m: 0, p: 2, borderRadius: 1, bgcolor: 'background.neutral', overflowX: 'auto', fontFamily: 'monospace', fontSize: 13, lineHeight: 1.5 }}>
                <code>{block.text}</code>
              </Box>
            );
        }
      })}
    </Box>
  );
}
