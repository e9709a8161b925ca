import { useState } from 'react';

/**
 * A dialog behind a click, loaded on demand: `mounted` from its first opening on (so closing still plays its
 * transition), open while `value` (what it is opened for) is not null.
 */
export function useDialogState<T>() {
  const [value, setValue] = useState<T | null>(null);
  const [mounted, setMounted] = useState(false);
  return {
    value,
    mounted,
    open: (next: T) => {
      setValue(next);
      setMounted(true);
    },
    close: () => setValue(null),
  };
}
