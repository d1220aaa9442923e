// The display id offered for a contest's next problem: A, B, … Z by how many it has, then numbers.
export const suggestDisplayId = (count: number): string => (count < 26 ? String.fromCharCode(65 + count) : String(count + 1));
