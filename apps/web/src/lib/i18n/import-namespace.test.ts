import { describe, expect, it } from 'vitest';
import { importNamespace } from './import-namespace';
import { loadNamespace } from './resources';

describe('importNamespace (the browser loader)', () => {
  it('loads the same strings as the server glob', async () => {
    expect(await importNamespace('fr', 'common')).toEqual(await loadNamespace('fr', 'common'));
    expect(await importNamespace('ar', 'exam')).toEqual(await loadNamespace('ar', 'exam'));
  });

  it('answers null to an unknown language or namespace, and never builds a path from anything else', async () => {
    expect(await importNamespace('fr', 'no-such-namespace')).toBeNull();
    expect(await importNamespace('de', 'common')).toBeNull();
    expect(await importNamespace('fr', '../en/common')).toBeNull();
  });
});
