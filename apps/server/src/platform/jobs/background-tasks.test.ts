import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { startBackgroundTasks, type BackgroundTask } from './background-tasks.js';

const silent = pino({ level: 'silent' });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('background tasks', () => {
  it('runs a task at start and again after each interval, never overlapping itself', async () => {
    let active = 0;
    let maxActive = 0;
    let runs = 0;
    const task: BackgroundTask = {
      name: 'slow',
      everyMs: 5,
      run: async () => {
        runs += 1;
        active += 1;
        maxActive = Math.max(maxActive, active);
        await sleep(15);
        active -= 1;
      },
    };
    const runner = startBackgroundTasks([task], silent);
    await expect.poll(() => runs).toBeGreaterThanOrEqual(3);
    await runner.close();
    expect(maxActive).toBe(1);
  });

  it('keeps going after a failed run and logs it', async () => {
    const lines: string[] = [];
    const log = pino({ level: 'error' }, { write: (line: string) => lines.push(line) });
    let runs = 0;
    const runner = startBackgroundTasks(
      [
        {
          name: 'flaky',
          everyMs: 5,
          run: async () => {
            runs += 1;
            if (runs === 1) throw new Error('database away');
          },
        },
      ],
      log,
    );
    await expect.poll(() => runs).toBeGreaterThanOrEqual(2);
    await runner.close();
    expect(JSON.parse(lines[0]!)).toMatchObject({ task: 'flaky', msg: 'background task failed' });
  });

  it('close waits for the run in progress and schedules nothing after it', async () => {
    let finished = 0;
    let started = 0;
    const runner = startBackgroundTasks(
      [
        {
          name: 'long',
          everyMs: 1,
          run: async () => {
            started += 1;
            await sleep(30);
            finished += 1;
          },
        },
      ],
      silent,
    );
    await sleep(10);
    await runner.close();
    expect(finished).toBe(started);
    await sleep(20);
    expect(started).toBe(1);
  });
});
