/**
 * A pure function of a short text, remembered: the accepted answers of a test and the common
 * responses (the right answer above all) come back on every attempt graded. Bounded: emptied when
 * full; texts longer than `maxLength` are not kept. The value is shared: callers must not change it.
 */
export function memoizeText<T>(compute: (text: string) => T, { maxEntries = 20_000, maxLength = 200 } = {}): (text: string) => T {
  const known = new Map<string, T>();
  return (text) => {
    const hit = known.get(text);
    if (hit !== undefined) return hit;
    const value = compute(text);
    if (text.length <= maxLength) {
      if (known.size >= maxEntries) known.clear();
      known.set(text, value);
    }
    return value;
  };
}
