import { distance } from 'fastest-levenshtein'
import snowball from 'snowball-stemmers'

/**
 * Swedish search text: words, Snowball stems (the algorithm behind Postgres's `swedish`
 * configuration), compound parts and å/ä/ö folding. The indexer and the query side both go through
 * here, so a term is always processed the same way whichever database holds the index.
 */

const swedish = snowball.newStemmer('swedish')
const stemCache = new Map<string, string>()

/** Lower-case words of letters and digits ('4,2 m' gives '4', '2', 'm'). */
export function words(text: string): string[] {
  return text.toLocaleLowerCase('sv-SE').match(/[\p{L}\p{N}]+/gu) ?? []
}

export function stem(word: string): string {
  let stemmed = stemCache.get(word)
  if (stemmed === undefined) {
    stemmed = /^\p{N}/u.test(word) ? word : swedish.stem(word)
    if (stemCache.size > 50_000) stemCache.clear()
    stemCache.set(word, stemmed)
  }
  return stemmed
}

/** å/ä → a, ö → o and other accents dropped: a shopper typing 'tatningslist' still finds 'tätningslist'. */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '')
}

/** Shortest head and tail for a compound split: 'träskruv' → 'skruv', never 'kruv' or 'tr'. */
const MIN_PART = 3
const MIN_TAIL = 4

/**
 * Swedish glues nouns together ('träskruv', 'gipsskiva'); a search for 'skruv' should find the
 * wood screw. The longest tail of a stem that is itself a known stem is added as a token.
 */
export function compoundTail(stemmed: string, known: ReadonlySet<string>): string | null {
  for (let at = MIN_PART; at <= stemmed.length - MIN_TAIL; at += 1) {
    const tail = stemmed.slice(at)
    if (known.has(tail)) return tail
  }
  return null
}

/** The tokens stored for a piece of text: stems plus compound tails, each once. */
export function indexTokens(text: string, known: ReadonlySet<string> = new Set()): string[] {
  const tokens = new Set<string>()
  for (const word of words(text)) {
    const stemmed = stem(word)
    tokens.add(stemmed)
    const tail = compoundTail(stemmed, known)
    if (tail) tokens.add(tail)
  }
  return [...tokens]
}

/** Query stems in the order typed (duplicates dropped); stop at 8 so a pasted paragraph stays cheap. */
export function queryStems(q: string): string[] {
  return [...new Set(words(q).map(stem))].slice(0, 8)
}

/** Article numbers and EANs are looked up exactly, before any text matching. */
export function looksLikeCode(q: string): boolean {
  return /^\d{5,14}$/.test(q.trim())
}

/**
 * The closest known token within the typo budget: none for short words (too many near neighbours),
 * one edit from five letters, two from eight. Ties go to the more common token.
 */
export function correctTypo(term: string, vocabulary: ReadonlyMap<string, number>): string | null {
  if (term.length < 5 || /^\p{N}+$/u.test(term)) return null
  const budget = term.length >= 8 ? 2 : 1
  let best: string | null = null
  let bestDistance = budget + 1
  let bestCount = 0
  for (const [candidate, count] of vocabulary) {
    if (Math.abs(candidate.length - term.length) > budget) continue
    const d = distance(term, candidate)
    if (d === 0) return null
    if (d < bestDistance || (d === bestDistance && count > bestCount)) {
      best = candidate
      bestDistance = d
      bestCount = count
    }
  }
  return bestDistance <= budget ? best : null
}

/** What the index stores for one variant: its name tokens, the rest, and everything folded. */
export interface SearchDocument {
  name: string
  body: string
  folded: string
}

export interface SearchSource {
  name: string
  maker: string | null
  categoryNames: readonly string[]
  attributeValues: readonly string[]
}

/** Stems heard often enough to split compounds on: stand-alone words of names and category names. */
export function compoundVocabulary(
  names: Iterable<string>,
  categoryNames: Iterable<string>,
  minCount = 2,
): Set<string> {
  const counts = new Map<string, number>()
  for (const name of names) {
    for (const word of new Set(words(name))) {
      const stemmed = stem(word)
      counts.set(stemmed, (counts.get(stemmed) ?? 0) + 1)
    }
  }
  const known = new Set<string>()
  for (const [stemmed, count] of counts) if (count >= minCount && /^\p{L}+$/u.test(stemmed)) known.add(stemmed)
  for (const name of categoryNames) for (const word of words(name)) if (/^\p{L}+$/u.test(word)) known.add(stem(word))
  return known
}

export function searchDocument(source: SearchSource, known: ReadonlySet<string>): SearchDocument {
  const name = indexTokens(source.name, known)
  const body = indexTokens(
    [source.maker ?? '', ...source.categoryNames, ...source.attributeValues].join(' '),
    known,
  ).filter((token) => !name.includes(token))
  const folded = [...new Set([...name, ...body].map(fold))]
  return { name: name.join(' '), body: body.join(' '), folded: folded.join(' ') }
}

/**
 * The known compounds that end with a stem the catalog does not hold on its own ('silikon' →
 * 'sanitetssilikon'), most common first; the stem itself when it is known or nothing ends with it.
 */
export function compoundsEndingWith(term: string, vocabulary: ReadonlyMap<string, number>, max = 40): string[] {
  if (vocabulary.has(term) || term.length < MIN_TAIL || /^\p{N}/u.test(term)) return [term]
  const containing = [...vocabulary]
    .filter(([token]) => token.length >= term.length + MIN_PART && token.endsWith(term))
    .sort((a, b) => b[1] - a[1])
    .slice(0, max)
    .map(([token]) => token)
  return containing.length ? containing : [term]
}

/** The known last part of a compound the catalog does not hold ('målarfärg' → 'färg'), else the stem. */
export function knownTail(term: string, vocabulary: ReadonlyMap<string, number>): string {
  if (vocabulary.has(term)) return term
  return compoundTail(term, new Set(vocabulary.keys())) ?? term
}
