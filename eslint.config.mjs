import js from '@eslint/js'
import globals from 'globals'
import tseslint from 'typescript-eslint'

const API_LITERAL_MESSAGE =
  'No /api/ addresses in front-end code: define the endpoint in @store/contract and call it through @store/request (call).'
// A server module uses another only through its public entry (modules/<name>/index.ts): never its
// tables (schema.ts) or internals. Tests and their fixtures may reach into any module to set up and
// assert rows.
const MODULE_SOURCE = 'apps/server/src/modules/**/*.ts'
const MODULE_TESTS = ['**/*.test.ts', '**/test-*.ts', '**/*test-kit.ts']
const OTHER_MODULE = '^\\.\\./[^./][^/]*/'
// ...and binds handlers to the contract's endpoints: the schemas of its requests and replies are
// declared in packages/contract (a type-only import, e.g. `Static`, is fine).
const SCHEMAS_IN_CONTRACT =
  'Declare request and reply schemas in @store/contract (defineEndpoint) and bind them with endpointRoute.'
const moduleImports = [
  'error',
  {
    patterns: [
      {
        regex: `${OTHER_MODULE}(?!index$)`,
        message: "Import another module through its index ('../<module>'), which exports its services.",
      },
    ],
    paths: ['typebox', '@sinclair/typebox'].map((name) => ({
      name,
      message: SCHEMAS_IN_CONTRACT,
      allowTypeImports: true,
    })),
  },
]

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'bench/results/**',
      'e2e/artifacts/**',
      'e2e/.releases/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser, ...globals.jest } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // front ends call the API through the contract's endpoints (../shared/ARCHITECTURE.md "An area is three folders")
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/{ui,micro,bridge,request}/src/**/*.{ts,tsx}'],
    ignores: [
      'apps/server/**',
      // tests still mock the server by URL: to move to endpoint paths area by area
      '**/*.test.{ts,tsx}',
      '**/*-test-kit.{ts,tsx}',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Literal[value=/^\\/api\\//]',
          message: API_LITERAL_MESSAGE,
        },
        {
          selector: 'TemplateElement[value.raw=/^\\/api\\//]',
          message: API_LITERAL_MESSAGE,
        },
      ],
    },
  },
  {
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['scripts/**', 'bench/**', '**/build.mjs'],
    rules: { 'no-console': 'off' },
  },
  {
    files: [MODULE_SOURCE],
    ignores: MODULE_TESTS,
    rules: { '@typescript-eslint/no-restricted-imports': moduleImports },
  },
)
