/**
 * What a DOOM player can look up, for the inspect panel, the board legend
 * and the rules search: the glossary (every kind of thing, from content),
 * the live inspect of a target in a seat's view, and the legend. The
 * renderer may import this folder.
 */
export { doomGlossary, glossaryEntry, cardEntryId } from './glossary';
export { doomInspect } from './live';
export { doomLegend } from './legend';
export { placeName, placeHeading, portalName, markerName, teleporterName, direction } from './places';
export { marineProgress, invaderProgress, leader } from './progress';
