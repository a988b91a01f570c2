/** Collapses HTML (or any authored text) to comparable plain text: no tags, basic entities decoded, one space between words, plain quotes, lower case. */
export function comparableText(html: string): string {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#0?39;|&apos;/g, "'")
    // Error-identification segments read as their text ("[A:was]" → "was").
    .replace(/\[[A-E]:([^\]]*)\]/g, '$1')
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[–—]/g, '-')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

/** Every string inside a JSON value (a question's content), joined: where a Part 5 sentence or a grammar item keeps its text. */
export function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsOf);
  return [];
}

/** The phrases of an evidence text: several are joined by " … " (or "..."). */
export function evidencePhrases(evidence: string): string[] {
  return evidence.split(/\s*(?:…|\.\.\.)\s*/).map((phrase) => phrase.trim()).filter((phrase) => phrase.length > 0);
}
