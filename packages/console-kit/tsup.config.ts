import { defineConfig } from 'tsup';

// The package's type declarations, one bundled .d.ts per entry; the JavaScript is rolldown's
// (rolldown.config.mjs).
export default defineConfig({
  entry: {
    index: 'src/index.ts',
    testing: 'src/testing.tsx',
    'react-router': 'src/react-router.ts',
    'first-request': 'src/firstRequest.ts',
  },
  format: ['esm'],
  dts: { only: true, compilerOptions: { ignoreDeprecations: '6.0' } },
  clean: false,
  external: ['react', 'react-dom', 'react/jsx-runtime', '@tanstack/react-query', 'react-router'],
});
