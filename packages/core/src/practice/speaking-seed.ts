import { inArray, tables, type Database, type DemoSpeakingPrompt } from '@lexam/db';

const { speakingPrompts, promptSuggestions, practiceLayouts, words } = tables;

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const paragraphs = (lines: string[]) => lines.map((line) => `<p>${escape(line)}</p>`).join('');
/** A cue card: the task, then "You should say:" and its points. */
const cueCardHtml = ([task, ...points]: string[]) => (task ? `<p><strong>${escape(task)}</strong></p><p>You should say:</p><ul>${points.map((point) => `<li><p>${escape(point)}</p></li>`).join('')}</ul>` : '');

/**
 * The demo speaking prompts (each once, by its seedKey) with their suggestions and vocabulary, and the
 * two parts' layouts (each once, by section). Safe to call on every start.
 */
export async function seedSpeakingPrompts(
  db: Database,
  { prompts, layouts }: { prompts: DemoSpeakingPrompt[]; layouts: { section: 'part1' | 'part2'; title: string; paragraphs: string[] }[] },
): Promise<{ prompts: number; layouts: number }> {
  const present = new Set(
    prompts.length ? (await db.select({ seedKey: speakingPrompts.seedKey }).from(speakingPrompts).where(inArray(speakingPrompts.seedKey, prompts.map((prompt) => prompt.key)))).map((row) => row.seedKey) : [],
  );
  let added = 0;
  for (const [index, prompt] of prompts.entries()) {
    if (present.has(prompt.key)) continue;
    await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(speakingPrompts)
        .values({ part: prompt.part, topic: prompt.topic, questions: prompt.questions, cueCardHtml: cueCardHtml(prompt.cueCard), modelAnswerHtml: paragraphs(prompt.modelAnswer), seedKey: prompt.key, sortOrder: index + 1 })
        .onConflictDoNothing()
        .returning({ id: speakingPrompts.id });
      if (!row) return;
      added += 1;
      if (prompt.suggestions.length) await tx.insert(promptSuggestions).values(prompt.suggestions.map((item, order) => ({ speakingId: row.id, kind: item.kind, bodyHtml: `<p>${escape(item.text)}</p>`, sortOrder: order + 1 })));
      if (prompt.words.length) await tx.insert(words).values(prompt.words.map((word, order) => ({ speakingId: row.id, term: word.term, partOfSpeech: word.partOfSpeech, meaning: word.meaning, example: word.example, sortOrder: order + 1 })));
    });
  }
  const layoutRows = await db
    .insert(practiceLayouts)
    .values(layouts.map((layout) => ({ section: layout.section, title: layout.title, bodyHtml: `<ol>${layout.paragraphs.map((line) => `<li><p>${escape(line)}</p></li>`).join('')}</ol>` })))
    .onConflictDoNothing()
    .returning({ id: practiceLayouts.id });
  return { prompts: added, layouts: layoutRows.length };
}
