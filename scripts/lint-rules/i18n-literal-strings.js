// User-facing text in JSX goes through the catalogues (src/i18n, react-i18next): a text child, a
// string in a child expression, or a string in an attribute people read (title, aria-label,
// placeholder…) fails lint. eslint-plugin-i18next's no-literal-string does the finding; this
// module holds the project's options so eslint.config.js and the rule's tests use the same ones.
import i18next from 'eslint-plugin-i18next';

/** Attributes whose value a person reads or hears. Every other attribute (data-testid, variant,
 * href, name…) is code. */
export const READ_ATTRIBUTES = [
  'title',
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
  'aria-placeholder',
  'placeholder',
  'alt',
  'label',
  'helperText',
  'errorText',
  'description',
  'content',
];

export const literalStringOptions = {
  mode: 'jsx-only',
  'jsx-attributes': { include: READ_ATTRIBUTES },
  'jsx-components': { include: [], exclude: ['Trans'] },
  // Only text without a letter may stay literal (digits, punctuation, arrows, separators). The
  // plugin's default also lets all-capitals words through, but the spec's DELETE is a word.
  words: { exclude: [/^[\p{P}\p{S}\p{N}\p{Z}\s]*$/u] },
  'should-validate-template': true,
  // Arguments of these calls are code, not text: the plugin's own list, and react-hook-form's
  // field paths (`register(\`slots.${index}.subcontractor_id\`)`).
  callees: {
    exclude: [
      'i18n(ext)?', 't', 'require', 'addEventListener', 'removeEventListener', 'postMessage', 'getElementById', 'dispatch', 'commit',
      'includes', 'indexOf', 'endsWith', 'startsWith',
      'register', 'setValue', 'getValues', 'watch', 'trigger', 'resetField', 'setError', 'clearErrors', 'useWatch',
    ],
  },
};

export const i18nextPlugin = i18next;
