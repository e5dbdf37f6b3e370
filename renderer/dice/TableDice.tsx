/**
 * The dice on the shared table: a low-rimmed tray (the table's DiceStage
 * raises it into view for each throw: renderer/table/diceStage.ts), and in
 * it the throw the table-dice store holds, replayed in tray units under the
 * stage's uniform scale and turn. The rims and mat stand exactly
 * where the physics walls and floor are, so a die that bounces visibly hits
 * something.
 */
import { lazy, Suspense, useEffect } from 'react';
import { BoxGeometry, MeshStandardMaterial, PlaneGeometry } from 'three';
import { mergeGeometries } from 'three/examples/jsm/utils/BufferGeometryUtils.js';
import { tableDice, useTableThrow, type TableDiceStore } from './tableDice';
import { TRAY, wallPlanes } from './trayArea';

const loadReplay = () => import('./ThrowReplay');
const ThrowReplay = lazy(loadReplay);

/** The replay's code is fetched this long after the table first draws (out of the first frame's way). */
const PRELOAD_AFTER_MS = 1500;

/** Height and thickness of the visible rims, tray units (the physics walls are infinite planes). Low, so they never hide a die from the camera. */
const RIM_HEIGHT = 0.55;
const RIM_THICKNESS = 0.3;

const matGeo = new PlaneGeometry(TRAY.width, TRAY.depth);
// A darker felt than the table's: the tray reads as a place of its own.
const matMat = new MeshStandardMaterial({ color: '#1d2d23', roughness: 0.97 });
const rimMat = new MeshStandardMaterial({ color: '#4a3726', roughness: 0.65 });

/** The four rims as one geometry (one draw call): each sits just outside its wall plane, its inner face the wall. */
const rimsGeo = mergeGeometries(
  wallPlanes().map(({ at, inward }) => {
    const box = inward[0] !== 0 ? new BoxGeometry(RIM_THICKNESS, RIM_HEIGHT, TRAY.depth) : new BoxGeometry(TRAY.width + 2 * RIM_THICKNESS, RIM_HEIGHT, RIM_THICKNESS);
    return box.translate(at[0] - inward[0] * (RIM_THICKNESS / 2), RIM_HEIGHT / 2, at[2] - inward[2] * (RIM_THICKNESS / 2));
  }),
);

export interface TableDiceProps {
  /** Centre of the tray's floor on the table, its turn about y and its scale (table units per tray unit). */
  centre: [number, number, number];
  rotationY: number;
  scale: number;
  store?: TableDiceStore;
  /** Also told when a throw's dice rest (after the store's own onSettled), with its request id. */
  onSettled?(requestId: number): void;
}

export function TableDice({ centre, rotationY, scale, store = tableDice, onSettled }: TableDiceProps) {
  const t = useTableThrow(store);
  // Fetched once the table is up, not at the first throw: loading it (and cannon-es) then added
  // a second and more to the first roll's wait, which the timeline's dice beat had not planned for.
  useEffect(() => {
    const early = setTimeout(() => void loadReplay(), PRELOAD_AFTER_MS);
    return () => clearTimeout(early);
  }, []);
  return (
    <group position={centre} rotation={[0, rotationY, 0]} scale={scale} name="table-dice">
      {/* A hair above the table's felt, so the two never flicker through each other. */}
      <mesh geometry={matGeo} material={matMat} rotation={[-Math.PI / 2, 0, 0]} position={[0, 0.004 / scale, 0]} receiveShadow />
      <mesh geometry={rimsGeo} material={rimMat} castShadow receiveShadow />
      {t && (
        <Suspense fallback={null}>
          <ThrowReplay key={`${t.request.id}:${t.pips ? 'p' : 'n'}`} request={t.request} speed={t.speed} rate={t.rate ?? 1} pips={t.pips} onSettled={(shown, request) => {
            t.onSettled?.(shown, request);
            onSettled?.(request.id);
          }} />
        </Suspense>
      )}
    </group>
  );
}
