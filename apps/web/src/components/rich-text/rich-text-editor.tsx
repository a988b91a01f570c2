'use client';

import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import FormatBoldRoundedIcon from '@mui/icons-material/FormatBoldRounded';
import FormatItalicRoundedIcon from '@mui/icons-material/FormatItalicRounded';
import FormatListBulletedRoundedIcon from '@mui/icons-material/FormatListBulletedRounded';
import FormatListNumberedRoundedIcon from '@mui/icons-material/FormatListNumberedRounded';
import TitleRoundedIcon from '@mui/icons-material/TitleRounded';
import { EditorContent, Extension, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useId, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Keeps a paragraph's letter (`<p data-paragraph="B">`): paragraph-matching questions and the review
 * point at it, and TipTap would drop an attribute it does not know.
 */
const ParagraphLetter = Extension.create({
  name: 'paragraphLetter',
  addGlobalAttributes() {
    return [{
      types: ['paragraph'],
      attributes: {
        paragraph: {
          default: null,
          parseHTML: (element) => element.getAttribute('data-paragraph'),
          renderHTML: (attributes) => (attributes.paragraph ? { 'data-paragraph': String(attributes.paragraph) } : {}),
        },
      },
    }];
  },
});

// Only what the test format keeps (sanitizeExamHtml): h2, h3, p, em, strong, lists, br.
const extensions = [
  StarterKit.configure({ heading: { levels: [2, 3] }, blockquote: false, code: false, codeBlock: false, horizontalRule: false, strike: false, underline: false, link: false }),
  ParagraphLetter,
];

function ToolButton({ label, icon, isActive, onClick }: { label: string; icon: ReactElement; isActive: boolean; onClick: () => void }) {
  return (
    <Tooltip title={label}>
      <IconButton size="small" aria-label={label} aria-pressed={isActive} onClick={onClick} color={isActive ? 'primary' : 'default'}>
        {icon}
      </IconButton>
    </Tooltip>
  );
}

function Toolbar({ editor, hasLetter }: { editor: Editor; hasLetter: boolean }) {
  const { t } = useTranslation('resource');
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      h2: current.isActive('heading', { level: 2 }),
      h3: current.isActive('heading', { level: 3 }),
      bullets: current.isActive('bulletList'),
      numbers: current.isActive('orderedList'),
      letter: (current.getAttributes('paragraph').paragraph as string | null | undefined) ?? '',
      isParagraph: current.isActive('paragraph'),
    }),
  });
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.5, px: 1, py: 0.5, borderBottom: 1, borderColor: 'divider' }}>
      <ToolButton label={t('rich.bold')} icon={<FormatBoldRoundedIcon fontSize="small" />} isActive={state.bold} onClick={() => editor.chain().focus().toggleBold().run()} />
      <ToolButton label={t('rich.italic')} icon={<FormatItalicRoundedIcon fontSize="small" />} isActive={state.italic} onClick={() => editor.chain().focus().toggleItalic().run()} />
      <ToolButton label={t('rich.heading')} icon={<TitleRoundedIcon fontSize="small" />} isActive={state.h2} onClick={() => editor.chain().focus().toggleHeading({ level: 2 }).run()} />
      <ToolButton label={t('rich.subheading')} icon={<TitleRoundedIcon sx={{ fontSize: 16 }} />} isActive={state.h3} onClick={() => editor.chain().focus().toggleHeading({ level: 3 }).run()} />
      <ToolButton label={t('rich.bullets')} icon={<FormatListBulletedRoundedIcon fontSize="small" />} isActive={state.bullets} onClick={() => editor.chain().focus().toggleBulletList().run()} />
      <ToolButton label={t('rich.numbers')} icon={<FormatListNumberedRoundedIcon fontSize="small" />} isActive={state.numbers} onClick={() => editor.chain().focus().toggleOrderedList().run()} />
      {hasLetter && (
        <TextField
          size="small"
          label={t('rich.letter')}
          value={state.letter}
          disabled={!state.isParagraph}
          onChange={(event) => editor.chain().updateAttributes('paragraph', { paragraph: event.target.value.toUpperCase().slice(0, 2) || null }).run()}
          sx={{ width: 160, marginInlineStart: 1 }}
          slotProps={{ htmlInput: { maxLength: 2 } }}
        />
      )}
    </Box>
  );
}

export interface RichTextEditorProps {
  label: string;
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  error?: string;
  /** A hint under the editor (shown when there is no error). */
  helper?: string;
  /** The paragraph-letter field of IELTS passages. */
  hasLetter?: boolean;
  disabled?: boolean;
}

/**
 * A passage or transcript in TipTap, shared by the test editor and the content forms. Uncontrolled
 * after the first render (`value` is the starting HTML); every change reports the HTML. The server
 * sanitises it again when it is saved. TipTap keeps a `[[131]]` gap marker as plain text. The
 * toolbar's buttons are in the tab order, each named and marked pressed when its style applies.
 */
export function RichTextEditor({ label, value, onChange, onBlur, error, helper, hasLetter = false, disabled = false }: RichTextEditorProps) {
  const labelId = useId();
  const helperId = useId();
  const editor = useEditor({
    extensions,
    content: value,
    editable: !disabled,
    immediatelyRender: false,
    editorProps: { attributes: { 'aria-labelledby': labelId, role: 'textbox', 'aria-multiline': 'true', ...(error || helper ? { 'aria-describedby': helperId } : {}), ...(error ? { 'aria-invalid': 'true' } : {}) } },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
    onBlur: () => onBlur?.(),
  });
  return (
    <Box>
      <FormLabel id={labelId} error={Boolean(error)} sx={{ display: 'block', mb: 0.75, typography: 'body2' }}>
        {label}
      </FormLabel>
      <Box
        sx={(theme) => ({
          border: 1,
          borderColor: error ? 'error.main' : 'divider',
          borderRadius: 1,
          '&:focus-within': { borderColor: 'primary.main' },
          '& .ProseMirror': { minHeight: 160, maxHeight: 480, overflowY: 'auto', p: 1.5, outline: 'none', color: 'text.primary', ...theme.typography.body2 },
          '& .ProseMirror p[data-paragraph]::before': { content: 'attr(data-paragraph)', fontWeight: 700, marginInlineEnd: 1, color: 'primary.main' },
          '& .ProseMirror h2, & .ProseMirror h3': { mt: 1, mb: 0.5 },
        })}
      >
        {editor && <Toolbar editor={editor} hasLetter={hasLetter} />}
        <EditorContent editor={editor} />
      </Box>
      {(error ?? helper) && <FormHelperText id={helperId} error={Boolean(error)}>{error ?? helper}</FormHelperText>}
    </Box>
  );
}
