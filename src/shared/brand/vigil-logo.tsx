/** The Vigil mark (a shield with an eye slit) and wordmark. Drawn inline: no asset request. */
import { Box, HStack, Text, type BoxProps } from '@chakra-ui/react';
import { useCallback } from 'react';
import { fillWith } from '../markup/build-dom.js';
import { APP_TITLE } from '../page-title.js';
import { vigilShield } from './vigil-shield.js';

interface VigilLogoProps {
  size?: 'sm' | 'md' | 'lg';
  /** Light text for dark backgrounds (the sign-in hero). */
  inverted?: boolean;
}

const SIZES = { sm: { mark: '28px', text: 'xl' }, md: { mark: '36px', text: '2xl' }, lg: { mark: '52px', text: '4xl' } } as const;

export function VigilMark({ boxSize = '36px', inverted = false }: { boxSize?: BoxProps['boxSize']; inverted?: boolean }) {
  // The shield's one drawing is markup, shared with the start-up paint (src/app/first-paint).
  const draw = useCallback((element: HTMLSpanElement | null) => element && fillWith(element, [vigilShield(inverted)]), [inverted]);
  return <Box as="span" ref={draw} display="inline-flex" boxSize={boxSize} color={inverted ? 'white' : 'brand.solid'} aria-hidden="true" />;
}

export function VigilLogo({ size = 'md', inverted = false }: VigilLogoProps) {
  const s = SIZES[size];
  return (
    <HStack gap="2" align="center">
      <VigilMark boxSize={s.mark} inverted={inverted} />
      <Text as="span" fontSize={s.text} fontWeight="bold" letterSpacing="tight" color={inverted ? 'white' : 'fg'}>
        {APP_TITLE}
      </Text>
    </HStack>
  );
}
