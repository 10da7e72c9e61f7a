/** What the services write to the log: pino's and Fastify's loggers both fit. */
export interface Log {
  info(obj: object, message: string): void
  warn(obj: object, message: string): void
  error(obj: object, message: string): void
}
