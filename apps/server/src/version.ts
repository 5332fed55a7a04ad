/** The server's version, shown by the health check and the API documents. */
export const VERSION = '0.1.0';
