// The package's JavaScript: one file per source module (`preserveModules`), so that a host's
// bundler sees the console's real module graph: it loads on the sign-in page only what the
// sign-in page uses, and splits the rest by page. Bundled chunks (tsup's) tied modules of the
// entry to modules of pages and carried them into every first load. Types come from tsup.
import { defineConfig } from 'rolldown';

export default defineConfig({
  input: {
    index: 'src/index.ts',
    testing: 'src/testing.tsx',
    'react-router': 'src/react-router.ts',
    'first-request': 'src/firstRequest.ts',
  },
  // Every package import (react, the query cache, xstate...) stays an import.
  external: /^[^./]/,
  // Neutral: `process.env.NODE_ENV` stays for the host's bundler to replace (a browser build
  // would set it to 'development' here, and every host would run the development checks).
  platform: 'neutral',
  transform: { jsx: 'react-jsx', target: 'es2022' },
  output: {
    dir: 'dist',
    format: 'es',
    preserveModules: true,
    preserveModulesRoot: 'src',
    entryFileNames: '[name].js',
    cleanDir: true,
  },
});
