import { useTranslation } from 'react-i18next';
import { ErrorPageLayout } from './error-page-layout.js';

/** Spec section 8: the 404 texts, verbatim in English. */
export function NotFoundPage() {
  const { t } = useTranslation('errors');
  return <ErrorPageLayout code="404" title={t('notFound.title')} message={t('notFound.message')} />;
}
