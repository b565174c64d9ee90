// Runs on the main thread: the entry. The worker starts first (the page's head makes it), before
// React or i18n load; the page's own work waits for the head's requests (headRequestsSent).
import type { TFunction } from 'i18next';
import { subscribe } from 'valtio/vanilla';
import type { EngineMirror } from './mirror/use-mirror.ts';
import { hostState, startEngine } from './engine/engine-client.ts';
import { parseQuery } from '../shared/boot/query.ts';
import { detectBrowser } from '../shared/prompts/prompts.ts';
import { localeFromPath, localePrefix } from '../shared/i18n/locale.ts';
import { isCloseRoute } from './boot/navigation.ts';
import { saveQuery, withSessionToken, withoutToken } from './boot/saved-query.ts';
import { loadLocale } from './i18n/locale-bundle.ts';
import { setGameFrameTitle, startGameHost } from './game-bridge/game-host.ts';
import { whenScreensNeeded } from './boot/screens-needed.ts';
import { bootTexts } from './boot/boot-texts.ts';
import { claimEarlyWorker, headRequestsSent, takeEarlyWorker } from './engine/worker-starter.ts';
import { keepBootArt } from './components/boot-art.ts';
import { rootErrorOptions, watchFailures } from './failures/failures.ts';

// Before anything else can fail: the page's errors, rejections and CSP violations are logged.
const failures = watchFailures();

// The worker the page's head started (src-ui/engine/head-entry.ts), taken before anything else.
const early = claimEarlyWorker();
const search = withSessionToken(location.search);
const query = parseQuery(search, location.pathname);
const savedQuery = saveQuery(search, query.x !== '');
// Once read and saved, the token leaves the address bar at once, before the page waits for the
// head (and so screenshots, shared links and history); a locale from the query moves to the
// path prefix, so every page of one language shares it.
const path =
  localeFromPath(location.pathname) === null && query.locale !== 'en'
    ? `${localePrefix(query.locale)}${location.pathname}`
    : location.pathname;
const address = `${path}${withoutToken(location.search)}${location.hash}`;
if (address !== `${location.pathname}${location.search}${location.hash}`) {
  history.replaceState(history.state, '', address);
}

/** The page: the engine started, the game frame hosted, the language and the screens loaded. */
function startPage(): void {
  // The spinner shows the boot screen's picture again (a game switch), long after it went.
  keepBootArt();
  // /close needs no engine: nothing to log in to.
  const portrait = matchMedia('(orientation: portrait)');
  const engine = isCloseRoute(location.pathname)
    ? null
    : startEngine(
        {
          query,
          configHost: import.meta.env.VITE_CONFIG_HOST || location.origin,
          clientType: matchMedia('(pointer: coarse)').matches ? 'mobile' : 'web',
          savedQuery,
          orientation: portrait.matches ? 'portrait' : 'landscape',
          browser: detectBrowser(navigator.userAgent),
          appOrigin: location.origin,
          pageStartedAt: performance.timeOrigin,
        },
        // The page's head started it (vite.config.ts), unless it could not.
        () =>
          takeEarlyWorker(early) ??
          new Worker(new URL('../src-worker/main.ts', import.meta.url), { type: 'module' }),
      );

  if (engine) {
    failures.engine(engine, query.x);
    // The game frame comes as soon as its address does, without waiting for React.
    const gameLayer = document.getElementById('game');
    if (gameLayer) startGameHost(engine, gameLayer);
    // The engine needs to know when the page hides (pending logs leave with keepalive), turns,
    // and when the browser goes offline (the notice, at once) or is back online (it goes, and a
    // 301 "reconnecting" dialog clears).
    document.addEventListener('visibilitychange', () => engine.setPageVisible(!document.hidden));
    window.addEventListener('online', () => engine.networkChanged(true));
    window.addEventListener('offline', () => engine.networkChanged(false));
    portrait.addEventListener('change', () =>
      engine.setOrientation(portrait.matches ? 'portrait' : 'landscape'),
    );
  }

  /** The screens' language: the address's, or the operator's when the address named none. */
  let locale = query.locale;
  /** i18next in it, started once the screens load (render). */
  let language: Promise<TFunction> | null = null;
  /** i18next's module and the translations of the language as it is now, asked for together. */
  const languageFiles = () => Promise.all([import('./i18n/i18n.ts'), loadLocale(locale)]);
  function startLanguage(): Promise<TFunction> {
    language ??= languageFiles().then(([{ startI18n }, loaded]) => startI18n(loaded));
    return language;
  }

  /**
   * Says "Loading" and names the game frame in the language, from the page's own texts: the
   * language's files (i18next and the translations, 22 KB) load with the screens once the game
   * is ready, so that they share the line with none of the chain's answers (docs/performance.md).
   */
  function nameBootScreen(): void {
    const label = document.getElementById('boot-label');
    const texts = bootTexts(label, locale);
    if (!texts) return;
    if (label) label.textContent = texts.loading;
    setGameFrameTitle(texts.frameTitle);
  }

  /**
   * The operator's language (config locale) when the address named none: the engine sets it in
   * the mirror as soon as the config is in, and the page switches to it (docs/config.md).
   */
  function followEngineLanguage(mirror: EngineMirror): void {
    // The engine names it once, before the game is asked for: no need to watch the whole
    // mirror through the play after that.
    const stop = subscribe(mirror, () => {
      if (mirror.phase === 'ready' || mirror.phase === 'failed') stop();
      if (mirror.locale === locale) return;
      locale = mirror.locale;
      nameBootScreen();
      // Screens shown before it came (the player had something to read) switch to it.
      if (language)
        language = Promise.all([language, languageFiles()]).then(
          ([, [{ switchLanguage }, loaded]]) => switchLanguage(loaded),
        );
    });
  }

  async function render(): Promise<void> {
    // The language, React and the app load at once: no waterfall.
    const [{ startTransition }, { createRoot }, { App }] = await Promise.all([
      import('react'),
      import('react-dom/client'),
      import('./App.tsx'),
      startLanguage(),
    ]);
    const root = document.getElementById('root');
    // In a transition React renders the page in slices and yields between them, so the first
    // render does not hold the main thread for a long task on a cheap phone.
    if (root)
      startTransition(() =>
        createRoot(root, rootErrorOptions()).render(
          <App
            engine={engine}
            flags={{
              // In an Ionic app's web view the parent is the app: leave with this frame.
              parentRedirect: query.parentRedirect && !query.isIonic,
              showSymbol: query.isShowDollarSign,
              muted: query.mute,
              showRtp: query.isShowRtp,
              lobbyActive: query.lobbyActive,
              redirectAllowed: query.isRedirectAllowed,
            }}
          />,
        ),
      );
  }

  nameBootScreen();
  if (engine && !query.localeGiven) followEngineLanguage(engine.mirror);
  if (engine) {
    // The screens wait for the game (or for something the player must read): see screens-needed.
    void whenScreensNeeded(engine.mirror, hostState).then(() => {
      // A ready game shows at once, not behind the boot screen while React loads.
      if (engine.mirror.gameReady) {
        document.querySelector('#root > .boot')?.remove();
        performance.mark('game-shown');
      }
      // Then the load's timeline and Web Vitals (docs/rum.md): a chunk of its own, once the
      // screens have loaded, so it never competes with them or the game.
      // A chunk that does not load leaves the session unmeasured, and nothing else.
      return render().then(() =>
        import('./perf/load-report.ts').then(
          (report) => report.reportLoad(engine),
          () => undefined,
        ),
      );
    });
  } else {
    setTimeout(() => void render(), 0);
  }
}

// Run at once, this work held the head's answers up on this thread (one task at a time on a
// cheap phone): it starts once the login is out (see headRequestsSent).
void headRequestsSent(early).then(startPage);
