import { describe, expect, it } from 'vitest';
import { fileNameFromDisposition } from './download-report';

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
