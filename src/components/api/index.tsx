import Link from '@docusaurus/Link';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import clsx from 'clsx';
import { Fragment, type ReactNode, useMemo } from 'react';
import ServerRendered from '../ServerRendered';
import { type MovedText, useMovedText } from '../ServerRendered/kept';
import styles from './styles.module.css';

/** A piece of a type; `to` is set when the name is documented in the reference. */
export interface TypeToken {
  text: string;
  to?: string;
}

/**
 * Each component renders a block that never changes once rendered, so the
 * blocks are `ServerRendered`: a reference page's HTML is kept as served,
 * not hydrated link by link.
 *
 * Token lists arrive as JSON text: the reference generator writes them as
 * string attributes because the MDX compiler handles those far faster than
 * array expressions (tools/reference/render/mdx-text.ts).
 */
type Json<T> = string & { readonly parsesTo?: T };

/**
 * A token list as the page gives it: in the page, or moved by the page's
 * compiler to its kept module (plugins/server-rendered/recma.ts), since only
 * a block rendered afresh reads it.
 */
type TokensProp<T> = Json<T> | MovedText;

/** A token list's tokens; none while the page's kept module loads. */
function useTokens<T>(tokens: TokensProp<T[]>): T[] {
  const json = useMovedText(tokens);
  return useMemo(() => (json === undefined ? [] : (JSON.parse(json) as T[])), [json]);
}

function Tokens({ tokens }: { tokens: TokensProp<TypeToken[]> }): ReactNode {
  return useTokens(tokens).map((token, i) =>
    token.to ? (
      <Link key={i} to={token.to}>
        {token.text}
      </Link>
    ) : (
      token.text
    ),
  );
}

interface Badges {
  since?: string;
  /** Present (as `""`) when deprecated: the note itself follows the line as an `ApiDeprecation`. */
  deprecated?: string;
  experimental?: boolean;
}

function StatusBadges({ since, deprecated, experimental }: Badges): ReactNode {
  return (
    <>
      {since && <span className={clsx('badge badge--secondary', styles.badge)}>since {since}</span>}
      {experimental && <span className={clsx('badge badge--warning', styles.badge)}>experimental</span>}
      {deprecated !== undefined && (
        <span className={clsx('badge badge--danger', styles.badge)}>
          deprecated
        </span>
      )}
    </>
  );
}

/**
 * A deprecation note, written in Markdown by the generator so that its links
 * and code render; the badge on the line above marks the deprecation.
 */
export function ApiDeprecation({ children }: { children: ReactNode }): ReactNode {
  return (
    <div className={styles.deprecationNote}>
      <strong>Deprecated:</strong> {children}
    </div>
  );
}

/** The line under a declaration's heading: what it is, where it comes from, its status. */
export function ApiDeclaration({
  kind,
  packageName,
  version,
  source,
  ...badges
}: { kind: string; packageName: string; version: string; source: string } & Badges): ReactNode {
  return (
    <ServerRendered>
      <div className={styles.declaration} data-api-page="">
        <span className={clsx('badge badge--primary', styles.badge)}>{kind}</span>
        <code>
          {packageName} {version}
        </code>
        <Link to={source}>Source</Link>
        <StatusBadges {...badges} />
      </div>
    </ServerRendered>
  );
}

/** A declaration's header, with every documented type name linked. */
export function ApiSignature({ tokens }: { tokens: TokensProp<TypeToken[]> }): ReactNode {
  return (
    <ServerRendered>
      <pre className={styles.signature}>
        <code>
          <Tokens tokens={tokens} />
        </code>
      </pre>
    </ServerRendered>
  );
}

/** What a member is: its kind, type or parameters, default and status. */
export function ApiMember({
  kind,
  type,
  parameters,
  optional,
  readonly,
  isStatic,
  defaultValue,
  ...badges
}: {
  kind: string;
  type?: TokensProp<TypeToken[]>;
  parameters?: TokensProp<TypeToken[]>;
  optional?: boolean;
  readonly?: boolean;
  isStatic?: boolean;
  defaultValue?: string;
} & Badges): ReactNode {
  const modifiers = [isStatic && 'static', readonly && 'readonly', optional && 'optional'].filter(Boolean).join(' ');
  return (
    <ServerRendered>
      <div className={styles.member}>
        <span className={clsx('badge badge--secondary', styles.badge)}>{kind.replace('-', ' ')}</span>
        {modifiers && <span className={styles.modifiers}>{modifiers}</span>}
        <code className={styles.type}>
          {parameters && <Tokens tokens={parameters} />}
          {parameters && type && ' => '}
          {type && <Tokens tokens={type} />}
        </code>
        {defaultValue !== undefined && (
          <span className={styles.default}>
            default: <code>{defaultValue}</code>
          </span>
        )}
        <StatusBadges {...badges} />
      </div>
    </ServerRendered>
  );
}

/** A piece of an SDL line: text, a link (`h`), a comment (`c`) or a deprecation (`d`); short keys keep the generated pages small. */
export interface SdlToken {
  t: string;
  h?: string;
  c?: 1;
  d?: 1;
  /** A field's anchor, e.g. `order.lines`. */
  a?: string;
}

/** A field's name as the target of `#type.field` links; registered so the build checks links to it. */
function FieldName({ id, name }: { id: string; name: string }): ReactNode {
  useBrokenLinks().collectAnchor(id);
  return (
    <span id={id} className={styles.fieldName}>
      {name}
    </span>
  );
}

/** The lines of GraphQL SDL, rendered only when its block is not kept as served. */
function SdlLines({ lines }: { lines: TokensProp<SdlToken[][]> }): ReactNode {
  return useTokens(lines).map((line, i) => (
    <Fragment key={i}>
      {line.map((token, j) =>
        token.h ? (
          <Link key={j} to={token.h}>
            {token.t}
          </Link>
        ) : token.c ? (
          <span key={j} className={styles.comment}>
            {token.t}
          </span>
        ) : token.a ? (
          <FieldName key={j} id={token.a} name={token.t} />
        ) : token.d ? (
          <span key={j} className={styles.deprecatedDirective}>
            {token.t}
          </span>
        ) : (
          token.t
        ),
      )}
      {'\n'}
    </Fragment>
  ));
}

/** GraphQL SDL with every named type linked to its entry. */
export function GqlSdl({ lines }: { lines: TokensProp<SdlToken[][]> }): ReactNode {
  return (
    <ServerRendered>
      <pre className={styles.signature}>
        <code>
          <SdlLines lines={lines} />
        </code>
      </pre>
    </ServerRendered>
  );
}
