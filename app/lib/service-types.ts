import type { AppLoadContext } from 'react-router';

/** The services every loader and action reaches through its context (declared in server/context.ts). */
export type Services = AppLoadContext['services'];

/**
 * What a service method hands a loader, awaited. Pages name the server's shapes this way, through
 * the load context's declared services: never by importing server code, never by copying a shape.
 */
export type ServiceResult<S extends keyof Services, M extends keyof Services[S]> = Services[S][M] extends (
  ...args: never[]
) => infer R
  ? Awaited<R>
  : never;
