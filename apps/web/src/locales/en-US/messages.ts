// en-US messages: the error catalogue and toasts of spec 000 §8.
import type { Catalogue } from '../types';
import type { messages as zh } from '../zh-CN/messages';

export const messages: Catalogue<typeof zh> = {
  Please_login_first: 'Please login first',
  Please_login_again_with_admin: 'Please login again with the administrator account',
  No_Access_Public_Discussion: 'No Access: the public discussion area is closed',
  No_Access_Group_Discussion: 'No Access: the group discussion area is closed',
  No_Access_Contest_Comment: 'No Access: the contest comment area is closed',
  No_permission: 'You do not have permission to do this',
  Resource_not_found: 'The resource requested could not be found',
  Server_error: 'Server error, please refresh the page and try again',
  Request_timeout: 'The request timed out, please try again later',
  Network_error: 'Network error: abnormal link with the server',
  Chunk_timeout: 'Loading the page timed out, please refresh',
  Welcome_Back: 'Welcome back',
};
