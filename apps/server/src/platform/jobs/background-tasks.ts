import type { FastifyBaseLogger } from 'fastify';

/** Work that runs on its own schedule in the worker role, never inside a seller's request. */
export interface BackgroundTask {
  name: string;
  everyMs: number;
  run(now: number): Promise<void>;
}

export interface TaskRunner {
  /** Stops scheduling and waits for runs in progress, so the services can close after it. */
  close(): Promise<void>;
}

/**
 * Runs each task at start and then every `everyMs` after the previous run ended, so one task never
 * overlaps itself. A failed run is logged and tried again on schedule; it never stops the process.
 */
export function startBackgroundTasks(tasks: BackgroundTask[], log: FastifyBaseLogger): TaskRunner {
  let isClosed = false;
  const timers = new Set<NodeJS.Timeout>();
  const running = new Set<Promise<void>>();

  const schedule = (task: BackgroundTask, delayMs: number) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      const run = task
        .run(Date.now())
        .catch((error: unknown) => log.error({ err: error, task: task.name }, 'background task failed'))
        .finally(() => {
          running.delete(run);
          if (!isClosed) schedule(task, task.everyMs);
        });
      running.add(run);
    }, delayMs);
    timers.add(timer);
  };

  for (const task of tasks) schedule(task, 0);
  return {
    close: async () => {
      isClosed = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await Promise.all(running);
    },
  };
}
