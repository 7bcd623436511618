import { PARTICLE_COUNT } from '@asinasin/contract';
import { useEffect, useRef } from 'react';
import { REDUCED_MOTION_QUERY, useMediaQuery } from '../../lib/use-media-query';
import { palette } from '../../theme';
import { createParticleLoop, REST_AFTER_MS, STILL_AFTER_INPUT_MS } from './particle-loop';
import { createParticles, drawParticles, stepParticles, type Hole, type Particle } from './particles';

/** The canvas's resolution: a quarter of the pixels of a 1× screen (see resize below). */
const PIXELS_PER_CSS_PIXEL = 0.5;

/** What the particles never cross: their lines would show through rows and fields. */
const SOLID_CONTENT = 'form, .ant-table-wrapper, .server-table, [data-particles="none"]';

/** What counts as the seller being there: the background wakes on any of them. */
const PRESENCE_EVENTS = ['pointermove', 'pointerdown', 'keydown', 'wheel', 'scroll', 'touchstart'] as const;

/** What asks the page for an answer: the background holds still a moment after each. */
const INPUT_EVENTS = ['pointerdown', 'keydown'] as const;

/** The boxes of the solid content, in the canvas's coordinates. */
function holesIn(canvas: HTMLCanvasElement): Hole[] {
  const origin = canvas.getBoundingClientRect();
  const holes: Hole[] = [];
  for (const element of document.querySelectorAll(SOLID_CONTENT)) {
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) continue;
    if (box.bottom < origin.top || box.top > origin.bottom) continue;
    holes.push({ x: box.left - origin.left, y: box.top - origin.top, width: box.width, height: box.height });
  }
  return holes;
}

/**
 * The animated background of SPEC §1: PARTICLE_COUNT particles on a canvas one screen tall at the
 * top of the page. It costs little (docs/decisions/0037-speed.md, bench:pages): at most 15 frames a
 * second on a half-resolution canvas,
 * still while the tab is hidden, the page is scrolled past it, nobody has touched the page for
 * REST_AFTER_MS or the page is answering a click or key (STILL_AFTER_INPUT_MS), nothing drawn under
 * forms and tables, and drawn once, still, for visitors who prefer reduced motion.
 */
export function ParticleBackground() {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const isReducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);

  useEffect(() => {
    const canvas = canvasRef.current;
    const ctx = canvas?.getContext('2d');
    if (!canvas || !ctx) return;
    const colors = { dot: palette.particle, link: palette.particleLink };
    let width = window.innerWidth;
    let height = window.innerHeight;
    let particles: Particle[] = [];
    // Measured when the page's content moves, not every frame: reading boxes forces a layout.
    let holes: Hole[] = [];

    const draw = () => drawParticles(ctx, particles, width, height, colors, holes);
    const loop = createParticleLoop((dt) => {
      stepParticles(particles, width, height, dt);
      draw();
    });
    const setAnimating = () => (canvas.dataset.animating = String(loop.isRunning()));

    const resize = () => {
      width = canvas.clientWidth || window.innerWidth;
      height = window.innerHeight;
      // Half a canvas pixel per CSS pixel, whatever the screen: each frame is handed whole to the
      // compositor, and that hand-over ("Commit", not the drawing) was most of the background's
      // cost (bench:pages-profile, docs/decisions/0037-speed.md). Faint dots and lines lose nothing.
      const ratio = PIXELS_PER_CSS_PIXEL;
      canvas.width = Math.round(width * ratio);
      canvas.height = Math.round(height * ratio);
      ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
      if (particles.length === 0) particles = createParticles(PARTICLE_COUNT, width, height);
      holes = holesIn(canvas);
      draw();
    };
    const onVisibility = () => {
      loop.pause('hidden', document.hidden);
      setAnimating();
    };
    // A still background is drawn again when the page's content moves (a table came, a form grew).
    const content = new ResizeObserver(() => {
      holes = holesIn(canvas);
      if (!loop.isRunning()) draw();
    });
    const onScreen = new IntersectionObserver(([entry]) => {
      loop.pause('offscreen', !entry?.isIntersecting);
      setAnimating();
    });

    let restTimer: number | undefined;
    let wokeAt = 0;
    const wake = () => {
      const now = performance.now();
      if (restTimer !== undefined && now - wokeAt < 250) return; // pointermove fires at 60 Hz
      wokeAt = now;
      window.clearTimeout(restTimer);
      loop.pause('resting', false);
      setAnimating();
      restTimer = window.setTimeout(() => {
        loop.pause('resting', true);
        setAnimating();
      }, REST_AFTER_MS);
    };

    let answerTimer: number | undefined;
    const holdStill = () => {
      window.clearTimeout(answerTimer);
      loop.pause('answering', true);
      setAnimating();
      answerTimer = window.setTimeout(() => {
        loop.pause('answering', false);
        setAnimating();
      }, STILL_AFTER_INPUT_MS);
    };

    resize();
    loop.pause('reducedMotion', isReducedMotion);
    wake();
    for (const type of PRESENCE_EVENTS) window.addEventListener(type, wake, { passive: true, capture: true });
    for (const type of INPUT_EVENTS)
      window.addEventListener(type, holdStill, { passive: true, capture: true });
    onVisibility();
    window.addEventListener('resize', resize);
    document.addEventListener('visibilitychange', onVisibility);
    onScreen.observe(canvas);
    if (canvas.parentElement) content.observe(canvas.parentElement);
    return () => {
      loop.stop();
      window.clearTimeout(restTimer);
      window.clearTimeout(answerTimer);
      for (const type of PRESENCE_EVENTS) window.removeEventListener(type, wake, { capture: true });
      for (const type of INPUT_EVENTS) window.removeEventListener(type, holdStill, { capture: true });
      onScreen.disconnect();
      content.disconnect();
      window.removeEventListener('resize', resize);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [isReducedMotion]);

  return (
    <canvas
      ref={canvasRef}
      data-testid="particles-canvas"
      data-particle-count={PARTICLE_COUNT}
      data-animating="false"
      aria-hidden="true"
      className="shell-particles"
    />
  );
}
