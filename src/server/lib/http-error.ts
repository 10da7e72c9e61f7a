// The one way a service says "this request can't be done": a status and a shopper-readable message.

export interface FieldError {
  path: string
  message: string
}

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: FieldError[],
    readonly headers?: Record<string, string>,
  ) {
    super(message)
    this.name = 'HttpError'
  }
}

export const badRequest = (message: string, errors?: FieldError[]) =>
  new HttpError(400, message, errors)
export const unauthorized = (message = 'Please sign in to continue') => new HttpError(401, message)
export const forbidden = (message = 'You are not allowed to do that') => new HttpError(403, message)
export const notFound = (message = 'Not found') => new HttpError(404, message)
export const conflict = (message: string) => new HttpError(409, message)
