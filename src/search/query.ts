import {
  decodePostings,
  EMBEDDED_INDEX_FORMAT,
  type Fragment,
  fragmentFile,
  type Manifest,
  type Posting,
  shardFile,
  shardOf,
  SECTION_IN_HEADING,
  SECTION_IS_TERM,
  SECTION_PART_IN_HEADING,
  SECTION_REF_BASE,
  shardsOfPrefix,
  type Shard,
} from './embedded-index';
import { rootOf } from './language/analyze';
import { escapeHtml, highlight, type Highlighted, snippet } from './highlight';
import { type Concept, isTyping, planQuery, type Slot } from './query-plan';
import { SECTION_FIELD, type SectionCounts } from './sections';

/**
 * The part of a Typesense search request the DocSearch modal and our search
 * page send (SEARCH-NOTES §3); everything else in a request is ignored.
 */
export interface DocSearchRequest {
  q: string;
  filter_by?: string;
  /** 1-based, as in Typesense. */
  page?: number;
  per_page?: number;
  highlight_affix_num_tokens?: number;
  snippet_threshold?: number;
}

/** The flat DocSearch hierarchy and type, shared by records (tools/search/records.ts) and hits. */
export interface DocSearchHierarchy {
  type: 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6' | 'content';
  'hierarchy.lvl0': string;
  'hierarchy.lvl1'?: string;
  'hierarchy.lvl2'?: string;
  'hierarchy.lvl3'?: string;
  'hierarchy.lvl4'?: string;
  'hierarchy.lvl5'?: string;
  'hierarchy.lvl6'?: string;
}

/** A hit in the shape `typesense-instantsearch-adapter` gives the modal: plain fields are escaped HTML. */
export interface DocSearchHit extends DocSearchHierarchy {
  objectID: string;
  url: string;
  anchor: string | null;
  content: string | null;
  _highlightResult: Record<string, Highlighted>;
  _snippetResult: Record<string, Highlighted>;
}

export interface DocSearchResult {
  hits: DocSearchHit[];
  /** Number of distinct result pages (Typesense's `found` when grouping by URL). */
  nbHits: number;
  /** 0-based, as the adapter returns it. */
  page: number;
  nbPages: number;
  hitsPerPage: number;
  query: string;
  /**
   * Results per section for the same query without the request's section
   * clause, for the section filter (src/search/sections.ts). The embedded
   * engine and the hosted client both fill it.
   */
  sectionCounts?: SectionCounts;
}

type Filter = Record<string, string[]>;
const FILTERABLE = ['language', 'docusaurus_tag', SECTION_FIELD, 'hierarchy.lvl0'];

/**
 * Parses the filters the theme sends: `language:=en && docusaurus_tag:=[default,docs-default-current]`,
 * the search page's backtick form ``docusaurus_tag:=[`default`] && language:=[`en`]``, and our
 * section clause (`section:=learn`).
 */
export function parseFilter(filterBy: string | undefined): Filter {
  const filter: Filter = {};
  for (const clause of (filterBy ?? '').split('&&').map((c) => c.trim()).filter(Boolean)) {
    const match = /^([\w.]+):=\s*(\[(.*)\]|(.*))$/.exec(clause);
    if (!match || !FILTERABLE.includes(match[1])) {
      throw new Error(`Unsupported search filter "${clause}": only ${FILTERABLE.join(', ')} can be filtered on.`);
    }
    const values = (match[3] ?? match[4]).split(',').map((v) => v.trim().replace(/^`|`$/g, ''));
    filter[match[1]] = values.filter(Boolean);
  }
  return filter;
}

/** Reads the index's files: over HTTP in the browser's worker, from the build folder in Node (search:eval, MCP). */
export type IndexSource = (file: string) => Promise<unknown>;

// Ranking constants, measured with the relevance suite (npm run search:eval).
/** A completion of the word being typed counts for less than the word itself. */
const COMPLETION_WEIGHT = 0.5;
/** A completion of the word being typed that has its root (`installation` for `install`). */
const SAME_ROOT_COMPLETION_WEIGHT = 0.9;
/** At most this many completions of the word being typed are looked up (the most frequent). */
const MAX_COMPLETIONS = 12;
/** How much an API name's parts still count when the name itself is in the index. */
const FALLBACK_WHEN_FOUND = 0.3;
/** A word that shares only the query word's root (`download` for `downloadable`). */
const ROOT_WEIGHT = 0.7;
/** A word one or two typos away, found only when the word itself is in no page. */
const TYPO_WEIGHT = 0.6;
/** How much pages that match all of the query's concepts (weighed by rarity) lead pages that match some. */
const COORDINATION_POWER = 2;
/** Words only a developer's question has: the Dashboard never shows them to a shop manager. */
const DEVELOPER_WORDS = new Set(['api', 'graphql', 'plugin', 'typescript', 'code', 'config', 'server', 'endpoint', 'resolver', 'npm']);

/**
 * The user guide's lead is for a shop manager's tasks, which take more than
 * one word ("refund an order") and none of a developer's ("get shipping rates
 * from the UPS API").
 */
function queryWordsPrior(prior: Record<string, number>, concepts: Concept[]): Record<string, number> {
  const developers = (concept: Concept) => concept.alternatives.some(({ slots }) => slots.length === 1 && DEVELOPER_WORDS.has(slots[0].term));
  const task = concepts.length > 1 && !concepts.some(developers);
  return task ? prior : { ...prior, 'user-guide': 1 };
}

/**
 * A page whose title holds the query's words leads, by the share of their
 * rarity it holds (up to ×2), and a page whose title is just those words
 * leads three times more.
 */
const TITLE_COVERAGE = 1;
/** A word that is only a part of a name in the title (`stripe` in `StripePlugin`) counts for this much of one. */
const PART_IN_TITLE = 0.5;
const TITLE_IS_QUERY = 3;
/** A heading inside the page that holds the query's words is a section about them: it leads by their share of the rarity, less than the title. */
const HEADING_COVERAGE = 0.5;
/**
 * Questions are answered by guides more often than by the reference, whose
 * long pages repeat every word of the domain; an API name still finds its
 * reference page first, through its title. User guide pages are each one
 * task for one screen, the page a "how do I … in the Dashboard" wants.
 */
const SECTION_PRIOR: Record<string, number> = { reference: 0.55, 'user-guide': 1.3 };

interface Candidate {
  page: number;
  score: number;
  /** Section → how many of the query's concepts it holds, and how strongly. */
  sections: Map<number, { concepts: number; weight: number }>;
  /** Terms of the index that matched, for highlighting. */
  terms: Set<string>;
}

interface ConceptMatch {
  score: number;
  /** Every word of the concept is a word of the page title, or at least a part of a name in it. */
  inTitle: 'word' | 'part' | undefined;
  sections: Map<number, number>;
  /** The sections below the title whose heading holds every word of the concept. */
  inHeadings: number[];
  terms: string[];
}

/** A ranked page, ready to be shown once its fragment is loaded. */
export interface RankedPage {
  page: number;
  score: number;
  section: number;
  terms: Set<string>;
}

function editDistanceAtMost(a: string, b: string, max: number): boolean {
  if (Math.abs(a.length - b.length) > max) return false;
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
      best = Math.min(best, current[j]);
    }
    if (best > max) return false;
    previous = current;
  }
  return previous[b.length] <= max;
}

/** The embedded search engine over one index: loads only the files a query needs, and keeps them. */
export class EmbeddedSearch {
  private readonly files = new Map<string, Promise<unknown>>();
  private readonly postingsCache = new Map<string, Posting[]>();

  constructor(private readonly source: IndexSource) {}

  private load<T>(file: string): Promise<T> {
    let loading = this.files.get(file);
    if (!loading) {
      loading = this.source(file);
      this.files.set(file, loading);
      // A failed download (offline, say) is retried by the next query.
      loading.catch(() => this.files.delete(file));
    }
    return loading as Promise<T>;
  }

  manifest(): Promise<Manifest> {
    return this.load<Manifest>('manifest.json').then((manifest) => {
      if (manifest.format !== EMBEDDED_INDEX_FORMAT) throw new Error(`Search index format ${String(manifest.format)} is not the format ${EMBEDDED_INDEX_FORMAT} this search code reads: the site was deployed while it was open, or the build is older than the code.`);
      return manifest;
    });
  }

  private async shard(manifest: Manifest, n: number): Promise<Shard> {
    return this.load<Shard>(`${manifest.data}/${shardFile(n)}`);
  }

  fragment(manifest: Manifest, page: number): Promise<Fragment> {
    return this.load<Fragment>(`${manifest.data}/${fragmentFile(page)}`);
  }

  private postings(shard: Shard, term: string): Posting[] {
    let postings = this.postingsCache.get(term);
    if (!postings) {
      postings = shard[term] ? decodePostings(shard[term]) : [];
      this.postingsCache.set(term, postings);
    }
    return postings;
  }

  /** The index's terms that start with `prefix`, the most frequent first, at most MAX_COMPLETIONS. */
  private async termsStartingWith(manifest: Manifest, prefix: string): Promise<string[]> {
    const shards = await Promise.all(shardsOfPrefix(manifest, prefix).map((n) => this.shard(manifest, n)));
    return shards
      .flatMap((shard) => Object.keys(shard).filter((term) => term.startsWith(prefix)).map((term) => ({ term, pages: shard[term].length })))
      .sort((a, b) => b.pages - a.pages)
      .slice(0, MAX_COMPLETIONS)
      .map(({ term }) => term);
  }

  /** The index terms a slot matches, each with how well. */
  private async variantsOf(manifest: Manifest, slot: Slot): Promise<{ term: string; weight: number }[]> {
    const own = await this.shard(manifest, shardOf(manifest, slot.term));
    const variants: { term: string; weight: number }[] = [];
    if (own[slot.term]) variants.push({ term: slot.term, weight: 1 });
    if (slot.prefix && slot.term.length >= 2) {
      for (const term of await this.termsStartingWith(manifest, slot.term)) {
        if (term === slot.term) continue;
        // `installation` for `install` is the same word to a reader; `installer` or `productvariant` for `produc` less so.
        const sameRoot = slot.root !== undefined && rootOf(term) === slot.root;
        variants.push({ term, weight: sameRoot ? SAME_ROOT_COMPLETION_WEIGHT : COMPLETION_WEIGHT * (slot.term.length / term.length) ** 2 });
      }
    }
    if (variants.length === 0 && slot.root) {
      for (const term of await this.termsStartingWith(manifest, slot.root)) variants.push({ term, weight: ROOT_WEIGHT });
    }
    if (variants.length === 0 && slot.term.length >= 5) {
      const max = slot.term.length >= 8 ? 2 : 1;
      for (const term of Object.keys(own)) if (editDistanceAtMost(slot.term, term, max)) variants.push({ term, weight: TYPO_WEIGHT });
    }
    return variants;
  }

  /** Per page, how well it matches one concept: its best alternative's score, and where and with which terms. */
  private async conceptMatches(manifest: Manifest, concept: Concept): Promise<{ matches: Map<number, ConceptMatch>; rarity: number }> {
    const matches = new Map<number, ConceptMatch>();
    let rarity = 0;
    let found = false;
    for (const alternative of concept.alternatives) {
      const altWeight = alternative.fallback && found ? alternative.weight * FALLBACK_WHEN_FOUND : alternative.weight;
      const perPage = new Map<number, Omit<ConceptMatch, 'inHeadings'> & { slots: number; titleSlots: number; titlePartSlots: number; headingSlots: Map<number, number> }>();
      for (const slot of alternative.slots) {
        const slotBest = new Map<number, { score: number; term: string; refs: number[] }>();
        for (const { term, weight } of await this.variantsOf(manifest, slot)) {
          const postings = this.postings(await this.shard(manifest, shardOf(manifest, term)), term);
          rarity = Math.max(rarity, Math.log(1 + manifest.pages.length / (postings.length + 1)) * weight * altWeight);
          for (const { page, score, refs } of postings) {
            if ((slotBest.get(page)?.score ?? 0) < score * weight) slotBest.set(page, { score: score * weight, term, refs });
          }
        }
        for (const [page, { score, term, refs }] of slotBest) {
          let entry = perPage.get(page);
          if (!entry) perPage.set(page, (entry = { score: 0, slots: 0, titleSlots: 0, titlePartSlots: 0, headingSlots: new Map(), inTitle: undefined, sections: new Map(), terms: [] }));
          entry.score += score;
          entry.slots += 1;
          // Section 0's heading is the page title.
          if (refs.some((ref) => ref < SECTION_REF_BASE && ref & SECTION_IN_HEADING)) entry.titleSlots += 1;
          else if (refs.some((ref) => ref < SECTION_REF_BASE && ref & SECTION_PART_IN_HEADING)) entry.titlePartSlots += 1;
          entry.terms.push(term);
          for (const ref of refs) {
            const section = Math.floor(ref / SECTION_REF_BASE);
            const flags = ref % SECTION_REF_BASE;
            const where = flags & SECTION_IS_TERM ? 4 : flags & SECTION_IN_HEADING ? 2 : flags & SECTION_PART_IN_HEADING ? 1.5 : 1;
            entry.sections.set(section, (entry.sections.get(section) ?? 0) + score * where);
          }
          for (const section of new Set(refs.filter((ref) => ref >= SECTION_REF_BASE && ref & (SECTION_IN_HEADING | SECTION_IS_TERM)).map((ref) => Math.floor(ref / SECTION_REF_BASE)))) {
            entry.headingSlots.set(section, (entry.headingSlots.get(section) ?? 0) + 1);
          }
        }
      }
      for (const [page, entry] of perPage) {
        // A concept is one meaning however many words spell it: its slots are averaged, and missing ones cost.
        const share = entry.slots / alternative.slots.length;
        const score = (entry.score / entry.slots) * altWeight * share ** 3;
        if ((matches.get(page)?.score ?? 0) < score) {
          const all = alternative.slots.length;
          const inTitle = entry.titleSlots === all ? 'word' : entry.titleSlots + entry.titlePartSlots === all ? 'part' : undefined;
          const inHeadings = Array.from(entry.headingSlots).filter(([, slots]) => slots === all).map(([section]) => section);
          matches.set(page, { score, inTitle, sections: entry.sections, inHeadings, terms: entry.terms });
        }
      }
      if (!alternative.fallback && perPage.size > 0) found = true;
    }
    return { matches, rarity };
  }

  /** Every page that matches at least one concept, scored (unsorted). */
  private async candidates(manifest: Manifest, concepts: Concept[]): Promise<Map<number, Candidate>> {
    const perConcept = await Promise.all(concepts.map((concept) => this.conceptMatches(manifest, concept)));
    const queryWords = concepts.reduce((sum, concept) => sum + concept.words, 0);
    // Someone who types an API name wants its reference as much as a guide; a single word is a topic, not a task.
    const prior = concepts.some((concept) => concept.apiName) ? {} : queryWordsPrior(SECTION_PRIOR, concepts);
    const totalRarity = perConcept.reduce((sum, { rarity }) => sum + rarity, 0) || 1;
    const pages = new Map<number, Candidate & { rarity: number; inTitle: number; titleRarity: number; headingRarity: Map<number, number> }>();
    for (const { matches, rarity } of perConcept) {
      for (const [page, match] of matches) {
        let candidate = pages.get(page);
        if (!candidate) pages.set(page, (candidate = { page, score: 0, sections: new Map(), terms: new Set(), rarity: 0, inTitle: 0, titleRarity: 0, headingRarity: new Map() }));
        candidate.score += match.score;
        candidate.rarity += rarity;
        if (match.inTitle) {
          if (match.inTitle === 'word') candidate.inTitle += 1;
          candidate.titleRarity += match.inTitle === 'word' ? rarity : rarity * PART_IN_TITLE;
        }
        for (const [section, weight] of match.sections) {
          const held = candidate.sections.get(section) ?? { concepts: 0, weight: 0 };
          candidate.sections.set(section, { concepts: held.concepts + 1, weight: held.weight + weight });
        }
        for (const term of match.terms) candidate.terms.add(term);
        for (const section of match.inHeadings) candidate.headingRarity.set(section, (candidate.headingRarity.get(section) ?? 0) + rarity);
      }
    }
    for (const candidate of pages.values()) {
      const [group, titleWords] = manifest.pages[candidate.page];
      candidate.score *= (candidate.rarity / totalRarity) ** COORDINATION_POWER * (prior[manifest.groups[group][2]] ?? 1);
      candidate.score *= 1 + TITLE_COVERAGE * (candidate.titleRarity / totalRarity);
      candidate.score *= 1 + HEADING_COVERAGE * (Math.max(0, ...candidate.headingRarity.values()) / totalRarity);
      if (candidate.inTitle === concepts.length && titleWords === queryWords) candidate.score *= TITLE_IS_QUERY;
    }
    return pages;
  }

  /** Ranks the pages a request matches; `sectionCounts` counts them per section before the section clause applies. */
  async rank(request: DocSearchRequest): Promise<{ manifest: Manifest; ranked: RankedPage[]; sectionCounts: SectionCounts }> {
    const manifest = await this.manifest();
    const concepts = planQuery(request.q, isTyping(request.q));
    const filter = parseFilter(request.filter_by);
    const sectionCounts: SectionCounts = { all: 0 };
    if (concepts.length === 0) return { manifest, ranked: [], sectionCounts };
    const allowed = ({ page }: Candidate) => {
      const [language, tag, , lvl0] = manifest.groups[manifest.pages[page][0]];
      return (
        (!filter.language || filter.language.includes(language)) &&
        (!filter.docusaurus_tag || filter.docusaurus_tag.includes(tag)) &&
        (!filter['hierarchy.lvl0'] || filter['hierarchy.lvl0'].includes(lvl0))
      );
    };
    const ranked: RankedPage[] = [];
    for (const candidate of (await this.candidates(manifest, concepts)).values()) {
      if (!allowed(candidate)) continue;
      const section = manifest.groups[manifest.pages[candidate.page][0]][2];
      sectionCounts.all += 1;
      if (section) sectionCounts[section as keyof SectionCounts] = (sectionCounts[section as keyof SectionCounts] ?? 0) + 1;
      if (filter[SECTION_FIELD] && !filter[SECTION_FIELD].includes(section)) continue;
      // The section that holds most of the query, then the most strongly; the earlier on a tie.
      let bestSection = 0;
      let best = { concepts: 0, weight: 0 };
      for (const [n, held] of candidate.sections) {
        const better = held.concepts - best.concepts || held.weight - best.weight || bestSection - n;
        if (better > 0) [bestSection, best] = [n, held];
      }
      ranked.push({ page: candidate.page, score: candidate.score, section: bestSection, terms: candidate.terms });
    }
    ranked.sort((a, b) => b.score - a.score || a.page - b.page);
    return { manifest, ranked, sectionCounts };
  }

  /** Answers a request as Typesense answers DocSearch's (SEARCH-NOTES §3): one hit per page, best section first. */
  async search(request: DocSearchRequest, origin: string): Promise<DocSearchResult> {
    const perPage = request.per_page ?? 10;
    const page = Math.max(1, request.page ?? 1);
    const { manifest, ranked, sectionCounts } = await this.rank(request);
    const shown = ranked.slice((page - 1) * perPage, page * perPage);
    const fragments = await Promise.all(shown.map((hit) => this.fragment(manifest, hit.page)));
    const affix = request.highlight_affix_num_tokens ?? 4;
    const threshold = request.snippet_threshold ?? 8;
    return {
      hits: shown.map((hit, i) => toHit(manifest, fragments[i], hit, origin, affix, threshold)),
      nbHits: ranked.length,
      page: page - 1,
      nbPages: Math.ceil(ranked.length / perPage),
      hitsPerPage: perPage,
      query: request.q,
      sectionCounts,
    };
  }
}

/** The sections from the title down to `section`, outermost first. */
export function sectionChain(fragment: Fragment, section: number): number[] {
  const chain: number[] = [];
  for (let n = section; n >= 0; n = fragment.sections[n][3]) chain.unshift(n);
  return chain;
}

function countMatches(text: string, terms: ReadonlySet<string>): number {
  return highlight(text, terms, []).matchedWords.length;
}

function toHit(manifest: Manifest, fragment: Fragment, ranked: RankedPage, origin: string, affix: number, threshold: number): DocSearchHit {
  const { terms } = ranked;
  const [level, heading, anchor, , texts] = fragment.sections[ranked.section];
  // The paragraph of the section that holds the most of the query, if it holds more than the heading.
  let content: string | undefined;
  let most = countMatches(heading, terms);
  for (const text of texts) {
    const count = countMatches(text, terms);
    if (count > most) [content, most] = [text, count];
  }
  const hierarchy: Record<string, string> = { 'hierarchy.lvl0': manifest.groups[manifest.pages[ranked.page][0]][3] };
  for (const n of sectionChain(fragment, ranked.section)) {
    const [sectionLevel, sectionHeading] = fragment.sections[n];
    if (sectionHeading) hierarchy[`hierarchy.lvl${sectionLevel}`] = sectionHeading;
  }
  const _highlightResult: Record<string, Highlighted> = {};
  for (const [key, value] of Object.entries(hierarchy)) _highlightResult[key] = highlight(value, terms, []);
  const _snippetResult: Record<string, Highlighted> = {};
  if (content !== undefined) {
    _highlightResult.content = highlight(content, terms, []);
    _snippetResult.content = snippet(content, terms, [], affix, threshold);
  }
  const url = anchor ? `${fragment.path}#${anchor}` : fragment.path;
  return {
    objectID: `${ranked.page}:${ranked.section}`,
    type: content !== undefined ? 'content' : (`lvl${level}` as DocSearchHit['type']),
    url: `${origin}${url}`,
    anchor: anchor || null,
    content: content !== undefined ? escapeHtml(content) : null,
    ...(Object.fromEntries(Object.entries(hierarchy).map(([k, v]) => [k, escapeHtml(v)])) as Pick<DocSearchHit, 'hierarchy.lvl0'>),
    _highlightResult,
    _snippetResult,
  };
}
