import { CloseButton, Input, InputGroup } from '@chakra-ui/react';
import { memo, useContext, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { LuSearch } from 'react-icons/lu';
import { SearchTextContext } from './planning-search-context.js';

interface SearchBoxProps {
  onChange: (value: string) => void;
}

/**
 * Not debounced: a filter pass over the window takes a few ms even at 100,000 plannings, so every
 * keystroke updates the list at once.
 *
 * The input holds its own text, and the clear button is shown or hidden here: typing re-renders
 * none of the Chakra parts below (their style resolution was a good part of a keystroke's script,
 * DESIGN.md section 6: keystroke to updated list under 50 ms). Changes from elsewhere (Escape,
 * the clear button, Reset filters) are written into the input here. The text it shows is the
 * list's (SearchTextContext).
 */
export function SearchBox({ onChange }: SearchBoxProps) {
  const value = useContext(SearchTextContext);
  const inputRef = useRef<HTMLInputElement>(null);
  const clearRef = useRef<HTMLButtonElement>(null);
  const [initial] = useState(value);
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (input && input.value !== value) input.value = value;
    showClearButton(clearRef.current, value !== '');
  }, [value]);
  return <SearchField inputRef={inputRef} clearRef={clearRef} initial={initial} onChange={onChange} />;
}

/** Always in place, hidden while there is nothing to clear: toggling its presence would restyle
 * the input on the first keystroke, and a new style rule makes the browser restyle every element. */
function showClearButton(button: HTMLButtonElement | null, shown: boolean): void {
  if (!button) return;
  button.style.visibility = shown ? 'visible' : 'hidden';
  button.tabIndex = shown ? 0 : -1;
  if (shown) button.removeAttribute('aria-hidden');
  else button.setAttribute('aria-hidden', 'true');
}

interface SearchFieldProps {
  inputRef: RefObject<HTMLInputElement | null>;
  clearRef: RefObject<HTMLButtonElement | null>;
  initial: string;
  onChange: (value: string) => void;
}

const SearchField = memo(function SearchField({ inputRef, clearRef, initial, onChange }: SearchFieldProps) {
  return (
    <InputGroup
      flex={{ base: '1 1 0', md: '1 1 320px' }}
      minW="0"
      maxW={{ md: '420px' }}
      startElement={<LuSearch />}
      // Visibility, focusability and aria-hidden are SearchBox's (showClearButton), never props.
      endElement={
        <CloseButton
          ref={clearRef}
          size="xs"
          me="-2"
          aria-label="Clear search"
          onClick={() => {
            onChange('');
            inputRef.current?.focus();
          }}
        />
      }
    >
      <Input
        ref={inputRef}
        size="sm"
        bg="bg"
        type="search"
        aria-label="Search plannings"
        data-testid="planning-search"
        placeholder="Search identifier, client, location, contractor, PO…"
        defaultValue={initial}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && event.currentTarget.value) onChange('');
        }}
      />
    </InputGroup>
  );
});
