import { createRoute, z } from '@hono/zod-openapi';

const HealthSchema = z.object({ status: z.literal('ok') }).openapi('Health');
const ReadySchema = z.object({ status: z.enum(['ok', 'unavailable']) }).openapi('Ready');

export const healthz = createRoute({
  method: 'get',
  path: '/healthz',
  tags: ['Operations'],
  summary: 'Liveness: the process answers',
  responses: { 200: { description: 'Alive', content: { 'application/json': { schema: HealthSchema } } } },
});

export const readyz = createRoute({
  method: 'get',
  path: '/readyz',
  tags: ['Operations'],
  summary: 'Readiness: the database answers',
  responses: {
    200: { description: 'Ready', content: { 'application/json': { schema: ReadySchema } } },
    503: {
      description: 'The database does not answer',
      content: { 'application/json': { schema: ReadySchema } },
    },
  },
});
