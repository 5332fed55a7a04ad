import { defineConfig } from 'vite';

const api = 'http://localhost:8080';

export default defineConfig({
  base: '/console/',
  server: {
    proxy: { '/api': api, '/uploads': api },
  },
});
