import { termOf, tokenize, words } from './language/analyze';

/** Escapes text for HTML; every string the search UI renders as HTML goes through here. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

export interface Highlighted {
  /** Escaped HTML with matches wrapped in `<mark>`. */
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
}

interface Span {
  start: number;
  end: number;
}

/**
 * Terms of the words met so far: a query highlights every paragraph of its
 * results' sections, and analysing the same words again for each query was
 * most of a warm query's time. Cleared when large, so it stays a few MB.
 */
const termsOfWord = new Map<string, string[]>();
const MAX_CACHED_WORDS = 50_000;

function termsOf(word: string): string[] {
  let terms = termsOfWord.get(word);
  if (!terms) {
    if (termsOfWord.size >= MAX_CACHED_WORDS) termsOfWord.clear();
    termsOfWord.set(word, (terms = tokenize(word)));
  }
  return terms;
}

/** The words of `text` that match one of the index terms a search matched. */
function matchingSpans(text: string, matchedTerms: ReadonlySet<string>): { spans: Span[]; all: ReturnType<typeof words> } {
  const all = words(text);
  const spans = all.filter(({ word }) => termsOf(word).some((term) => matchedTerms.has(term)));
  return { spans, all };
}

function render(text: string, spans: Span[], from = 0, to = text.length): string {
  let html = '';
  let at = from;
  for (const span of spans) {
    if (span.end <= from || span.start >= to) continue;
    html += `${escapeHtml(text.slice(at, span.start))}<mark>${escapeHtml(text.slice(span.start, span.end))}</mark>`;
    at = span.end;
  }
  return html + escapeHtml(text.slice(at, to));
}

function levelOf(text: string, spans: Span[], queryTerms: string[]): Pick<Highlighted, 'matchLevel' | 'matchedWords'> {
  const matchedWords = Array.from(new Set(spans.map((s) => text.slice(s.start, s.end))));
  if (matchedWords.length === 0) return { matchLevel: 'none', matchedWords };
  const found = new Set(matchedWords.map(termOf));
  const full = queryTerms.every((q) => Array.from(found).some((w) => w.startsWith(q)));
  return { matchLevel: full ? 'full' : 'partial', matchedWords };
}

/** The whole text, escaped, with matched words marked. */
export function highlight(text: string, matchedTerms: ReadonlySet<string>, queryTerms: string[]): Highlighted {
  const { spans } = matchingSpans(text, matchedTerms);
  return { value: render(text, spans), ...levelOf(text, spans, queryTerms) };
}

/**
 * A window of the text around its first match, `affixWords` words either
 * side, as Typesense's `highlight_affix_num_tokens` does; texts of up to
 * `threshold` words are returned whole (`snippet_threshold`).
 */
export function snippet(text: string, matchedTerms: ReadonlySet<string>, queryTerms: string[], affixWords: number, threshold: number): Highlighted {
  const { spans, all } = matchingSpans(text, matchedTerms);
  if (all.length <= threshold || spans.length === 0) {
    const shown = spans.length === 0 && all.length > threshold ? all[Math.min(all.length, 2 * affixWords + 1) - 1].end : text.length;
    return { value: render(text, spans, 0, shown), ...levelOf(text, spans, queryTerms) };
  }
  const first = all.indexOf(spans[0] as (typeof all)[number]);
  const from = first - affixWords <= 0 ? 0 : all[first - affixWords].start;
  const last = Math.min(all.length - 1, first + affixWords);
  const to = last === all.length - 1 ? text.length : all[last].end;
  return { value: render(text, spans, from, to), ...levelOf(text, spans, queryTerms) };
}
