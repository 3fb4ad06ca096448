/** Written by plugins/docs (LAZY_ITEMS_FILE in lazy-items.ts): the items of the sidebar categories that load them later, by category href. */
declare module '@generated/docusaurus-plugin-content-docs/default/lazy-sidebar-items.json' {
  const items: Record<string, import('@docusaurus/plugin-content-docs').PropSidebar>;
  export default items;
}
