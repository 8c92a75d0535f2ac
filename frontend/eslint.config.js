import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const FEATURES = ['auth', 'chat', 'dashboard', 'plan', 'retirement', 'topics', 'profile', 'goals'];

// bulletproof-react: a feature never imports another feature; the app layer composes them.
const featureBoundaries = FEATURES.map((feature) => ({
  files: [`src/features/${feature}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: FEATURES.filter((f) => f !== feature).flatMap((f) => [
              `@/features/${f}`,
              `@/features/${f}/**`,
              `**/features/${f}`,
              `**/features/${f}/**`,
              `../../${f}/**`,
            ]),
            message: 'Features must not import each other; compose them in src/app.',
          },
          { group: ['@/app', '@/app/**'], message: 'Features must not import the app layer.' },
        ],
      },
    ],
  },
}));

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'test-results', 'playwright-report', 'src/lib/api/schema.d.ts'] },
  {
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    files: ['**/*.{ts,tsx}'],
    languageOptions: { ecmaVersion: 2022, globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'react-refresh': reactRefresh },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-refresh/only-export-components': [
        'warn',
        // The shell's chunk also hands the home route the promise it waits on before showing the shell
        // (app/screen-code.ts); a full reload when the shell changes costs nothing in development.
        { allowConstantExport: true, allowExportNames: ['requestedScreenLoaded'] },
      ],
    },
  },
  {
    files: ['src/lib/**/*.{ts,tsx}', 'src/components/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@/features/**', '@/app/**'], message: 'Shared code must not import features or the app.' },
          ],
        },
      ],
    },
  },
  ...featureBoundaries,
);
