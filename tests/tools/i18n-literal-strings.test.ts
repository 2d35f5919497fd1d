/** Text in JSX goes through the catalogues: the project's options of eslint-plugin-i18next's
 * no-literal-string (scripts/lint-rules/i18n-literal-strings.js), run through ESLint's RuleTester. */
import { RuleTester, type Rule } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import { i18nextPlugin, literalStringOptions } from '../../scripts/lint-rules/i18n-literal-strings.js';

RuleTester.describe = describe;
RuleTester.it = it;

const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser, ecmaVersion: 2022, sourceType: 'module', parserOptions: { ecmaFeatures: { jsx: true } } },
});
const rule = i18nextPlugin.rules?.['no-literal-string'] as Rule.RuleModule;
const options = [literalStringOptions];
const valid = (code: string) => ({ code, options });
const invalid = (code: string) => ({ code, options, errors: 1 });

tester.run('i18next/no-literal-string with Vigil options', rule, {
  valid: [
    valid("const a = <Text>{t('planning:title')}</Text>;"),
    valid("const a = <Button aria-label={t('common:actions.close')} data-testid=\"close\" variant=\"ghost\" />;"),
    valid("const a = <Box data-testid=\"planning-row\" className=\"row\" href=\"/dashboard\" name=\"email\" />;"),
    valid('const a = <Text>{count} · {total} →</Text>;'),
    valid("const a = <Text>{'→'}</Text>;"),
    valid("const a = <Input type=\"email\" autoComplete=\"username\" />;"),
    // Text outside JSX (codes, keys, log lines) is not the rule's business.
    valid("console.error('The catalogue could not be loaded');"),
    valid("const status = 'pending';"),
    // react-hook-form field paths are code.
    valid('const a = <Select {...register(`slots.${index}.subcontractor_id`)} />;'),
  ],
  invalid: [
    invalid('const a = <Text>Planning</Text>;'),
    invalid('const a = <Button>DELETE</Button>;'),
    { code: "const a = <Text>{open ? 'Hide' : 'Show'}</Text>;", options, errors: 2 },
    invalid('const a = <Text>{`${count} agents`}</Text>;'),
    invalid('const a = <IconButton aria-label="Close" />;'),
    invalid('const a = <Input placeholder="Search" />;'),
    invalid('const a = <span title="Agents needed" />;'),
    invalid('const a = <img alt="History image" />;'),
    invalid('const a = <FormField label="Start date" />;'),
  ],
});
