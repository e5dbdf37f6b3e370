/**
 * The paints a miniature is sculpted in. A miniature is one merged geometry
 * whose vertices carry their paint as a vertex colour, so every part of it
 * (skin, metal, bone, glowing eyes) draws in one draw call. The `team` paints
 * are not fixed colours: the shader mixes in the figure's team colour there
 * (`tint` 1 = all team colour), so the same geometry serves every colour.
 */
export type Paint =
  /** The team (seat or enemy-kind) colour: the bulk of the figure and the base's band. */
  | 'team'
  /** A darker shade of the team colour (trousers, shadowed cloth): still reads as the team. */
  | 'teamDark'
  /** The base's plinth top, earth-dark. */
  | 'ground'
  | 'metal'
  | 'gunmetal'
  | 'bone'
  | 'skin'
  | 'cloth'
  | 'leather'
  | 'wood'
  | 'flesh'
  | 'white'
  | 'red'
  | 'gold'
  | 'green'
  /** Glowing parts (eyes, lamps): emissive, so they read in the dark. */
  | 'glow'
  | 'fire'
  | 'plasma';

export interface PaintLook {
  /** sRGB colour of the paint (for team paints: what the team colour is mixed with). */
  colour: string;
  /** 0: the paint's own colour; 1: the team colour; between: the team colour shaded towards `colour`. */
  tint: number;
  /** Emissive strength (0 for ordinary paint). */
  glow: number;
}

export const PAINTS: Record<Paint, PaintLook> = {
  team: { colour: '#ffffff', tint: 1, glow: 0 },
  teamDark: { colour: '#000000', tint: 0.62, glow: 0 },
  ground: { colour: '#3a3328', tint: 0, glow: 0 },
  metal: { colour: '#7b7f88', tint: 0, glow: 0 },
  gunmetal: { colour: '#2c2b30', tint: 0, glow: 0 },
  bone: { colour: '#e9dfc6', tint: 0, glow: 0 },
  skin: { colour: '#d9a27a', tint: 0, glow: 0 },
  cloth: { colour: '#3e3a36', tint: 0, glow: 0 },
  leather: { colour: '#6b4a2f', tint: 0, glow: 0 },
  wood: { colour: '#8a6239', tint: 0, glow: 0 },
  flesh: { colour: '#7a2a26', tint: 0, glow: 0 },
  white: { colour: '#f2f2f2', tint: 0, glow: 0 },
  red: { colour: '#c0392b', tint: 0, glow: 0 },
  gold: { colour: '#d8b04a', tint: 0, glow: 0 },
  green: { colour: '#4f6b3a', tint: 0, glow: 0 },
  glow: { colour: '#fff3a0', tint: 0, glow: 1.4 },
  fire: { colour: '#ff8a2a', tint: 0, glow: 1.2 },
  plasma: { colour: '#7fe8ff', tint: 0, glow: 1.2 },
};

/** The legacy figure roles (silhouettes.ts) as paints, so old silhouettes draw through the same path. */
export const ROLE_PAINT = { body: 'team', accent: 'gunmetal', trim: 'bone', eye: 'glow' } as const satisfies Record<string, Paint>;
