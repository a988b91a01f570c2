import type { DocumentProblemPlace, FieldError } from '@lexam/contracts';
import type { TestDocumentProblem } from './problems';

const PLACE = /^test\.sections\.(\d+)(?:\.groups\.(\d+)(?:\.questions\.(\d+))?)?(?:\.(.+))?$/;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The value at a dotted path of a parsed JSON document; undefined when any step is absent. */
export function valueAt(document: unknown, path: string): unknown {
  let node: unknown = document;
  for (const step of path.split('.')) {
    if (!isRecord(node)) return undefined;
    node = (node as Record<string, unknown>)[step];
  }
  return node;
}

/**
 * Where a path is, as an editor counts (from 1): section, set, and the question by its own number
 * when the document gives one (else the item's place in its set); plus the field named there.
 */
export function placeOf(document: unknown, path: string): { place: DocumentProblemPlace; target?: string } {
  const match = PLACE.exec(path);
  if (!match) {
    // `test.name`, `lesson.name` (the lesson), `format`, `test` or `test.sections` (the test as a whole).
    const target = path === 'test' || path === 'test.sections' || path === '(document)' ? undefined : path.replace(/^test\./, '').split('.')[0];
    return { place: {}, target };
  }
  const [, section, group, question, rest] = match;
  const place: DocumentProblemPlace = { section: Number(section) + 1 };
  if (group !== undefined) place.set = Number(group) + 1;
  if (question !== undefined) {
    const number = valueAt(document, `test.sections.${section}.groups.${group}.questions.${question}.number`);
    if (typeof number === 'number' && Number.isInteger(number)) place.question = number;
    else place.item = Number(question) + 1;
  }
  return { place, target: rest?.split('.')[0] };
}

/** A problem as the API answers it: its path in `field`, and a code, place and field a screen can word. */
export function describeDocumentProblem(document: unknown, { path, message, code, params }: TestDocumentProblem): FieldError {
  const { place, target } = placeOf(document, path);
  const inferred = code ?? (valueAt(document, path) === undefined && path !== '(document)' ? 'missing' : 'invalid');
  return { field: path, message, code: inferred, place, ...(target ? { target } : {}), ...(params ? { params } : {}) };
}
