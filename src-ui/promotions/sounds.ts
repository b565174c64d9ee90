// Runs on the main thread: the button and quest-card sounds (SPEC §9), played from sound files:
// the built-in ones (public/sounds/, made by operator-sim/make-sounds.ts) or the operator's
// replacements named in the config. Nothing is downloaded until a sound first plays.
import {
  type SoundName,
  type SoundSources,
  defaultSoundSources,
} from '../../shared/brand/client-config.ts';

/** The built-in files, on the app's own origin. */
const BUILT_IN: Readonly<Record<SoundName, string>> = {
  button: `${import.meta.env.BASE_URL}sounds/button.wav`,
  questCard: `${import.meta.env.BASE_URL}sounds/quest-card.wav`,
};

let sources: SoundSources = defaultSoundSources();
/** One player per file, made on first use and reused (the browser keeps the file). */
const players = new Map<string, HTMLAudioElement>();

/** The operator's files from the engine state (null for a sound keeps the built-in file). */
export function setSoundSources(next: SoundSources): void {
  sources = next;
}

/** The player of a sound's file, made when first needed; null where audio is missing. */
function player(name: SoundName): HTMLAudioElement | null {
  const src = sources[name] ?? BUILT_IN[name];
  let audio = players.get(src);
  if (audio === undefined) {
    if (typeof Audio === 'undefined') return null;
    audio = new Audio(src);
    audio.preload = 'auto';
    // Kept in the page (an <audio> without controls shows nothing): held only by this map it
    // would be a detached DOM node, which a leak hunt could not tell from a real one.
    audio.hidden = true;
    document.body.append(audio);
    players.set(src, audio);
  }
  return audio;
}

function play(name: SoundName, muted: boolean): void {
  if (muted) return;
  const audio = player(name);
  if (audio === null) return;
  try {
    audio.currentTime = 0;
    // A refused play (no audio device, a browser's autoplay rule) is silence, not an error.
    audio.play().catch(() => undefined);
  } catch {
    // A sound is a nicety: it never gets in the player's way.
  }
}

/**
 * Call inside the click that may lead to a quest-card sound: the file starts loading while the
 * engine answers, and a browser that wants a gesture per player gets one. Nothing when muted.
 */
export function unlockSound(muted: boolean): void {
  if (!muted) player('questCard')?.load();
}

/** The quest-card sound, when a card was used; never when muted. */
export function playQuestCardSound(muted: boolean): void {
  play('questCard', muted);
}

/** The sound of the container's buttons (SPEC §9 button sounds); never when muted. */
export function playButtonSound(muted: boolean): void {
  play('button', muted);
}
