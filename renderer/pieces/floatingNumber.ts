/**
 * Where a floating damage or heal number is at time t of its life: it rises
 * and grows quickly, holds, then shrinks away. Pure, so it is tested without
 * a canvas; FloatingNumber.tsx applies it to a label.
 */
export const FLOAT_SECONDS = 1.1;
const RISE = 0.9;

/** Height above the start and scale (0..1) at `t` seconds of a `duration`-second life; null when over. */
export function floatPose(t: number, duration: number): { lift: number; scale: number } | null {
  if (duration <= 0 || t >= duration) return null;
  const u = Math.max(0, t / duration);
  const grow = Math.min(1, u / 0.15);
  const shrink = u > 0.75 ? 1 - (u - 0.75) / 0.25 : 1;
  return { lift: RISE * Math.sqrt(u), scale: grow * shrink };
}

/** The text and colour of a change: "-3" in the danger colour, "+2" in the heal colour. */
export function floatText(amount: number): { text: string; kind: 'damage' | 'heal' } {
  return amount < 0 ? { text: String(amount), kind: 'damage' } : { text: `+${amount}`, kind: 'heal' };
}
