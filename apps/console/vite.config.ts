import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const api = 'http://localhost:8080';

export default defineConfig({
  base: '/console/',
  plugins: [react()],
  server: {
    proxy: { '/api': api, '/uploads': api },
  },
  build: {
    target: 'es2022',
    reportCompressedSize: true,
    // The UI kit is one large chunk that every screen shares; staff load it once and keep it cached.
    chunkSizeWarningLimit: 1500,
  },
});
