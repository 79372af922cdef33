import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import importX from 'eslint-plugin-import-x';
import { readdirSync } from 'node:fs';

/**
 * docs/architecture.md, Layout: a screen's folder imports only src/domain, src/custom,
 * src/dataProvider, the texts and its own files; a kit two screens share lives in src/custom,
 * which, like src/domain and src/dataProvider, never imports a screen.
 */
const screens = readdirSync(`${import.meta.dirname}/src/resources`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const layoutZones = [
  ...screens.map((screen) => ({
    target: `./src/resources/${screen}`,
    from: './src/resources',
    except: [`./${screen}`],
    message: 'A screen imports no other screen: move what both use to src/custom (or src/domain).',
  })),
  {
    target: './src/resources',
    from: ['./src/authProvider', './src/pages'],
    message: 'A screen imports only src/domain, src/custom, src/dataProvider and the texts.',
  },
  {
    target: './src/resources',
    from: './src/*.{ts,tsx}',
    message: 'A screen imports only src/domain, src/custom, src/dataProvider and the texts.',
  },
  {
    target: ['./src/custom', './src/domain', './src/dataProvider'],
    from: './src/resources',
    message: 'Only a screen imports a screen: move what this needs to src/custom (or src/domain).',
  },
  // docs/architecture.md, Vehicle gateway: the boxes are reached through the gateway only; the
  // demo data's boxes are the simulated fleet's own, so the seed may read its profiles.
  {
    target: readdirSync(`${import.meta.dirname}/server`)
      .filter((entry) => entry !== 'vehicleGateway' && entry !== 'seed')
      .map((entry) => `./server/${entry}`),
    from: './server/vehicleGateway/simulated',
    message: 'Reach the boxes through the vehicle gateway (fastify.vehicleGateway), not its simulated side.',
  },
];

export default tseslint.config(
  { ignores: ['dist', 'data', 'node_modules', 'bench/results', '.ci/tools'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: layoutZones }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
);
