/** A LIKE/ILIKE pattern matching `search` anywhere, with its wildcards escaped ("50%" finds the text "50%"). */
export function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
