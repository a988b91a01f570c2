/** One spoken line of a transcript: the speaker's name and what they say. */
export type ScriptLine = readonly [speaker: string, text: string];

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * The transcript as simple HTML, one `<p><strong>Speaker:</strong> text</p>` per line. The audio
 * script (`scripts/make-demo-audio.mjs`) reads the speakers back from this shape.
 */
export function transcriptHtmlOf(lines: readonly ScriptLine[]): string {
  return lines.map(([speaker, text]) => `<p><strong>${escapeHtml(speaker)}:</strong> ${escapeHtml(text)}</p>`).join('\n');
}
