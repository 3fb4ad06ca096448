import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Layout from '@theme/Layout';
import SearchForm from '@site/src/components/SearchForm';
import SectionCards, { type SectionCard } from '@site/src/components/SectionCards';
import TaskLinks, { type TaskGroup } from '@site/src/components/TaskLinks';
import styles from './index.module.css';

const installationGuide = '/guides/getting-started/installation';

/** Common tasks and the page that does each; tests/e2e/home-page.spec.ts checks every link lands on a page. */
const tasks: TaskGroup[] = [
  {
    audience: 'For developers',
    tasks: [
      { label: 'Build a plugin', to: '/guides/developer-guide/plugins' },
      { label: 'Add a custom field', to: '/guides/developer-guide/custom-fields' },
      { label: 'Set up payments', to: '/guides/core-concepts/payment' },
      { label: 'Add to cart from a storefront', to: '/guides/storefront/active-order#adding-items' },
      { label: 'Extend the Dashboard', to: '/guides/extending-the-dashboard/getting-started' },
      { label: 'Deploy to production', to: '/guides/deployment/production-configuration' },
    ],
  },
  {
    audience: 'For shop administrators',
    tasks: [
      { label: 'Add a product with variants', to: '/user-guide/catalog/products#create-a-product' },
      { label: 'Create a promotion or coupon code', to: '/user-guide/promotions/#create-a-promotion' },
      { label: 'Refund an order', to: '/user-guide/orders/#refund-and-cancel' },
      { label: 'Set up shipping', to: '/user-guide/settings/shipping-methods#create-a-shipping-method' },
      { label: 'Set up taxes', to: '/user-guide/settings/taxes#set-up-taxes-for-a-new-shop' },
      { label: 'Manage administrators and roles', to: '/user-guide/settings/administrators-roles' },
    ],
  },
];

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
      {/* The hero is inside <main>: search records read a page without an article from <main>, so its text is findable. */}
      <main>
        <div className={styles.hero}>
          <div className="container">
            <h1 className={styles.heading}>{siteConfig.title}</h1>
            <p className={styles.tagline}>{siteConfig.tagline}</p>
            <SearchForm label="Search the documentation" className={styles.search} />
            <nav aria-label="Get started">
              <p className={styles.install}>
                New to Vendure? <Link to={installationGuide}>Install Vendure</Link>
              </p>
            </nav>
          </div>
        </div>
        <div className="container margin-vert--lg">
          <TaskLinks groups={tasks} />
          <div className={styles.sections}>
            <SectionCards cards={sections} />
          </div>
        </div>
      </main>
    </Layout>
  );
}
