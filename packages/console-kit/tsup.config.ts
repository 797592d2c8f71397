import { defineConfig } from 'tsup';

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    testing: 'src/testing.tsx',
    'react-router': 'src/react-router.ts',
  },
  format: ['esm'],
  dts: { compilerOptions: { ignoreDeprecations: '6.0' } },
  splitting: true,
  // Maps without the sources: stack traces name the files and lines; the package stays small.
  sourcemap: true,
  esbuildOptions(options) {
    options.sourcesContent = false;
  },
  clean: true,
  target: 'es2022',
  external: ['react', 'react-dom', 'react/jsx-runtime', '@tanstack/react-query', 'react-router'],
});
