/**
 * Runs a command and sets its exit code, so that Node exits once stdout and stderr have written
 * everything: process.exit() drops what a pipe has not taken yet, and a reader slower than the
 * command (`| jq`) got the first 64 KiB of a long result. Whatever the command opened it closes.
 */
export function runCommand(main: () => Promise<number>): void {
  main().then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exitCode = 2;
    },
  );
}
