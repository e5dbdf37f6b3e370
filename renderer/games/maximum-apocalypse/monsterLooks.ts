/**
 * How a monster card stands on the map: a figure whose silhouette says what
 * kind of thing it is (its set, a beast or a robot, a boss) in its set's
 * colour. Monsters are cards attached to survivors in the rules; on the
 * table they stand beside their survivor so the danger reads at a glance.
 */
import { defOf, MONSTER_BY_ID } from '../../../core/games/maximum-apocalypse/content';
import type { MonsterSetId } from '../../../core/games/maximum-apocalypse/content/types';
import type { SilhouetteId } from '../../pieces';

const BY_SET: Record<MonsterSetId, { silhouette: SilhouetteId; colour: string }> = {
  zombie: { silhouette: 'zombie', colour: '#56703a' },
  gothic: { silhouette: 'imp', colour: '#6b2230' },
  mythos: { silhouette: 'crawler', colour: '#2f5a5a' },
  yokai: { silhouette: 'imp', colour: '#8a3b1e' },
  alien: { silhouette: 'floater', colour: '#4a5a7a' },
  rapture: { silhouette: 'imp', colour: '#9a7a24' },
};

export interface MonsterLook {
  silhouette: SilhouetteId;
  colour: string;
  scale: number;
  name: string;
  health: number;
}

export function monsterLook(card: string): MonsterLook {
  const def = MONSTER_BY_ID[defOf(card)];
  if (!def) return { silhouette: 'blob', colour: '#555555', scale: 0.5, name: card, health: 1 };
  const base = BY_SET[def.set] ?? BY_SET.zombie;
  const tags = def.tags ?? [];
  const silhouette: SilhouetteId = def.boss ? 'brute' : tags.includes('beast') ? 'beast' : tags.includes('robot') ? 'tank' : base.silhouette;
  return { silhouette, colour: base.colour, scale: def.boss ? 0.74 : 0.6, name: def.name, health: def.health };
}
