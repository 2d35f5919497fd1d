import { CloseButton, Input, InputGroup } from '@chakra-ui/react';
import { memo, useCallback, useLayoutEffect, useRef, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { LuSearch } from 'react-icons/lu';

interface SearchBoxProps {
  onChange: (value: string) => void;
  /** How many times the filters were reset from elsewhere (Reset filters): each empties the box. */
  resets: number;
}

/**
 * Not debounced: a filter pass over the window takes a few ms even at 100,000 plannings, so every
 * keystroke updates the list at once.
 *
 * The input holds its own text, and the clear button is shown or hidden here with plain DOM
 * calls: typing renders nothing of the box, nor of the filter bar around it (their Chakra style
 * resolution was a good part of a keystroke's script, DESIGN.md section 6: keystroke to updated
 * list under 50 ms). Escape and the clear button empty the input here; a reset from elsewhere
 * arrives as a new `resets` count.
 */
export const SearchBox = memo(function SearchBox({ onChange, resets }: SearchBoxProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const clearRef = useRef<HTMLButtonElement>(null);
  const search = useCallback(
    (value: string) => {
      showClearButton(clearRef.current, value !== '');
      onChange(value);
    },
    [onChange],
  );
  const clear = useCallback(() => {
    if (inputRef.current) inputRef.current.value = '';
    search('');
  }, [search]);
  const seenResets = useRef(resets);
  useLayoutEffect(() => {
    if (seenResets.current !== resets && inputRef.current) inputRef.current.value = '';
    seenResets.current = resets;
    showClearButton(clearRef.current, inputRef.current?.value !== '');
  }, [resets]);
  return <SearchField inputRef={inputRef} clearRef={clearRef} onSearch={search} onClear={clear} />;
});

/** Always in place, hidden while there is nothing to clear: toggling its presence would restyle
 * the input on the first keystroke, and a new style rule makes the browser restyle every element. */
function showClearButton(button: HTMLButtonElement | null, shown: boolean): void {
  // Typing calls this on every keystroke: the DOM is touched only when the button comes or goes.
  if (!button || (button.style.visibility !== 'hidden') === shown) return;
  button.style.visibility = shown ? 'visible' : 'hidden';
  button.tabIndex = shown ? 0 : -1;
  if (shown) button.removeAttribute('aria-hidden');
  else button.setAttribute('aria-hidden', 'true');
}

interface SearchFieldProps {
  inputRef: RefObject<HTMLInputElement | null>;
  clearRef: RefObject<HTMLButtonElement | null>;
  onSearch: (value: string) => void;
  onClear: () => void;
}

const SearchField = memo(function SearchField({ inputRef, clearRef, onSearch, onClear }: SearchFieldProps) {
  const { t } = useTranslation('planning-list');
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
          aria-label={t('search.clear')}
          onClick={() => {
            onClear();
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
        aria-label={t('search.label')}
        data-testid="planning-search"
        placeholder={t('search.placeholder')}
        onChange={(event) => onSearch(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && event.currentTarget.value) onClear();
        }}
      />
    </InputGroup>
  );
});
