/**
 * A `t` of the `home` namespace, as the parts the server and the browser both draw take it: the
 * server's (serverTranslation) or the browser's (useTranslation).
 */
export type Translate = (key: string, options?: Record<string, unknown>) => string;
