/**
 * Every error the API answers has this JSON body. `messageKey` is an i18n key the web app
 * translates; `message` is the English text for tools and logs; `fields` maps a field to
 * its message key when the input was invalid.
 */
export interface ApiErrorBody {
  statusCode: number;
  error: string;
  message: string;
  messageKey: string;
  fields?: Record<string, string>;
}
