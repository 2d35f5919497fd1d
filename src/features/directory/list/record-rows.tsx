/**
 * The windowed rows of a directory list: only the rows in view are in the DOM (fixed heights,
 * src/shared/rendering/use-fixed-row-window.ts). From 768 px a row is a line of columns under a
 * header; below, each record is a card (title, subtitle, badges), easy to tap on a phone.
 */
import { Box, Flex, HStack, Text, useBreakpointValue } from '@chakra-ui/react';
import { useRef } from 'react';
import { PendingWriteState } from '../../../shared/local-first/index.js';
import { useFixedRowWindow } from '../../../shared/rendering/use-fixed-row-window.js';
import { useRowKeyboard } from '../../../shared/rendering/use-row-keyboard.js';
import type { CollectionConfig } from '../collections/collection-types.js';
import type { Lookups } from '../collections/lookups.js';
import { recordBadges } from '../collections/record-badges.js';
import { useTranslate } from '../use-translate.js';
import type { ListRow } from './filter-records.js';
import { RecordBadgeList } from './record-badge-list.js';
import { PAGE_START_ALIGN } from '../../../shared/layout/page-start-align.js';

export type RowLayout = 'wide' | 'cards';
const ROW_HEIGHT: Record<RowLayout, number> = { wide: 56, cards: 92 };

interface RecordRowsProps {
  config: CollectionConfig;
  rows: readonly ListRow[];
  lookups: Lookups;
  onOpen: (id: number) => void;
  /** Changes when the search does: the list scrolls back to the top. */
  resetKey: string;
  /** The list's own height; an embedded list is shorter than a page's. */
  height: string;
  label: string;
  /** Cards whatever the screen: a record's drawer is as narrow as a phone, and its columns
   * (one of them the parent itself) were cut to a few letters each. */
  cards?: boolean;
}

export function RecordRows({ config, rows, lookups, onOpen, resetKey, height, label, cards = false }: RecordRowsProps) {
  const byWidth: RowLayout = useBreakpointValue<RowLayout>({ base: 'cards', md: 'wide' }, { ssr: false }) ?? 'cards';
  const layout = cards ? 'cards' : byWidth;
  const scrollRef = useRef<HTMLDivElement>(null);
  const { slots, totalHeight } = useFixedRowWindow({ count: rows.length, rowHeight: ROW_HEIGHT[layout], scrollRef, overscan: 4, resetKey });
  const keyboard = useRowKeyboard({ count: rows.length, rowHeight: ROW_HEIGHT[layout], scrollRef, slots, resetKey });
  const columns = config.columns.filter((column) => layout === 'wide' || !column.wideOnly);
  return (
    <Box borderWidth="1px" borderRadius="md" bg="bg" overflow="hidden" display="flex" flexDirection="column" h={height} minH="0">
      {layout === 'wide' && <HeaderRow config={config} columns={columns} />}
      <Box ref={scrollRef} flex="1" minH="0" overflowY="auto" data-testid={`directory-list-${config.entity}`}>
        <Box role="list" aria-label={label} position="relative" w="full" style={{ height: totalHeight }} onKeyDown={keyboard.onKeyDown} onFocus={keyboard.onFocus}>
          {slots.map((slot) => {
            const item = rows[slot.index];
            if (!item) return null;
            return (
              <Box key={item.row.id} role="listitem" position="absolute" insetInlineStart="0" insetInlineEnd="0" style={{ top: slot.top, height: ROW_HEIGHT[layout] }}>
                <RecordRow config={config} item={item} index={slot.index} tabbable={slot.index === keyboard.tabbableIndex} columns={columns} lookups={lookups} layout={layout} onOpen={onOpen} />
              </Box>
            );
          })}
        </Box>
      </Box>
    </Box>
  );
}

type Columns = CollectionConfig['columns'];

/** The agents' badges column on wide rows: from a desktop's width on, wide enough for "Licence expires
 * in 12 days" in each language (a share of the row cut it at its start at 1400 px); narrower
 * where the text columns need the room, a badge that does not fit ends in "…" with its title. */
const LICENCE_BADGE_COLUMN = { base: '0 0 8rem', lg: '0 0 10rem', xl: '0 0 12rem' };
/** Elsewhere the badges are short ("Archived", "Invited", a write's state word): the room goes
 * to the emails and addresses, which were cut while the column stood empty. */
const SHORT_BADGE_COLUMN = '0 0 8rem';
const badgeColumn = (config: CollectionConfig) => (config.entity === 'agents' ? LICENCE_BADGE_COLUMN : SHORT_BADGE_COLUMN);
/** The title's share of a wide row against each text column's 1. */
const TITLE_COLUMN = '1.5';

function HeaderRow({ config, columns }: { config: CollectionConfig; columns: Columns }) {
  const t = useTranslate();
  return (
    <Flex px="4" py="2" gap="4" borderBottomWidth="1px" bg="bg.subtle" fontSize="xs" fontWeight="semibold" color="fg.muted" textTransform="uppercase" aria-hidden="true">
      <Box flex={TITLE_COLUMN} minW="0">{t(`directory:columns.title.${config.entity}`)}</Box>
      {columns.map((column) => (
        <Box key={column.key} flex="1" minW="0">
          {t(`directory:columns.${column.key}`)}
        </Box>
      ))}
      <Box flex={badgeColumn(config)} minW="0" />
    </Flex>
  );
}

interface RecordRowProps {
  config: CollectionConfig;
  item: ListRow;
  /** Its place in the list, for the keyboard (use-row-keyboard.ts). */
  index: number;
  /** The list's one Tab stop. */
  tabbable: boolean;
  columns: Columns;
  lookups: Lookups;
  layout: RowLayout;
  onOpen: (id: number) => void;
}

function RecordRow({ config, item, index, tabbable, columns, lookups, layout, onOpen }: RecordRowProps) {
  const translate = useTranslate();
  const { row } = item;
  const cells = layout === 'wide' ? columns.map((column) => ({ key: column.key, text: column.cell(row, lookups, translate) })) : [];
  const ownSubtitle = config.subtitle(row, lookups, translate);
  // A wide row leaves out a subtitle a column already shows (a client's address).
  const subtitle = cells.some((cell) => cell.text !== '' && cell.text === ownSubtitle) ? null : ownSubtitle;
  const open = () => onOpen(row.id);
  // Not a <button>: the row holds the write state's own Retry and Discard buttons.
  return (
    <Flex
      role="button"
      tabIndex={tabbable ? 0 : -1}
      data-row-index={index}
      onClick={open}
      onKeyDown={(event) => {
        if (event.key === 'Enter' || event.key === ' ') {
          event.preventDefault();
          open();
        }
      }}
      data-testid="directory-row"
      data-record-id={row.id}
      w="full"
      h="full"
      px="4"
      gap={layout === 'wide' ? '4' : '1'}
      direction={layout === 'wide' ? 'row' : 'column'}
      align={layout === 'wide' ? 'center' : 'stretch'}
      justify="center"
      textAlign="start"
      borderBottomWidth="1px"
      borderColor="border.muted"
      cursor="pointer"
      _hover={{ bg: 'bg.muted' }}
      _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '-2px' }}
    >
      <Box flex={layout === 'wide' ? TITLE_COLUMN : undefined} minW="0">
        <Text fontWeight="medium" truncate dir="auto" css={PAGE_START_ALIGN}>
          {item.title}
        </Text>
        {subtitle && (
          <Text fontSize="sm" color="fg.muted" truncate dir="auto" css={PAGE_START_ALIGN}>
            {subtitle}
          </Text>
        )}
      </Box>
      {layout === 'wide' &&
        cells.map((cell) => (
          // title: a cut-off address or email reads whole on hover.
          <Text key={cell.key} flex="1" minW="0" fontSize="sm" truncate dir="auto" css={PAGE_START_ALIGN} title={cell.text}>
            {cell.text}
          </Text>
        ))}
      <HStack flex={layout === 'wide' ? badgeColumn(config) : undefined} minW="0" gap="1.5" justify={layout === 'wide' ? 'flex-end' : 'flex-start'} wrap="wrap" overflow="hidden">
        <RecordBadgeList badges={recordBadges(config, row, lookups)} />
        <PendingWriteState table={config.entity} id={row.id} subjectOnly brief />
      </HStack>
    </Flex>
  );
}

