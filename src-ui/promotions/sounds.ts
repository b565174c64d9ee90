// Runs on the main thread: the button and quest-card sounds, made with the Web Audio API (no
// audio file to download).

/** How long the quest-card beep lasts, in seconds. */
export const QUEST_CARD_SOUND_SECONDS = 0.12;

let context: AudioContext | null = null;

/** The page's one audio context, made on first use; null where Web Audio is missing or refused. */
function audio(): AudioContext | null {
  const Ctor = (globalThis as { AudioContext?: typeof AudioContext }).AudioContext;
  if (!Ctor) return null;
  try {
    context ??= new Ctor();
  } catch {
    return null;
  }
  return context;
}

/**
 * Call inside the click that may lead to a sound: browsers only let audio start from a user
 * gesture, and the sound itself plays after an await. Does nothing when muted.
 */
export function unlockSound(muted: boolean): void {
  if (muted) return;
  const ctx = audio();
  if (ctx?.state === 'suspended') ctx.resume().catch(() => undefined);
}

/** How long the button click lasts, in seconds. */
export const BUTTON_SOUND_SECONDS = 0.04;

/** One tone: a frequency sweep with a quick fade in and out (a hard start or stop clicks). */
function tone(muted: boolean, from: number, to: number, seconds: number, volume: number): void {
  if (muted) return;
  const ctx = audio();
  if (!ctx) return;
  try {
    const start = ctx.currentTime;
    const end = start + seconds;
    const osc = ctx.createOscillator();
    const gain = ctx.createGain();
    osc.type = 'sine';
    osc.frequency.setValueAtTime(from, start);
    osc.frequency.exponentialRampToValueAtTime(to, end);
    gain.gain.setValueAtTime(0.0001, start);
    gain.gain.exponentialRampToValueAtTime(volume, start + seconds / 10);
    gain.gain.exponentialRampToValueAtTime(0.0001, end);
    osc.connect(gain).connect(ctx.destination);
    osc.addEventListener('ended', () => {
      osc.disconnect();
      gain.disconnect();
    });
    osc.start(start);
    osc.stop(end);
  } catch {
    // A sound is a nicety: a closed or broken audio context never gets in the player's way.
  }
}

/** A short rising beep (~120 ms) when a card was used; never when muted. */
export function playQuestCardSound(muted: boolean): void {
  tone(muted, 880, 1320, QUEST_CARD_SOUND_SECONDS, 0.2);
}

/** A soft click for the container's buttons (SPEC §9 button sounds); never when muted. */
export function playButtonSound(muted: boolean): void {
  unlockSound(muted);
  tone(muted, 660, 520, BUTTON_SOUND_SECONDS, 0.08);
}
