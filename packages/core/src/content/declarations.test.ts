import { describe, expect, it } from 'vitest';
import { getTableColumns } from '@lexam/db';
import type { z } from 'zod';
import { CONTENT_TABLES } from './content-tables';
import { contentServices } from './registry';

const shapeOf = (schema: unknown) => Object.keys((schema as z.ZodObject).shape);

describe.each(contentServices.map((service) => [service.type.entity, service] as const))('the declaration of %s', (entity, service) => {
  const { type } = service;
  const table = CONTENT_TABLES[entity]!;
  const columns = Object.keys(getTableColumns(table));

  it('has a table, known by its entity, with a column for every field', () => {
    expect(table).toBeDefined();
    for (const key of [...type.stored, 'id', 'createdAt', 'updatedAt', ...(type.ordered ? ['sortOrder'] : [])]) expect(columns, key).toContain(key);
  });

  it('sorts, searches, filters and reports only by columns of its row', () => {
    const row = shapeOf(type.row);
    for (const key of [...type.sortable, ...type.searchable, ...type.filterable, ...type.report]) expect(row, key).toContain(key);
    expect(type.sortable).toContain(type.defaultSort.replace(/^-/, ''));
    expect(shapeOf(type.query)).toEqual(expect.arrayContaining(type.filterable));
  });

  it('creates and edits every writable field, and nothing else', () => {
    const writable = Object.entries(type.fields).filter(([, field]) => !field.readOnly && !field.computed).map(([key]) => key);
    expect(shapeOf(type.create).sort()).toEqual([...writable].sort());
    expect(shapeOf(type.update).sort()).toEqual(writable.filter((key) => !type.fields[key]!.createOnly).sort());
    expect(type.update.safeParse({}).success).toBe(true);
  });

  it('names a known table for every reference', () => {
    for (const key of type.fieldsOf('reference')) expect(CONTENT_TABLES[type.fields[key]!.entity!], key).toBeDefined();
    if (type.parent) expect([...type.fieldsOf('reference'), ...type.fieldsOf('choice')]).toContain(type.parent);
  });
});
