/** One way of writing a line: a message alone, or data and the message saying what it is. */
interface LogFn {
  (message: string): void
  (data: object, message: string): void
}

/** What the shop writes to the log: pino's and Fastify's loggers fit, and so does `consoleLog`. */
export interface Log {
  info: LogFn
  warn: LogFn
  error: LogFn
}

const lineTo =
  (write: (line: string) => void) =>
  (first: string | object, message?: string): void =>
    write(typeof first === 'string' ? first : `${message ?? ''} ${JSON.stringify(first)}`)

/** Plain lines, for what runs before the server and its logger are up (start-up, the CLIs). */
export const consoleLog: Log = {
  info: lineTo((line) => console.log(line)),
  warn: lineTo((line) => console.warn(line)),
  error: lineTo((line) => console.error(line)),
}
