// Shared by the UI and the worker: the per-client static config (SPEC §6) and the sound files
// (SPEC §9) as the engine hands them to the page.

/** SPEC §6 per-client static config of the player's client code, checked by the engine. */
export interface ClientLook {
  /** Show the brand's logo (its enName) over the game. */
  showLogo: boolean;
  /** Show the report modal's header (its title bar). */
  showReportHeader: boolean;
  /** The page's icon: an http(s) address or a same-origin path; null keeps the built-in one. */
  favicon: string | null;
}

/** What a client without a file (or with a broken one) gets: no logo, the header, no icon. */
export function defaultClientLook(): ClientLook {
  return { showLogo: false, showReportHeader: true, favicon: null };
}

/** The container's sounds (SPEC §9): a button press and a quest card used. */
export const SOUND_NAMES = ['button', 'questCard'] as const;

/** One of the container's sounds. */
export type SoundName = (typeof SOUND_NAMES)[number];

/** The operator's replacement file per sound (http(s)); null plays the built-in file. */
export type SoundSources = Record<SoundName, string | null>;

/** Every sound from the built-in files. */
export function defaultSoundSources(): SoundSources {
  return { button: null, questCard: null };
}
