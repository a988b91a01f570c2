/** A folder id from the address: `0` (the root) or a positive whole number; anything else is no folder. */
export function parseFolderId(value: string): number | undefined {
  if (!/^(0|[1-9]\d{0,9})$/.test(value)) return undefined;
  const id = Number(value);
  return id <= 2_147_483_647 ? id : undefined;
}
