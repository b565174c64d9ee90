// The boot screen's texts before i18next has loaded: read from the boot label's attribute, which
// the build writes from the locale files (vite.config.ts); a page without them, or with a bad
// edit of them, says nothing rather than breaking the boot.
import { describe, expect, it } from 'vitest';
import { BOOT_TEXTS_ATTRIBUTE, bootTexts } from '../../../src-ui/boot/boot-texts.ts';

/** A boot label carrying `value` as its texts (null: no attribute). */
const label = (value: string | null): Element =>
  ({
    getAttribute: (name: string) => (name === BOOT_TEXTS_ATTRIBUTE ? value : null),
  }) as unknown as Element;

const written = JSON.stringify({ en: ['Loading…', 'Game'], th: ['กำลังโหลด…', 'เกม'] });

describe("the boot screen's texts", () => {
  it("are the player's language's status and frame title", () => {
    expect(bootTexts(label(written), 'th')).toEqual({ loading: 'กำลังโหลด…', frameTitle: 'เกม' });
    expect(bootTexts(label(written), 'en')).toEqual({ loading: 'Loading…', frameTitle: 'Game' });
  });

  it('are none for a language the page does not carry, or a page without them', () => {
    expect(bootTexts(label(written), 'ko')).toBeNull();
    expect(bootTexts(label(null), 'en')).toBeNull();
    expect(bootTexts(null, 'en')).toBeNull();
  });

  it.each([
    ['not JSON', '{en:'],
    ['JSON null', 'null'],
    ['a number', '7'],
    ['a list', '["Loading…","Game"]'],
    ['one text only', JSON.stringify({ en: ['Loading…'] })],
    ['a text that is not a string', JSON.stringify({ en: ['Loading…', 7] })],
    ['an object for a language', JSON.stringify({ en: { loading: 'Loading…' } })],
  ])('are none, without an exception, when the attribute is %s', (_, value) => {
    expect(bootTexts(label(value), 'en')).toBeNull();
  });
});
