import * as z from 'zod';

/** `POST /web/private/client/geo`: the browser's position, when the client allowed it. */
export const GeoRequestSchema = z
  .object({
    latitude: z.number().min(-90).max(90),
    longitude: z.number().min(-180).max(180),
    accuracy: z.number().nonnegative().optional(),
  })
  .meta({ id: 'GeoRequest' });
export type GeoRequest = z.infer<typeof GeoRequestSchema>;

/** At most this many metrics in one `logger/metrics` call. */
export const METRICS_MAX_BATCH = 100;

/** One front-end metric (e.g. a Web Vital). Tags must never carry personal data. */
export const MetricSchema = z
  .object({
    name: z.string().regex(/^[A-Za-z0-9_.:-]{1,64}$/),
    value: z.number(),
    tags: z.record(z.string().max(64), z.string().max(128)).optional(),
  })
  .meta({ id: 'Metric' });
export type Metric = z.infer<typeof MetricSchema>;

/** `POST /web/private/client/logger/metrics`. */
export const LoggerMetricsRequestSchema = z
  .object({ metrics: z.array(MetricSchema).min(1).max(METRICS_MAX_BATCH) })
  .meta({ id: 'LoggerMetricsRequest' });
export type LoggerMetricsRequest = z.infer<typeof LoggerMetricsRequestSchema>;
