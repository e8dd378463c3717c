// A process that logs many lines with non-ASCII text at once (as many as its first argument), then
// ends: by itself, or by `process.exit()` when its second argument is `exit`. `log.test.ts` checks
// that every line arrives whole and in order.
import { processLogger } from '../log';

const [count = '0', how = 'end'] = process.argv.slice(2);
const logger = processLogger('worker', 'info');
for (let n = 0; n < Number(count); n++) logger.info(`línea ${n}: señal recibida ✓ — año`, { n });
if (how === 'exit') process.exit(0);
