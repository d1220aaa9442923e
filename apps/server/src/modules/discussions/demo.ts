// The demo discussion a first start seeds next to the demo problems: a pinned welcome post about the first problem
// with one comment, so the discussion and comment pages can be tried at once.
import type { Tx } from '../../db/client.ts';
import { comments, discussionCategories, discussions } from './tables.ts';

export const DEMO_DISCUSSION = {
  title: 'Welcome, say hello / 欢迎交流',
  description: 'Ask for help, share an idea or a solution. 提问、分享思路或题解。',
  content:
    'Post about a problem from its page (the **Discussion** button), comment and like. Markdown and math work: $a+b$.\n\n' +
    '在题目页点击 **讨论** 发帖，也可以评论和点赞。支持 Markdown 和数学公式：$a+b$。',
  comment: 'Be kind, and keep solutions for after the contest. 友善交流，比赛结束后再分享题解。',
} as const;

/** A pinned post by the site root (`uid`) about the problem `pid`, in the first category, with one comment. */
export async function seedDemoDiscussion(tx: Tx, uid: string, pid: number | null): Promise<void> {
  const [category] = await tx
    .select({ id: discussionCategories.id })
    .from(discussionCategories)
    .orderBy(discussionCategories.rank)
    .limit(1);
  if (!category) return;
  const [post] = await tx
    .insert(discussions)
    .values({
      problemId: pid,
      title: DEMO_DISCUSSION.title,
      description: DEMO_DISCUSSION.description,
      content: DEMO_DISCUSSION.content,
      categoryId: category.id,
      topPriority: true,
      uid,
      role: 'root',
      commentNum: 1,
    })
    .returning({ id: discussions.id });
  await tx.insert(comments).values({ did: post.id, content: DEMO_DISCUSSION.comment, fromUid: uid, fromRole: 'root' });
}
