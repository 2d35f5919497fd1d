/** A record's badges as small coloured labels; a long one is cut, and reads whole on hover. */
import { Badge, Text } from '@chakra-ui/react';
import type { RowBadge } from '../collections/collection-types.js';
import { useTranslate } from '../use-translate.js';

export function RecordBadgeList({ badges }: { badges: readonly RowBadge[] }) {
  const translate = useTranslate();
  return badges.map((badge) => {
    const text = translate(badge.label, badge.values);
    return (
      <Badge key={badge.label} size="sm" colorPalette={badge.palette} variant="subtle" maxW="full" title={text} data-testid="record-badge">
        <Text as="span" truncate>
          {text}
        </Text>
      </Badge>
    );
  });
}
