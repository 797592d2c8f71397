import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// `vite preview` serves the build for the browser part of the consumer test: /api/v1 goes to
// server A, /b/api/v1 to server B (CONSUMER_API_A, CONSUMER_API_B: each a sandbox's origin).
const proxy: Record<string, { target: string; rewrite?(path: string): string }> = {};
if (process.env.CONSUMER_API_A) proxy['/api/v1'] = { target: process.env.CONSUMER_API_A };
if (process.env.CONSUMER_API_B)
  proxy['/b/api/v1'] = {
    target: process.env.CONSUMER_API_B,
    rewrite: (path) => path.replace(/^\/b/, ''),
  };

export default defineConfig({
  plugins: [react()],
  logLevel: 'warn',
  preview: { proxy, strictPort: true },
});
