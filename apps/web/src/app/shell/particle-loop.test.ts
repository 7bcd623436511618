import { describe, expect, it } from 'vitest';
import { createParticleLoop, type FrameScheduler } from './particle-loop';

/** A clock moved by hand: timers and animation frames run only when the test advances it. */
function manualScheduler() {
  let now = 0;
  let nextId = 1;
  const timers = new Map<number, { at: number; run: () => void }>();
  const frames = new Map<number, (now: number) => void>();
  const scheduler: FrameScheduler = {
    setTimeout: (run, ms) => {
      const id = nextId++;
      timers.set(id, { at: now + ms, run });
      return id;
    },
    clearTimeout: (id) => timers.delete(id as number),
    requestFrame: (run) => {
      const id = nextId++;
      frames.set(id, run);
      return id;
    },
    cancelFrame: (id) => frames.delete(id),
  };
  /** Moves the clock in 1 ms steps, running due timers, then a display refresh every 1000/60 ms. */
  const advance = (ms: number) => {
    for (const end = now + ms; now < end; now++) {
      for (const [id, timer] of [...timers]) {
        if (timer.at <= now) {
          timers.delete(id);
          timer.run();
        }
      }
      if (Math.floor(now % (1000 / 60)) === 0) {
        const due = [...frames];
        frames.clear();
        for (const [, run] of due) run(now);
      }
    }
  };
  return { scheduler, advance, pending: () => timers.size + frames.size };
}

describe('createParticleLoop', () => {
  it('draws at most 15 frames a second although the display refreshes 60 times', () => {
    const clock = manualScheduler();
    let frames = 0;
    const loop = createParticleLoop(() => frames++, { scheduler: clock.scheduler });
    expect(loop.pause('hidden', false)).toBe(true);
    clock.advance(1000);
    expect(frames).toBeGreaterThanOrEqual(10);
    expect(frames).toBeLessThanOrEqual(15);
    loop.stop();
  });

  it('stands still, with nothing scheduled, while any reason holds, and moves again when all are gone', () => {
    const clock = manualScheduler();
    let frames = 0;
    const loop = createParticleLoop(() => frames++, { scheduler: clock.scheduler });
    loop.pause('hidden', false);
    clock.advance(200);
    expect(loop.pause('hidden', true)).toBe(false);
    expect(loop.pause('offscreen', true)).toBe(false);
    const drawn = frames;
    clock.advance(1000);
    expect(frames).toBe(drawn);
    expect(clock.pending()).toBe(0);
    expect(loop.pause('hidden', false)).toBe(false);
    expect(loop.pause('offscreen', false)).toBe(true);
    clock.advance(500);
    expect(frames).toBeGreaterThan(drawn);
    loop.stop();
    expect(clock.pending()).toBe(0);
  });

  it('never jumps after a pause: the first frame back moves by nothing', () => {
    const clock = manualScheduler();
    const steps: number[] = [];
    const loop = createParticleLoop((dt) => steps.push(dt), { scheduler: clock.scheduler });
    loop.pause('reducedMotion', false);
    clock.advance(300);
    loop.pause('hidden', true);
    clock.advance(5000);
    steps.length = 0;
    loop.pause('hidden', false);
    clock.advance(300);
    expect(steps[0]).toBe(0);
    expect(Math.max(...steps)).toBeLessThanOrEqual(0.1);
    loop.stop();
  });
});
