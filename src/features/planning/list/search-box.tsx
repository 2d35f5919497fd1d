import { CloseButton, Input, InputGroup } from '@chakra-ui/react';
import { memo } from 'react';
import { LuSearch } from 'react-icons/lu';

interface SearchBoxProps {
  value: string;
  onChange: (value: string) => void;
}

/** Not debounced: a filter pass over the window takes a few ms even at 100,000 plannings, so every
 * keystroke updates the list at once. */
export const SearchBox = memo(function SearchBox({ value, onChange }: SearchBoxProps) {
  return (
    <InputGroup
      flex={{ base: '1 1 0', md: '1 1 320px' }}
      minW="0"
      maxW={{ md: '420px' }}
      startElement={<LuSearch />}
      // Always present (hidden while empty): toggling it would restyle the input on the first
      // keystroke, and a new style rule makes the browser recompute every element's style.
      endElement={
        <CloseButton
          size="xs"
          me="-2"
          aria-label="Clear search"
          aria-hidden={value ? undefined : true}
          tabIndex={value ? 0 : -1}
          style={{ visibility: value ? 'visible' : 'hidden' }}
          onClick={() => onChange('')}
        />
      }
    >
      <Input
        size="sm"
        bg="bg"
        type="search"
        aria-label="Search plannings"
        data-testid="planning-search"
        placeholder="Search identifier, client, location, contractor, PO…"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && value) onChange('');
        }}
      />
    </InputGroup>
  );
});
