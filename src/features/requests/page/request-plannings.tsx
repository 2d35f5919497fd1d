/**
 * The plannings a request made (one per day of its timeslots), each opening Planning Details.
 * Dates in the location's zone (spec section 9: DD-MM-YYYY HH:mm). A long order lists its first
 * plannings and offers the rest on demand.
 */
import { Box, Button, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PLANNING_STATUS_COLOR, type Local, type PlanningRow } from '../../../../src-sync/index.js';
import { formatPlanningDateTime } from '../../../shared/format/index.js';
import { planningPath } from '../request-paths.js';

const FIRST = 30;

export function RequestPlannings({ plannings, pending }: { plannings: readonly Local<PlanningRow>[]; pending: boolean }) {
  const { t } = useTranslation('requests');
  const [all, setAll] = useState(false);
  const shown = all ? plannings : plannings.slice(0, FIRST);
  if (plannings.length === 0) {
    return (
      <Text fontSize="sm" color="fg.muted" data-testid="request-no-plannings">
        {pending ? t('page.planningsAfterSync') : t('page.noPlannings')}
      </Text>
    );
  }
  return (
    <Stack gap="0" borderWidth="1px" borderRadius="md" bg="bg" overflow="hidden" data-testid="request-plannings">
      {shown.map((planning) => (
        <Link key={planning.id} asChild px="3" py="2" borderBottomWidth="1px" borderColor="border.muted" color="fg" _hover={{ bg: 'bg.muted', textDecoration: 'none' }}>
          <RouterLink to={planningPath(planning.id)} data-testid="request-planning" data-planning-id={planning.id} data-status={planning.status}>
            <HStack justify="space-between" w="full" gap="2">
              {/* Each time reads left to right; the range follows the page (its start on the right in Arabic). */}
              <Text fontSize="sm" fontVariantNumeric="tabular-nums">
                <span dir="ltr">{formatPlanningDateTime(planning.start, planning.location.timezone)}</span> – <span dir="ltr">{formatPlanningDateTime(planning.end, planning.location.timezone)}</span>
              </Text>
              <HStack gap="2" flexShrink={0}>
                <Text fontSize="xs" color="fg.muted">
                  {t('page.agents', { count: planning.number_of_agents })}
                </Text>
                <Box as="span" w="2" h="2" borderRadius="full" bg={PLANNING_STATUS_COLOR[planning.status] === 'black' ? 'gray.950' : `${PLANNING_STATUS_COLOR[planning.status]}.500`} aria-hidden="true" />
                <Text fontSize="xs">{t(`planningStatus.${planning.status}`)}</Text>
              </HStack>
            </HStack>
          </RouterLink>
        </Link>
      ))}
      {!all && plannings.length > FIRST && (
        <Button size="xs" variant="ghost" m="2" alignSelf="start" onClick={() => setAll(true)}>
          {t('page.showAllPlannings', { count: plannings.length })}
        </Button>
      )}
    </Stack>
  );
}
