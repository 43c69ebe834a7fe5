import pinoPretty from 'pino-pretty';

/**
 * Log lines for a person at a terminal: time, level, message and fields on one coloured line
 * per entry. Written in this thread and synchronously, so no line is lost at exit.
 * @example Fastify({ logger: { stream: prettyLogStream() } })
 */
export function prettyLogStream(destination: number | NodeJS.WritableStream = 1) {
  return pinoPretty({
    destination,
    sync: true,
    translateTime: 'SYS:HH:MM:ss',
    singleLine: true,
    ignore: 'pid,hostname',
  });
}
