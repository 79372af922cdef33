import type { HttpError } from '../../../../dataProvider/HttpError.ts';

/** The server answered for good (a decline, a refusal): the attempt is over, and a retry is a new one. */
export const isFinal = (error: unknown) => {
  const { status = 0 } = error as Partial<HttpError>;
  return status >= 400 && status < 500;
};

/**
 * Spec 7, Payments and billing: one attempt at a write that moves money, under one
 * Idempotency-Key, sent again once with that key when the first try got no answer (network,
 * 5xx), so the server writes it at most once whatever was lost on the way.
 */
export async function sendAttempt<T>(send: (key: string) => Promise<T>): Promise<T> {
  const key = crypto.randomUUID();
  try {
    return await send(key);
  } catch (error) {
    // No answer: the request may not have reached the server, so it goes again, with its key.
    if (isFinal(error)) throw error;
    return send(key);
  }
}
