// Runs on the main thread: the game iframe and the messages it may post to the container.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { parseGameMessage } from '../../shared/game-messages.ts';
import { originOf } from '../../shared/urls.ts';
import type { EngineClient } from '../engine-client.ts';

/** Embeds the game; only messages from this frame and its origin reach the engine. */
export function GameFrame({ url, engine }: { url: string; engine: EngineClient }) {
  const { t } = useTranslation();
  const frame = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    const gameOrigin = originOf(url);
    const onMessage = (event: MessageEvent): void => {
      if (event.origin !== gameOrigin || event.source !== frame.current?.contentWindow) return;
      const message = parseGameMessage(event.data);
      if (!message) return;
      if (message.type === 'ready') engine.gameReady();
      else if (message.type === 'spinState') engine.setSpinning(message.spinning);
      else engine.setScene(message.scene, message.symbols);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [url, engine]);
  return (
    <iframe
      ref={frame}
      className="game-frame"
      src={url}
      title={t('game.frameTitle')}
      allow="autoplay; fullscreen"
      referrerPolicy="strict-origin"
    />
  );
}
