/**
 * Whether the browser draws WebGL in software (SwiftShader, llvmpipe, the
 * Windows basic renderer): no graphics card, every pixel shaded on the CPU.
 * There a medium table's frame costs most of a second, so Settings says
 * that Low is the smooth choice. Asked once, of a throwaway context that is
 * released at once.
 */
const SOFTWARE = /swiftshader|llvmpipe|softpipe|basic render driver|software/i;

let known: string | null | undefined;

/** The software renderer's short name ("SwiftShader"), or null on a graphics card (or where the browser will not say). */
export function softwareRenderer(): string | null {
  if (known !== undefined) return known;
  known = null;
  try {
    const gl = document.createElement('canvas').getContext('webgl2') ?? document.createElement('canvas').getContext('webgl');
    if (!gl) return known;
    const info = gl.getExtension('WEBGL_debug_renderer_info');
    const name = String(gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER));
    known = SOFTWARE.exec(name)?.[0] ?? null;
    gl.getExtension('WEBGL_lose_context')?.loseContext();
  } catch {
    // No WebGL at all: the table will say so itself; nothing to scale.
  }
  return known;
}
