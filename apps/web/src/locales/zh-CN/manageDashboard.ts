// zh-CN manageDashboard: the back office dashboard and the judge servers.
export const manageDashboard = {};
