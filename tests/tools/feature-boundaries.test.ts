/** The lint rule that keeps features apart (DESIGN.md section 2), run through ESLint's RuleTester. */
import path from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import { featureBoundaries } from '../../scripts/lint-rules/feature-boundaries.js';

RuleTester.describe = describe;
RuleTester.it = it;

const tester = new RuleTester({ languageOptions: { parser: tseslint.parser, ecmaVersion: 2022, sourceType: 'module' } });
const file = (relative: string) => path.join(process.cwd(), relative);
const inPlanning = file('src/features/planning/details/planning-details-modal.tsx');

tester.run('feature-boundaries', featureBoundaries, {
  valid: [
    { filename: inPlanning, code: "import { ShiftForm } from '../shifts/shift-form.js';" },
    { filename: inPlanning, code: "import { notify } from '../../../shared/feedback/notify.js';" },
    { filename: inPlanning, code: "import { useState } from 'react';" },
    { filename: file('src/app/routing/routes.tsx'), code: "import { PlanningPage } from '../../features/planning/planning-page.js';" },
  ],
  invalid: [
    { filename: inPlanning, code: "import { SignInPage } from '../../auth/sign-in-page.js';", errors: [{ messageId: 'crossFeature' }] },
    { filename: inPlanning, code: "export { SignInPage } from '../../auth/sign-in-page.js';", errors: [{ messageId: 'crossFeature' }] },
    { filename: inPlanning, code: "const page = import('../../errors/not-found-page.js');", errors: [{ messageId: 'crossFeature' }] },
    { filename: file('src/features/auth/sign-in-page.tsx'), code: "import '../planning/planning-page.js';", errors: [{ messageId: 'crossFeature' }] },
  ],
});
