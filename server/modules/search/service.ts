import { presentProductRows, productRowsJson } from '#server/modules/catalog/list-rows.ts';
import { parsedJson } from '#server/db/json-rows.ts';
import { type SQL, sql } from 'drizzle-orm';
import { type Database, queryRows } from '#server/db/client.ts';
import { type ProductSort, productOrder } from '#server/modules/catalog/orderings.ts';
import type { CatalogService } from '#server/modules/catalog/service.ts';
import { memoize } from '#server/http/memo.ts';
import {
  andAll,
  categoryPriceOrderPage,
  FACETS,
  type Facet,
  facetSampleSource,
  filterConditions,
  appliesCategories,
  filtersFacet,
  PRICE_BANDS,
  productSource,
  type ResolvedFilters,
} from './filters.ts';
import { countFacetColumns, FACET_SAMPLE, type FacetColumns, type FacetRow, facetColumnsSql, facetCountsSql, scaleSample } from './facet-sql.ts';
import { highlightName } from './highlight.ts';
import { ONE_PASS_CAP, onePassQuery, readOnePass } from './one-pass.ts';
import { isListedLength } from './indexing.ts';
import { isCorrectable, likePrefix, normalizeQuery, parseQuery, type QueryTerm } from './query.ts';
import { relevanceQuery, relevanceTier } from './relevance.ts';
import { type QueryLexeme, withoutEmptyAlternatives, withoutImpliedAlternatives } from './alternatives.ts';
import { type BoundedWord, heldByOne, independentMatchEstimate, matchBound } from './match-bound.ts';
import { rankSuggestions, type SuggestionCandidate } from './suggestions.ts';
import { TtlCache } from '#server/http/ttl-cache.ts';
import { createIndexSync } from './index-sync.ts';
import { searchIndex } from './index-query.ts';
import { createAnswerCache } from '#server/http/answer-cache.ts';

export type SearchSort = ProductSort | 'relevance';

export interface SearchRequest {
  /** As typed; '*' means every product. */
  q: string;
  page: number;
  perPage: number;
  sort: SearchSort;
  filters: ResolvedFilters;
  /** 0 turns typo correction off. */
  numTypos: number;
  /** false: the last word must match whole. */
  prefix: boolean;
}

interface TokenAnalysis {
  lexeme: string | null;
  /** Shown products whose search words hold the lexeme (search_terms), or null when none does. */
  documents: number | null;
}

/** An indexed word and how many shown products hold it. */
interface IndexedWord {
  term: string;
  documents: number;
}

const SUGGESTION_CANDIDATES = 60;
/**
 * A word typed as a prefix with at most this many completions among the indexed words is searched
 * as those words (`'monitor' | 'monitoring'`) rather than as a prefix (`'monitor':*`): the same
 * products, as the index's word list holds every word of every product on sale, but the search
 * index finds whole words about three times faster than it expands a prefix (1.3 against 3.9 ms for
 * "monitor" at 100,000 products).
 */
const MOST_COMPLETIONS = 8;
/** A prefix's completions, or 'many' when it is searched as a prefix. */
type Completions = IndexedWord[] | 'many';
/**
 * A word of the query as searched: a typed prefix with few completions carries them, and `held`
 * (BoundedWord) the shown products holding each indexed word it stands for.
 */
type SearchedWord = QueryLexeme & BoundedWord & { completions?: string[] };
const GLOBAL_FACETS_TTL_MS = 60_000;
/**
 * Orders whose page, for up to ONE_PASS_CAP matches, is sorted from every match rather than walked
 * from the order's index. Matches of one word cluster by price and name (printers are cheap, names
 * start with the brand), so the walk can read most of the index before it finds a page: 120 ms for
 * "printer" by price at 100,000 products against 10 ms sorting its 2,253 matches; past a few
 * thousand matches sorting them costs more than the walk.
 */
const ALL_MATCH_SORTS: ReadonlySet<SearchSort> = new Set(['price_asc', 'price_desc', 'name_asc']);

/** The columns besides id and price that each order (productOrder) reads, which a one-pass read holds for every match. */
const ORDER_COLUMNS: Record<ProductSort, SQL | null> = {
  newest: sql`created_at`,
  price_asc: null,
  price_desc: null,
  name_asc: sql`name`,
  best_selling: sql`sales_count`,
  popular: sql`review_count, average_rating`,
};

/** The facets counted by the read with every filter applied: those whose own filter is not set. */
const facetsOfAllFiltersRead = (filters: ResolvedFilters): Facet[] => FACETS.filter((facet) => !filtersFacet(filters, facet));

/** A lexeme as a quoted tsquery operand, so no character in it can act as query syntax. */
function quoteLexeme(lexeme: string): string {
  return `'${lexeme.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
}

/**
 * The cache key of a request: equal for requests that get equal answers however their filters were
 * written (the API's and the listing pages' resolve them in different orders).
 */
function requestKey(request: SearchRequest): string {
  const filters = Object.fromEntries(Object.entries(request.filters).toSorted(([a], [b]) => a.localeCompare(b)));
  return JSON.stringify([normalizeQuery(request.q), request.page, request.perPage, request.sort, request.numTypos, request.prefix, filters]);
}

/** `answerTtlMs`: how long each process keeps an answer (0: never), for the API and the listing pages alike. */
export function createSearchService(db: Database, catalog: CatalogService, options: { answerTtlMs?: number } = {}) {
  const answers = createAnswerCache<Awaited<ReturnType<typeof runSearch>>>(options.answerTtlMs ?? 0, { name: 'search-results' });
  const tokenCache = new TtlCache<string, TokenAnalysis & { completions: Completions | undefined; correction: IndexedWord | null | undefined }>(
    5 * 60_000,
    20_000,
  );

  const rows = <T>(query: SQL) => queryRows<T>(db, query);
  const index = createIndexSync(db);

  /** Stems each word with the index's own dictionary and tells whether the index holds it. */
  async function analyse(tokens: string[]) {
    const missing = [...new Set(tokens)].filter((token) => !tokenCache.get(token));
    if (missing.length) {
      const found = await rows<{ token: string; lexeme: string | null; documents: number | null }>(sql`
        SELECT t.token, l.lexeme, (SELECT s.documents FROM search_terms s WHERE s.term = l.lexeme) AS documents
        FROM unnest(${`{${missing.map((token) => `"${token}"`).join(',')}}`}::text[]) AS t(token)
        CROSS JOIN LATERAL (SELECT (ts_lexize('english_stem', t.token))[1] AS lexeme) l`);
      for (const row of found) tokenCache.set(row.token, { lexeme: row.lexeme, documents: row.documents, completions: undefined, correction: undefined });
    }
    return tokenCache;
  }

  /** The indexed words a word typed as a prefix completes to (see Completions). */
  async function completionsOf(token: string, lexeme: string): Promise<Completions> {
    const entry = tokenCache.get(token)!;
    if (entry.completions === undefined) {
      // In the byte order of search_terms_prefix_idx (text_pattern_ops), which walks the index for the
      // first few; by the collation PostgreSQL walked the whole primary key instead (91 ms for "lapt"
      // among 341,221 words against 0.1). Which completions come first matters only past the limit.
      const found = await rows<IndexedWord>(sql`
        SELECT term, documents FROM search_terms WHERE term LIKE ${likePrefix(lexeme)} ORDER BY term USING ~<~ LIMIT ${MOST_COMPLETIONS + 1}`);
      entry.completions = found.length > MOST_COMPLETIONS ? 'many' : found;
    }
    return entry.completions;
  }

  async function correctionFor(token: string, lexeme: string): Promise<IndexedWord | null> {
    const entry = tokenCache.get(token)!;
    if (entry.correction === undefined) {
      const [row] = await rows<IndexedWord>(sql`
        SELECT term, documents FROM search_terms WHERE term % ${lexeme}
        ORDER BY similarity(term, ${lexeme}) DESC, documents DESC, term LIMIT 1`);
      entry.correction = row ?? null;
    }
    return entry.correction;
  }

  /**
   * Turns the parsed query into a tsquery: every term must match, each through any of its
   * alternatives; unknown words are replaced by the closest indexed word. `wholeWords` is the same
   * query without prefixes, for ranking a whole-word match ("12400") above a longer one ("12400f").
   */
  async function buildTsQuery(terms: QueryTerm[], request: Pick<SearchRequest, 'numTypos' | 'prefix'>) {
    const analysis = await analyse(terms.flatMap((term) => term.alternatives.flat()));
    const corrections: string[] = [];
    const matchedWords: string[] = [];
    const parts: SearchedWord[][][] = [];
    for (const term of terms) {
      const alternatives: SearchedWord[][] = [];
      for (const [index, alternative] of term.alternatives.entries()) {
        const lexemes: SearchedWord[] = [];
        for (const token of alternative) {
          const entry = analysis.get(token);
          if (!entry?.lexeme) continue; // a stop word
          let lexeme = entry.lexeme;
          let documents = entry.documents;
          // A word typed whole completes to nothing; one typed as a prefix is one if anything starts with it.
          const completions: Completions = term.prefix && request.prefix ? await completionsOf(token, lexeme) : [];
          const prefix = completions === 'many' || completions.length > 0;
          if (documents === null && !prefix && index === 0 && request.numTypos > 0 && isCorrectable(token)) {
            const correction = await correctionFor(token, lexeme);
            if (correction) {
              corrections.push(`${token}→${correction.term}`);
              lexeme = correction.term;
              documents = correction.documents;
            }
          }
          matchedWords.push(lexeme, token);
          if (completions === 'many') lexemes.push({ lexeme, prefix, held: null });
          else if (!prefix) {
            // An unlisted word of a listed length is in no shown product.
            const held = documents ?? (isListedLength(lexeme) ? 0 : null);
            lexemes.push({ lexeme, prefix, held: held === null ? null : [held] });
          } else {
            lexemes.push({ lexeme, prefix, completions: completions.map((word) => word.term), held: completions.map((word) => word.documents) });
          }
        }
        if (lexemes.length) alternatives.push(lexemes);
      }
      if (alternatives.length) parts.push(withoutImpliedAlternatives(withoutEmptyAlternatives(alternatives)));
    }
    // `inName`: each word must match at weight A, the name's (see indexing.ts).
    const render = (withPrefixes: boolean, inName = false) => {
      const group = (items: string[], operator: string) => (items.length > 1 ? `(${items.join(operator)})` : items[0]!);
      const weight = inName ? 'A' : '';
      return parts
        .map((alternatives) =>
          group(
            alternatives.map((lexemes) =>
              group(
                lexemes.map(({ lexeme, prefix, completions }) => {
                  if (prefix && withPrefixes && completions) {
                    return group(
                      completions.map((completion) => `${quoteLexeme(completion)}${weight ? `:${weight}` : ''}`),
                      ' | ',
                    );
                  }
                  const flags = `${prefix && withPrefixes ? '*' : ''}${weight}`;
                  return `${quoteLexeme(lexeme)}${flags ? `:${flags}` : ''}`;
                }),
                ' & ',
              ),
            ),
            ' | ',
          ),
        )
        .join(' & ');
    };
    // One term whose alternatives are single words, of which at most one is in any shown product
    // (the others were dropped by withoutEmptyAlternatives, or all are in none): that word's count is
    // the match count. Words that share products (a laptop described as a notebook) cannot be added up.
    const singleWords = parts.length === 1 ? parts[0]!.map((lexemes) => (lexemes.length === 1 ? heldByOne(lexemes[0]!) : null)) : [];
    const held = singleWords.filter((documents) => documents !== 0);
    const wordListMatches = singleWords.length > 0 && held.length <= 1 && held[0] !== null ? (held[0] ?? 0) : null;
    return {
      tsquery: parts.length ? render(true) : null,
      wholeWords: parts.length ? render(false) : null,
      inName: parts.length ? render(true, true) : null,
      wholeWordsInName: parts.length ? render(false, true) : null,
      /** The terms as the in-memory index searches them (index-query.ts). */
      parts,
      corrections,
      matchedWords: [...new Set(matchedWords)],
      /** How many shown products match, from the index's word list, when one listed word decides it; null otherwise. */
      wordListMatches,
      /** At most how many shown products match, from the index's word list (matchBound); null when not known. */
      matchBound: matchBound(parts),
      /** How many of `shown` products match, estimated from the word list (independentMatchEstimate); null when not known. */
      wordListEstimate: (shown: number) => independentMatchEstimate(parts, shown),
    };
  }

  /** A facet sample's read: its columns, and how many rows matched when it counted every match (see sampleStatement). */
  type SampleRead = { columns: FacetColumns | string; matches?: number };

  /** Unfiltered counts of the whole catalogue: the same for every request, so read once a minute. */
  const globalFacetRows = memoize(
    GLOBAL_FACETS_TTL_MS,
    () =>
      rows<FacetRow>(sql`
      WITH visible AS MATERIALIZED (SELECT id, category_id, brand_id, price, stock_quantity, stock_reserved, color, size, memory FROM products WHERE status = 1)
      ${facetCountsSql(FACETS, sql`visible`)}`),
    'catalogue-facets',
  );

  /** How many products are shown, as the whole catalogue's counts say (up to GLOBAL_FACETS_TTL_MS old). */
  async function shownProducts(): Promise<number> {
    return (await globalFacetRows()).find((row) => row.facet === 'found')?.n ?? 0;
  }

  /**
   * At most how many shown products lie in these categories (a category's descendants among them):
   * their memberships in the whole catalogue's counts, which are up to GLOBAL_FACETS_TTL_MS old.
   */
  async function categoryMatchBound(categoryIds: number[]): Promise<number> {
    const ids = new Set(categoryIds.map(String));
    const counts = await globalFacetRows();
    return counts.reduce((sum, row) => (row.facet === 'category' && row.value !== null && ids.has(row.value) ? sum + row.n : sum), 0);
  }

  /** The planner's estimate of how many products (of `source`, see productSource) a condition matches: cheap, and close for common words. */
  async function estimateMatches(source: SQL, where: SQL): Promise<number> {
    const [row] = await rows<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] | string }>(sql`EXPLAIN (FORMAT JSON) SELECT 1 FROM ${source} WHERE ${where}`);
    const plan = row?.['QUERY PLAN'];
    const parsed = typeof plan === 'string' ? (JSON.parse(plan) as [{ Plan: { 'Plan Rows': number } }]) : plan;
    return Math.round(parsed?.[0]?.Plan['Plan Rows'] ?? 0);
  }

  /**
   * How many products match, for a set too large to read whole: the planner's estimate when it
   * says the set is large (it is close for common words), else an exact count up to ONE_PASS_CAP.
   * `knownEstimate`: the estimate, when the caller already has it. `countFrom`: where matches are
   * counted one by one, when not `source` (facetSampleSource: the same rows, narrower); the estimate
   * always comes from `source`'s statistics, so found does not depend on which was read.
   */
  async function countMatches(source: SQL, where: SQL, sampled: number, oneWord: boolean, knownEstimate?: number, countFrom = source): Promise<number> {
    const estimate = knownEstimate ?? (await estimateMatches(source, where));
    if (estimate > ONE_PASS_CAP) return estimate;
    // For one word the planner's element statistics are within a few percent (2,335 for 2,366
    // "keyboard" at 100,000 products), so a word past the sample is not counted row by row; for
    // several words it assumes they are unrelated (19 for 962 "tp link"), so those are counted.
    if (oneWord && estimate >= sampled) return estimate;
    const [row] = await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM ${countFrom} WHERE ${where} LIMIT ${ONE_PASS_CAP + 1}) capped`);
    const counted = row?.n ?? 0;
    return counted > ONE_PASS_CAP ? Math.max(counted, estimate) : counted;
  }

  /**
   * Counts for some facets over the products matching `where`. Work is capped: at most
   * FACET_SAMPLE matching rows are read; past that, counts are scaled to the planner's estimate of
   * the total and marked approximate, so a word in a third of the catalogue costs what a rare one does.
   * `readFrom`: where the sample's rows, and matches counted one by one, are read when not `source`
   * itself (facetSampleSource). `countEvery`: the word list or the categories' sizes say at most
   * ONE_PASS_CAP products match (matchBound, categoryMatchBound), so the same read counts them all and found is exact
   * without a statement of its own.
   */
  async function sampledFacetRows(
    source: SQL,
    where: SQL,
    facets: readonly Facet[],
    oneWord: boolean,
    knownEstimate: number | undefined,
    readFrom: { sample: SQL; count: SQL },
    countEvery: boolean,
  ) {
    const [row] = await rows<SampleRead>(sampleStatement(where, readFrom.sample, countEvery));
    return countSample(row!, source, where, facets, oneWord, knownEstimate, readFrom.count);
  }

  /**
   * sampledFacetRows, with the page a query of ids names read in the same statement: a search
   * whose page and facets come from separate reads then costs one statement, not two.
   */
  function sampledFacetRowsAndPage(
    source: SQL,
    where: SQL,
    facets: readonly Facet[],
    oneWord: boolean,
    knownEstimate: number | undefined,
    readFrom: { sample: SQL; count: SQL },
    countEvery: boolean,
    pageIds: SQL,
  ) {
    const read = rows<SampleRead & { page: unknown }>(sampleStatement(where, readFrom.sample, countEvery, pageIds)).then(([row]) => row!);
    return {
      page: read.then((row) => presentProductRows(row.page)),
      facets: read.then((row) => countSample(row, source, where, facets, oneWord, knownEstimate, readFrom.count)),
    };
  }

  /**
   * The statement reading a facet sample of `where` from `sampleFrom`; with `countEvery`, every match
   * (up to ONE_PASS_CAP + 1) is read and counted and the sample is its first rows; with `pageIds`,
   * the page they name.
   */
  function sampleStatement(where: SQL, sampleFrom: SQL, countEvery: boolean, pageIds?: SQL): SQL {
    const columns = sql`SELECT id, category_id, brand_id, price, stock_quantity, stock_reserved, color, size, memory FROM ${sampleFrom} WHERE ${where}`;
    const page = pageIds ? sql`, ${productRowsJson(pageIds)} AS page` : sql``;
    if (!countEvery) {
      return sql`
        WITH sample AS MATERIALIZED (${columns} LIMIT ${FACET_SAMPLE + 1})
        SELECT (${facetColumnsSql(sql`sample`)}) AS columns${page}`;
    }
    return sql`
      WITH matches AS MATERIALIZED (${columns} LIMIT ${ONE_PASS_CAP + 1}),
      sample AS MATERIALIZED (SELECT * FROM matches LIMIT ${FACET_SAMPLE + 1})
      SELECT (${facetColumnsSql(sql`sample`)}) AS columns, (SELECT count(*)::int FROM matches) AS matches${page}`;
  }

  /**
   * A sample's columns counted, and scaled to the matches' count when the sample overflowed (see
   * sampledFacetRows): the count the read made when it counted every match, else countMatches'.
   */
  async function countSample(
    read: SampleRead,
    source: SQL,
    where: SQL,
    facets: readonly Facet[],
    oneWord: boolean,
    knownEstimate: number | undefined,
    countFrom: SQL,
  ) {
    const columns = parsedJson(read.columns);
    const sampled = countFacetColumns(columns, facets);
    const sampleSize = columns.n;
    if (sampleSize <= FACET_SAMPLE) return { rows: sampled, approximate: false };
    const total =
      read.matches !== undefined && read.matches <= ONE_PASS_CAP
        ? read.matches
        : await countMatches(source, where, sampleSize, oneWord, knownEstimate, countFrom);
    return { rows: scaleSample(sampled, sampleSize, total), approximate: true };
  }

  /**
   * Counts per facet value, each with every other filter applied (so "ASUS (12)" means 12 more
   * if ASUS is ticked). Facets whose own filter is not set share one read; each set filter adds one.
   * `oneWord`: the match is one word (or either of its synonyms) with no other condition (see countMatches).
   * `countEvery`: whether a read, within the categories or not, counts every match itself (see sampledFacetRows).
   * `allFiltersApplied`: the counts of the read with every filter applied, when the caller reads them itself.
   */
  async function facetRows(
    match: SQL | null,
    filters: ResolvedFilters,
    oneWord: boolean,
    countEvery: (withinCategories: boolean) => boolean,
    allFiltersApplied?: Promise<{ rows: FacetRow[]; approximate: boolean }>,
  ) {
    const groups = new Map<
      string,
      {
        withinCategories: boolean;
        source: SQL;
        sampleSource: { sample: SQL; count: SQL };
        conditions: SQL[];
        unfiltered: boolean;
        facets: Facet[];
        found: boolean;
      }
    >();
    for (const facet of [...FACETS, 'found' as const]) {
      const own = facet !== 'found' && filtersFacet(filters, facet);
      const except = own ? facet : undefined;
      const key = except ?? 'all';
      const conditions = filterConditions(filters, except);
      const withinCategories = appliesCategories(filters, except);
      const unfiltered = conditions.length === 0 && !withinCategories;
      const group = groups.get(key) ?? {
        withinCategories,
        source: productSource(filters, except),
        sampleSource: facetSampleSource(filters, except),
        conditions,
        unfiltered,
        facets: [],
        found: false,
      };
      if (facet === 'found') group.found = true;
      else group.facets.push(facet);
      groups.set(key, group);
    }
    const results = await Promise.all(
      [...groups.entries()].map(async ([key, group]) => {
        if (key === 'all' && allFiltersApplied) return allFiltersApplied;
        if (!match && group.unfiltered) {
          const global = await globalFacetRows();
          return { rows: global.filter((row) => (row.facet === 'found' ? group.found : group.facets.includes(row.facet))), approximate: false };
        }
        const where = andAll([sql`status = 1`, ...(match ? [match] : []), ...group.conditions]);
        const result = await sampledFacetRows(
          group.source,
          where,
          group.facets,
          oneWord && group.conditions.length === 0 && filters.categoryIds === undefined,
          undefined,
          group.sampleSource,
          countEvery(group.withinCategories),
        );
        return { rows: group.found ? result.rows : result.rows.filter((row) => row.facet !== 'found'), approximate: result.approximate };
      }),
    );
    return { rows: results.flatMap((result) => result.rows), approximate: results.some((result) => result.approximate) };
  }

  async function presentFacets(facetData: FacetRow[]) {
    const [categories, brands] = await Promise.all([catalog.categoryLookup(), catalog.brandLookup()]);
    return FACETS.map((facet) => {
      const counts = facetData
        .filter((row) => row.facet === facet && row.value !== null && row.n > 0)
        .map((row) => {
          const value = row.value!;
          if (facet === 'category') {
            const category = categories.get(Number(value));
            return category ? { value: category.slug, label: category.name, id: category.id, count: row.n } : null;
          }
          if (facet === 'brand') {
            const brand = brands.get(Number(value));
            return brand ? { value: brand.slug, label: brand.name, id: brand.id, count: row.n } : null;
          }
          if (facet === 'price') return { value, label: PRICE_BANDS.find((band) => band.value === value)?.label ?? value, count: row.n };
          if (facet === 'stock')
            return { value: value === 'true' ? 'in_stock' : 'out_of_stock', label: value === 'true' ? 'In Stock' : 'Out of Stock', count: row.n };
          return { value, label: row.label ?? value, count: row.n };
        })
        .filter((entry) => entry !== null)
        .sort((a, b) =>
          facet === 'price'
            ? PRICE_BANDS.findIndex((band) => band.value === a.value) - PRICE_BANDS.findIndex((band) => band.value === b.value)
            : b.count - a.count || a.label.localeCompare(b.label),
        );
      return { field_name: facet, counts };
    });
  }

  type BuiltQuery = Awaited<ReturnType<typeof buildTsQuery>>;
  type FacetData = { rows: FacetRow[]; approximate: boolean };

  /** The page, its products and the facet counts from the in-memory index (index-query.ts, index-sync.ts), after reading what changed since its last read. */
  async function indexRead(request: SearchRequest, normalized: string, built: BuiltQuery, browseAll: boolean) {
    await index.refresh();
    const answer = searchIndex(index.store, {
      terms: browseAll ? null : built.parts,
      normalized,
      filters: request.filters,
      sort: request.sort,
      page: request.page,
      perPage: request.perPage,
    });
    const facetData: FacetData = { rows: answer.facets, approximate: false };
    return { products: index.productsInOrder(answer.ids), facetData };
  }

  /** The page and facet counts read from the database, for a service whose index is not built (ADR 0015). */
  async function databaseRead(request: SearchRequest, normalized: string, built: BuiltQuery, nothingMatches: boolean) {
    const match = built.tsquery ? sql`search_vector @@ to_tsquery('simple', ${built.tsquery})` : null;

    const filtered = filterConditions(request.filters);
    const conditions = [sql`status = 1`, ...(match ? [match] : []), ...filtered];
    const source = productSource(request.filters);
    const oneWord = built.tsquery !== null && !built.tsquery.includes('&');
    const matchAlone = filtered.length === 0 && request.filters.categoryIds === undefined;
    // The match alone, so found past the sample is the estimate (see countMatches).
    const foundByEstimate = oneWord && matchAlone;
    // The word list's count when it applies: no statement, and exact for one word, where the planner's is close.
    // Else its estimate (a prefix's several completions, synonyms), where the planner would be asked for the same.
    const knownMatches = matchAlone ? (built.wordListMatches ?? undefined) : undefined;
    const listEstimate = match && matchAlone && knownMatches === undefined ? (built.wordListEstimate(await shownProducts()) ?? undefined) : undefined;
    // At most ONE_PASS_CAP matches by the word list: the read that samples them counts them all, so
    // found is exact with no estimate or count of its own. Not for one word alone, whose found is the
    // word list's or the planner's in every order (see countMatches).
    const wordListBounds = !foundByEstimate && built.matchBound !== null && built.matchBound <= ONE_PASS_CAP;
    // The same for a read within small categories. Their sizes may be a minute old: a read that finds
    // more than ONE_PASS_CAP after all counts as if it had not known (countSample).
    const categoriesBound =
      !wordListBounds &&
      !nothingMatches &&
      request.filters.categoryIds !== undefined &&
      (await categoryMatchBound(request.filters.categoryIds)) <= ONE_PASS_CAP;
    const countEvery = (withinCategories: boolean) => wordListBounds || (withinCategories && categoriesBound);
    const sort = request.sort === 'relevance' && !match ? 'newest' : request.sort;
    /** The page read on its own, for a match set too large to read whole or a listing without words. */
    const pageQuery = () => {
      if (sort === 'relevance') return relevanceQuery(source, conditions, normalized, built, request);
      const page = { limit: request.perPage, offset: (request.page - 1) * request.perPage };
      const walked =
        request.filters.categoryIds && (sort === 'price_asc' || sort === 'price_desc')
          ? categoryPriceOrderPage(request.filters.categoryIds, conditions, productOrder(sort, false), page)
          : null;
      if (walked) return walked;
      const withinSelection = request.filters.categoryIds !== undefined || request.filters.brandIds !== undefined;
      return sql`SELECT id FROM ${source} WHERE ${andAll(conditions)} ORDER BY ${productOrder(sort, withinSelection)}
        LIMIT ${page.limit} OFFSET ${page.offset}`;
    };
    const pageProducts = () => catalog.productsInOrder(pageQuery());
    type Products = Awaited<ReturnType<typeof pageProducts>>;
    // The read with every filter applied, when the facets need one: it reads the page too.
    const allFiltersRead = (knownEstimate: number | undefined, oneWordMatch: boolean) =>
      sampledFacetRowsAndPage(
        source,
        andAll(conditions),
        facetsOfAllFiltersRead(request.filters),
        oneWordMatch,
        knownEstimate,
        facetSampleSource(request.filters, undefined),
        countEvery(request.filters.categoryIds !== undefined),
        pageQuery(),
      );

    let products: Products = [];
    let facetData: FacetData = { rows: [], approximate: false };
    if (nothingMatches) {
      // Nothing to read.
    } else if (!match) {
      if (matchAlone) {
        // Every facet of the whole catalogue is counted once a minute (globalFacetRows): the page is all there is to read.
        [products, facetData] = await Promise.all([pageProducts(), facetRows(null, request.filters, false, countEvery)]);
      } else {
        const all = allFiltersRead(undefined, false);
        [products, facetData] = await Promise.all([all.page, facetRows(null, request.filters, false, countEvery, all.facets)]);
      }
    } else {
      // Reading every match pays when the page needs them all anyway: relevance and price or name
      // order rank every match of a few thousand. So it does when found is counted: a few thousand
      // matches are then read to count them, and the page and the sample can come from that read
      // (3.4 ms against 4.6 for "samsung galaxy" in newest order). Only one word alone, whose found
      // is an estimate, walks the newest, best-selling or popular index for its page.
      const readsEveryMatch = sort === 'relevance' || ALL_MATCH_SORTS.has(sort) || !foundByEstimate;
      const bound = wordListBounds ? (built.matchBound ?? undefined) : undefined;
      const estimate = readsEveryMatch ? (knownMatches ?? bound ?? listEstimate ?? (await estimateMatches(source, andAll(conditions)))) : undefined;
      if (estimate === undefined || estimate > ONE_PASS_CAP) {
        // Each part bounded on its own: an index walk for the page, a sample for the facets, the estimate for found.
        const all = allFiltersRead(estimate ?? knownMatches ?? listEstimate, foundByEstimate);
        [products, facetData] = await Promise.all([all.page, facetRows(match, request.filters, oneWord, countEvery, all.facets)]);
      } else {
        const onePass = rows<Parameters<typeof readOnePass>[0]>(
          onePassQuery({
            source,
            conditions,
            orderColumns: sort === 'relevance' ? sql`sales_count, ${relevanceTier(normalized, built)} AS tier` : ORDER_COLUMNS[sort],
            order: sort === 'relevance' ? sql`products.tier DESC, products.sales_count DESC, products.id DESC` : productOrder(sort, false),
            page: request.page,
            perPage: request.perPage,
            pageRows: productRowsJson,
          }),
        ).then(([row]) => readOnePass(row!, facetsOfAllFiltersRead(request.filters)));
        const all = onePass.then(({ matches, facets }) => {
          const sampleSize = facets.find((row) => row.facet === 'found')?.n ?? 0;
          if (sampleSize <= FACET_SAMPLE) return { rows: facets, approximate: false };
          // Found as a read of its own would give it (see countMatches), so it does not change with the order.
          const total = foundByEstimate && estimate >= sampleSize ? estimate : matches > ONE_PASS_CAP ? Math.max(matches, estimate) : matches;
          return { rows: scaleSample(facets, sampleSize, total), approximate: true };
        });
        // More matches than the estimate said and the one read holds: the page comes from an index walk after all.
        const page = onePass.then((read) => (read.matches > ONE_PASS_CAP ? pageProducts() : presentProductRows(read.page)));
        [products, facetData] = await Promise.all([page, facetRows(match, request.filters, oneWord, countEvery, all)]);
      }
    }
    return { products, facetData };
  }

  async function runSearch(request: SearchRequest) {
    const normalized = normalizeQuery(request.q);
    const browseAll = normalized === '*' || normalized === '';
    const terms = browseAll ? [] : parseQuery(normalized);
    const built = browseAll
      ? {
          tsquery: null,
          wholeWords: null,
          inName: null,
          wholeWordsInName: null,
          parts: [],
          corrections: [],
          matchedWords: [],
          wordListMatches: null,
          matchBound: null,
          wordListEstimate: () => null,
        }
      : await buildTsQuery(terms, request);
    const nothingMatches = !browseAll && built.tsquery === null;
    const { products, facetData } =
      !nothingMatches && index.ready ? await indexRead(request, normalized, built, browseAll) : await databaseRead(request, normalized, built, nothingMatches);
    const found = facetData.rows.find((row) => row.facet === 'found')?.n ?? 0;
    return {
      found,
      hits: products.map((document) => ({
        document,
        highlights: browseAll ? [] : [highlightName(document.name, built.matchedWords)],
        text_match: null,
      })),
      facet_counts: await presentFacets(facetData.rows),
      /** True when the result set was large and found and the counts are scaled estimates. */
      approximate: facetData.approximate,
      corrected_query: built.corrections.length ? built.corrections : null,
    };
  }

  return {
    /** Builds the in-memory search index; until it is built, searches are answered by the database. */
    buildIndex: () => index.build(),
    /** Forgets kept word analyses and counts, after a write in this process changed the catalogue. */
    clearCaches() {
      tokenCache.clear();
      globalFacetRows.clear();
      answers.clear();
    },
    /**
     * The one way to search, for the API and the listing pages alike, so both share kept answers.
     * The answer depends on the request and the catalogue only, so equal answers get equal ETags.
     */
    search: (request: SearchRequest) => answers.get(requestKey(request), () => runSearch(request)),

    /** Names for the search box: candidates by name prefix and by the search index, ranked by `rankSuggestions`' scores. */
    async suggestions(q: string, limit: number, numTypos: number) {
      const normalized = normalizeQuery(q);
      const terms = parseQuery(normalized);
      if (!normalized || terms.length === 0) return [];
      const built = await buildTsQuery(terms, { numTypos, prefix: true });
      const matchBranch = built.tsquery
        ? sql` UNION (SELECT id FROM products WHERE status = 1 AND search_vector @@ to_tsquery('simple', ${built.tsquery}) LIMIT ${SUGGESTION_CANDIDATES * 3})`
        : sql``;
      // Name candidates in the byte order of products_name_prefix_idx (text_pattern_ops), which walks
      // the index for the first few; ordering them by the collation instead read and sorted every name
      // with the prefix (4,744 for "sa" at 100,000 products: 64 ms against 3).
      const candidates = await rows<SuggestionCandidate>(sql`
        SELECT p.id AS "productId", p.name, p.price, c.name AS "categoryName", b.name AS "brandName", p.sales_count AS "salesCount"
        FROM (
          (SELECT id FROM products WHERE status = 1 AND lower(name) LIKE ${likePrefix(normalized)} ORDER BY lower(name) USING ~<~ LIMIT ${SUGGESTION_CANDIDATES})
          ${matchBranch}
        ) ids
        JOIN products p ON p.id = ids.id
        LEFT JOIN categories c ON c.id = p.category_id
        LEFT JOIN brands b ON b.id = p.brand_id`);
      return rankSuggestions(candidates, normalized, limit);
    },
  };
}
