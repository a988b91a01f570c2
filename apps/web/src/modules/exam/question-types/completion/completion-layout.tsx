import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';
import type { CompletionVariant } from '../shared/content-types';
import { formFieldOf, linesOf, noteLineKind, tableOf, withoutBullet } from './completion-body';
import type { BodySegment } from './completion-body';

type Render = (segments: BodySegment[]) => ReactNode;

/** Lines of text with gaps: sentences one per line, a summary as its paragraph(s). */
function Paragraphs({ body, renderSegments }: { body: string; renderSegments: Render }) {
  return (
    <Stack spacing={1.25}>
      {linesOf(body).map((segments, index) => (
        <Box dir="auto" key={index} component="div" sx={{ m: 0, typography: 'body1', lineHeight: 2.1 }}>
          {renderSegments(segments)}
        </Box>
      ))}
    </Stack>
  );
}

/** Notes as on the paper: short headings, and bullet lines indented under them. */
function Notes({ body, renderSegments }: { body: string; renderSegments: Render }) {
  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: { xs: 1.5, sm: 2 } }}>
      {linesOf(body).map((segments, index) => {
        const kind = noteLineKind(segments);
        if (kind === 'heading') {
          return (
            <Box dir="auto" key={index} component="div" sx={{ m: 0, mt: index ? 1.5 : 0, fontWeight: 700, typography: 'subtitle2' }}>
              {renderSegments(segments)}
            </Box>
          );
        }
        return (
          <Box dir="auto"
            key={index}
            component="div"
            sx={{ m: 0, typography: 'body1', lineHeight: 2.1, ...(kind === 'bullet' ? { display: 'list-item', listStyleType: 'disc', marginInlineStart: 3 } : {}) }}
          >
            {renderSegments(kind === 'bullet' ? withoutBullet(segments) : segments)}
          </Box>
        );
      })}
    </Box>
  );
}

/** A form: each `Label: value` line as a row of the printed form. */
function Form({ body, renderSegments }: { body: string; renderSegments: Render }) {
  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: { xs: 1.5, sm: 2 }, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'minmax(120px, max-content) 1fr' }, columnGap: 2, rowGap: { xs: 0.25, sm: 0.5 } }}>
      {linesOf(body).map((segments, index) => {
        const { label, value } = formFieldOf(segments);
        return label === null ? (
          <Box dir="auto" key={index} sx={{ gridColumn: '1 / -1', typography: 'body1', lineHeight: 2.1 }}>
            {renderSegments(value)}
          </Box>
        ) : (
          <Box key={index} sx={{ display: 'contents' }}>
            <Box sx={{ typography: 'body2', fontWeight: 600, color: 'text.secondary', lineHeight: { sm: 2.4 }, mt: { xs: index ? 1 : 0, sm: 0 } }}>{label}</Box>
            <Box dir="auto" sx={{ typography: 'body1', lineHeight: 2.1 }}>{renderSegments(value)}</Box>
          </Box>
        );
      })}
    </Box>
  );
}

/** A table from `|`-separated rows; the first row is the header. Scrolls sideways on a narrow screen. */
function CompletionTable({ body, renderSegments }: { body: string; renderSegments: Render }) {
  const [head, ...rows] = tableOf(body);
  return (
    <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Table dir="auto" size="small" sx={{ '& td, & th': { borderInlineEnd: 1, borderColor: 'divider', verticalAlign: 'top', lineHeight: 2.1 } }}>
        {head ? (
          <TableHead>
            <TableRow>
              {head.map((cell, index) => (
                <TableCell dir="auto" key={index} component="th" scope="col" sx={{ fontWeight: 700 }}>
                  {renderSegments(cell)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
        ) : null}
        <TableBody>
          {rows.map((row, rowIndex) => (
            <TableRow key={rowIndex}>
              {row.map((cell, index) => (
                <TableCell dir="auto" key={index} sx={{ minWidth: 120 }}>
                  {renderSegments(cell)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** A flow-chart: each line a box, an arrow down between boxes. */
function FlowChart({ body, renderSegments }: { body: string; renderSegments: Render }) {
  const lines = linesOf(body);
  return (
    <Stack component="ol" sx={{ listStyle: 'none', m: 0, p: 0, alignItems: 'center' }}>
      {lines.map((segments, index) => (
        <Box component="li" key={index} sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', width: '100%' }}>
          <Box dir="auto" sx={{ border: 1, borderColor: 'text.secondary', borderRadius: 1, px: 2, py: 1, width: '100%', maxWidth: 520, textAlign: 'center', typography: 'body1', lineHeight: 2.1 }}>
            {renderSegments(segments)}
          </Box>
          {index < lines.length - 1 ? <ArrowDownwardIcon aria-hidden fontSize="small" sx={{ my: 0.5, color: 'text.secondary' }} /> : null}
        </Box>
      ))}
    </Stack>
  );
}

/** Lays a completion body out the way its variant is printed. */
export function CompletionLayout({ variant, body, renderSegments }: { variant: CompletionVariant; body: string; renderSegments: Render }) {
  if (variant === 'table') return <CompletionTable body={body} renderSegments={renderSegments} />;
  if (variant === 'flow-chart') return <FlowChart body={body} renderSegments={renderSegments} />;
  if (variant === 'form') return <Form body={body} renderSegments={renderSegments} />;
  if (variant === 'note') return <Notes body={body} renderSegments={renderSegments} />;
  return <Paragraphs body={body} renderSegments={renderSegments} />;
}
