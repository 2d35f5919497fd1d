/**
 * The frame of every signed-out page: a brand panel on wide screens and a form card. The panel
 * says what Vigil is; no template hints, switchers or demo credentials.
 */
import { Box, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { VigilLogo } from '../../shared/brand/vigil-logo.js';
import { AuthHero } from './auth-hero.js';

interface AuthLayoutProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}

export function AuthLayout({ title, subtitle, children, footer }: AuthLayoutProps) {
  return (
    <Flex minH="100dvh" bg="bg">
      <AuthHero />
      <Flex flex="1" align="center" justify="center" px={{ base: '5', md: '10' }} py="10" bg="bg.subtle">
        <Box w="full" maxW="420px" minW="0">
          <Box hideFrom="lg" mb="8">
            <VigilLogo size="md" />
          </Box>
          <Stack gap="6" bg="bg" p={{ base: '6', md: '8' }} borderRadius="xl" boxShadow="md" borderWidth="1px">
            <Stack gap="1">
              <Heading as="h1" size="2xl" letterSpacing="tight">
                {title}
              </Heading>
              {subtitle && <Text color="fg.muted">{subtitle}</Text>}
            </Stack>
            {children}
          </Stack>
          {footer && (
            <Box mt="6" textAlign="center" color="fg.muted" fontSize="sm">
              {footer}
            </Box>
          )}
        </Box>
      </Flex>
    </Flex>
  );
}
