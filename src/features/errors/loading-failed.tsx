import { Button, Center, Stack, Text } from '@chakra-ui/react';
import { LuRefreshCw } from 'react-icons/lu';

/** Spec section 8: a route's code could not be loaded (new deploy, lost connection). */
export function LoadingFailed({ onReload }: { onReload: () => void }) {
  return (
    <Center minH="60dvh" px="6">
      <Stack align="center" gap="4" textAlign="center" role="alert">
        <Text fontSize="lg" fontWeight="semibold">
          Loading failed! Please reload.
        </Text>
        <Button colorPalette="brand" onClick={onReload}>
          <LuRefreshCw /> Reload
        </Button>
      </Stack>
    </Center>
  );
}
