/**
 * How the catalogue (messages/en.json, messages/es.json) is compiled into the typed message functions
 * of ./paraglide (Paraglide JS, decision 098): by `npm run i18n`, and again by catalogue.test.ts to
 * prove the committed output is current. The output is committed, so the server, the prerender and
 * the type check need no build step.
 */
export const I18N_OUTDIR = './src/shared/i18n/paraglide';

export const I18N_COMPILER_OPTIONS = {
  project: './project.inlang',
  // The page keeps the family's language in a cookie (set from the account and the language menus);
  // a browser's own preferences are read once, on the server, when the account is made.
  strategy: ['cookie', 'baseLocale'] as ('cookie' | 'baseLocale')[],
  cookieName: 'bravo.locale',
  emitTsDeclarations: true,
  emitGitIgnore: false,
  emitReadme: false,
  includeEslintDisableComment: true,
};
