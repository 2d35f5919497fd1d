/** The lint rule that keeps features apart and behind their public entries (DESIGN.md section 2),
 * run through ESLint's RuleTester. */
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
const inApp = file('src/app/routing/lazy-routes.ts');

tester.run('feature-boundaries', featureBoundaries, {
  valid: [
    { filename: inPlanning, code: "import { ShiftForm } from '../shifts/shift-form.js';" },
    { filename: inPlanning, code: "import { notify } from '../../../shared/feedback/notify.js';" },
    { filename: inPlanning, code: "import { useState } from 'react';" },
    // The app reaches a feature through its index, in any spelling of it.
    { filename: inApp, code: "import { loadPlanningPage } from '../../features/planning/index.js';" },
    { filename: inApp, code: "export { NotFoundPage } from '../../features/errors/index.ts';" },
    { filename: inApp, code: "import * as auth from '../../features/auth';" },
    { filename: inApp, code: "const errors = import('../../features/errors/index.js');" },
    { filename: file('src/main.ts'), code: "import { paintFirstScreen } from './app/first-paint/paint-first-screen.js';" },
  ],
  invalid: [
    { filename: inPlanning, code: "import { SignInPage } from '../../auth/sign-in-page.js';", errors: [{ messageId: 'crossFeature' }] },
    { filename: inPlanning, code: "export { SignInPage } from '../../auth/sign-in-page.js';", errors: [{ messageId: 'crossFeature' }] },
    { filename: inPlanning, code: "const page = import('../../errors/not-found-page.js');", errors: [{ messageId: 'crossFeature' }] },
    // Even another feature's public entry: features compose in src/app only.
    { filename: inPlanning, code: "import { RefreshingPage } from '../../auth/index.js';", errors: [{ messageId: 'crossFeature' }] },
    { filename: file('src/features/auth/sign-in-page.tsx'), code: "import '../planning/planning-page.js';", errors: [{ messageId: 'crossFeature' }] },
    // The app may not reach into a feature's internals.
    { filename: inApp, code: "import { PlanningPage } from '../../features/planning/planning-page.js';", errors: [{ messageId: 'privateImport' }] },
    { filename: inApp, code: "const page = import('../../features/auth/sign-in-page.js');", errors: [{ messageId: 'privateImport' }] },
    { filename: inApp, code: "export { HEAD_SIZE } from '../../features/planning/list/head-size.js';", errors: [{ messageId: 'privateImport' }] },
    { filename: file('src/app/first-paint/first-screen.ts'), code: "import { ROW_HEIGHT } from '../../features/planning/list/first-screen-parts.js';", errors: [{ messageId: 'privateImport' }] },
    { filename: inApp, code: "import { index } from '../../features/planning/list/index.js';", errors: [{ messageId: 'privateImport' }] },
  ],
});
