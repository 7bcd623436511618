import { PARTICLE_COUNT } from '@asinasin/contract';
import { useEffect, useRef } from 'react';
import { REDUCED_MOTION_QUERY, useMediaQuery } from '../../lib/use-media-query';
import { palette } from '../../theme';
import { createParticles, drawParticles, stepParticles, type Particle } from './particles';

/**
 * The animated background of SPEC §1: PARTICLE_COUNT particles on a canvas. Paused while the tab is
 * hidden (no work nobody sees) and drawn once, still, for visitors who prefer reduced motion.
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
    let frame = 0;
    let last = 0;

    const resize = () => {
      width = window.innerWidth;
      height = window.innerHeight;
      const ratio = Math.min(window.devicePixelRatio || 1, 2);
      canvas.width = Math.round(width * ratio);
      canvas.height = Math.round(height * ratio);
      ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
      if (particles.length === 0) particles = createParticles(PARTICLE_COUNT, width, height);
      drawParticles(ctx, particles, width, height, colors);
    };

    const tick = (now: number) => {
      const dt = last ? Math.min((now - last) / 1000, 0.1) : 0;
      last = now;
      stepParticles(particles, width, height, dt);
      drawParticles(ctx, particles, width, height, colors);
      frame = requestAnimationFrame(tick);
    };

    const setAnimating = (isAnimating: boolean) => {
      canvas.dataset.animating = String(isAnimating);
      cancelAnimationFrame(frame);
      frame = 0;
      last = 0;
      if (isAnimating) frame = requestAnimationFrame(tick);
    };

    const onVisibility = () => setAnimating(!document.hidden && !isReducedMotion);

    resize();
    onVisibility();
    window.addEventListener('resize', resize);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      cancelAnimationFrame(frame);
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
