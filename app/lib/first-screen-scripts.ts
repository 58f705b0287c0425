/**
 * The first screen before the code (docs/decisions/010-first-paint.md).
 *
 * React Router's `<Scripts>` asks for every module of the page as a high-priority
 * `<link rel="modulepreload">` in the `<head>` and imports them statically from its inline
 * bootstrap, so on a slow line ~140 KB of JavaScript shares the bandwidth with the document and
 * the page's main image before anything is painted. Nothing on the first screen needs it: the
 * server's HTML is complete and styled, and taps before hydration are held (early-input.ts).
 *
 * `firstScreenFirst` rewrites the rendered document so that the bootstrap waits until the first
 * screen is painted (two frames, after the high-priority images have loaded), then preloads the
 * same modules in parallel and imports them in the same order. If React Router's output ever
 * stops matching what is expected here, the document is left exactly as it was.
 */
import { Transform } from 'node:stream';

const PRELOADS_PER_TASK = 4;
const MODULE_MARK = Buffer.from(' type="module"');
const SCRIPT_END = Buffer.from('</script>');

/** A `<link rel="modulepreload">` as React renders it; group 1 is the href. */
const PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*\/>/g;
/** React Router's bootstrap: the one inline module script. Group 1: its attributes; 2: its code. */
const BOOTSTRAP = /<script\b([^>]*\btype="module"[^>]*)>([\s\S]*?)<\/script>/;
/** A static import statement: `import "x";` or `import * as name from "x";`. */
const STATIC_IMPORT = /(^|[;\n])[ \t]*import\s*(?:\*\s*as\s+([A-Za-z_$][\w$]*)\s+from\s*)?("[^"\n]+")[ \t]*;?/g;
/** Our own module URLs only (built assets): anything else is left to the original code. */
const ASSET = /^"\/[^/"][^"]*\.js"$/;

/**
 * Waits for the first screen, then asks for every module, a few per task: starting a request
 * costs the main thread a little, twenty in one task made a long one on a busy phone. A hidden
 * tab (no frames) and a frame that never comes (cap: 1 s) do not hold the page's code back; a
 * broken image neither.
 */
function loaderCode(preloads: readonly string[]): string {
  return `await new Promise(function(go){var d=document,done=false;
function run(){if(done)return;done=true;go();}
function painted(){requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(run,0);});});}
if(d.visibilityState==='hidden'){run();return;}
setTimeout(run,1000);
var imgs=[].filter.call(d.querySelectorAll('img[fetchpriority=high]'),function(i){return !i.complete;}),left=imgs.length;
if(!left){painted();return;}
imgs.forEach(function(i){var once=function(){if(--left===0)painted();};i.addEventListener('load',once,{once:true});i.addEventListener('error',once,{once:true});});});
await (function(d,list){var n=d.querySelector('script[nonce]');return new Promise(function(done){(function batch(i){
list.slice(i,i+${PRELOADS_PER_TASK}).forEach(function(h){var l=d.createElement('link');l.rel='modulepreload';l.href=h;if(n&&n.nonce)l.nonce=n.nonce;d.head.appendChild(l);});
if(i+${PRELOADS_PER_TASK}<list.length)setTimeout(batch,0,i+${PRELOADS_PER_TASK});else done();})(0);});})(document,${JSON.stringify(preloads)});
`;
}

/** The bootstrap's static imports turned into awaited dynamic ones (same order), or null if it is not the expected shape. */
export function deferBootstrap(code: string, preloads: readonly string[]): string | null {
  const imports: { name: string | undefined; spec: string }[] = [];
  const rest = code.replace(STATIC_IMPORT, (_all, lead: string, name: string | undefined, spec: string) => {
    imports.push({ name, spec });
    return lead;
  });
  if (!imports.length || imports.some((i) => !ASSET.test(i.spec))) return null;
  // The entry module is imported dynamically last; a bootstrap without it is not React Router's.
  if (!/\bimport\("\/[^"]+\.js"\);?\s*$/.test(rest)) return null;
  const awaited = imports.map((i) =>
    i.name ? `const ${i.name} = await import(${i.spec});` : `await import(${i.spec});`,
  );
  return `${loaderCode(preloads)}${awaited.join('\n')}\n${rest}`;
}

/**
 * The document's shell with the module preloads taken out of the `<head>` and the bootstrap
 * deferred until the first screen is painted; unchanged if either is not found as expected.
 */
export function firstScreenFirst(html: string): string {
  const bootstrap = BOOTSTRAP.exec(html);
  if (!bootstrap) return html;
  const preloads = [...html.matchAll(PRELOAD)].map((m) => m[1]);
  if (!preloads.length) return html;
  const code = deferBootstrap(bootstrap[2], preloads);
  if (code === null) return html;
  const start = bootstrap.index;
  const end = start + bootstrap[0].length;
  const before = html.slice(0, start).replace(PRELOAD, '');
  return `${before}<script${bootstrap[1]}>${code}</script>${html.slice(end)}`;
}

/**
 * A pass-through for the rendered document that holds the bytes until the bootstrap has been
 * written (React writes the whole shell at once, so nothing waits), rewrites that part with
 * `firstScreenFirst` and streams the rest unchanged.
 */
export function firstScreenStream(): Transform {
  let held = Buffer.alloc(0);
  let moduleAt = -1;
  let done = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (done) return callback(null, chunk);
      const from = Math.max(0, held.length - MODULE_MARK.length);
      held = Buffer.concat([held, chunk]);
      if (moduleAt < 0) moduleAt = held.indexOf(MODULE_MARK, from);
      const end = moduleAt < 0 ? -1 : held.indexOf(SCRIPT_END, Math.max(moduleAt, from - SCRIPT_END.length));
      if (end < 0) return callback();
      done = true;
      // Cut at ASCII markup: the first part is whole UTF-8 text, the rest goes on as bytes.
      const cut = end + SCRIPT_END.length;
      const head = Buffer.from(firstScreenFirst(held.subarray(0, cut).toString('utf8')), 'utf8');
      const rest = held.subarray(cut);
      held = Buffer.alloc(0);
      callback(null, Buffer.concat([head, rest]));
    },
    flush(callback) {
      callback(null, done || !held.length ? undefined : held);
    },
  });
}
