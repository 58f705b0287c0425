import type { ServerBuild } from 'react-router';
import type { TestShop } from './test-shop.ts';

/**
 * Every API operation and every page route, read from the running shop (the OpenAPI document)
 * and from the page build, so suites that walk "every route" cover new routes without edits.
 */

export const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export type Principal = 'anonymous' | 'shopper' | 'admin';

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  enum?: unknown[];
  [key: string]: unknown;
};

export type Parameter = { in: 'path' | 'query' | 'header'; name: string; required: boolean; schema: JsonSchema };

export type ApiOperation = {
  method: string;
  /** As documented, under /api: `/api/orders/{number}`. */
  template: string;
  parameters: Parameter[];
  /** The documented request body (content types and schemas), or null for none. */
  body: { required: boolean; content: Record<string, { schema?: JsonSchema }> } | null;
  responses: number[];
  /** Who reaches the handler: admin routes need the admin, routes that document 401 a signed-in shopper. */
  principal: Principal;
};

export async function apiOperations(t: TestShop): Promise<ApiOperation[]> {
  const res = await t.request('/api/openapi.json');
  if (res.status !== 200) throw new Error(`/api/openapi.json answered ${res.status}`);
  const doc = (await res.json()) as { paths: Record<string, Record<string, Record<string, unknown>>> };
  const operations: ApiOperation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const responses = Object.keys((op.responses as Record<string, unknown>) ?? {}).map(Number);
      const requestBody = op.requestBody as
        { required?: boolean; content: Record<string, { schema?: JsonSchema }> } | undefined;
      const template = `/api${path}`;
      operations.push({
        method: method.toUpperCase(),
        template,
        parameters: ((op.parameters as Parameter[]) ?? []).map((p) => ({ ...p, required: p.required ?? false })),
        body: requestBody ? { required: requestBody.required ?? false, content: requestBody.content } : null,
        responses,
        principal: template.startsWith('/api/admin/')
          ? 'admin'
          : responses.includes(401) && template !== '/api/login'
            ? 'shopper'
            : 'anonymous',
      });
    }
  }
  return operations;
}

export type PageRoute = {
  id: string;
  /** `/admin/orders/:number`, `/` for the home page, `/*` for the catch-all. */
  path: string;
  hasLoader: boolean;
  hasAction: boolean;
  /** Renders a page (has a component); a loader-only route only redirects. */
  hasPage: boolean;
};

/** Every route of the page build with its full path (parents joined). */
export function pageRoutes(build: ServerBuild): PageRoute[] {
  const routes = build.routes;
  const fullPath = (id: string): string => {
    const route = routes[id]!;
    const own = route.path ?? '';
    const parent = route.parentId ? fullPath(route.parentId) : '';
    return [parent, own].filter(Boolean).join('/');
  };
  return Object.values(routes)
    .filter((r): r is NonNullable<typeof r> => !!r && r.id !== 'root')
    .map((r) => ({
      id: r.id,
      path: `/${fullPath(r.id)}`,
      hasLoader: typeof r.module.loader === 'function',
      hasAction: typeof r.module.action === 'function',
      hasPage: typeof r.module.default === 'function',
    }));
}

/**
 * Fills `{name}` (OpenAPI) and `:name` (pages) parameters. A sample is looked up as
 * `segment:name` (the segment before the parameter, e.g. `orders:number`), then as `name`;
 * a parameter without a sample throws, so a new route gets a sample before it is tested.
 */
export function fillPath(template: string, samples: Record<string, string>): string {
  const segments = template.split('/');
  return segments
    .map((segment, i) => {
      const param = /^\{(.+)\}$/.exec(segment)?.[1] ?? /^:(.+)$/.exec(segment)?.[1];
      if (!param) return segment;
      const key = `${segments[i - 1]}:${param}`;
      const value = samples[key] ?? samples[param];
      if (value === undefined)
        throw new Error(`No sample for the parameter ${key} of ${template}: add one to the test`);
      return encodeURIComponent(value);
    })
    .join('/');
}
