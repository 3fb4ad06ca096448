import React, { type ReactNode, useId } from 'react';
import clsx from 'clsx';
import useBaseUrl from '@docusaurus/useBaseUrl';
import styles from './styles.module.css';

interface Props {
  /** The field's visible label. */
  label: string;
  /** Shown in the field until the reader edits it; changing it later updates an untouched field only. */
  defaultValue?: string;
  className?: string;
}

/**
 * A plain HTML form to the search page (`/search?q=…`): Enter or the button
 * submits it before the app has started, and after, with no script of its
 * own. The search page reads `q` when it loads.
 */
export default function SearchForm({ label, defaultValue, className }: Props): ReactNode {
  const id = useId();
  return (
    <form role="search" action={useBaseUrl('/search')} method="get" className={clsx(styles.form, className)}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.row}>
        <input id={id} type="search" name="q" className={styles.input} defaultValue={defaultValue} autoComplete="off" enterKeyHint="search" />
        <button type="submit" className={clsx('button button--primary', styles.button)}>
          Search
        </button>
      </div>
    </form>
  );
}
