import { ErrorPageLayout } from './error-page-layout.js';

/** Spec section 8: the 500 texts, verbatim. */
export function ServerErrorPage() {
  return <ErrorPageLayout code="500" title="Internal Server Error" message="Something went wrong. Please try again later." />;
}
