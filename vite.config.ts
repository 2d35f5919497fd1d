import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '8080'}`;

export default defineConfig({
  plugins: [react()],
  build: { outDir: 'dist', sourcemap: true, chunkSizeWarningLimit: 2000 },
  server: {
    port: 5173,
    proxy: {
      '/api': apiTarget,
      '/oauth': apiTarget,
      '/broadcasting': apiTarget,
      '/logout': apiTarget,
      '/app': { target: apiTarget, ws: true },
    },
  },
});
