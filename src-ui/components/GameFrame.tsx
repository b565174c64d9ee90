// Runs on the main thread: the game iframe and the messages it may post to the container.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { parseGameMessage } from '../../shared/game-messages.ts';
import { originOf } from '../../shared/urls.ts';
import type { EngineClient } from '../engine-client.ts';
import { attachGame } from '../game-channel.ts';

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
      switch (message.type) {
        case 'ready':
          engine.gameReady();
          break;
        case 'spinState':
          engine.setSpinning(message.spinning);
          break;
        case 'spinRequest':
          engine.spinRequested();
          break;
        case 'turbo':
          engine.setTurbo(message.on, message.noTurbo);
          break;
        case 'clickToPlay':
          engine.requestGameSwitch(message.gameId);
          break;
        case 'freeSpinProgress':
          engine.freeSpinProgress(message.itemId, message.played, message.winAmount, message.done);
          break;
        case 'scene':
          engine.setScene(message.scene, message.symbols);
          break;
        case 'status':
          engine.reportStatus(message.fields);
          break;
        case 'autoPlay':
          engine.autoPlay(message.event);
          break;
        case 'buttonPosition':
          engine.setButtonLayout(message.layout);
          break;
        case 'helpPage':
          engine.openModal({ kind: 'help', url: message.url ?? '' });
          break;
        case 'jackpot':
          engine.jackpotBroadcast(message.hit);
          break;
        case 'openModal':
          engine.openModal(message.request);
      }
    };
    attachGame(frame.current?.contentWindow ?? null, gameOrigin);
    window.addEventListener('message', onMessage);
    return () => {
      attachGame(null, null);
      window.removeEventListener('message', onMessage);
    };
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
