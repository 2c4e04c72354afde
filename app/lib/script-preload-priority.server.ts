import { StringDecoder } from 'node:string_decoder';
import { Transform } from 'node:stream';

const HEAD_END = '</head>';
const MODULE_PRELOAD = '<link rel="modulepreload"';

/**
 * Marks the page's module preloads low priority. They are for hydration, which can wait: on a
 * phone's connection the stylesheet and the first images should get the bandwidth first, so the
 * server-rendered page paints before the scripts arrive. Only the head is rewritten (it is
 * buffered until `</head>`, which the shell sends in one piece); the body streams through untouched.
 */
export function lowerScriptPreloadPriority(): Transform {
  const decoder = new StringDecoder('utf8');
  let head = '';
  let headDone = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (headDone) return done(null, chunk);
      head += decoder.write(chunk);
      const end = head.indexOf(HEAD_END);
      if (end === -1) return done();
      headDone = true;
      const rewritten = head.slice(0, end).replaceAll(MODULE_PRELOAD, `${MODULE_PRELOAD} fetchPriority="low"`) + head.slice(end);
      head = '';
      done(null, rewritten);
    },
    flush(done) {
      done(null, head + decoder.end());
    },
  });
}
