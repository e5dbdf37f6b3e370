/** Decodes a `data:<type>;base64,<bytes>` URL (an asset bundled as text) into its bytes. */
export function dataUrlBytes(url: string): ArrayBuffer {
  const comma = url.indexOf(',');
  if (!url.startsWith('data:') || comma < 0 || !url.slice(0, comma).endsWith(';base64')) throw new Error('Not a base64 data URL.');
  const text = atob(url.slice(comma + 1));
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  return bytes.buffer;
}
