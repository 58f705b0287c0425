/** LOG_LEVEL: `silent` nothing, `error` only failures, `info` also the start and stop lines. */
export type LogLevel = 'silent' | 'error' | 'info';

export type Logger = { info: (line: string) => void; error: (line: string) => void };

export function createLogger(
  level: LogLevel,
  out: { info: (line: string) => void; error: (line: string) => void } = {
    info: (l) => console.log(l),
    error: (l) => console.error(l),
  },
): Logger {
  const none = () => {};
  return {
    info: level === 'info' ? out.info : none,
    error: level === 'silent' ? none : out.error,
  };
}
