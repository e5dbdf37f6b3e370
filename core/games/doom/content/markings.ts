/**
 * What every token, line and colour on a DOOM map means, in our own words:
 * the data behind the board legend and the glossary's entries for them. The
 * looks follow the rules reference (difficult terrain a dotted blue line,
 * blocking terrain a solid red one, impassable a dotted red one, walls thick
 * black lines, portals in their tier's colour); the colours are the table's.
 * There are no hazard tokens in our missions.
 */

export interface MarkingDef {
  id: string;
  name: string;
  /** What sort of thing it is, as the inspect panel titles it. */
  kind: string;
  /** A short glyph for the legend: a letter, a line or shape in words. */
  symbol: string;
  /** The swatch colour (CSS), when the marking is a colour. */
  color?: string;
  /** What it looks like on the board. */
  look: string;
  text: string[];
  /** Rules reference entry (rulesText.ts). */
  rule: string;
  aliases?: string[];
  /** Listed in the board legend (false for things that sit on cards, not the map). */
  onBoard: boolean;
}

export const MARKINGS: MarkingDef[] = [
  {
    id: 'difficult', name: 'Difficult terrain', kind: 'Terrain', symbol: '┄', color: '#3f7fe0', look: 'a dotted blue line around spaces', rule: 'movement', onBoard: true,
    text: ['Entering a space of difficult terrain costs one extra movement point (leaving it costs nothing extra).',
      'It does not block sight, but a line of sight drawn across it gives the defender cover.',
      'Flying demons and large demons ignore it when they move.'],
    aliases: ['dotted blue line', 'rough ground'],
  },
  {
    id: 'blocking', name: 'Blocking terrain', kind: 'Terrain', symbol: '━', color: '#e5432f', look: 'a solid red line around spaces, crates stacked inside', rule: 'movement', onBoard: true,
    text: ['No figure may move through it, and it blocks line of sight; a line of sight that grazes it gives cover.',
      'Flying demons may cross it and stop on it; large demons ignore it when they move.'],
    aliases: ['solid red line'],
  },
  {
    id: 'impassable', name: 'Impassable terrain', kind: 'Terrain', symbol: '┅', color: '#e5432f', look: 'a dotted red line around spaces, a glowing pit inside', rule: 'movement', onBoard: true,
    text: ['No figure may move through it, but sight passes over it and it gives no cover.',
      'Flying demons may cross it and stop on it; large demons ignore it when they move.'],
    aliases: ['dotted red line', 'pit'],
  },
  {
    id: 'wall', name: 'Wall', kind: 'Map', symbol: '▬', color: '#3b4048', look: 'a raised grey wall with a light top along a border', rule: 'movement', onBoard: true,
    text: ['Figures cannot move through a wall and it blocks line of sight. Where two tiles meet, the edge is a wall unless it is an open passage.'],
  },
  {
    id: 'door', name: 'Door', kind: 'Map', symbol: '▮', color: '#e0861c', look: 'a yellow-and-black striped door across a border, its two halves sliding apart as it opens', rule: 'movement', onBoard: true,
    text: ['A closed door works like a wall. A figure next to it opens it for one movement point; it is then removed and never closes again.',
      'Some threat cards open portals when a particular door opens.'],
  },
  {
    id: 'teleporter', name: 'Teleporter', kind: 'Token', symbol: '◎', color: '#42e3ff', look: 'a round pad, glowing cyan under a column of light when active and dark when not', rule: 'respawn', onBoard: true,
    text: ['For a marine, every active teleporter is next to every other: stepping from one to another costs one movement point.',
      'A marine who enters an inactive teleporter switches it on. A fragged marine respawns on an active teleporter of his choice.',
      'A marine who arrives on a demon by teleporting or respawning telefrags it (a Glory Kill if it was staggered).'],
    aliases: ['pad', 'telefrag'],
  },
  {
    id: 'portal-1', name: 'Blue portal', kind: 'Portal', symbol: '⬡', color: '#3f7fe0', look: 'a blue hexagon; a bright orange core when it is open', rule: 'summoning', onBoard: true,
    text: ['The invader summons one of the two blue (first tier) invasion groups of his invasion card here while it lies faceup.',
      'The threat card says when a facedown portal opens; most portals close (leave the map) once they have been used.'],
  },
  {
    id: 'portal-2', name: 'Yellow portal', kind: 'Portal', symbol: '⬡', color: '#e6b422', look: 'a yellow hexagon; a bright orange core when it is open', rule: 'summoning', onBoard: true,
    text: ['The invader summons one of the two yellow (second tier) invasion groups here while it lies faceup: stronger demons than a blue portal brings.',
      'The threat card says when it opens.'],
  },
  {
    id: 'portal-3', name: 'Red portal', kind: 'Portal', symbol: '⬡', color: '#d8352a', look: 'a red hexagon; a bright orange core when it is open', rule: 'summoning', onBoard: true,
    text: ['The invader summons one of the two red (third tier) invasion groups here while it lies faceup: the biggest demons of his invasion card.',
      'The threat card says when it opens.'],
  },
  {
    id: 'health-pack', name: 'Health pack', kind: 'Item', symbol: '+', color: '#d9443a', look: 'a red hexagonal counter with a cross', rule: 'items', onBoard: true,
    text: ['A marine standing on it may take it at no cost: he recovers 5 damage and the token leaves the map.'],
  },
  {
    id: 'weapon', name: 'Weapon token', kind: 'Item', symbol: 'W', color: '#7d8793', look: 'a grey hexagonal counter marked W', rule: 'items', onBoard: true,
    text: ['A marine standing on it may take the weapon at no cost: its set of action cards goes, shuffled, on top of his deck, so he draws it soon.',
      'A marine never takes a weapon set he already has. Found weapons do not carry over to the next mission of an operation.'],
  },
  {
    id: 'objective', name: 'Objective token', kind: 'Token', symbol: 'O', color: '#2fae62', look: 'a green disc marked O, with a prop behind it (a generator, a data core or a terminal)', rule: 'missions', onBoard: true,
    text: ['What it stands for depends on the mission: a generator to destroy, a data core to carry, a terminal to defend. The objective card says what to do with it.',
      'A carried token falls to the floor where its carrier is fragged.'],
    aliases: ['generator', 'data core', 'terminal'],
  },
  {
    id: 'exit', name: 'Exit', kind: 'Token', symbol: 'E', color: '#36b37e', look: 'a green hexagon marked E', rule: 'missions', onBoard: true,
    text: ['Where the objective card sends the marines: to escape, or to deliver what they carry.'],
  },
  {
    id: 'grenade', name: 'Grenade token', kind: 'Token', symbol: 'G', color: '#6f7d2c', look: 'an olive cube marked G', rule: 'grenades', onBoard: true,
    text: ['A thrown grenade lies where it landed until its thrower walks into its space and picks it up; until then he cannot throw it again.',
      'A decoy grenade gives every marine within 2 spaces of it cover while it lies there.'],
  },
  {
    id: 'threat', name: 'Threat tokens', kind: 'Counter', symbol: 'T', color: '#c2452d', look: 'a counter on the mission track', rule: 'missions', onBoard: false,
    text: ['The threat card adds them as the mission goes on; at the counts it names, portals open, and in some missions enough of them win it for the invader.'],
  },
  {
    id: 'progress', name: 'Progress tokens', kind: 'Counter', symbol: 'P', color: '#3d8ed8', look: 'a counter on the mission track', rule: 'missions', onBoard: false,
    text: ['The marines gain them by working the objective (destroying a generator, delivering a core). The objective card says how many win the mission.'],
  },
  {
    id: 'frag-token', name: 'Frag tokens', kind: 'Counter', symbol: '☠', color: '#9b1c1c', look: 'the invader\'s counter beside the objective', rule: 'fragged', onBoard: false,
    text: ['The invader gains one each time a marine is fragged (and from some mission rules). The objective card says how many win him the mission.'],
    aliases: ['frags'],
  },
  {
    id: 'argent', name: 'Argent Power', kind: 'Token', symbol: '▲', color: '#c7d2e0', look: 'silver triangles on the invasion card or demon cards', rule: 'argent-power', onBoard: false,
    text: ['The invader\'s fuel: tokens on a demon card pay for that demon\'s abilities marked with Argent, tokens on the invasion card go to the next group he summons, and some events cost them.',
      'The box holds a limited number. A demon card that turns facedown (its last figure gone) loses its tokens.'],
    aliases: ['argent'],
  },
  {
    id: 'stagger', name: 'Staggered', kind: 'Status', symbol: '!', color: '#f2c14e', look: 'a badge over a demon', rule: 'glory-kill', onBoard: true,
    text: ['A demon whose damage has reached its stagger value. A marine who moves into its space frags it with a Glory Kill: he draws a Glory Kill card and recovers 2 damage.'],
    aliases: ['Glory Kill', 'stagger'],
  },
  {
    id: 'stun', name: 'Stunned', kind: 'Status', symbol: '✶', color: '#b58cff', look: 'a badge over a figure', rule: 'stun', onBoard: true,
    text: ['A stunned figure reveals no defence card, has no cover and rolls one die fewer. The stun ends once it has attacked or been attacked.'],
    aliases: ['stun'],
  },
];

export function marking(id: string): MarkingDef {
  const m = MARKINGS.find((x) => x.id === id);
  if (!m) throw new Error(`No DOOM map marking "${id}".`);
  return m;
}
