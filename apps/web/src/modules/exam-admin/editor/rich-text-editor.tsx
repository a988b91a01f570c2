'use client';

import { RichTextEditor as SharedEditor, type RichTextEditorProps } from '@web/components/rich-text/rich-text-editor';

/** The shared editor with the paragraph-letter field on by default (IELTS passages). */
export function RichTextEditor({ hasLetter = true, ...props }: RichTextEditorProps) {
  return <SharedEditor hasLetter={hasLetter} {...props} />;
}
