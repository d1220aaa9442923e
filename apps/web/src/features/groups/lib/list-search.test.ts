// The group list's query string: defaults left out, a page below 1 becomes 1, unknown sizes and auths ignored.
import { describe, expect, it } from 'vitest';
import { parseGroupSearch, serializeGroupSearch } from './list-search';

const parse = (query: string) => parseGroupSearch(new URLSearchParams(query));

describe('group list search', () => {
  it('reads the filters and falls back to the defaults', () => {
    expect(parse('keyword=%20club%20&auth=2&onlyMine=true&currentPage=3&limit=30')).toEqual({
      keyword: 'club',
      auth: 2,
      onlyMine: true,
      currentPage: 3,
      limit: 30,
    });
    expect(parse('auth=7&currentPage=0&limit=10')).toEqual({ keyword: '', auth: undefined, onlyMine: false, currentPage: 1, limit: 9 });
  });

  it('leaves the defaults out of the URL', () => {
    expect(serializeGroupSearch(parse(''))).toEqual({
      keyword: undefined,
      auth: undefined,
      onlyMine: undefined,
      currentPage: undefined,
      limit: undefined,
    });
    expect(serializeGroupSearch(parse('auth=3&limit=120'))).toMatchObject({ auth: '3', limit: '120' });
  });
});
