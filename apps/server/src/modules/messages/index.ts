// The messages module's public entry: other modules import only this file.
export { default as messagesRoutes } from './routes.ts';
export { default as noticeRoutes } from './notice-routes.ts';
export {
  noticeText,
  notifyEvent,
  notifyTemplate,
  notifyUsers,
  quoted,
  type EventMessage,
  type NoticeMessage,
  type TemplateNotice,
} from './notify.ts';
