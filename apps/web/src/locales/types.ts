// Catalogue typing: the en-US catalogue must have exactly the keys of the zh-CN one (checked by tsc).
export type Catalogue<T> = {
  [K in keyof T]: T[K] extends readonly string[] ? string[] : T[K] extends string ? string : Catalogue<T[K]>;
};
