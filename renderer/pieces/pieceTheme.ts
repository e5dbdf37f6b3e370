/**
 * The palette the pieces draw highlights with, as a React context: the table
 * provides the one that matches the colour-blind setting, and pieces used
 * outside a table fall back on the default palette.
 */
import { createContext, useContext } from 'react';
import { palette, type Palette } from '../lib/palette';

export const PieceThemeContext = createContext<Palette>(palette(false));

export function usePieceTheme(): Palette {
  return useContext(PieceThemeContext);
}
