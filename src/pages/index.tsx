import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Layout from '@theme/Layout';
import SectionCards, { type SectionCard } from '@site/src/components/SectionCards';
import styles from './index.module.css';

const installationGuide = '/guides/getting-started/installation';

const sections: SectionCard[] = [
  {
    title: 'Learn',
    to: installationGuide,
    audience: 'For developers',
    description:
      'Install Vendure, learn its core concepts, build a storefront, write plugins and extend the admin UI.',
  },
  {
    title: 'Reference',
    to: '/reference/',
    audience: 'For developers',
    description:
      'Every TypeScript API, GraphQL type and core plugin option, generated from the published packages.',
  },
  {
    title: 'User Guide',
    to: '/user-guide/',
    audience: 'For shop administrators',
    description: 'Run a shop day to day: catalog, customers, orders, promotions and settings.',
  },
];

export default function Home(): ReactNode {
  const { siteConfig } = useDocusaurusContext();
  return (
    <Layout description="Documentation for Vendure, the open-source headless commerce framework built on Node.js, NestJS and GraphQL.">
      <header className={styles.hero}>
        <div className="container">
          <h1 className={styles.heading}>{siteConfig.title}</h1>
          <p className={styles.tagline}>{siteConfig.tagline}</p>
          <Link className="button button--primary button--lg" to={installationGuide}>
            Install Vendure
          </Link>
        </div>
      </header>
      <main className="container margin-vert--xl">
        <SectionCards cards={sections} />
      </main>
    </Layout>
  );
}
