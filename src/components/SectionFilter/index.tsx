import React, { type ReactNode, useId } from 'react';
import clsx from 'clsx';
import { SEARCH_SECTIONS, type SectionCounts } from '@site/src/search/sections';
import type { SectionChoice } from './store';
import styles from './styles.module.css';

const OPTIONS: { id: SectionChoice; label: string }[] = [{ id: undefined, label: 'All' }, ...SEARCH_SECTIONS.map(({ id, label }) => ({ id, label }))];

function labelOf(choice: SectionChoice): string {
  return OPTIONS.find(({ id }) => id === choice)!.label;
}

/** Known counts leave out sections without results (SectionCounts): those are 0. */
function countOf(counts: SectionCounts | undefined, choice: SectionChoice): number | undefined {
  return counts && (counts[choice ?? 'all'] ?? 0);
}

export interface SectionFilterProps {
  value: SectionChoice;
  /** Unknown until the first answer: the options then show no numbers. */
  counts: SectionCounts | undefined;
  onChange: (choice: SectionChoice) => void;
  /** The modal's variant: smaller, and its label only read out on phones, where the row is short of room. */
  compact?: boolean;
  className?: string;
}

/**
 * "Show results from: All · Learn · Reference · User Guide", each with its
 * number of results. Native radio buttons, so the keyboard works as in any
 * radio group (Tab enters at the chosen option, arrow keys move and choose)
 * and screen readers announce the choice and its count. A section without
 * results stays selectable: its empty state says where the results are
 * (EmptySectionHint), which tells more than a greyed-out option.
 */
export default function SectionFilter({ value, counts, onChange, compact, className }: SectionFilterProps): ReactNode {
  // Unique per filter: the modal can be open over the search page, which has one too.
  const name = useId();
  const labelId = `${name}-label`;
  // A labelled radiogroup rather than fieldset and legend, which cannot sit on one line with the options.
  return (
    <div role="radiogroup" aria-labelledby={labelId} className={clsx(styles.filter, compact && styles.compact, className)}>
      <span id={labelId} className={styles.label}>
        Show results from
      </span>
      <div className={styles.options}>
        {OPTIONS.map(({ id, label }) => {
          const count = countOf(counts, id);
          return (
            <label key={id ?? 'all'} className={styles.option}>
              <input
                type="radio"
                className={styles.radio}
                name={name}
                value={id ?? 'all'}
                checked={value === id}
                onChange={() => onChange(id)}
              />
              <span className={styles.pill}>
                {label}
                {count !== undefined && (
                  <>
                    {/* The radio's accessible name is the label's text: "Learn 12 results". */}{' '}
                    <span className={styles.count}>{count.toLocaleString('en')}</span>
                    <span className={styles.visuallyHidden}> {count === 1 ? 'result' : 'results'}</span>
                  </>
                )}
              </span>
            </label>
          );
        })}
      </div>
    </div>
  );
}

/**
 * Said when the chosen section has no results but others do, with the way
 * back to all of them: "No results in Reference. 12 in all sections."
 */
export function EmptySectionHint({ value, counts, onShowAll, className }: { value: SectionChoice; counts: SectionCounts | undefined; onShowAll: () => void; className?: string }): ReactNode {
  if (!value || countOf(counts, value) !== 0 || !counts?.all) return null;
  return (
    <p className={clsx(styles.hint, className)}>
      No results in {labelOf(value)}. {counts.all.toLocaleString('en')} in all sections.{' '}
      <button type="button" className={styles.hintButton} onClick={onShowAll}>
        Show all sections
      </button>
    </p>
  );
}
