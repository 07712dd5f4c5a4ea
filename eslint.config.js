// Lint: correctness rules plus the architectural boundaries of DESIGN.md section 3:
// - shared/ is pure TypeScript: nothing from Node, the AWS SDK, CDK, Stripe or React;
// - dependencies point one way: shared <- functions, frontend, infra;
// - frontend features do not import each other (app/ composes them).
import { readdirSync } from 'node:fs';
import { dirname, resolve, sep } from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/**
 * `boundaries/no-restricted-paths`: a relative import from a file inside a zone's `target` may not
 * resolve into any of its `from` folders (unless into an `except` folder). Written here rather than
 * taken from eslint-plugin-import-x, whose native resolver's per-platform optional packages npm
 * leaves out of the lockfile on this machine, which breaks `npm ci` on a fresh clone. Bare
 * specifiers (packages) are covered by no-restricted-imports instead.
 */
const inside = (path, dir) => path === dir || path.startsWith(dir + sep);
const boundaries = {
  rules: {
    'no-restricted-paths': {
      meta: { type: 'problem', schema: [{ type: 'object', additionalProperties: true }] },
      create(context) {
        const root = context.cwd;
        const zones = context.options[0].zones.map((z) => ({
          target: resolve(root, z.target),
          from: [z.from].flat().map((f) => resolve(root, f)),
          except: (z.except ?? []).map((e) => resolve(root, z.from, e)),
          message: z.message,
        }));
        const file = context.filename;
        const active = zones.filter((z) => inside(file, z.target));
        if (active.length === 0) return {};
        const check = (source) => {
          if (!source || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
          const imported = resolve(dirname(file), source.value);
          for (const zone of active) {
            if (zone.from.some((f) => inside(imported, f)) && !zone.except.some((e) => inside(imported, e))) {
              context.report({ node: source, message: `Unexpected path "${source.value}" imported in restricted zone. ${zone.message}` });
            }
          }
        };
        return {
          ImportDeclaration: (node) => check(node.source),
          ExportNamedDeclaration: (node) => check(node.source),
          ExportAllDeclaration: (node) => check(node.source),
          ImportExpression: (node) => check(node.source),
        };
      },
    },
  },
};

const featuresDir = 'frontend/src/features';
const features = (() => {
  try {
    return readdirSync(featuresDir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
  } catch {
    return [];
  }
})();

const impureModules = [
  'node:*', 'fs', 'fs/*', 'path', 'os', 'crypto', 'child_process', 'http', 'https', 'net', 'url',
  'stream', 'util', 'events', 'buffer', 'zlib', 'worker_threads',
  '@aws-sdk/*', 'aws-cdk-lib', 'aws-cdk-lib/*', 'constructs', 'stripe', 'aws-jwt-verify', 'aws-jwt-verify/*',
  'react', 'react/*', 'react-dom', 'react-dom/*', 'react-router-dom', '@tanstack/*', 'aws-amplify', 'aws-amplify/*',
  'echarts', 'echarts/*', 'echarts-for-react',
];

export default tseslint.config(
  {
    ignores: ['node_modules/**', 'dist/**', 'frontend/dist/**', 'cdk.out/**', '.local/**', 'coverage/**', '.bench/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { boundaries },
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-non-null-assertion': 'error',
      'boundaries/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './shared', from: ['./functions', './frontend', './infra', './test'], message: 'shared/ depends on nothing else in the repo.' },
            { target: './functions', from: ['./frontend', './infra'], message: 'functions/ may use shared/ only.' },
            { target: './frontend', from: ['./functions', './infra'], message: 'frontend/ may use shared/ only.' },
            ...features.map((name) => ({
              target: `./${featuresDir}/${name}`,
              from: `./${featuresDir}`,
              except: [`./${name}`],
              message: 'Features do not import each other: compose them in frontend/src/app.',
            })),
          ],
        },
      ],
    },
  },
  {
    files: ['shared/**/*.ts'],
    languageOptions: { globals: { ...globals.es2024 } },
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: impureModules, message: 'shared/ is pure: no Node, AWS, CDK, Stripe or React imports.' }] }],
      'no-restricted-globals': ['error', 'process', 'Buffer', 'require', '__dirname', 'window', 'document', 'localStorage'],
    },
  },
  {
    files: ['frontend/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['**/*.test.{ts,tsx}'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
