/**
 * Names from the game's glossary (core inspect module), so the panel never
 * retypes a card's or a combo's name: cards by id (`card:<id>`), dice combos
 * by the rules' combo id (`combo:pair`, `combo:snake` ...).
 */
import { GLOSSARY } from '../../../core/games/repossession/inspect';

const NAMES = new Map(GLOSSARY.map((e) => [e.id, e.name]));

export function cardName(id: string): string {
  return NAMES.get(`card:${id}`) ?? id;
}

export function comboName(combo: string | null): string {
  if (!combo) return '';
  return NAMES.get(`combo:${combo}`) ?? combo;
}

/** The combo's bonus line from its glossary entry ("Attack +1 · Defence +0"), for the dice strip. */
export function comboStats(combo: string | null): string {
  const e = combo ? GLOSSARY.find((x) => x.id === `combo:${combo}`) : undefined;
  return (e?.stats ?? []).map((s) => `${s.label} ${s.value}`).join(' · ');
}
