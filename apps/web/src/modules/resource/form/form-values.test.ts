import { describe, expect, it } from 'vitest';
import type { ResourceField, ResourceRow } from '../types';
import { changedKeys, emptyValueOf, fieldsOfMode, initialValues, isSameValue, pickKeys, withRequiredMessage } from './form-values';

const fields: ResourceField<ResourceRow>[] = [
  { name: 'kind', label: 'kind', kind: 'select', modes: ['create'] },
  { name: 'username', label: 'username', kind: 'text', nullable: true },
  { name: 'fullName', label: 'fullName', kind: 'text' },
  { name: 'password', label: 'password', kind: 'password', modes: ['create'] },
  { name: 'roleIds', label: 'roles', kind: 'multiSelect' },
  { name: 'isActive', label: 'active', kind: 'switch' },
];

describe('form values', () => {
  it('keeps the fields of a mode', () => {
    expect(fieldsOfMode(fields, 'edit').map((field) => field.name)).toEqual(['username', 'fullName', 'roleIds', 'isActive']);
    expect(fieldsOfMode(fields, 'create')).toHaveLength(6);
  });

  it('starts from exactly the keys of the fields, empty values by kind', () => {
    expect(initialValues({ fields, mode: 'create', source: { kind: 'site', extra: 1 } })).toEqual({ kind: 'site', username: null, fullName: '', password: '', roleIds: [], isActive: false });
    expect(initialValues({ fields, mode: 'edit', source: { username: 'ann', fullName: 'Ann', roleIds: [2], isActive: true, password: 'x' } })).toEqual({ username: 'ann', fullName: 'Ann', roleIds: [2], isActive: true });
    expect(emptyValueOf({ name: 'n', label: 'n', kind: 'number' })).toBeNull();
  });

  it('treats lists as sets and empty text as null when comparing', () => {
    expect(isSameValue([1, 2], [2, 1])).toBe(true);
    expect(isSameValue(['user.read', 'role.read'], ['role.read', 'user.read'])).toBe(true);
    expect(isSameValue([1], [1, 2])).toBe(false);
    expect(isSameValue('', null)).toBe(true);
    expect(isSameValue(false, null)).toBe(false);
  });

  it('sends only what changed on edit', () => {
    const initial = { name: 'editors', description: '', permissions: ['a.read', 'b.read'] };
    const values = { name: 'editors', description: 'Writes content', permissions: ['b.read', 'a.read'] };
    expect(changedKeys(values, initial)).toEqual(['description']);
    expect(pickKeys({ ...values, description: 'Writes content.' }, ['description'])).toEqual({ description: 'Writes content.' });
  });
});

describe('the message of a required field left empty', () => {
  const form: ResourceField<ResourceRow>[] = [
    { name: 'video', label: 'video', kind: 'media' },
    { name: 'lessonId', label: 'lesson', kind: 'reference' },
    { name: 'title', label: 'title', kind: 'text' },
  ];
  it('is the form’s own for a picked field, and zod’s for the rest', () => {
    const errors = { video: { type: 'invalid_type', message: 'Invalid input: expected number, received null' }, lessonId: { type: 'too_small', message: 'Too small' }, title: { type: 'too_small', message: 'Required.' } };
    const result = withRequiredMessage({ errors, values: { video: null, lessonId: 4, title: '' }, fields: form, message: 'Obligatoire.' });
    expect(result).toEqual({ video: { type: 'invalid_type', message: 'Obligatoire.' }, lessonId: errors.lessonId, title: errors.title });
  });
  it('leaves the errors as they are when no picked field is empty', () => {
    const errors = { title: { message: 'Required.' } };
    expect(withRequiredMessage({ errors, values: { video: 3, title: '' }, fields: form, message: 'x' })).toBe(errors);
  });
});
