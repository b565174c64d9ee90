// Runs in Node: the browsers players use besides the headless shell the rest of the suite drives,
// behind one small interface for the end-to-end journey (tests/e2e/engines.spec.ts): Chromium as
// players run it (the full browser, through Playwright), and the other engines, which Playwright
// cannot drive in Debian's stock builds: WebKitGTK through WebKitWebDriver (selenium-webdriver)
// under Xvfb, Firefox ESR through puppeteer-core over WebDriver BiDi (docs/testing.md).
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';
import puppeteer from 'puppeteer-core';
import { Builder, By } from 'selenium-webdriver';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts';
import { freePort } from './free-port.ts';

/** What the journey asks of a browser: the top page, its game frame and its errors. */
export interface EngineDriver {
  /** Opens `url` in the top page and waits for its load. */
  open(url: string): Promise<void>;
  /** The address bar. */
  url(): Promise<string>;
  /** The value of a JavaScript expression in the top page (JSON-like). */
  run<T>(expression: string): Promise<T>;
  /** Clicks what `css` picks in the top page, as a pointer does. */
  click(css: string): Promise<void>;
  /** Whether `css` picks a shown element inside the game's frame (another origin). */
  inGame(css: string): Promise<boolean>;
  /** Closes the browser and stops whatever was started for it. */
  close(): Promise<void>;
}

/** Page errors and unhandled rejections land in `window.__engineErrors` (read by the journey). */
const ERROR_LISTENER = `(() => {
  if (window.__engineErrors) return;
  const seen = (window.__engineErrors = []);
  addEventListener('error', (e) => seen.push('error: ' + e.message));
  addEventListener('unhandledrejection', (e) =>
    seen.push('rejection: ' + String((e.reason && e.reason.message) || e.reason)));
})()`;

const VIEWPORT = { width: 412, height: 823 };
const MINIBROWSER = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
const FIREFOX = process.env['FIREFOX_PATH'] ?? '/usr/bin/firefox-esr';

/** Fails with the Debian package to install when a binary is missing (a skip would hide it). */
function need(binaries: string[], pkg: string): void {
  const missing = binaries.filter((b) => !existsSync(b));
  if (missing.length > 0) {
    throw new Error(
      `${missing.join(', ')} missing: apt-get install -y ${pkg} (npm run test:setup installs it)`,
    );
  }
}

/** Stops a process this file started, with its children (own group), by its id. */
async function stop(child: ChildProcess): Promise<void> {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    return;
  }
  await exited;
}

/** Xvfb on a display it picks itself (-displayfd), for WebKitGTK's window. */
async function startXvfb(): Promise<{ display: string; process: ChildProcess }> {
  const xvfb = spawn(
    'Xvfb',
    ['-displayfd', '3', '-nolisten', 'tcp', '-screen', '0', '1024x1024x24'],
    {
      stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
      detached: true,
    },
  );
  const display = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('Xvfb named no display in 10 s')), 10_000);
    xvfb.stdio[3]?.once('data', (chunk: Buffer) => {
      clearTimeout(timer);
      resolve(`:${chunk.toString().trim()}`);
    });
    xvfb.once('exit', (code) => reject(new Error(`Xvfb exited with ${String(code)}`)));
  });
  return { display, process: xvfb };
}

/** Waits until a WebDriver server answers its status. */
async function whenListening(url: string): Promise<void> {
  for (let i = 0; i < 100; i += 1) {
    const ok = await fetch(`${url}/status`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`WebKitWebDriver did not answer at ${url}`);
}

/**
 * WebKitGTK's MiniBrowser through WebKitWebDriver, under an Xvfb of its own. WebKitWebDriver has
 * no preload script, so the error listener goes in once each page has loaded.
 */
export async function startWebKit(): Promise<EngineDriver> {
  need(['/usr/bin/WebKitWebDriver', MINIBROWSER], 'webkit2gtk-driver');
  need(['/usr/bin/Xvfb'], 'xvfb');
  const xvfb = await startXvfb();
  const port = await freePort();
  const server = spawn('WebKitWebDriver', [`--port=${port}`, '--host=local'], {
    env: { ...process.env, DISPLAY: xvfb.display },
    stdio: 'ignore',
    detached: true,
  });
  const url = `http://127.0.0.1:${port}`;
  let driver: Awaited<ReturnType<Builder['build']>> | null = null;
  const close = async (): Promise<void> => {
    await driver?.quit().catch(() => undefined);
    await stop(server);
    await stop(xvfb.process);
  };
  try {
    await whenListening(url);
    // Always usingServer: selenium-manager would otherwise try to download a driver.
    driver = await new Builder()
      .usingServer(url)
      .withCapabilities({
        browserName: 'MiniBrowser',
        'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] },
      })
      .build();
    await driver.manage().window().setRect(VIEWPORT);
  } catch (error) {
    await close();
    throw error;
  }
  const d = driver;
  return {
    async open(address) {
      await d.get(address);
      await d.executeScript(ERROR_LISTENER);
    },
    url: () => d.getCurrentUrl(),
    run: (expression) => d.executeScript(`return (${expression});`),
    click: (css) => d.findElement(By.css(css)).click(),
    async inGame(css) {
      const frames = await d.findElements(By.css('iframe.game-frame'));
      if (!frames[0]) return false;
      await d.switchTo().frame(frames[0]);
      try {
        const found = await d.findElements(By.css(css));
        return found[0] ? await found[0].isDisplayed() : false;
      } finally {
        await d.switchTo().defaultContent();
      }
    },
    close,
  };
}

/** The full Chromium browser (Debian's chromium, or CHROMIUM_PATH), as players run it. */
export async function startChromium(): Promise<EngineDriver> {
  need([CHROMIUM_PATH], 'chromium');
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ viewport: VIEWPORT });
    await page.addInitScript(ERROR_LISTENER);
    return {
      async open(address) {
        await page.goto(address);
      },
      url: () => Promise.resolve(page.url()),
      run: <T>(expression: string) => page.evaluate<T>(expression),
      click: (css) => page.click(css),
      inGame: (css) => page.frameLocator('iframe.game-frame').locator(css).isVisible(),
      close: () => browser.close(),
    };
  } catch (error) {
    await browser.close();
    throw error;
  }
}

/**
 * The environment for Firefox without libfaketime: Firefox hangs at start with it preloaded
 * (`npm run test:any-day`; measured: headless Firefox ESR never answers, even with
 * FAKETIME_SKIP_CMDS naming it), so under a shifted clock it alone runs on the machine's clock.
 */
function withoutFaketime(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const preload = (env['LD_PRELOAD'] ?? '')
    .split(/[\s:]+/)
    .filter((lib) => lib !== '' && !lib.includes('faketime'))
    .join(':');
  return { ...env, LD_PRELOAD: preload === '' ? undefined : preload };
}

/** Firefox ESR through puppeteer-core over WebDriver BiDi; the error listener is a preload script. */
export async function startFirefox(): Promise<EngineDriver> {
  need([FIREFOX], 'firefox-esr');
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX,
    headless: true,
    defaultViewport: VIEWPORT,
    env: withoutFaketime(process.env),
    // A first start makes Firefox's profile: past puppeteer's 30 s once on a machine running
    // four test workers and two more jobs (its WebSocket endpoint never came in time).
    timeout: 90_000,
  });
  try {
    const page = await browser.newPage();
    await page.evaluateOnNewDocument(ERROR_LISTENER);
    return {
      async open(address) {
        await page.goto(address);
      },
      url: () => Promise.resolve(page.url()),
      // The journey names what its expression yields, as with executeScript.
      run: <T>(expression: string) => page.evaluate(expression) as Promise<T>,
      click: (css) => page.click(css),
      async inGame(css) {
        // The frame found by its address, not through the iframe's window: now and then Firefox
        // refuses to hand the driver a window of another origin.
        const src = await page.$eval('iframe.game-frame', (f) => f.src).catch(() => null);
        const frame = page.frames().find((f) => src !== null && f.url() === src);
        // A frame still loading has no document to search yet.
        const found = await frame?.$(css).catch(() => null);
        return (await found?.isVisible()) ?? false;
      },
      close: () => browser.close(),
    };
  } catch (error) {
    await browser.close();
    throw error;
  }
}
