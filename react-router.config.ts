import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  ssr: true,
  // The whole route manifest (≈ 2.6 KB compressed, one cached module) instead of discovering routes
  // from the links on screen: discovery fetched /__manifest after hydration and patching the
  // routes re-rendered the whole page, a long task on a phone (docs/decisions/010).
  routeDiscovery: { mode: 'initial' },
  future: {
    v8_splitRouteModules: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
