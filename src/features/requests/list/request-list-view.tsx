/** The windowed list of requests: only the rows in view are in the DOM (fixed row height). */
import { Box, useBreakpointValue } from '@chakra-ui/react';
import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Local, RequestRow } from '../../../../src-sync/index.js';
import { useFixedRowWindow } from '../../../shared/rendering/use-fixed-row-window.js';
import { REQUEST_ROW_HEIGHT, RequestListRow } from './request-list-row.js';
import type { RequestWriteMark } from './use-request-write-marks.js';

interface RequestListViewProps {
  rows: readonly Local<RequestRow>[];
  writeMarks: ReadonlyMap<number, RequestWriteMark>;
  /** Changes when the list shows another result: it scrolls back to the top. */
  resetKey: string;
  /** Shown inside the frame when no row matches. */
  empty: ReactNode;
}

export function RequestListView({ rows, writeMarks, resetKey, empty }: RequestListViewProps) {
  const { t } = useTranslation('requests');
  const scrollRef = useRef<HTMLDivElement>(null);
  const { slots, totalHeight } = useFixedRowWindow({ count: rows.length, rowHeight: REQUEST_ROW_HEIGHT, scrollRef, overscan: 4, resetKey });
  // Under 480 px the period leaves the first line to the identifier (request-list-row.tsx).
  const narrow = useBreakpointValue({ base: true, sm: false }, { ssr: false }) ?? false;
  return (
    <Box ref={scrollRef} flex="1" minH="0" overflowY="auto" bg="bg" borderWidth="1px" borderRadius="md" data-testid="request-list" css={{ contain: 'strict' }}>
      {rows.length === 0 && empty}
      <Box role="list" aria-label={t('list.label')} position="relative" w="full" style={{ height: totalHeight }}>
        {slots.map((slot) => {
          const row = rows[slot.index];
          if (!row) return null;
          return (
            <div key={row.id} role="listitem">
              <RequestListRow row={row} top={slot.top} writeMark={writeMarks.get(row.id)} narrow={narrow} />
            </div>
          );
        })}
      </Box>
    </Box>
  );
}
