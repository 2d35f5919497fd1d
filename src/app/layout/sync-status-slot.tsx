import { Box } from '@chakra-ui/react';

/**
 * Where the engine's sync status (online/offline, queued writes) goes in the top bar. The sync
 * engine issue fills it; until then it renders an empty, zero-width slot so nothing is faked.
 */
export function SyncStatusSlot() {
  return <Box data-testid="sync-status" display="contents" />;
}
