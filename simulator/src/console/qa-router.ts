/**
 * The QA API's calls as a table of routes (ARCHITECTURE §4), which either host serves: the Node host mounts them on an
 * express router (qa-api.ts), the browser host answers them in MSW's worker (browser-host/qa-api.browser.ts, issue 30).
 * A route reads what both give it and answers through the little both can do; express's own request and response are
 * such a request and response.
 */

/** The names of a path's `:name` segments. */
type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

export interface QaRequest<P extends string = string> {
  /** The path's `:name` segments, decoded. */
  readonly params: { readonly [K in ParamNames<P>]: string };
  /** The query's parameters (a repeated one as an array). */
  readonly query: Readonly<Record<string, unknown>>;
  /** The JSON body, parsed; undefined without one. */
  readonly body: unknown;
}

export interface QaResponse {
  status(code: number): QaResponse;
  /** Answers JSON. */
  json(body: unknown): unknown;
  /** Sets the answer's content type (for `send`). */
  type(type: string): QaResponse;
  /** Answers text as it is. */
  send(body: string): unknown;
}

export type QaHandler<P extends string> = (req: QaRequest<P>, res: QaResponse) => void;

/** Where the QA API's routes are added, in order: the first route whose method and path match answers. */
export interface QaRoutes {
  get<P extends string>(path: P, handler: QaHandler<P>): void;
  post<P extends string>(path: P, handler: QaHandler<P>): void;
  delete<P extends string>(path: P, handler: QaHandler<P>): void;
}
