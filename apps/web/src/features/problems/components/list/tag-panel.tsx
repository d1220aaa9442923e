// Tag filter panel: tags grouped by classification (get-problem-tags-and-classification), the Filter/Include
// switch (carry every selected tag, or any of them) and the selected tags. Each group folds as a <details>, open at
// first (antd's Collapse would be 2.6 KB more on a page that loads first).
import '@/locales/need/problem-pages';
import { Card, Segmented, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TagGroup } from '@verdict/shared';
import { QueryState } from '@/components/query-state';
import { useProblemTagsAndClassification } from '../../api/get-problem-tags-and-classification';
import { ALL_OJ, type ProblemSearch, type TagFilterMode } from '../../lib/list-search';

interface TagPanelProps {
  search: ProblemSearch;
  onChange: (patch: Partial<ProblemSearch>) => void;
}

const groupKey = (group: TagGroup) => String(group.classification?.id ?? 'none');

export function TagPanel({ search, onChange }: TagPanelProps) {
  const { t } = useTranslation();
  const query = useProblemTagsAndClassification(search.oj === ALL_OJ ? undefined : search.oj);
  const selected = new Set(search.tagIds);
  const toggle = (id: number) =>
    onChange({ tagIds: selected.has(id) ? search.tagIds.filter((tagId) => tagId !== id) : [...search.tagIds, id], currentPage: 1 });

  return (
    <Card
      size="small"
      title={t('problems:tags.title')}
      className="tag-panel"
      data-testid="tag-panel"
      extra={
        <Segmented<TagFilterMode>
          size="small"
          value={search.isFilter}
          onChange={(isFilter) => onChange({ isFilter, currentPage: 1 })}
          options={[
            { value: 'Filter', label: t('problems:tags.filter') },
            { value: 'Include', label: t('problems:tags.include') },
          ]}
          data-testid="tag-mode"
        />
      }
    >
      <Typography.Paragraph type="secondary" className="tag-mode-hint">
        {t(search.isFilter === 'Filter' ? 'problems:tags.filterHint' : 'problems:tags.includeHint')}
      </Typography.Paragraph>
      <QueryState
        query={query}
        rows={3}
        isEmpty={(groups) => groups.every((g) => g.tagList.length === 0)}
        emptyText={t('problems:tags.none')}
      >
        {(groups) => (
          <div className="tag-groups">
            {groups
              .filter((group) => group.tagList.length > 0)
              .map((group) => (
                <details key={groupKey(group)} open className="tag-group" data-testid="tag-group">
                  <summary>{group.classification?.name ?? t('problems:tags.unclassified')}</summary>
                  <Space size={[4, 6]} wrap>
                    {group.tagList.map((tag) => (
                      <Tag.CheckableTag
                        key={tag.id}
                        checked={selected.has(tag.id)}
                        onChange={() => toggle(tag.id)}
                        className="filter-tag"
                        style={selected.has(tag.id) ? undefined : { borderColor: tag.color || undefined }}
                        data-testid="tag-option"
                        data-tag-id={tag.id}
                      >
                        {tag.name}
                      </Tag.CheckableTag>
                    ))}
                  </Space>
                </details>
              ))}
          </div>
        )}
      </QueryState>
      {search.tagIds.length > 0 && query.data && (
        <div className="selected-tags">
          <SelectedTags
            ids={search.tagIds}
            groups={query.data}
            onRemove={toggle}
            onClear={() => onChange({ tagIds: [], currentPage: 1 })}
          />
        </div>
      )}
    </Card>
  );
}

function SelectedTags({
  ids,
  groups,
  onRemove,
  onClear,
}: {
  ids: number[];
  groups: TagGroup[];
  onRemove: (id: number) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation();
  const byId = new Map(groups.flatMap((group) => group.tagList).map((tag) => [tag.id, tag]));
  return (
    <Space size={[4, 6]} wrap data-testid="selected-tags">
      <Typography.Text type="secondary">{t('problems:tags.selected')}</Typography.Text>
      {ids.map((id) => (
        <Tag key={id} closable color={byId.get(id)?.color || undefined} onClose={() => onRemove(id)} data-testid="selected-tag">
          {byId.get(id)?.name ?? `#${id}`}
        </Tag>
      ))}
      <Typography.Link onClick={onClear} data-testid="clear-tags">
        {t('problems:tags.clear')}
      </Typography.Link>
    </Space>
  );
}
