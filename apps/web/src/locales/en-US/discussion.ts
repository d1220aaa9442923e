// en-US discussions, comments and replies.
import type { Catalogue } from '../types';
import type { discussion as zh } from '../zh-CN/discussion';

export const discussion: Catalogue<typeof zh> = {
  list: {
    heading: 'Discussions',
    problemHeading: 'Discussions of problem',
    all: 'All discussions',
    allCategories: 'All',
    searchPlaceholder: 'Search title, author or description',
    onlyMine: 'Only mine',
    post: 'Post',
    pinned: 'Pinned',
    empty: 'No discussions yet',
    total: 'Total {{total}}',
  },
  stats: { comments: 'Comments', likes: 'Likes', views: 'Views' },
  detail: { problem: 'Discussions of problem {{pid}}' },
  action: {
    edit: 'Edit',
    delete: 'Delete',
    more: 'More actions',
    deleteTitle: 'Delete discussion',
    deleteConfirm: 'Delete this discussion? Its comments and replies go with it.',
    like: 'Like',
    unlike: 'Unlike',
  },
  form: {
    createTitle: 'New discussion',
    editTitle: 'Edit discussion',
    title: 'Title',
    description: 'Description',
    category: 'Category',
    content: 'Content',
    topPriority: 'Pin to top',
    required: '{{field}} is required',
    tooLong: '{{field}} Can not exceed {{max}}',
    post: 'Post',
    save: 'Save',
    cancel: 'Cancel',
  },
  category: { edit: 'Edit categories', title: 'Discussion categories', name: 'Category name', add: 'Add category' },
  report: {
    button: 'Report',
    title: 'Report discussion',
    reason: 'Reason',
    submit: 'Send report',
    sent: 'Report sent, thank you',
  },
  comment: {
    heading: 'Comments',
    placeholder: 'Write a comment (Markdown supported)',
    loginFirst: 'Please login first to comment',
    send: 'Comment',
    sendReply: 'Reply',
    reply: 'Reply',
    replyTo: 'Reply to {{name}}',
    blank: 'Content cannot be empty',
    none: 'No comments yet',
    moreReplies: 'More replies ({{count}})',
    delete: {
      comment: 'Delete comment',
      reply: 'Delete reply',
      confirm: 'Delete it? This cannot be undone.',
    },
  },
  contest: {
    heading: 'Clarifications',
    runningNote:
      'While the contest runs you see only your own questions and what the organisers post; only the asker and the contest admins can reply.',
  },
  toast: { posted: 'Post successfully', updated: 'Update Successfully' },
};
