import type { ActionFunctionArgs, AppLoadContext, LoaderFunctionArgs } from 'react-router';

/** Loader/action arguments whose `context` is the shop's typed load context (server/context.ts). */
export type LoaderArgs = LoaderFunctionArgs<AppLoadContext>;
export type ActionArgs = ActionFunctionArgs<AppLoadContext>;
