// Bad saved data and missing storage never stop the game.
'use strict';
const test = require('node:test');
const assert = require('node:assert');
const h = require('./helpers');

const KEY = 'allclear.clear.game';
const BACKUP = 'allclear.clear.game.backup';

// A new game against a bot (the players as they were set), played to the person's first move.
async function playsAGame(page) {
  await h.startTable(page, 'clear', 2);
  const deadline = Date.now() + 120000;
  while (!(await h.clearStep(page))) {
    if (Date.now() > deadline) throw new Error('no human step happened');
    // The bot's steps are not what this test is about: Skip shows them at once.
    if (!(await h.tapIfOffered(page, 'table.skip', { within: 0 }))) await page.waitForTimeout(100);
  }
}

test('corrupt or foreign saved data is backed up, reported, and the app still plays', async () => {
  await h.withApp(h.PHONE, async ({ page, errors }) => {
    await h.waitScreen(page, 'home');
    // A valid record to mangle into "another version".
    await playsAGame(page);
    const valid = await page.evaluate((k) => localStorage.getItem(k), KEY);
    assert.ok(valid);
    const cases = {
      garbage: 'this is {not a record',
      'another version': valid.replace('"version":1', '"version":99'),
      'another game': valid.replace('"game":"clear"', '"game":"bingo-battle"'),
      'a tampered history': valid.replace(/"history":\[\d+/, '"history":[999'),
      'a cut record': valid.slice(0, Math.floor(valid.length / 2)),
      'a record cut at its end': valid.slice(0, valid.length - 2),
      'wrong scores': valid.replace(/"round_scores":\[/, '"round_scores":[[99,99],'),
      'an unknown bot level': valid.replace('"quick"', '"godlike"'),
      'no seats': valid.replace(/"players":\[[^\]]*\]/, '"players":[]'),
      'JSON of another kind': '[1,2,3]',
    };
    for (const [name, text] of Object.entries(cases)) {
      assert.notStrictEqual(text, valid, `${name} differs from the valid record`);
      await page.evaluate(([k, t]) => { localStorage.setItem(k, t); localStorage.removeItem(k + '.backup'); }, [KEY, text]);
      await page.reload();
      const hook = await h.waitScreen(page, 'home');
      assert.match(hook.state.notice, /could not be resumed/, `${name}: the message is shown`);
      assert.match(hook.message, /could not be resumed/);
      assert.strictEqual(await page.evaluate((k) => localStorage.getItem(k), BACKUP), text, `${name}: backup holds the old text`);
      assert.ok(!hook.widgets['home.clear.resume'], `${name}: nothing to resume`);
      await h.shot(page, 'phone-corrupt-save');
      await h.tap(page, 'home.clear.dismiss');
      await playsAGame(page);
      await h.tap(page, 'table.home');
      await h.waitScreen(page, 'home');
    }
    assert.deepStrictEqual(errors, []);
  });
});

test('without working storage the game plays and says scores will not be kept', async () => {
  await h.withApp(h.PHONE, {
    prepare: async (context) => {
      await context.addInitScript(() => {
        Storage.prototype.setItem = function () { throw new DOMException('quota', 'QuotaExceededError'); };
      });
    },
  }, async ({ page, errors }) => {
    const hook = await h.waitScreen(page, 'home');
    assert.strictEqual(hook.storageOk, false);
    assert.match(hook.state.notice, /will not be kept/);
    await playsAGame(page);
    const table = await h.hook(page);
    assert.strictEqual(table.storageOk, false);
    await h.shot(page, 'phone-no-storage');
    assert.deepStrictEqual(errors, []);
  });
});
