/**
 * A doc comment we write for a public declaration that ships without one,
 * when our guides send readers to it. The generator reads the declaration
 * itself (its signature, parameters, source) from the package's `.d.ts` as
 * usual; only the comment comes from here, so nothing of the API is
 * hand-copied. A supplement is reviewed against the package's code: its
 * `evidence` lists where each statement is confirmed.
 */
export interface Supplement {
  packageName: string;
  /** The declaration file inside the package, e.g. `cli/populate.d.ts`. */
  file: string;
  /** The exported declaration the comment belongs to. */
  name: string;
  /** The package version the text was checked against. */
  reviewed: string;
  /** A doc comment in the sources' own form (`@description`, `@docsCategory`, …). */
  comment: string;
  /** Where in the package's code each statement of the comment is confirmed. */
  evidence: string[];
}
