import { ErrorPageLayout } from './error-page-layout.js';

/** Spec section 8: the 404 texts, verbatim. */
export function NotFoundPage() {
  return (
    <ErrorPageLayout code="404" title="Looks like you got lost" message="The page you're looking for doesn't exist or has been moved." />
  );
}
