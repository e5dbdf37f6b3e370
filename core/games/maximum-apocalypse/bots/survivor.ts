import { randomBot } from './random';
export const survivorBot = { ...randomBot, id: 'survivor', name: 'Survivor AI' };
