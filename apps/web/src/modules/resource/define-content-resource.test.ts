import { boolean, choice, date, defineContentType, json, longText, media, number, reference, richText, text } from '@lexam/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineContentResource } from './define-content-resource';

const Custom = () => null;

const type = defineContentType({
  entity: 'Sample',
  permission: 'passage',
  parent: 'ownerId',
  fields: {
    ownerId: reference('Lession', { filter: true }),
    title: text({ search: true, sort: true }),
    note: longText(),
    body: richText(),
    count: number({ optional: true, sort: true }),
    isOn: boolean({ filter: true, default: true }),
    level: choice(['low', 'high'], { default: 'low', filter: true }),
    day: date({ optional: true }),
    picture: media('image', { optional: true }),
    extra: json(z.object({ a: z.string() }), { default: { a: '' } }),
    hidden: json(z.array(z.string()), { default: [] }),
    server: text({ readOnly: true, optional: true }),
  },
  ordered: true,
  report: ['id', 'title'],
});

const definition = defineContentResource<{ id: number; title: string }>(type, {
  key: 'sample',
  ns: 'course-admin',
  labels: { list: 'sample.title', create: 'sample.create', edit: 'sample.edit' },
  breadcrumbs: [],
  paths: { list: '/x', new: '/x/new', edit: (id) => `/x/${id}/edit` },
  rowLabel: (row) => row.title,
  fixedFilters: { level: 'high' },
  parentFilter: { labelField: 'name' },
  fields: { extra: { component: Custom }, ownerId: { reference: { labelField: 'name', params: { source: 'cambridge' } } } },
  columns: ['title', 'count', { field: 'picture' }, 'isOn', 'createdAt', { field: 'note', sortable: true }],
});

describe('the form order', () => {
  it('puts the named fields first, the rest in declaration order', () => {
    const ordered = defineContentResource(type, { key: 'o', ns: 'x', labels: { list: 'a', create: 'b', edit: 'c' }, breadcrumbs: [], paths: { list: '/o', new: '/o/new', edit: (id) => `/o/${id}` }, rowLabel: () => '', formOrder: ['title', 'isOn'] });
    expect(ordered.form.fields.map((field) => field.name).slice(0, 4)).toEqual(['title', 'isOn', 'ownerId', 'note']);
  });
});

describe('defineContentResource', () => {
  it('makes a form field of each writable field by its kind; json only with a component', () => {
    expect(definition.form.fields.map((field) => [field.name, field.kind])).toEqual([
      ['ownerId', 'reference'],
      ['title', 'text'],
      ['note', 'multiline'],
      ['body', 'richText'],
      ['count', 'number'],
      ['isOn', 'switch'],
      ['level', 'select'],
      ['day', 'date'],
      ['picture', 'media'],
      ['extra', 'custom'],
    ]);
    const byName = Object.fromEntries(definition.form.fields.map((field) => [field.name, field]));
    expect(byName.ownerId!.reference).toEqual({ entity: 'Lession', labelField: 'name', params: { source: 'cambridge' } });
    expect(byName.picture!.media).toBe('image');
    expect(byName.level!.options).toEqual([{ value: 'low', label: 'low' }, { value: 'high', label: 'high' }]);
    expect(byName.count!.nullable).toBe(true);
    expect(byName.title!.label).toBe('sample.fields.title');
  });

  it('offers a sort only where the type sorts, and reads media and system columns', () => {
    const columns = Object.fromEntries(definition.list.columns.map((column) => [column.field, column]));
    expect(columns.title!.sortable).toBe(true);
    expect(columns.count).toMatchObject({ sortable: true, kind: 'number' });
    expect(columns.note!.sortable).toBe(false);
    expect(columns.createdAt).toMatchObject({ sortable: true, kind: 'date' });
    expect(columns.isOn!.kind).toBe('boolean');
    expect(columns.picture!.value!({ id: 1, title: '', picture: { id: 4, url: '/f', mime: 'image/png', originalName: 'map.png' } } as never)).toBe('map.png');
  });

  it('lists in the declared order, with the fixed filters, the parent picker and moves', () => {
    expect(definition.list).toMatchObject({ defaultSort: 'sortOrder', ordered: true, searchable: true, fixedFilters: { level: 'high' } });
    expect(definition.list.parentFilter).toEqual({ field: 'ownerId', label: 'sample.fields.ownerId', isRequired: undefined, reference: { entity: 'Lession', labelField: 'name', params: undefined } });
    expect(definition.calls.list({ pageIndex: 1, pageSize: 20, filters: { level: 'high', ownerId: '3' } }).params).toEqual({ level: 'high', ownerId: '3', pageIndex: 1, pageSize: 20, searchByName: undefined, sort: undefined });
    expect(definition.calls.reorder([2, 1])).toEqual({ method: 'PUT', url: 'Sample/updateOrder', body: { ids: [2, 1] } });
    expect(definition.invalidates).toEqual(['Sample']);
  });

  it('derives the new values (defaults, fixed filters, the parent from the address) and the edit values', () => {
    const values = definition.form.createDefaults(new URLSearchParams('ownerId=5&title=nope'));
    expect(values).toEqual({ ownerId: 5, title: '', note: '', body: '', count: null, isOn: true, level: 'high', day: null, picture: null, extra: { a: '' }, hidden: [] });
    const parsed = type.create.safeParse({ ...values, title: 'A title' });
    expect(parsed.success).toBe(true);
    const row = { id: 3, ownerId: 5, source: 'x', title: 'T', note: 'n', body: '<p>b</p>', count: 2, isOn: false, level: 'low', day: '2026-11-27', picture: { id: 9, url: '/api/files/a.png', mime: 'image/png', originalName: 'a.png' }, extra: { a: 'z' }, hidden: ['q'], server: 's', sortOrder: 1, createdAt: '', updatedAt: '' };
    expect(definition.form.toValues(row as never, {})).toEqual({ ownerId: 5, title: 'T', note: 'n', body: '<p>b</p>', count: 2, isOn: false, level: 'low', day: '2026-11-27', picture: 9, extra: { a: 'z' }, hidden: ['q'] });
  });
});
