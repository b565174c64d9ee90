// Runs on the main thread (lazily loaded chunk): the campaigns this player may join.
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { FALLBACK_LOCALE, type Locale } from '../../../shared/lib/constants.ts';
import {
  AUDIENCE_OPEN,
  type Campaign,
  type CampaignCycle,
} from '../../../shared/promotions/promotion-types.ts';
import type { PanelProps } from '../../components/panel-props.ts';
import { Countdown } from '../Countdown.tsx';
import { roundTargets } from '../countdown.ts';

/** A campaign's name in the locale, else in en (SPEC §3), else its code. */
export function campaignName(
  campaign: Pick<Campaign, 'name' | 'invitationCode'>,
  locale: Locale,
): string {
  const name = campaign.name[locale]?.trim() || campaign.name[FALLBACK_LOCALE]?.trim();
  return name || campaign.invitationCode;
}

/**
 * What each campaign type of SPEC §9 is called (docs/decisions.md): the player reads a name,
 * never the id.
 */
const TYPE_NAMES = {
  1: 'cashDrop',
  2: 'freeSpins',
  3: 'tournament',
  4: 'quests',
  5: 'freeGames',
  6: 'cashback',
  7: 'luckyWheel',
} as const;

/** A campaign type's name; a type id this page does not know reads "Other promotion". */
function typeName(t: TFunction, id: number): string {
  const key = Object.hasOwn(TYPE_NAMES, id) ? TYPE_NAMES[id as keyof typeof TYPE_NAMES] : 'other';
  return t(`promo.campaign.typeNames.${key}`);
}

/** The campaign list: name, types, its current round and who may join. */
export function CampaignPanel({ engine, promotions: p, locale, format }: PanelProps) {
  const { t } = useTranslation();
  if (p.campaigns.length === 0) return <p className="promo-empty">{t('promo.campaign.empty')}</p>;
  const list = new Intl.ListFormat(locale, { type: 'conjunction', style: 'narrow' });
  return (
    <ul className="promo-list">
      {p.campaigns.map((campaign) => (
        <li key={campaign.invitationCode} className="promo-card">
          <h3 className="promo-card-title">{campaignName(campaign, locale)}</h3>
          <p className="promo-line">
            {t('promo.campaign.types', {
              types: list.format([
                ...new Set(campaign.campaignTypeIds.map((id) => typeName(t, id))),
              ]),
            })}
          </p>
          <CycleLine
            cycle={p.campaignRounds[campaign.invitationCode] ?? null}
            format={format}
            engine={engine}
            locale={locale}
          />
          <p className="promo-line promo-muted">
            {campaign.audienceMode === AUDIENCE_OPEN
              ? t('promo.campaign.openToAll')
              : t('promo.campaign.byInvitation', { code: campaign.invitationCode })}
          </p>
        </li>
      ))}
    </ul>
  );
}

/** The round's dates, and the time left to its start or end on the server's clock. */
function CycleLine({
  cycle,
  format,
  engine,
  locale,
}: {
  cycle: CampaignCycle | null;
  format: PanelProps['format'];
  engine: PanelProps['engine'];
  locale: Locale;
}) {
  const { t } = useTranslation();
  if (!cycle) return null;
  return (
    <>
      <p className="promo-line">
        {t('promo.campaign.cycle', {
          start: format.date(cycle.startTime),
          end: format.date(cycle.endTime),
        })}
      </p>
      <Countdown engine={engine} targets={roundTargets(cycle)} locale={locale} />
    </>
  );
}
