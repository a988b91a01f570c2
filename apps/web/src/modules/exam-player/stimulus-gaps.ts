/** A Part 6 gap in a group's stimulus: `[[131]]` stands where question 131's answer goes. */
const GAP = /\[\[(\d{1,3})\]\]/g;

/** The question numbers of the gaps of a stimulus, in order. */
export function gapNumbers(html: string): number[] {
  return [...html.matchAll(GAP)].map((match) => Number(match[1]));
}

/**
 * The stimulus with each `[[n]]` turned into a numbered gap button (`data-gap="n"`) that the screen
 * makes focus question n; `label` names it for screen readers ("Question 131"), and an answered
 * gap carries `data-answered`. The HTML is the server's sanitised HTML; only the markers change.
 */
export function renderGaps({ html, label, answered }: { html: string; label: (number: number) => string; answered: ReadonlySet<number> }): string {
  return html.replace(GAP, (_, raw: string) => {
    const number = Number(raw);
    const state = answered.has(number) ? ' data-answered="true"' : '';
    return `<button type="button" class="exam-gap" data-gap="${number}"${state} aria-label="${escapeAttribute(label(number))}">${number}</button>`;
  });
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}
