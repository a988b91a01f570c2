/**
 * Telling the store's lists that an attempt was started or submitted, without the store's code (the
 * same way as session-reset.ts): the exam screen makes those calls itself (attempt-calls.ts) and
 * loads no store, while the browser's store, made by the lists and results screens, registers how
 * to mark its test lists out of date. With no store made there is nothing cached to refresh.
 */
let listener: (() => void) | null = null;

/** The browser's store tells how to mark its test lists out of date (make-store.ts). */
export function onAttemptsChanged(fn: () => void): void {
  listener = fn;
}

/** After a start or a submit: the next test list shown asks the server again. */
export function announceAttemptsChanged(): void {
  listener?.();
}
