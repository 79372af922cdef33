import { z } from 'zod';

/** docs/architecture.md, Vehicle link, Health: the back office's broker session and what its ingest took. */
export const vehicleLinkHealth = z.object({
  state: z.enum(['off', 'connecting', 'connected', 'down']),
  since: z.string().optional().describe('When the session entered this state'),
  telemetry: z
    .object({
      received: z.number().int(),
      written: z.number().int(),
      batches: z.number().int(),
      dropped: z.record(z.string(), z.number().int()).describe('Messages dropped, by reason'),
    })
    .optional(),
});
