import { useTranslation } from 'react-i18next';
import { ErrorPageLayout } from './error-page-layout.js';

/** Spec section 8: the 500 texts, verbatim in English. */
export function ServerErrorPage() {
  const { t } = useTranslation('errors');
  return <ErrorPageLayout code="500" title={t('serverError.title')} message={t('serverError.message')} />;
}
