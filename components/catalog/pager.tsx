import { CssButton } from '@/components/common/css-button';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/common/icons';
import styles from './pager.module.css';

interface PagerProps {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
  /** Names the list the pager moves through, for screen readers. */
  label: string;
}

/** Previous and Next under a paged list; nothing when everything fits one page. */
export function Pager({ page, pageCount, onPage, label }: PagerProps) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={label} className={styles.pager}>
      <CssButton variant="outlined" size="small" startIcon={<ChevronLeftIcon size="small" />} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </CssButton>
      <span className={styles.status}>
        Page {page} of {pageCount}
      </span>
      <CssButton variant="outlined" size="small" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
        Next
        <ChevronRightIcon size="small" />
      </CssButton>
    </nav>
  );
}
