import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { EXRLoader } from 'three/examples/jsm/loaders/EXRLoader.js';
import { dataUrlBytes } from './dataUrl';

describe('dataUrlBytes', () => {
  it('decodes base64 data URLs and refuses anything else', () => {
    expect(new Uint8Array(dataUrlBytes('data:application/octet-stream;base64,AAEC/w=='))).toEqual(new Uint8Array([0, 1, 2, 255]));
    expect(() => dataUrlBytes('https://example.com/x.exr')).toThrow(/data URL/);
    expect(() => dataUrlBytes('data:text/plain,hello')).toThrow(/data URL/);
  });

  it("the shipped HDRI decodes into a float image of the table's light", () => {
    // Read as text (the package's module is `export default 'data:...'`), as the bundle does.
    const file = createRequire(import.meta.url).resolve('@pmndrs/assets/hdri/apartment.exr.js');
    const url = /'(data:[^']+)'/.exec(readFileSync(file, 'utf8'))![1]!;
    const exr = new EXRLoader().parse(dataUrlBytes(url));
    expect(exr.width).toBeGreaterThanOrEqual(256);
    expect(exr.height).toBeGreaterThanOrEqual(128);
    expect(exr.data?.length).toBe(exr.width! * exr.height! * 4);
  });
});
