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

// The standalone console runs on Preact's React-compatible layer (preact/compat) instead of React:
// the same console-kit code on 60 KB of runtime instead of 250 (20 KB gzip instead of 77), less to
// evaluate and less work per render on a cold page (a signed-in page 57-82 KB gzip in all, the
// sign-in page 44). Measured with `npm run bench:pages -- --against` a React build of the same
// code (9 cold loads of each list page, alternated, two runs on 2026-11-26): the first row 30-120
// ms sooner on every list page. console-kit itself stays a React package: a host that mounts it in
// its own React app runs it on React (the portal example does, with its end-to-end tests), and its
// component tests run on React.
const onPreact = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
];

export default defineConfig({
  plugins: [react()],
  resolve: { alias: onPreact },
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
        // Each chunk asks the browser to compile all its functions as it streams in, on a
        // background thread (V8's explicit compile hints, Chromium 136 and later; to other
        // browsers a comment). Without it V8 compiles each function on the main thread when it is
        // first called: in traces of a cold Applications load to its first row, V8.CompileCode
        // on the main thread 82 and 121 ms, with the hint 14 and 17. `npm run bench:pages --
        // --against` the build without it, 9-21 loads alternated, 19 page runs: the first row
        // 10 ms sooner on average (from 24 ms later to 44 sooner: each run alone is inside the
        // noise). The bundle-size check (scripts/bundleSize.mjs) fails when a chunk lacks it.
        postBanner: '//# allFunctionsCalledOnLoad',
        // Few requests per page: what every page needs in two chunks (the libraries, the
        // console's core); each other library in a chunk of its own (`lib~name`, loaded with the
        // pages that use it, cached across releases; a small one goes with the code that uses it);
        // console-kit's modules shared by pages in common chunks, where those of under 12 kB go
        // into the pages that use them (the table, the list hooks, the formats: a list page's
        // cold load in 8-10 requests instead of 11-13, so that its API request finds one of the
        // browser's 6 connections to the host free sooner. Two runs of `npm run bench:pages --
        // --against` the 6 kB build, 9 loads alternated: Applications -54 and -61 ms, Recent
        // calls -13 and -51, Accounts -30, others -23 to +19; a page visited later brings its own
        // copy of those modules, 1-3 kB gzip each).
        codeSplitting: {
          experimentalInlineCommonChunks: { maxSize: 12_000 },
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
