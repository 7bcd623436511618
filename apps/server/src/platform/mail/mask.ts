/** 13800138000 → 138****8000; alice@example.com → a***@example.com. Enough to recognise, not to reuse. */
export function maskTarget(target: string): string {
  const at = target.lastIndexOf('@');
  if (at > 0) return `${target[0]}***${target.slice(at)}`;
  if (target.length <= 7) return `${target.slice(0, 1)}****`;
  return `${target.slice(0, 3)}****${target.slice(-4)}`;
}
