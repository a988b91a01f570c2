import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import type { ZodObject } from 'zod';
import { userType, type ContentType, type Fields } from '@lexam/contracts';
import { readingContentResources } from '@web/modules/course-admin/reading/reading-resources';
import { listeningContentResources } from '@web/modules/course-admin/listening/listening-resources';
import { toeicCourseContentResources } from '@web/modules/course-admin/toeic/toeic-course-resources';
import { userResource } from '@web/modules/system/user-resource';
import { flashcardContentResources } from '@web/modules/flashcard-admin/flashcard-resources';
import { grammarContentResources } from '@web/modules/grammar-admin/grammar-resources';
import { writingContentResources } from '@web/modules/course-admin/writing/writing-resources';
import { speakingContentResources } from '@web/modules/course-admin/speaking/speaking-resources';

/**
 * Every content resource of the web, held to its content type's one declaration: what the screen
 * offers (form fields, columns, sorts, filters) is what the server accepts.
 */
// The json fields' widgets are React components the unit project does not compile; the test needs only that they are set.
vi.mock('@web/modules/course-admin/reading/practice-field', () => ({ PracticeField: () => null }));
vi.mock('@web/modules/course-admin/reading/word-translations-field', () => ({ WordTranslationsField: () => null }));
vi.mock('@web/modules/grammar-admin/question-field', () => ({ QuestionField: () => null, questionCheck: () => null }));

vi.mock('@web/modules/course-admin/speaking/questions-field', () => ({ QuestionsField: () => null }));
vi.mock('@web/modules/course-admin/speaking/speaking-nav', () => ({ speakingNav: () => () => null }));
vi.mock('@web/modules/system/reset-password-dialog', () => ({ ResetPasswordDialog: () => null }));

const systemContentResources = [{ type: userType as unknown as ContentType<Fields>, definition: userResource as unknown as (typeof readingContentResources)[number]['definition'] }];
const resources = [...readingContentResources, ...flashcardContentResources, ...writingContentResources, ...speakingContentResources, ...listeningContentResources, ...grammarContentResources, ...toeicCourseContentResources, ...systemContentResources].map(({ type, definition }) => ({ name: `${definition.key} ${definition.paths.list}`, type, definition }));

const LANGUAGES = ['en', 'fr', 'vn', 'cn', 'ar'] as const;
const locales = new Map<string, unknown>();
function localeOf(lang: string, ns: string): unknown {
  const file = new URL(`../../locales/${lang}/${ns}.json`, import.meta.url);
  if (!locales.has(file.href)) locales.set(file.href, JSON.parse(readFileSync(file, 'utf8')));
  return locales.get(file.href);
}
const textAt = (texts: unknown, key: string): unknown => key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), texts);

const shapeKeys = (schema: unknown) => Object.keys((schema as ZodObject).shape);

describe.each(resources)('$name', ({ type, definition }) => {
  it('is the declared entity, permission and schemas', () => {
    expect(definition.entity).toBe(type.entity);
    expect(definition.permission).toBe(type.permission);
    expect(definition.form.createSchema).toBe(type.create);
    expect(definition.form.updateSchema).toBe(type.update);
  });

  it('edits only fields the create and update schemas take', () => {
    const fields = definition.form.fields.map((field) => field.name);
    const edited = definition.form.fields.filter((field) => !field.modes || field.modes.includes('edit')).map((field) => field.name);
    expect(fields.length).toBeGreaterThan(0);
    expect(fields.filter((name) => !shapeKeys(type.create).includes(name))).toEqual([]);
    expect(edited.filter((name) => !shapeKeys(type.update).includes(name))).toEqual([]);
  });

  it('lists only columns of the row, sortable exactly where the server sorts', () => {
    const rowKeys = shapeKeys(type.row);
    for (const column of definition.list.columns) {
      expect(rowKeys, column.field).toContain(column.field);
      if (column.sortable) expect(type.sortable, column.field).toContain(column.sortKey ?? column.field);
    }
    expect(definition.list.defaultSort).toBe(type.defaultSort);
    if (definition.list.defaultSort) expect(type.sortable).toContain(definition.list.defaultSort.replace(/^-/, ''));
  });

  it('filters only by filterable fields', () => {
    for (const key of Object.keys(definition.list.fixedFilters ?? {})) expect(type.filterable).toContain(key);
    if (definition.list.parentFilter) expect(definition.list.parentFilter.field).toBe(type.parent);
    const args = { pageIndex: 1, pageSize: 20, filters: { ...definition.list.fixedFilters } };
    expect(type.query.safeParse(definition.calls.list(args).params).success).toBe(true);
  });

  it('starts a new form with exactly the keys of its fields, the fixed filters and the parent from the address', () => {
    const parent = type.parent;
    const defaults = definition.form.createDefaults(new URLSearchParams(parent ? `${parent}=7` : ''));
    for (const field of definition.form.fields) expect(Object.keys(defaults)).toContain(field.name);
    // A fixed filter is the route's (a source, a word list's id): a number field takes it as a number.
    const fixed = definition.list.fixedFilters ?? {};
    for (const [key, value] of Object.entries(fixed)) if (key in defaults) expect(String(defaults[key])).toBe(value);
    if (parent && !(parent in fixed)) expect(defaults[parent]).toBe(7);
  });

  it('has a translated label for every field and column, by convention', () => {
    // `<labelKey>.fields.<field>`, or the namespace's shared `fields.<field>` (createdAt).
    for (const field of definition.form.fields) expect(field.label).toMatch(/^([a-zA-Z]+\.)?fields\.\w+$/);
    for (const column of definition.list.columns) expect(column.label).toMatch(/^([a-zA-Z]+\.)?fields\.\w+$/);
  });

  it('finds every label of its screens (titles, fields, columns, row actions) in all five languages', () => {
    const keys = [
      ...Object.values(definition.labels),
      ...definition.form.fields.map((field) => field.label),
      ...definition.list.columns.map((column) => column.label),
      ...(definition.list.rowActions ?? []).map((action) => action.label),
    ].filter((key) => key.includes('.') && !key.includes(':'));
    for (const lang of LANGUAGES) {
      const texts = localeOf(lang, definition.ns);
      // A column's label may be the namespace's shared `fields.<field>` when the resource has none of its own.
      const missing = keys.filter((key) => textAt(texts, key) === undefined && textAt(texts, key.replace(/^[a-zA-Z]+\.fields\./, 'fields.')) === undefined);
      expect(missing, `${lang}/${definition.ns}.json`).toEqual([]);
    }
  });
});
