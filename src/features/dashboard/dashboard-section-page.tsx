import { Heading } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { isMenuKey } from '../../shared/navigation/menu.js';

/** /dashboard/<menu key>: the section's heading in the shell. Its screen is built by a later
 * issue; until then nothing is faked here. The app guard has already checked the key. */
export function DashboardSectionPage() {
  const { t } = useTranslation('shell');
  const { section } = useParams();
  if (!isMenuKey(section)) return null;
  return (
    <Heading as="h1" size="2xl">
      {t(`menu.${section}`)}
    </Heading>
  );
}
