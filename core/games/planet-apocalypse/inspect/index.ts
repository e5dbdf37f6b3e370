/** What the inspect panel, the legend and the rules search show for Planet Apocalypse (content and view only). */
export { GLOSSARY, GLOSSARY_BY_ID, entryId } from './glossary';
export { areaLabel } from './entry';
export { inspect } from './live';
export { LEGEND } from './legend';
