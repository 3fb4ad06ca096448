import { yamlString } from './mdx-text';

export interface GeneratedPageMeta {
  title: string;
  description: string;
  /** e.g. `@vendure/core@3.7.3`: shown instead of a date (src/theme/LastUpdated). */
  generatedFrom: string;
  sidebarLabel?: string;
  position?: number;
}

/**
 * The front matter of every generated page, in one place: no edit link (the
 * file is not in the repository) and the package version it describes.
 */
export function generatedFrontMatter(meta: GeneratedPageMeta): string {
  return [
    '---',
    `title: ${yamlString(meta.title)}`,
    ...(meta.sidebarLabel ? [`sidebar_label: ${yamlString(meta.sidebarLabel)}`] : []),
    `description: ${yamlString(meta.description)}`,
    ...(meta.position !== undefined ? [`sidebar_position: ${meta.position}`] : []),
    'custom_edit_url: null',
    `generated_from: ${yamlString(meta.generatedFrom)}`,
    '---',
  ].join('\n');
}

/** `_category_.json` of a generated folder: its sidebar label and position. */
export function categoryJson(label: string, position: number): string {
  return `${JSON.stringify({ label, position }, null, 2)}\n`;
}
