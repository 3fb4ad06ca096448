import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import styles from './styles.module.css';

export interface Task {
  label: string;
  /** The page (and section) that walks through the task. */
  to: string;
}

export interface TaskGroup {
  /** Who the tasks are for: the group's heading and accessible name, and its anchor (`/#for-developers`). */
  audience: string;
  tasks: Task[];
}

/** Each group is a navigation landmark named by its heading: links to other pages, not content of its own. */
function Group({ audience, tasks }: TaskGroup) {
  const headingId = audience.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return (
    <nav aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {audience}
      </h2>
      <ul className={styles.list}>
        {tasks.map((task) => (
          <li key={task.to}>
            <Link to={task.to} className={styles.link}>
              {task.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The home page's shortcuts: common tasks, each linked to the page that does it, grouped by reader. */
export default function TaskLinks({ groups }: { groups: TaskGroup[] }): ReactNode {
  return (
    <div className={styles.groups}>
      {groups.map((group) => (
        <Group key={group.audience} {...group} />
      ))}
    </div>
  );
}
