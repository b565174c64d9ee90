// Build config: the main-thread bundle, the engine worker as its own ES module, a manifest for the bench.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  worker: {
    format: 'es',
    rolldownOptions: { output: { entryFileNames: 'assets/engine-worker-[hash].js' } },
  },
  build: {
    target: 'es2022',
    manifest: true,
    modulePreload: { polyfill: false },
  },
});
