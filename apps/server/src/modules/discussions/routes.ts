// Discussions routes: the posts (discussion-routes.ts) and the comments and replies shared by posts and contest
// clarifications (comment-routes.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import discussionRoutes from './discussion-routes.ts';
import commentRoutes from './comment-routes.ts';

const discussionsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(discussionRoutes);
  await app.register(commentRoutes);
};

export default discussionsRoutes;
