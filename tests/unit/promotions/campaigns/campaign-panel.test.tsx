// The campaign panel names each campaign's types in words (SPEC §9's ids 1-6 and the wheel's 7),
// in the player's language; an id the page does not know reads as a generic word, never a number.
import { cleanup, render, screen } from '@testing-library/react';
import i18next, { type TFunction } from 'i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import th from '../../../../locales/th/translation.json';
import type { Campaign } from '../../../../shared/promotions/promotion-types.ts';
import { CampaignPanel } from '../../../../src-ui/promotions/campaigns/CampaignPanel.tsx';
import { fakeEngine, panelProps, startEnglish } from '../../support/panels.ts';

const campaign = (invitationCode: string, campaignTypeIds: number[]): Campaign => ({
  invitationCode,
  campaignTypeIds,
  audienceMode: 1,
  name: { en: `Campaign ${invitationCode}` },
});

let t: TFunction;
beforeAll(async () => {
  t = await startEnglish();
});
afterEach(async () => {
  cleanup();
  await i18next.changeLanguage('en');
});

/** The campaign's type line, as the panel shows it. */
function typeLine(code: string): string {
  const card = screen.getByRole('heading', { name: `Campaign ${code}` }).closest('li');
  return card?.querySelector('.promo-line')?.textContent ?? '';
}

function renderCampaigns(campaigns: Campaign[]) {
  render(<CampaignPanel {...panelProps(fakeEngine(), { campaigns })} />);
}

describe('campaign type names', () => {
  it('names every type 1-7 in words, in the order the campaign lists them', () => {
    renderCampaigns([campaign('OPEN', [1, 2]), campaign('ALL', [3, 4, 5, 6, 7])]);
    const name = (key: string) =>
      t(`promo.campaign.typeNames.${key}` as 'promo.campaign.typeNames.other');
    expect(typeLine('OPEN')).toBe(
      t('promo.campaign.types', { types: `${name('cashDrop')}, ${name('freeSpins')}` }),
    );
    const all = ['tournament', 'quests', 'freeGames', 'cashback', 'luckyWheel'].map(name);
    expect(typeLine('ALL')).toBe(t('promo.campaign.types', { types: all.join(', ') }));
    expect(typeLine('ALL')).not.toMatch(/\d/);
  });

  it('shows an unknown type id as "Other promotion", once, never the number', () => {
    renderCampaigns([campaign('NEW', [3, 42, 99])]);
    const line = typeLine('NEW');
    expect(line).toBe(
      t('promo.campaign.types', {
        types: `${t('promo.campaign.typeNames.tournament')}, ${t('promo.campaign.typeNames.other')}`,
      }),
    );
    expect(line).not.toMatch(/42|99/);
  });

  it('speaks the player language: Thai names in the Thai panel', async () => {
    i18next.addResourceBundle('th', 'translation', th);
    await i18next.changeLanguage('th');
    renderCampaigns([campaign('OPEN', [1, 8])]);
    const names = th.promo.campaign.typeNames;
    expect(typeLine('OPEN')).toBe(
      th.promo.campaign.types.replace('{{types}}', `${names.cashDrop}, ${names.other}`),
    );
  });
});
