// Types of russianChrome.mjs for e2e/kazakhChrome.spec.ts.
export declare const wordsOf: (text: string) => string[]
export declare const MIN_WORD_LENGTH: number
export declare function russianChromeWords(
  ru: Record<string, string>,
  kk: Record<string, string>
): Set<string>
export declare const russianChromeWordsOfCatalogues: () => Set<string>
export declare function russianWordsIn(
  texts: string[],
  words: Set<string>
): { text: string; words: string[] }[]
export declare const SHARED_WORDS: string[]
