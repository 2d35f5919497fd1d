import { Heading } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** /subc/tracking, opened on a team SOS (spec section 2). The live view comes with the tracking
 * and realtime issues; the route and its place in the shell exist now. */
export function SubcTrackingPage() {
  const { t } = useTranslation('dashboard');
  return (
    <Heading as="h1" size="2xl">
      {t('tracking.title')}
    </Heading>
  );
}
