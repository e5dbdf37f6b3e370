/**
 * Symbols printed on custom dice, drawn as simple procedural shapes on a
 * canvas (no fonts or image files, so the game works offline). Each glyph is
 * drawn centred on the origin, filling a circle of radius `r`, in the current
 * fill colour. A symbol name with no glyph here is printed as the face's text.
 */

type Ctx = CanvasRenderingContext2D;

function star(ctx: Ctx, r: number, points: number, inner: number): void {
  ctx.beginPath();
  for (let i = 0; i < points * 2; i++) {
    const a = (Math.PI * i) / points - Math.PI / 2;
    const d = i % 2 === 0 ? r : r * inner;
    if (i === 0) ctx.moveTo(Math.cos(a) * d, Math.sin(a) * d);
    else ctx.lineTo(Math.cos(a) * d, Math.sin(a) * d);
  }
  ctx.closePath();
  ctx.fill();
}

/** A jagged burst: the damage mark of attack dice. */
function blast(ctx: Ctx, r: number): void {
  ctx.beginPath();
  const spikes = 9;
  for (let i = 0; i < spikes * 2; i++) {
    const a = (Math.PI * i) / spikes - Math.PI / 2;
    // Uneven spike lengths read as an explosion rather than a star.
    const d = i % 2 === 0 ? r * (i % 4 === 0 ? 1 : 0.82) : r * 0.45;
    if (i === 0) ctx.moveTo(Math.cos(a) * d, Math.sin(a) * d);
    else ctx.lineTo(Math.cos(a) * d, Math.sin(a) * d);
  }
  ctx.closePath();
  ctx.fill();
}

function skull(ctx: Ctx, r: number, body: string): void {
  ctx.beginPath();
  ctx.arc(0, -r * 0.15, r * 0.72, Math.PI * 0.85, Math.PI * 2.15);
  ctx.lineTo(r * 0.42, r * 0.85);
  ctx.lineTo(-r * 0.42, r * 0.85);
  ctx.closePath();
  ctx.fill();
  // Eyes, nose and teeth are cut out in the body colour.
  const ink = ctx.fillStyle;
  ctx.fillStyle = body;
  for (const x of [-0.3, 0.3]) {
    ctx.beginPath();
    ctx.arc(r * x, -r * 0.12, r * 0.19, 0, Math.PI * 2);
    ctx.fill();
  }
  ctx.beginPath();
  ctx.moveTo(0, r * 0.12);
  ctx.lineTo(r * 0.1, r * 0.32);
  ctx.lineTo(-r * 0.1, r * 0.32);
  ctx.closePath();
  ctx.fill();
  for (const x of [-0.22, 0, 0.22]) ctx.fillRect(r * x - r * 0.04, r * 0.55, r * 0.08, r * 0.3);
  ctx.fillStyle = ink;
}

function flame(ctx: Ctx, r: number): void {
  ctx.beginPath();
  ctx.moveTo(0, -r);
  ctx.bezierCurveTo(r * 0.5, -r * 0.4, r * 0.85, 0, r * 0.7, r * 0.45);
  ctx.bezierCurveTo(r * 0.55, r * 0.85, r * 0.2, r, 0, r);
  ctx.bezierCurveTo(-r * 0.2, r, -r * 0.55, r * 0.85, -r * 0.7, r * 0.45);
  ctx.bezierCurveTo(-r * 0.8, r * 0.05, -r * 0.45, -r * 0.2, -r * 0.3, -r * 0.55);
  ctx.bezierCurveTo(-r * 0.2, -r * 0.2, -r * 0.05, -r * 0.3, 0, -r);
  ctx.closePath();
  ctx.fill();
}

function shield(ctx: Ctx, r: number): void {
  ctx.beginPath();
  ctx.moveTo(0, -r);
  ctx.lineTo(r * 0.8, -r * 0.65);
  ctx.quadraticCurveTo(r * 0.8, r * 0.45, 0, r);
  ctx.quadraticCurveTo(-r * 0.8, r * 0.45, -r * 0.8, -r * 0.65);
  ctx.closePath();
  ctx.fill();
}

/**
 * Concentric rings, one per circle: Planet Apocalypse's despair die marks the
 * First, Second and Third circle. Rings read the same from every side, where
 * a roman "II" turned a quarter looks like "=".
 */
function rings(ctx: Ctx, r: number, count: number): void {
  const width = r * 0.13;
  for (let k = 0; k < count; k++) {
    const radius = r * (0.25 + (0.72 * (k + 1)) / count) - width / 2;
    ctx.beginPath();
    ctx.arc(0, 0, radius, 0, Math.PI * 2);
    ctx.lineWidth = width;
    ctx.strokeStyle = ctx.fillStyle;
    ctx.stroke();
  }
  ctx.beginPath();
  ctx.arc(0, 0, r * 0.14, 0, Math.PI * 2);
  ctx.fill();
}

/** Symbol name -> how to draw it. Several names share a glyph (a "hit" is a "blast"). */
const GLYPHS: Record<string, (ctx: Ctx, r: number, body: string) => void> = {
  hit: blast,
  blast: blast,
  damage: blast,
  skull: skull,
  death: skull,
  flame: flame,
  fire: flame,
  star: (ctx, r) => star(ctx, r, 5, 0.42),
  special: (ctx, r) => star(ctx, r, 5, 0.42),
  shield: shield,
  block: shield,
  first: (ctx, r) => rings(ctx, r, 1),
  second: (ctx, r) => rings(ctx, r, 2),
  third: (ctx, r) => rings(ctx, r, 3),
};

export function hasGlyph(symbol: string): boolean {
  return Object.prototype.hasOwnProperty.call(GLYPHS, symbol.toLowerCase());
}

/** Draws the glyph of `symbol` centred on the origin; `body` is the die colour (for cut-outs). */
export function drawGlyph(ctx: Ctx, symbol: string, r: number, body: string): void {
  const draw = GLYPHS[symbol.toLowerCase()];
  if (!draw) throw new Error(`No glyph for the symbol "${symbol}".`);
  draw(ctx, r, body);
}
