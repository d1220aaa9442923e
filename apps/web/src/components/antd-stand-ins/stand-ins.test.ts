// The stand-ins that replace a helper of antd's (vite.config.ts, antdStandIns) answer as antd's own does.
import { describe, expect, it } from 'vitest';
import { isBright as antdIsBright } from 'antd/es/color-picker/components/ColorPresets';
import { flattenKeys as antdFlattenKeys } from 'antd/es/table/hooks/useFilter/FilterDropdown';
import { AggregationColor } from 'antd/es/color-picker/color';
import { isBright } from './color-brightness';
import { flattenKeys } from './table-filter-dropdown';
import { arrAdd as treeArrAdd, arrDel as treeArrDel } from '@rc-component/tree/es/util';
import { arrAdd, arrDel } from './tree-utilities';

describe('antd stand-ins', () => {
  it('call a color bright exactly when antd does, opaque or see-through, on light and dark backgrounds', () => {
    const colors = ['#000', '#fff', '#1677ff', '#52c41a', '#fadb14', '#c0c0c0', '#bfbfbf', 'rgba(255,255,255,0.3)', 'rgba(0,0,0,0.2)'];
    const seen = new Set<boolean>();
    for (const color of colors) {
      for (const background of ['#fff', '#000', '#141414']) {
        const expected = antdIsBright(new AggregationColor(color), background);
        expect(isBright(new AggregationColor(color), background), `${color} on ${background}`).toBe(expected);
        seen.add(expected);
      }
    }
    expect(seen).toEqual(new Set([true, false]));
  });

  it("flatten a column's filters into their values as antd does", () => {
    const filters = [
      {
        text: 'A',
        value: 'a',
        children: [
          { text: 'A1', value: 1 },
          { text: 'A2', value: true, children: [{ text: 'x', value: 'x' }] },
        ],
      },
      { text: 'B', value: 'b' },
    ];
    expect(flattenKeys(filters)).toEqual(['a', 1, true, 'x', 'b']);
    expect(flattenKeys(filters)).toEqual(antdFlattenKeys(filters));
    expect(flattenKeys(undefined)).toEqual([]);
  });

  it("add and remove a selected row's key as the tree's helpers do, leaving the given list alone", () => {
    const lists: (number[] | undefined)[] = [undefined, [], [1], [1, 2, 1], [3, 2]];
    for (const list of lists) {
      for (const value of [1, 2, 4]) {
        const before = list && [...list];
        // The tree's helpers take a missing list too, though their types do not say so.
        const treeList = list as number[];
        expect(arrAdd(list, value), `add ${value} to ${JSON.stringify(list)}`).toEqual(treeArrAdd(treeList, value));
        expect(arrDel(list, value), `remove ${value} from ${JSON.stringify(list)}`).toEqual(treeArrDel(treeList, value));
        expect(list).toEqual(before);
      }
    }
    expect(arrAdd([1], 2)).toEqual([1, 2]);
    expect(arrDel([1, 2, 1], 1)).toEqual([2, 1]);
  });
});
