import { Box, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuCalendarClock, LuClipboardList, LuMessagesSquare } from 'react-icons/lu';
import { VigilLogo } from '../../shared/brand/vigil-logo.js';

const POINTS = [
  { icon: LuClipboardList, key: 'requests' },
  { icon: LuCalendarClock, key: 'oneP' },
  { icon: LuMessagesSquare, key: 'chat' },
] as const;

/** The brand panel beside the sign-in forms on large screens. */
export function AuthHero() {
  const { t } = useTranslation('auth');
  return (
    <Flex
      hideBelow="lg"
      direction="column"
      justify="space-between"
      w="44%"
      maxW="640px"
      p="12"
      color="white"
      bgGradient="to-br"
      gradientFrom="brand.800"
      gradientTo="brand.600"
    >
      <VigilLogo size="lg" inverted />
      <Stack gap="8">
        <Text fontSize="3xl" fontWeight="semibold" lineHeight="short" maxW="md">
          {t('hero.title')}
        </Text>
        <Stack gap="4">
          {POINTS.map(({ icon: Icon, key }) => (
            <HStack key={key} gap="3" align="start">
              <Box as="span" mt="1" color="brand.200">
                <Icon size="20" />
              </Box>
              <Text color="brand.100">{t(`hero.points.${key}`)}</Text>
            </HStack>
          ))}
        </Stack>
      </Stack>
      <Text fontSize="sm" color="brand.200">
        {t('hero.footer')}
      </Text>
    </Flex>
  );
}
