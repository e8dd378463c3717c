// A process that logs one info line, two request lines and one error, then stays up without
// logging more (a quiet server): `log.test.ts` reads its stdout and stderr while it lives.
import { processLogger } from '../log';

const logger = processLogger('api', 'info');
logger.info('started');
logger.request({
  requestId: '550e8400-e29b-41d4-a716-446655440000',
  method: 'GET',
  route: '/healthz',
  status: 200,
  ms: 0,
});
logger.request({ requestId: 'req-5512345678', method: 'GET', route: '/healthz', status: 200, ms: 1 });
logger.error('failed');
setTimeout(() => {}, 30_000);
