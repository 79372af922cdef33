import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import { isApiPath } from './apiPath.ts';

/**
 * Query keys whose values stay out of the logs: personal data a search
 * carries (names, e-mail, phone, postal code, free text, customer numbers) and credentials.
 */
const PERSONAL =
  /name|mail|phone|mobile|^q$|search|postal|zip|address|street|city|birth|licen[cs]e|customer|member|holder|card|iban/i;
const SECRET = /token|auth|code|pass|secret|session|key|signature|otp|credential/i;
export const REDACTED = '[redacted]';

const decoded = (text: string) => {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
};

/** The URL with the values of personal and secret query parameters replaced by [redacted]. */
export function redactUrl(url: string): string {
  const start = url.indexOf('?');
  if (start < 0) return url;
  const query = url
    .slice(start + 1)
    .split('&')
    .map((pair) => {
      const [key = '', ...value] = pair.split('=');
      const name = decoded(key);
      return value.length && (PERSONAL.test(name) || SECRET.test(name)) ? `${key}=${REDACTED}` : pair;
    });
  return `${url.slice(0, start)}?${query.join('&')}`;
}

/** pino's level numbers; `silent` is above them all. */
const LEVELS: Record<string, number> = {
  trace: 10,
  debug: 20,
  info: 30,
  warn: 40,
  error: 50,
  fatal: 60,
  silent: Infinity,
};

/**
 * One structured line per request instead of Fastify's two: API calls at info (with the
 * caller, for support questions), the web app's files and probes at debug, so a running
 * `npm start` stays readable. Errors are still logged by Fastify as they happen.
 */
export class RequestLog extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    const level = error
      ? 'error'
      : isApiPath(request.url) && !request.url.startsWith('/api/docs')
        ? 'info'
        : 'debug';
    // Under load most lines are below the level: building and redacting them would be wasted.
    if (LEVELS[level] < (LEVELS[reply.log.level] ?? 0)) return;
    const line = {
      method: request.method,
      url: redactUrl(request.url),
      statusCode: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
      ...(request.user ? { user: request.user.username } : {}),
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log[level](line, 'request');
  }
}
