/** Longer than this, a reference label may be cut with an ellipsis (src/css/custom.css, config/one-line-sidebar.ts). */
const MAY_BE_CUT = 24;

/**
 * The props that give a sidebar link its full label as a title when the label
 * may be cut; the theme's link and category items pass extra props on to their link.
 */
export function fullLabelTitle(label: string): { title?: string } {
  return label.length > MAY_BE_CUT ? { title: label } : {};
}
