import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { missingLogLine } from './run';
import { captureServerLog, type StaticLogger } from './server-log';

/** A stand-in for @vendure/core's static Logger: the printing logger records what it was given. */
function fakeLogger() {
  const printed: string[] = [];
  const print = (level: string) => (message: string, _context?: string) => void printed.push(`${level}: ${message}`);
  const Logger: StaticLogger = {
    logger: { error: print('error'), warn: print('warn'), info: print('info'), verbose: print('verbose'), debug: print('debug') },
    useLogger(logger: StaticLogger['logger']) {
      this.logger = logger;
    },
  };
  return { Logger, printed };
}

describe('captureServerLog', () => {
  it('records every line and still hands it to the server’s own logger', () => {
    const { Logger, printed } = fakeLogger();
    const log = captureServerLog(Logger);
    Logger.logger.info('Order X was cancelled', 'OrderAudit');
    Logger.logger.error('boom');
    assert.deepEqual(log.lines, [
      { level: 'info', context: 'OrderAudit', message: 'Order X was cancelled' },
      { level: 'error', context: undefined, message: 'boom' },
    ]);
    assert.deepEqual(printed, ['info: Order X was cancelled', 'error: boom']);
  });

  it('waits for a line logged after the block was sent, and not for one logged before', async () => {
    const { Logger } = fakeLogger();
    const log = captureServerLog(Logger);
    Logger.logger.info('Order A was cancelled');
    const from = log.lines.length;
    setTimeout(() => Logger.logger.info('Order B was cancelled'), 20);
    assert.equal((await log.waitFor('was cancelled', from, 2000))?.message, 'Order B was cancelled');
    assert.equal(await log.waitFor('Order A', from, 100), undefined);
  });
});

describe('missingLogLine', () => {
  it('names the text that never came and the last lines that did', async () => {
    const { Logger } = fakeLogger();
    const log = captureServerLog(Logger);
    Logger.logger.info('Awarded 12 points', 'LoyaltyPlugin');
    assert.equal(await missingLogLine('Awarded', log, 0), undefined);
    const message = await missingLogLine('was cancelled', { ...log, waitFor: (text, from) => log.waitFor(text, from, 50) }, 0);
    assert.match(message ?? '', /did not log "was cancelled".*\[LoyaltyPlugin\] Awarded 12 points/);
    assert.match((await missingLogLine('x', undefined, 0)) ?? '', /not recorded/);
  });
});
