import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Third-party code (React, the query cache...), and console-kit's own.
const library = /node_modules[\\/](?!console-kit[\\/])/;
const consoleKit = /console-kit[\\/]dist[\\/]/;
// A library's chunk is named for its package; the query cache's two packages share one (what
// pages that change data add to the libraries: 2 KB gzip, one request).
const packageName = (id: string) =>
  (
    /node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(id)?.[1]?.replace(/[@\\/]/g, '') ?? 'other'
  ).replace(/^tanstack(?:react-query|query-core)$/, 'tanstack-query');

export default defineConfig({
  plugins: [react()],
  build: {
    target: 'es2022',
    // One stylesheet: the console's and the page's few rules together, one request fewer that
    // holds the first paint (no page chunk brings styles of its own).
    cssCodeSplit: false,
    // No list of every page's chunks in the entry (1.4 KB gzip on the sign-in page): the host
    // server names a first load's chunks in its HTML, and a later page's chunk brings its own
    // imports (one round trip more, on a page not visited yet).
    modulePreload: false,
    // The bundle-size check (scripts/bundleSize.mjs) reads which chunks each page loads.
    manifest: true,
    rolldownOptions: {
      // Needed to inline small common chunks (below).
      preserveEntrySignatures: false,
      output: {
        strictExecutionOrder: true,
        // Few requests per page: what every page needs in two chunks (the libraries, the
        // console's core); each other library in a chunk of its own (`lib~name`, loaded with the
        // pages that use it, cached across releases; a small one goes with the code that uses it);
        // console-kit's modules shared by pages in common chunks, where those of under 6 kB go into
        // the pages that use them.
        codeSplitting: {
          experimentalInlineCommonChunks: { maxSize: 6_000 },
          groups: [
            { name: 'vendor', tags: ['$initial'], test: library, priority: 30 },
            { name: 'console', tags: ['$initial'], test: consoleKit, priority: 20 },
            // A library of a few kilobytes is not worth a request of its own.
            { name: (id) => `lib~${packageName(id)}`, test: library, priority: 15, minSize: 5_000 },
          ],
        },
      },
    },
  },
});
