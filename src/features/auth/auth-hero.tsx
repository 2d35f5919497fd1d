import { Box, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { LuCalendarClock, LuClipboardList, LuMessagesSquare } from 'react-icons/lu';
import { VigilLogo } from '../../shared/brand/vigil-logo.js';

const POINTS = [
  { icon: LuClipboardList, text: 'Client requests turned into plannings, shift by shift.' },
  { icon: LuCalendarClock, text: 'Agents, subcontractors and history of every post in one place.' },
  { icon: LuMessagesSquare, text: 'A live group chat for every request, on desk and on site.' },
];

/** The brand panel beside the sign-in forms on large screens. */
export function AuthHero() {
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
          Guarding operations, planned and in touch.
        </Text>
        <Stack gap="4">
          {POINTS.map(({ icon: Icon, text }) => (
            <HStack key={text} gap="3" align="start">
              <Box as="span" mt="1" color="brand.200">
                <Icon size="20" />
              </Box>
              <Text color="brand.100">{text}</Text>
            </HStack>
          ))}
        </Stack>
      </Stack>
      <Text fontSize="sm" color="brand.200">
        Vigil · planning, requests and team chat
      </Text>
    </Flex>
  );
}
