/** A date as the dashboard writes it everywhere: dd/MM/yyyy (ARCHITECTURE.md), in local time. */
export function formatDate(value: unknown): string {
  if (typeof value !== 'string' && !(value instanceof Date)) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (part: number) => String(part).padStart(2, '0');
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}`;
}

/** The first `max` items of a chip list and how many are left out. */
export function chipsOf(value: unknown, max = 3): { shown: string[]; hidden: number } {
  const items = Array.isArray(value) ? value.map((item) => (item && typeof item === 'object' && 'name' in item ? String(item.name) : String(item))) : [];
  return { shown: items.slice(0, max), hidden: Math.max(0, items.length - max) };
}
