// Runs in Node (and in unit tests): what every drawn image of the simulator's asset CDN shares.

/** An image's intrinsic size, in CSS pixels. */
export interface ArtSize {
  width: number;
  height: number;
}

/** The opening tag of an image of `size` (its own coordinates), its text in `lang` if given. */
export function svgOpen(size: ArtSize, lang?: string): string {
  const language = lang === undefined ? '' : ` xml:lang="${lang}"`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size.width}" height="${size.height}" viewBox="0 0 ${size.width} ${size.height}"${language}>`;
}

/**
 * A low-resolution stand-in (the `_s` variant, SPEC §9): the same size, drawn on a grid a tenth
 * as fine and blurred, in the picture's colours and without words: a few hundred bytes that
 * arrive before the full image.
 */
export function lowResSvg(size: ArtSize, [dark, light, accent]: [string, string, string]): string {
  const w = Math.round(size.width / 10);
  const h = Math.round(size.height / 10);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size.width}" height="${size.height}" viewBox="0 0 ${w} ${h}">` +
    `<filter id="b"><feGaussianBlur stdDeviation="0.8"/></filter><g filter="url(#b)">` +
    `<rect width="${w}" height="${h}" fill="${dark}"/>` +
    `<rect width="${w}" height="${Math.round(h / 2)}" fill="${light}"/>` +
    `<circle cx="${w / 2}" cy="${h / 2}" r="${Math.round(Math.min(w, h) / 4)}" fill="${accent}"/>` +
    `</g></svg>\n`
  );
}

/** Escapes text for an SVG's text or attribute. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
