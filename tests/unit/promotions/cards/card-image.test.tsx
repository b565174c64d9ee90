// A card's picture in the quest panel's inventory: its own image from the asset CDN, low
// resolution first; when that fails the generic card of its language; when that fails too a
// drawn card with its name in the player's words, in every language, and never a file name.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LOCALES } from '../../../../shared/lib/constants.ts';
import { InventoryTab } from '../../../../src-ui/promotions/quests/InventoryTab.tsx';
import { fakeEngine, gameCard, panelProps, startEnglish } from '../../support/panels.ts';

/** A free-spin card at bet 1 (tier 2), level 3. */
const CARD = gameCard({ cardLevel: 3 });

beforeAll(async () => {
  await startEnglish();
  for (const locale of LOCALES) {
    const { default: translation } = (await import(
      `../../../../locales/${locale}/translation.json`
    )) as { default: Record<string, unknown> };
    i18next.addResourceBundle(locale, 'translation', translation, true, true);
  }
});
afterEach(async () => {
  cleanup();
  await i18next.changeLanguage('en');
});

function showCard(locale: (typeof LOCALES)[number] = 'en') {
  const props = panelProps(fakeEngine(), { inventory: [CARD] });
  return render(<InventoryTab {...props} locale={locale} gameId={7} />);
}

/** The card's picture: the image, or the drawn card once every image failed. */
function picture(container: HTMLElement): HTMLElement {
  const element = container.querySelector<HTMLElement>('.promo-card-image');
  expect(element).not.toBeNull();
  return element as HTMLElement;
}

describe('card image', () => {
  it("loads the card's low-resolution image first, then the full one, from the asset CDN", () => {
    const { container } = showCard();
    const image = picture(container);
    expect(image.getAttribute('src')).toBe('https://cdn.test/cards/en/tier2_level3_s.svg');
    expect(image.getAttribute('loading')).toBe('lazy');
    expect(image.getAttribute('alt')).toBe('Free spin card, bet €1');
    fireEvent.load(image);
    expect(picture(container).getAttribute('src')).toBe(
      'https://cdn.test/cards/en/tier2_level3.svg',
    );
  });

  it('falls to the generic card, then to a drawn card that names it, never a file name', () => {
    const { container } = showCard();
    fireEvent.error(picture(container));
    expect(picture(container).getAttribute('src')).toBe(
      'https://cdn.test/cards/en/tier2_level3.svg',
    );
    fireEvent.error(picture(container));
    expect(picture(container).getAttribute('src')).toBe('https://cdn.test/cards/en/generic.svg');
    fireEvent.error(picture(container));
    const drawn = screen.getByRole('img', { name: 'Free spin card, bet €1' });
    expect(drawn.tagName).toBe('SPAN');
    expect(drawn.textContent).toBe('Free spin card');
    expect(container.textContent).not.toMatch(/\.svg|\.png|cards\/|tier\d/);
  });

  it.each(LOCALES)('in %s the alt text and the drawn card are translated words', async (locale) => {
    await i18next.changeLanguage(locale);
    const t = i18next.getFixedT(locale);
    const name = t('promo.inventory.freeSpin');
    const alt = t('promo.card.alt', { card: name, amount: '€1' });
    const { container } = showCard(locale);
    const language = locale === 'zh' || locale === 'th' ? locale : 'en';
    expect(picture(container).getAttribute('src')).toBe(
      `https://cdn.test/cards/${language}/tier2_level3_s.svg`,
    );
    expect(picture(container).getAttribute('alt')).toBe(alt);
    for (let i = 0; i < 3; i++) fireEvent.error(picture(container));
    const drawn = picture(container);
    expect(drawn.getAttribute('aria-label')).toBe(alt);
    expect(drawn.textContent).toBe(name);
    if (locale !== 'en') expect(name).not.toBe('Free spin card');
    expect(`${alt} ${name}`).not.toMatch(/\.svg|\.png|cards\/|promo\./);
  });
});
