// A problem's tags in their colours.
import { Space, Tag } from 'antd';
import type { ProblemListItem } from '@verdict/shared';
import './problem-tags.css';

export function ProblemTags({ tags, onSelect }: { tags: ProblemListItem['tags']; onSelect?: (id: number) => void }) {
  if (tags.length === 0) return null;
  return (
    <Space size={[0, 4]} wrap className="problem-tags">
      {tags.map((tag) => (
        <Tag
          key={tag.id}
          color={tag.color || undefined}
          className={onSelect ? 'clickable-tag' : undefined}
          onClick={onSelect ? () => onSelect(tag.id) : undefined}
          data-testid="problem-tag"
        >
          {tag.name}
        </Tag>
      ))}
    </Space>
  );
}
