// The messages module's public entry: other modules import only this file.
export { default as messagesRoutes } from './routes.ts';
export { default as noticeRoutes } from './notice-routes.ts';
export { notifyEvent, notifyUsers, quoted, type EventMessage, type NoticeMessage } from './notify.ts';
