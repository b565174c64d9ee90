// Runs on the main thread (quest panel chunk): the games tab: where quests count.
import { useTranslation } from 'react-i18next';
import type { PanelProps } from '../../components/panel-props.ts';

/** The games where quests can be taken. */
export function GamesTab({ promotions: p, format, gameId }: PanelProps) {
  const { t } = useTranslation();
  if (p.questGameIds.length === 0) return <p className="promo-empty">{t('promo.games.empty')}</p>;
  return (
    <>
      <p className="promo-note">{t('promo.games.intro')}</p>
      <ul className="promo-games">
        {p.questGameIds.map((id) => (
          <li key={id} aria-current={id === gameId ? 'true' : undefined}>
            {id === gameId
              ? t('promo.games.current', { game: format.gameName(id) })
              : format.gameName(id)}
          </li>
        ))}
      </ul>
    </>
  );
}
