// Runs on the main thread: the head's entry, first in the page's head, in the build and in the
// dev server alike (vite.config.ts bundles it on its own, with the worker's address and the
// config host written in, and inlines it right after the charset).
import { headBoot } from './head-boot.ts';

/** The engine worker's script: the build's hashed file, or the dev server's module worker. */
declare const HEAD_WORKER_URL: string;
/** The config host: the build's VITE_CONFIG_HOST, or '' for the page's own origin. */
declare const HEAD_CONFIG_HOST: string;

headBoot(HEAD_WORKER_URL, HEAD_CONFIG_HOST);
