/** The class id of a route segment: a positive integer, else undefined (the page answers 404). */
export function parseClassId(segment: string): number | undefined {
  if (!/^\d{1,9}$/.test(segment)) return undefined;
  const id = Number(segment);
  return id > 0 ? id : undefined;
}
