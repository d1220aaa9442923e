// A training category in its own colour; nothing for a training without one.
import { Tag } from 'antd';
import type { TrainingCategory } from '@verdict/shared';

export function CategoryTag({ category }: { category: TrainingCategory | null }) {
  if (!category) return null;
  return (
    <Tag color={category.color} data-testid="training-category">
      {category.name}
    </Tag>
  );
}
