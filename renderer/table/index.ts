/** The shared 3D table (see README.md in this folder). */
export { CameraBar } from './CameraBar';
export { FOLLOW, OVERVIEW, clampPose, defaultPresets, limitsForBoard, type CameraLimits, type CameraPreset } from './cameraPresets';
export { qualityOptions, type GraphicsQuality } from './quality';
export { TableCanvas, type TableCanvasProps } from './TableCanvas';
export { createTableFocus, tableFocus, useFocusState, type FocusOptions, type TableFocus } from './tableFocus';
export { BoardShell, type AskMenu, type AskOption, type BoardShellProps } from './BoardShell';
export { currentSeat, PanelDock, PanelDockContext, usePanelDock, type BoardPanel } from './PanelDock';
