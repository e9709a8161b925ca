import Router from 'next/router';
import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { CssIconButton } from '@/components/common/css-button';
import { CloseIcon, SearchIcon } from '@/components/common/icons';
import { useDebouncedValue } from '@/hooks/common/use-debounced-value';
import { SUGGESTION_COUNT, useSearch, warmUpSearch } from '@/hooks/catalog/use-search';
import type { suggestionsFor } from './suggestions';
import styles from './header-search.module.css';

/** How long typing must pause before suggestions are asked for. */
export const SUGGEST_DELAY_MS = 250;
export const SEARCH_LABEL = 'Search mixtapes, tracks, artists, DJs, podcasts';

export const searchPageHref = (query: string) => `/search?query=${encodeURIComponent(query.trim())}`;

/**
 * The search box of the header (the combobox pattern of WAI-ARIA): suggestions after a pause in typing, the site's
 * pages that match first (Podcasts, a genre...), Up and Down move through them, Enter opens the one chosen or the
 * search page, Escape closes. On phones an icon opens it over the header, full width. Nothing here loads MUI or
 * axios: the search client and the pages to suggest load on focus.
 */
export function HeaderSearch() {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [expanded, setExpanded] = useState(false);
  const [active, setActive] = useState(-1);
  const [suggest, setSuggest] = useState<typeof suggestionsFor | null>(null);
  const query = useDebouncedValue(text.trim(), SUGGEST_DELAY_MS);
  const { data } = useSearch({ query, filter: 'all', page: 1, take: SUGGESTION_COUNT });
  // Suggestions only for what is typed now: an answer to an older query is not offered.
  const current = open && query && query === text.trim();
  const suggestions = current && suggest ? suggest(query, data?.data ?? []) : [];
  const showList = suggestions.length > 0;

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const go = (href: string) => {
    close();
    setExpanded(false);
    input.current?.blur();
    // The router singleton: the header also renders where no page router is mounted (tests, the pop-out's shell).
    void Router.push(href);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const chosen = suggestions[active];
    if (chosen) go(chosen.href);
    else if (text.trim()) go(searchPageHref(text));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (!suggestions.length) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // -1 is the input itself: moving past either end comes back to it.
      setActive((current) => {
        const next = current + step;
        if (next >= suggestions.length) return -1;
        return next < -1 ? suggestions.length - 1 : next;
      });
    } else if (event.key === 'Escape') {
      if (open && showList) close();
      else setExpanded(false);
    }
  };
  const optionId = (index: number) => `${id}-option-${index}`;

  return (
    <div className={expanded ? `${styles.search} ${styles.expanded}` : styles.search}>
      <span className={styles.opener}>
        <CssIconButton
          aria-label="Search"
          onClick={() => {
            setExpanded(true);
            requestAnimationFrame(() => input.current?.focus());
          }}
        >
          <SearchIcon />
        </CssIconButton>
      </span>
      <form role="search" aria-label="Site search" className={styles.form} onSubmit={submit}>
        <span className={styles.icon} aria-hidden>
          <SearchIcon size="small" />
        </span>
        <input
          ref={input}
          // A text input, not type=search: HTML allows the combobox role on the one but not the other. The form is
          // the search landmark, and enterKeyHint keeps the on-screen keyboard's Search key.
          type="text"
          role="combobox"
          enterKeyHint="search"
          name="query"
          aria-label={SEARCH_LABEL}
          placeholder="Search"
          autoComplete="off"
          maxLength={200}
          aria-autocomplete="list"
          aria-expanded={showList}
          aria-controls={`${id}-listbox`}
          aria-activedescendant={showList && active >= 0 && active < suggestions.length ? optionId(active) : undefined}
          className={styles.input}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => {
            warmUpSearch();
            if (!suggest) void import('./suggestions').then((m) => setSuggest(() => m.suggestionsFor));
            setOpen(true);
          }}
          onBlur={close}
          onKeyDown={onKeyDown}
        />
        <span className={styles.closer}>
          <CssIconButton aria-label="Close search" size="small" onClick={() => setExpanded(false)}>
            <CloseIcon size="small" />
          </CssIconButton>
        </span>
        <ul id={`${id}-listbox`} role="listbox" aria-label="Suggestions" className={styles.listbox} hidden={!showList}>
          {suggestions.map((suggestion, index) => (
            <li
              key={suggestion.key}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              className={index === active ? `${styles.option} ${styles.active}` : styles.option}
              // Chosen on mouse down: the input's blur (which closes the list) would come first on click.
              onMouseDown={(event) => {
                event.preventDefault();
                go(suggestion.href);
              }}
              onMouseEnter={() => setActive(index)}
            >
              <span className={styles.optionTitle}>{suggestion.title}</span>
              <span className={styles.optionDetail}>{suggestion.detail}</span>
            </li>
          ))}
        </ul>
      </form>
    </div>
  );
}
