/** JavaScript's \b only knows ASCII letters; this rewrites it into a Unicode word boundary. */
const BOUNDARY = "(?:(?<![\\p{L}\\p{N}\\p{M}])(?=[\\p{L}\\p{N}])|(?<=[\\p{L}\\p{N}\\p{M}])(?![\\p{L}\\p{N}\\p{M}]))";

export function unicodeWords(re: RegExp): RegExp {
  return new RegExp(re.source.replaceAll("\\b", BOUNDARY), re.flags);
}
