export interface Particle {
  x: number;
  y: number;
  vx: number;
  vy: number;
  r: number;
}

/** Pixels per second at most; slow enough to stay in the background. */
const MAX_SPEED = 18;
/** Links span up to 110 px on a 1440x900 screen and shrink on smaller ones, which hold the same
 * number of particles and would otherwise turn into a mesh. */
const LINK_DISTANCE = 110;
const REFERENCE_AREA = 1440 * 900;

export function linkDistanceFor(width: number, height: number): number {
  const scaled = LINK_DISTANCE * Math.sqrt((width * height) / REFERENCE_AREA);
  return Math.min(LINK_DISTANCE, Math.max(45, scaled));
}

export function createParticles(
  count: number,
  width: number,
  height: number,
  random = Math.random,
): Particle[] {
  return Array.from({ length: count }, () => ({
    x: random() * width,
    y: random() * height,
    vx: (random() * 2 - 1) * MAX_SPEED,
    vy: (random() * 2 - 1) * MAX_SPEED,
    r: 1 + random() * 1.6,
  }));
}

/** Moves every particle by dt seconds, bouncing off the edges. */
export function stepParticles(particles: Particle[], width: number, height: number, dt: number): void {
  for (const p of particles) {
    p.x += p.vx * dt;
    p.y += p.vy * dt;
    if (p.x < 0 || p.x > width) {
      p.vx = -p.vx;
      p.x = Math.min(Math.max(p.x, 0), width);
    }
    if (p.y < 0 || p.y > height) {
      p.vy = -p.vy;
      p.y = Math.min(Math.max(p.y, 0), height);
    }
  }
}

/** A box on the canvas left empty (a form or a table over the background). */
export interface Hole {
  x: number;
  y: number;
  width: number;
  height: number;
}

export function drawParticles(
  ctx: CanvasRenderingContext2D,
  particles: Particle[],
  width: number,
  height: number,
  colors: { dot: string; link: string },
  holes: readonly Hole[] = [],
): void {
  const linkDistance = linkDistanceFor(width, height);
  ctx.clearRect(0, 0, width, height);
  ctx.save();
  if (holes.length > 0) {
    // Everything but the holes: the even-odd rule leaves the inner boxes out of the clip.
    ctx.beginPath();
    ctx.rect(0, 0, width, height);
    for (const hole of holes) ctx.rect(hole.x, hole.y, hole.width, hole.height);
    ctx.clip('evenodd');
  }
  ctx.strokeStyle = colors.link;
  ctx.lineWidth = 1;
  ctx.beginPath();
  for (let i = 0; i < particles.length; i++) {
    const a = particles[i]!;
    for (let j = i + 1; j < particles.length; j++) {
      const b = particles[j]!;
      const dx = a.x - b.x;
      const dy = a.y - b.y;
      if (dx * dx + dy * dy < linkDistance * linkDistance) {
        ctx.moveTo(a.x, a.y);
        ctx.lineTo(b.x, b.y);
      }
    }
  }
  ctx.stroke();
  // One path and one fill for every dot: each fill is a pass of the (often software) rasteriser.
  ctx.fillStyle = colors.dot;
  ctx.beginPath();
  for (const p of particles) {
    ctx.moveTo(p.x + p.r, p.y);
    ctx.arc(p.x, p.y, p.r, 0, Math.PI * 2);
  }
  ctx.fill();
  ctx.restore();
}
