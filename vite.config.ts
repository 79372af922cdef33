import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './server/startup/precompress.ts';

const backend = `http://127.0.0.1:${process.env.PORT || 8080}`;

// amazon-cognito-identity-js reads `global`; without this the build passes and the page dies.
export default defineConfig({
  plugins: [react(), precompress()],
  define: { global: 'globalThis' },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 2000,
    rolldownOptions: {
      output: {
        // React in a vendor chunk of its own, so the sign-in page's entry stays below 80 KB gzip
        // (issue 16 point 4); the rest is split by use, so the sign-in page loads no screen's code.
        codeSplitting: {
          groups: [
            { name: 'vendor-react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            // The charts' d3 scales and shapes apart from the charts, each chunk within 80 KB gzip.
            {
              name: 'vendor-charts-d3',
              test: /[\\/]node_modules[\\/](d3-[a-z-]+|internmap|flatqueue|@mui[\\/]x-charts-vendor)[\\/]/,
            },
          ],
        },
      },
    },
  },
  // The server answers only for its own Host (DNS rebinding), so the dev proxy sends the target's.
  server: {
    proxy: Object.fromEntries(
      ['/api', '/idp', '/config.json'].map((path) => [path, { target: backend, changeOrigin: true }]),
    ),
  },
});
