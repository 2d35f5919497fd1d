import { CloseButton, Input, InputGroup } from '@chakra-ui/react';
import { LuSearch } from 'react-icons/lu';

interface SearchBoxProps {
  value: string;
  onChange: (value: string) => void;
}

/** Not debounced: a filter pass over the window takes a few ms even at 100,000 plannings, so every
 * keystroke updates the list at once. */
export function SearchBox({ value, onChange }: SearchBoxProps) {
  return (
    <InputGroup
      flex={{ base: '1 1 0', md: '1 1 320px' }}
      minW="0"
      maxW={{ md: '420px' }}
      startElement={<LuSearch />}
      endElement={value ? <CloseButton size="xs" me="-2" aria-label="Clear search" onClick={() => onChange('')} /> : undefined}
    >
      <Input
        size="sm"
        bg="bg"
        type="search"
        aria-label="Search plannings"
        data-testid="planning-search"
        placeholder="Search identifier, client, branch, location, contractor, PO…"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && value) onChange('');
        }}
      />
    </InputGroup>
  );
}
