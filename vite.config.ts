import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// amazon-cognito-identity-js reads `global`; without this the build passes and the page dies.
export default defineConfig({
  plugins: [react()],
  define: { global: 'globalThis' },
  build: { outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 2000 },
  server: {
    proxy: {
      '/api': 'http://127.0.0.1:8080',
      '/idp': 'http://127.0.0.1:8080',
      '/config.json': 'http://127.0.0.1:8080',
    },
  },
});
