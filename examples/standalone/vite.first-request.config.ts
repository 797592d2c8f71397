import { defineConfig } from 'vite';

// The page's first-request script (src/firstRequest.ts) as one small classic script, which the
// host server puts into its HTML: no imports (it runs before any module has come), nothing of
// React's. The console's own build (vite.config.ts) runs first; this adds its file beside it.
export default defineConfig({
  logLevel: 'warn',
  build: {
    target: 'es2022',
    outDir: 'dist',
    emptyOutDir: false,
    copyPublicDir: false,
    rolldownOptions: {
      // The query cache's package marks its React modules for servers ("use client"); only its
      // `queryOptions` is bundled here.
      onLog(level, log, handler) {
        if (log.code !== 'MODULE_LEVEL_DIRECTIVE') handler(level, log);
      },
    },
    lib: {
      entry: 'src/firstRequest.ts',
      formats: ['iife'],
      name: 'consoleKitFirstRequest',
      fileName: () => 'first-request.js',
    },
  },
});
