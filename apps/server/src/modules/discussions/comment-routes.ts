// Comment routes (spec 002 §7; reference §9, §5.8; HOJ paths): comments of a discussion or of a contest's
// clarifications, replies and comment likes. Reading follows the thread's rules (visitors read public discussions);
// writing needs login and the comment_add / reply_add permission; deleting and liking need login.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CommentCreateSchema,
  CommentIdQuerySchema,
  CommentLikeQuerySchema,
  CommentListQuerySchema,
  Permission,
  ReplyCreateSchema,
  ReplyListQuerySchema,
} from '@verdict/shared';
import { currentUser, requireLogin, requirePermission } from '../../plugins/app/auth.ts';
import { ok } from '../../plugins/app/envelope.ts';
import { badRequest } from '../../plugins/app/errors.ts';
import { commentPage, replyList } from './comment-list.ts';
import { likeComment } from './comment-likes.ts';
import { createReply, deleteReply } from './comment-replies.ts';
import { createComment, deleteComment } from './comment-write.ts';

/** DELETE comment / reply: the id in the query, or in a JSON body as some clients send it. */
const idSchemas = { querystring: CommentIdQuerySchema.partial(), body: CommentIdQuerySchema.partial().nullish() };

function idOf(request: { query: { id?: number }; body?: { id?: number } | null }): number {
  const id = request.query.id ?? request.body?.id;
  if (id === undefined) throw badRequest('Comment_id_required');
  return id;
}

const commentRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['comments'];
  const login = { preValidation: requireLogin };

  app.get('/comments', { schema: { tags, querystring: CommentListQuerySchema } }, async (request) =>
    ok(await commentPage(app.db, request.query, request.user)),
  );

  app.post(
    '/comment',
    { schema: { tags, body: CommentCreateSchema }, preValidation: requirePermission(Permission.CommentAdd) },
    async (request) => ok(await createComment(app.db, currentUser(request), request.body)),
  );

  app.delete('/comment', { schema: { tags, ...idSchemas }, ...login }, async (request) => {
    await deleteComment(app.db, currentUser(request), idOf(request));
    return ok(null);
  });

  app.get('/comment-like', { schema: { tags, querystring: CommentLikeQuerySchema }, ...login }, async (request) => {
    await likeComment(app.db, currentUser(request), request.query.cid, request.query.toLike);
    return ok(null);
  });

  app.get('/reply', { schema: { tags, querystring: ReplyListQuerySchema } }, async (request) =>
    ok(await replyList(app.db, request.query.commentId, request.user)),
  );

  app.post(
    '/reply',
    { schema: { tags, body: ReplyCreateSchema }, preValidation: requirePermission(Permission.ReplyAdd) },
    async (request) => ok(await createReply(app.db, currentUser(request), request.body)),
  );

  app.delete('/reply', { schema: { tags, ...idSchemas }, ...login }, async (request) => {
    await deleteReply(app.db, currentUser(request), idOf(request));
    return ok(null);
  });
};

export default commentRoutes;
