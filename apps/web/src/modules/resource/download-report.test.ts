import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { fileNameFromDisposition, REPORT_QUEUE_THRESHOLD, reportTitles, shouldQueueReport } from './download-report';
import type { ResourceDefinition, ResourceRow } from './types';

describe('report file names', () => {
  it('reads the server name from Content-Disposition', () => {
    expect(fileNameFromDisposition('attachment; filename="role-2026-01-05.csv"')).toBe('role-2026-01-05.csv');
    expect(fileNameFromDisposition('attachment; filename=users.csv')).toBe('users.csv');
    expect(fileNameFromDisposition("attachment; filename=\"x.csv\"; filename*=UTF-8''r%C3%B4les.csv")).toBe('rôles.csv');
    expect(fileNameFromDisposition('attachment; filename="../evil.csv"')).toBe('.._evil.csv');
    expect(fileNameFromDisposition(null)).toBeUndefined();
    expect(fileNameFromDisposition('inline')).toBeUndefined();
  });
});

describe('report titles', () => {
  const t = ((key: string) => ({ 'users.name': 'Nom', 'users.email': 'Courriel', 'users.role': 'Rôle', 'users.blank': ' ', 'users.kind': 'Type de compte' })[key] ?? key) as unknown as TFunction;
  const definition = {
    ns: 'system',
    list: {
      columns: [
        { field: 'fullName', label: 'users.name' },
        { field: 'roles', label: 'users.role', tabs: ['admin'] },
        { field: 'email', label: 'users.email', tabs: ['site'] },
        { field: 'blank', label: 'users.blank' },
        { field: 'not-a-key', label: 'users.name' },
      ],
    },
    form: { fields: [{ name: 'kind', label: 'users.kind' }, { name: 'fullName', label: 'users.kind' }] },
  } as unknown as ResourceDefinition<ResourceRow>;

  it('sends each list column’s translated label by its field, then the form fields’ by name', () => {
    expect(reportTitles({ definition, tab: 'site', t })).toEqual({ fullName: 'Nom', email: 'Courriel', roles: 'Rôle', kind: 'Type de compte' });
  });
});

describe('long reports', () => {
  it('are prepared in the background past the threshold, downloaded at once below it', () => {
    expect(REPORT_QUEUE_THRESHOLD).toBe(5_000);
    expect(shouldQueueReport(5_001)).toBe(true);
    expect(shouldQueueReport(5_000)).toBe(false);
    expect(shouldQueueReport(12)).toBe(false);
    expect(shouldQueueReport(undefined)).toBe(false);
  });
});
