// Runs on the main thread: the boot screen's art (index.html, which the build inlines), kept as
// the page starts, so the spinner shows the same picture without a second copy of it in the
// app's chunk (about 0.6 KB gzip of the first load).
let art: string | null = null;

/** Reads the boot screen's art; called as the page starts, before anything replaces it. */
export function keepBootArt(): void {
  art ??= document.querySelector<HTMLImageElement>('#root .boot-art')?.getAttribute('src') ?? null;
}

/** The boot screen's art, or null where the page had none. */
export const bootArt = (): string | null => art;
