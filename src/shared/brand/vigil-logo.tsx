/** The Vigil mark (a shield with an eye slit) and wordmark. Drawn inline: no asset request. */
import { Box, HStack, Text, type BoxProps } from '@chakra-ui/react';

interface VigilLogoProps {
  size?: 'sm' | 'md' | 'lg';
  /** Light text for dark backgrounds (the sign-in hero). */
  inverted?: boolean;
}

const SIZES = { sm: { mark: '28px', text: 'xl' }, md: { mark: '36px', text: '2xl' }, lg: { mark: '52px', text: '4xl' } } as const;

export function VigilMark({ boxSize = '36px', inverted = false }: { boxSize?: BoxProps['boxSize']; inverted?: boolean }) {
  return (
    <Box as="span" display="inline-flex" boxSize={boxSize} color={inverted ? 'white' : 'brand.solid'} aria-hidden="true">
      <svg viewBox="0 0 32 32" width="100%" height="100%" fill="none">
        <path d="M16 2.5 4.5 6.8v8.4c0 7.3 4.9 12.7 11.5 14.3 6.6-1.6 11.5-7 11.5-14.3V6.8L16 2.5Z" fill="currentColor" />
        <path d="M8.6 15.6c2-3 4.5-4.5 7.4-4.5s5.4 1.5 7.4 4.5c-2 3-4.5 4.5-7.4 4.5s-5.4-1.5-7.4-4.5Z" fill={inverted ? '#1a365d' : 'white'} />
        <circle cx="16" cy="15.6" r="2.4" fill="currentColor" />
      </svg>
    </Box>
  );
}

export function VigilLogo({ size = 'md', inverted = false }: VigilLogoProps) {
  const s = SIZES[size];
  return (
    <HStack gap="2" align="center">
      <VigilMark boxSize={s.mark} inverted={inverted} />
      <Text as="span" fontSize={s.text} fontWeight="bold" letterSpacing="tight" color={inverted ? 'white' : 'fg'}>
        Vigil
      </Text>
    </HStack>
  );
}
