import type { PracticeItem } from '@lexam/contracts';
import { eq, inArray, tables, type Database, type DemoGrammarGrade } from '@lexam/db';
import { sanitizeStoredHtml } from '../common/sanitize-html';
import { checkExerciseQuestion } from '../content/grammar/grammar-services';

const { grammarExercises, grammarGrades, grammarPoints, grammarUnits, words } = tables;

/**
 * Seeds the demo grammar course: each grade and unit once under its seed key; a new unit gets its
 * grammar point (sanitised), its new words and its exercises, each checked by the exam engine's
 * registry as an admin's save is. Idempotent: what is there already is left as it is.
 */
export async function seedGrammarCourse(db: Database, grades: readonly DemoGrammarGrade[]): Promise<{ grades: number; units: number; exercises: number }> {
  const counts = { grades: 0, units: 0, exercises: 0 };
  const unitKeys = grades.flatMap((grade) => grade.units.map((unit) => unit.key));
  const seededUnits = new Set((await db.select({ key: grammarUnits.seedKey }).from(grammarUnits).where(inArray(grammarUnits.seedKey, unitKeys))).map((row) => row.key));
  for (const [gradeIndex, grade] of grades.entries()) {
    let [gradeRow] = await db.select({ id: grammarGrades.id }).from(grammarGrades).where(eq(grammarGrades.seedKey, grade.key)).limit(1);
    if (!gradeRow) {
      [gradeRow] = await db.insert(grammarGrades).values({ title: grade.title, description: grade.description, seedKey: grade.key, sortOrder: gradeIndex + 1 }).returning({ id: grammarGrades.id });
      counts.grades += 1;
    }
    for (const [unitIndex, unit] of grade.units.entries()) {
      if (seededUnits.has(unit.key)) continue;
      const questions = unit.exercises.map((exercise) => checkExerciseQuestion(exercise.question as PracticeItem));
      await db.transaction(async (tx) => {
        const [unitRow] = await tx
          .insert(grammarUnits)
          .values({ gradeId: gradeRow!.id, topic: unit.topic, description: unit.description, seedKey: unit.key, sortOrder: unitIndex + 1 })
          .returning({ id: grammarUnits.id });
        const unitId = unitRow!.id;
        await tx.insert(grammarPoints).values({ unitId, title: unit.point.title, bodyHtml: sanitizeStoredHtml(unit.point.bodyHtml), seedKey: `${unit.key}-point`, sortOrder: 1 });
        await tx.insert(words).values(unit.words.map(([term, partOfSpeech, meaning, example], index) => ({ grammarUnitId: unitId, term, partOfSpeech, meaning, example, sortOrder: index + 1 })));
        await tx.insert(grammarExercises).values(unit.exercises.map((exercise, index) => ({ unitId, title: exercise.title, question: questions[index]!, seedKey: `${unit.key}-e${index + 1}`, sortOrder: index + 1 })));
      });
      counts.units += 1;
      counts.exercises += unit.exercises.length;
    }
  }
  return counts;
}
