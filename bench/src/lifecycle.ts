// A bench run owns a server process, browsers and load generators: whatever way the run ends
// (success, error, Ctrl-C, the overall time limit), each of them is stopped before the process exits.

type Cleanup = () => void | Promise<void>;

const cleanups: Cleanup[] = [];
let exiting = false;

/** Registers a function that releases a resource; returns a function that unregisters it. */
export function onCleanup(cleanup: Cleanup): () => void {
  cleanups.push(cleanup);
  return () => {
    const index = cleanups.indexOf(cleanup);
    if (index >= 0) cleanups.splice(index, 1);
  };
}

/** Runs the registered cleanups, newest first, then exits with the given code. */
export async function exitAfterCleanup(code: number): Promise<never> {
  if (!exiting) {
    exiting = true;
    for (const cleanup of cleanups.splice(0).reverse()) {
      try {
        await cleanup();
      } catch (error) {
        console.error('bench: cleanup failed:', error instanceof Error ? error.message : error);
      }
    }
  }
  process.exit(code);
}

/**
 * Runs `main` under an overall time limit, stopping everything it started on Ctrl-C, SIGTERM,
 * an uncaught error or the time limit. `main` resolves to the exit code.
 */
export function runMain(main: () => Promise<number>, { timeLimitSeconds, name }: { timeLimitSeconds: number; name: string }): void {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      console.error(`\n${name}: ${signal} received; stopping what the run started…`);
      void exitAfterCleanup(130);
    });
  }
  process.on('uncaughtException', (error) => {
    console.error(`${name}: unexpected error:`, error);
    void exitAfterCleanup(1);
  });
  const timer = setTimeout(() => {
    console.error(`${name}: the run passed its overall time limit of ${timeLimitSeconds} s; stopping.`);
    void exitAfterCleanup(2);
  }, timeLimitSeconds * 1000);
  main()
    .then((code) => exitAfterCleanup(code))
    .catch((error: unknown) => {
      console.error(`${name}: ${error instanceof Error ? error.message : String(error)}`);
      return exitAfterCleanup(1);
    })
    .finally(() => clearTimeout(timer));
}
