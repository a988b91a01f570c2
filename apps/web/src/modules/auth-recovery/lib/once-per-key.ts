/**
 * Runs an async call at most once per key and shares its promise. The e-mail links are single-use:
 * React's development double effects (or a quick remount) must not send the same token twice, or the
 * second answer ("already used") would replace the first one's success.
 */
export function oncePerKey<T>(call: (key: string) => Promise<T>) {
  const pending = new Map<string, Promise<T>>();
  return {
    run(key: string): Promise<T> {
      let promise = pending.get(key);
      if (!promise) {
        promise = call(key);
        pending.set(key, promise);
      }
      return promise;
    },
    /** Lets the next run call again (a retry after a failure that did not use the token). */
    forget(key: string) {
      pending.delete(key);
    },
  };
}
