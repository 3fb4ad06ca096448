import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import styles from './styles.module.css';

export interface SectionCard {
  title: string;
  to: string;
  description: string;
  audience: string;
}

/** The home page's doorway to the three parts of the docs: navigation, so search does not index it as the home page's text. */
export default function SectionCards({ cards }: { cards: SectionCard[] }): ReactNode {
  return (
    <nav aria-label="Parts of the documentation">
      <ul className={styles.cards}>
        {cards.map((card) => (
          <li key={card.to} className={styles.card}>
            <Link to={card.to} className={styles.link}>
              <h2 className={styles.title}>{card.title}</h2>
              <p className={styles.audience}>{card.audience}</p>
              <p>{card.description}</p>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
