/** Whether a URL (with or without its query) or a route pattern lies under the API's /api prefix. */
export const isApiPath = (url: string) =>
  url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
