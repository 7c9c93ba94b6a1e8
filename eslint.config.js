// ESLint flat config: TypeScript, React hooks, accessibility of JSX, and the import rules that
// look at the import string. The layer rules of docs/architecture.md are in .dependency-cruiser.js.
import js from '@eslint/js'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

/** `no-restricted-imports` with regex patterns over the import string. */
const restrict = (...patterns) => ({
  'no-restricted-imports': [
    'error',
    { patterns: patterns.map(([regex, message]) => ({ regex, message })) },
  ],
})

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'data/**',
      '.tmp/**',
      'node_modules/**',
      'app/paraglide/**',
      '**/*.gen.ts',
      'screenshots/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      // `interface PageExtras extends BuiltCopy<typeof pageCopy> {}`: a declaration merged from a type.
      '@typescript-eslint/no-empty-object-type': [
        'error',
        { allowInterfaces: 'with-single-extends' },
      ],
    },
  },
  {
    files: ['app/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  { files: ['app/**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  {
    files: ['app/**/*.tsx'],
    rules: {
      // Scrollable regions (wide tables) must be reachable by keyboard: role="region" may take focus.
      'jsx-a11y/no-noninteractive-tabindex': ['error', { tags: [], roles: ['tabpanel', 'region'] }],
    },
  },
  // Which folder may import which (layers, the service and the contract apart, no cycles) is
  // dependency-cruiser's (.dependency-cruiser.js, `npm run lint:deps`). What stays here looks at
  // the import string: copy and translations never reach the contract, blocks or primitives.
  {
    files: ['contract/**/*.ts'],
    rules: restrict(['paraglide', 'The contract carries codes, not translations.']),
  },
  {
    files: ['specifications/**/*.ts'],
    rules: restrict(['paraglide', 'The specifications name message keys (ADR 045).']),
  },
  {
    files: ['app/components/ui/**/*.{ts,tsx}', 'app/blocks/**/*.{ts,tsx}'],
    rules: restrict([
      'paraglide/messages',
      'Copy comes in as props (resolved on the server, ADR 008).',
    ]),
  },
  {
    files: ['tests/**/*.ts', 'scripts/**/*.ts', '*.config.ts', 'eslint.config.js'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
)
