/**
 * Runs `run` once the browser has painted the current frame (the next animation frame, then a task
 * after it), so work started there cannot delay that paint. A hidden page paints no frames: it
 * runs after HIDDEN_MS then. Returns a cancel for an effect's clean-up.
 */
const HIDDEN_MS = 1000;

export function afterPaint(run: () => void): () => void {
  let isDone = false;
  const once = () => {
    if (isDone) return;
    isDone = true;
    run();
  };
  let task: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => (task = setTimeout(once, 0)));
  const fallback = setTimeout(once, HIDDEN_MS);
  return () => {
    isDone = true;
    cancelAnimationFrame(frame);
    clearTimeout(task);
    clearTimeout(fallback);
  };
}
