/** The `token` of a page's search parameters as Next.js hands them over: the first value, trimmed. */
export function queryToken(searchParams: Readonly<Record<string, string | string[] | undefined>>): string | null {
  const raw = searchParams.token;
  const value = (Array.isArray(raw) ? raw[0] : raw)?.trim();
  return value ? value : null;
}
