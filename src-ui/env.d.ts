// Build-time settings read by the main thread.
interface ImportMetaEnv {
  /** Host of the environment config (dl); the page's own origin when unset. */
  readonly VITE_CONFIG_HOST?: string;
}
