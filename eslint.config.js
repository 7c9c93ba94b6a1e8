// ESLint flat config: TypeScript, React hooks, accessibility of JSX, and the module boundaries
// of docs/architecture.md (the service never imports the site; blocks and primitives know no data).
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

const notRoutes = ['(^|/)routes/', 'Nothing imports from routes/: routes are the top of the graph.']

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
  // The reference content service ships alone: it imports the contract, never the site.
  {
    files: ['cms/**/*.ts', 'contract/**/*.ts'],
    rules: restrict([
      '(^|/)app/',
      'The content service and the contract never import the site (app/).',
    ]),
  },
  {
    files: ['contract/**/*.ts'],
    rules: restrict(
      ['(^|/)app/', 'The contract never imports the site.'],
      ['(^|/)cms/', 'The contract never imports the service.'],
      ['paraglide', 'The contract carries codes, not translations.'],
    ),
  },
  // The site reaches the service over HTTP or through the one in-process mount.
  {
    files: ['app/**/*.{ts,tsx}'],
    ignores: ['app/content/cms.server.ts', 'app/**/*.test.{ts,tsx}'],
    rules: restrict(
      ['^(\\.\\./)+cms/', 'The site talks to the content service over its API (app/content/).'],
      notRoutes,
    ),
  },
  // UI primitives and blocks know no data, no CMS and (primitives) no messages.
  {
    files: ['app/components/ui/**/*.{ts,tsx}', 'app/blocks/**/*.{ts,tsx}'],
    rules: restrict(
      ['(^|/)content/', 'Blocks and primitives never know the content service.'],
      ['(^|/)(domains|site)/', 'Blocks and primitives never import domains or site/.'],
      ['paraglide/messages', 'Copy comes in as props (resolved on the server, ADR 008).'],
      notRoutes,
    ),
  },
  {
    files: ['tests/**/*.ts', 'scripts/**/*.ts', '*.config.ts', 'eslint.config.js'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
)
