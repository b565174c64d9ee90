// Runs on the main thread: playing a card from a list (quests' inventory, free-spin offers).
import { useState } from 'react';
import type { PanelProps } from '../../components/panel-props.ts';

/** Playing a card from a list: which one is being sent, and each card's last refusal. */
export function useCardUse(onUseCard: PanelProps['onUseCard']) {
  const [busy, setBusy] = useState<string | null>(null);
  const [errors, setErrors] = useState<Readonly<Record<string, string>>>({});
  const use = async (itemId: string): Promise<void> => {
    setBusy(itemId);
    setErrors((e) => ({ ...e, [itemId]: '' }));
    const answer = await onUseCard(itemId);
    setBusy(null);
    if (!answer.ok) setErrors((e) => ({ ...e, [itemId]: answer.code }));
  };
  return { busy: busy !== null, errorOf: (itemId: string) => errors[itemId] ?? '', use };
}
