/**
 * When the background draws. The particles drift at most 18 px a second, so 15 frames a second
 * (a step of at most 1.2 px) look as smooth as 60 at a quarter of the work; a timer (not a bare requestAnimationFrame loop)
 * spaces the frames, so the page sleeps between them instead of waking 60 times a second.
 */
export const PARTICLE_FPS = 15;

/** Why the background is still: any one reason stops it, all must go for it to move again. */
export type PauseReason = 'hidden' | 'offscreen' | 'reducedMotion' | 'resting' | 'answering';

/**
 * The background moves while the seller does and rests after this long without a pointer, key or
 * scroll: a page left open costs its laptop nothing (bench:pages prints both figures).
 */
export const REST_AFTER_MS = 4000;

/**
 * After a click or a key the background holds still this long: the page's answer to it (a search's
 * rows, a new screen) gets the main thread, on a slowed laptop the background's frames took a
 * tenth of it (docs/speed.md, "Search click → rows").
 */
export const STILL_AFTER_INPUT_MS = 1000;

export interface FrameScheduler {
  setTimeout: (run: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
  requestFrame: (run: (now: number) => void) => number;
  cancelFrame: (handle: number) => void;
}

export const browserScheduler: FrameScheduler = {
  setTimeout: (run, ms) => window.setTimeout(run, ms),
  clearTimeout: (handle) => window.clearTimeout(handle as number),
  requestFrame: (run) => window.requestAnimationFrame(run),
  cancelFrame: (handle) => window.cancelAnimationFrame(handle),
};

export interface ParticleLoop {
  /** sets or clears one reason to stay still; returns whether the background now moves */
  pause: (reason: PauseReason, isPaused: boolean) => boolean;
  isRunning: () => boolean;
  stop: () => void;
}

/** Calls `draw(dt)` (seconds since the last frame, at most 0.1) at most `fps` times a second. */
export function createParticleLoop(
  draw: (dt: number) => void,
  { fps = PARTICLE_FPS, scheduler = browserScheduler }: { fps?: number; scheduler?: FrameScheduler } = {},
): ParticleLoop {
  const interval = 1000 / fps;
  const reasons = new Set<PauseReason>();
  let timer: unknown;
  let frame = 0;
  let last = 0;
  let running = false;

  const schedule = () => {
    timer = scheduler.setTimeout(() => {
      timer = undefined;
      frame = scheduler.requestFrame(tick);
    }, interval);
  };
  const tick = (now: number) => {
    frame = 0;
    if (!running) return;
    draw(last ? Math.min((now - last) / 1000, 0.1) : 0);
    last = now;
    schedule();
  };
  const halt = () => {
    if (timer !== undefined) scheduler.clearTimeout(timer);
    if (frame) scheduler.cancelFrame(frame);
    timer = undefined;
    frame = 0;
    last = 0;
    running = false;
  };

  return {
    pause(reason, isPaused) {
      if (isPaused) reasons.add(reason);
      else reasons.delete(reason);
      const shouldRun = reasons.size === 0;
      if (shouldRun && !running) {
        running = true;
        frame = scheduler.requestFrame(tick);
      } else if (!shouldRun && running) halt();
      return running;
    },
    isRunning: () => running,
    stop: halt,
  };
}
