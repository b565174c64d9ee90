// Motion stays on the compositor and honours reduced motion (issue 30): every @keyframes in the
// UI's stylesheets moves only transform and opacity, no rule transitions anything else (a width or
// a top animated lays the page out every frame on a cheap phone), and a stylesheet that animates
// stops it under prefers-reduced-motion.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './import-graph.ts';

const ON_COMPOSITOR = new Set(['transform', 'opacity']);

const sheets = readdirSync(join(ROOT, 'src-ui'), { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.css'))
  .map((file) => ({
    file,
    css: readFileSync(join(ROOT, 'src-ui', file), 'utf8').replace(/\/\*[\s\S]*?\*\//g, ''),
  }));

/** The properties each @keyframes block of `css` sets, by animation name. */
function keyframeProperties(css: string): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const [, name = '', body = ''] of css.matchAll(
    /@keyframes\s+([\w-]+)\s*\{((?:[^{}]*\{[^{}]*\})*\s*)\}/g,
  )) {
    const properties = [...body.matchAll(/\{([^}]*)\}/g)].flatMap(([, frame = '']) =>
      frame
        .split(';')
        .map((declaration) => declaration.split(':')[0]?.trim() ?? '')
        .filter(Boolean),
    );
    found.set(name, properties);
  }
  return found;
}

/** The values of a property (and its longhands `-name` etc.) wherever `css` declares it. */
const valuesOf = (css: string, property: string): string[] =>
  [...css.matchAll(new RegExp(`(?:^|[;{\\s])${property}(?:-[\\w-]+)?\\s*:\\s*([^;}]+)`, 'g'))].map(
    ([, value = '']) => value.trim(),
  );

describe('the UI stylesheets', () => {
  it('were found', () => {
    expect(sheets.map((s) => s.file)).toEqual(
      expect.arrayContaining(['styles.css', 'jackpots/jackpots.css', 'promotions/promotions.css']),
    );
  });

  it.each(sheets)('$file animates only transform and opacity', ({ css }) => {
    for (const [name, properties] of keyframeProperties(css)) {
      expect({ name, off: properties.filter((p) => !ON_COMPOSITOR.has(p)) }).toEqual({
        name,
        off: [],
      });
    }
    for (const value of valuesOf(css, 'transition')) {
      for (const item of value.split(',')) {
        const property = item.trim().split(/\s+/)[0] ?? '';
        expect(['none', ...ON_COMPOSITOR]).toContain(property);
      }
    }
  });

  it.each(sheets)('$file stops its animations under reduced motion', ({ css }) => {
    const animates = valuesOf(css, 'animation').some((value) => value !== 'none');
    if (animates) expect(css).toMatch(/@media\s*\(prefers-reduced-motion:\s*reduce\)/);
  });
});
