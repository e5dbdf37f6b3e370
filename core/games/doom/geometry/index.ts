/** DOOM's grid geometry: map model, adjacency, movement, range, line of sight and cover. */
export * from './types';
export * from './coords';
export * from './compile';
export * from './adjacency';
export * from './occupancy';
export * from './movement';
export * from './large';
export * from './displacement';
export * from './range';
export * from './sightline';
export * from './lineOfSight';
export * from './ascii';
export * from './board';
