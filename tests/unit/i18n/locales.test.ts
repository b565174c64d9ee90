// Every language has exactly the keys of en, none empty, placeholders intact, really translated.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../../shared/lib/constants.ts';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out.set(prefix + key, value);
    else for (const [k, v] of flatten(value, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
}

const load = (lng: string): Map<string, string> =>
  flatten(JSON.parse(readFileSync(`locales/${lng}/translation.json`, 'utf8')) as Tree);
const placeholders = (text: string): string[] => (text.match(/\{\{\s*\w+\s*\}\}/g) ?? []).sort();
const en = load('en');

describe.each(LOCALES.filter((l) => l !== 'en'))('locale %s', (lng) => {
  const other = load(lng);

  it('has exactly the keys of en', () => {
    expect([...other.keys()].sort()).toEqual([...en.keys()].sort());
  });

  it('has no empty text and keeps every placeholder', () => {
    for (const [key, text] of en) {
      expect(other.get(key)?.trim(), key).toBeTruthy();
      expect(placeholders(other.get(key) ?? ''), key).toEqual(placeholders(text));
    }
  });

  it('is translated, not an English copy', () => {
    const same = [...en].filter(([key, text]) => other.get(key) === text && /[a-z]{3}/i.test(text));
    expect(same.map(([key]) => key)).toEqual([]);
  });
});
