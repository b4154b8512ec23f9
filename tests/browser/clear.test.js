// Clear!'s table on the shared timeline: every bot move readable, the round's end seen on the
// table, one action per tap, and text that never collides, on a phone, in landscape and on a
// desktop.
'use strict';
const test = require('node:test');
const assert = require('node:assert');
const h = require('./helpers');

// Plays by taps until the round summary, returning the hook there.
// `each(hook)` looks at the table on the way.
async function playToSummary(page, { each, timeout = 600000 } = {}) {
  for (const start = Date.now(); Date.now() - start < timeout;) {
    const x = await h.hook(page);
    if (x.screen === 'summary' || x.screen === 'scoreboard') return x;
    if (each && x.screen === 'table') await each(x);
    if (!(await h.humanStep(page))) await page.waitForTimeout(100);
  }
  throw new Error('the round did not end');
}

test("each roll and Line of a bot stays on the table at least 0.9 s at Normal pace, and the round's last move stays there before the summary", async () => {
  await h.withApp(h.PHONE, async ({ page, errors }) => {
    await h.startHumanVsQuickBot(page, { rounds: 1 });
    await h.watchSteps(page);
    await playToSummary(page);
    const seen = await h.stepsSeen(page);
    const bots = seen.filter((s) => s.screen === 'table' && s.step.startsWith('Bo ') && s.ms !== undefined);
    assert.ok(bots.length >= 2, `bot steps were seen: ${JSON.stringify(bots)}`);
    for (const s of bots) assert.ok(s.ms >= 900, `"${s.step}" stayed ${Math.round(s.ms)} ms`);
    const summaryAt = seen.findIndex((s) => s.screen === 'summary' || s.screen === 'scoreboard');
    const end = seen[summaryAt - 1];
    assert.ok(end && end.roundEnd && end.screen === 'table', `the last table step before the summary ends the round: ${JSON.stringify(seen.slice(-3))}`);
    assert.ok(end.ms >= 2400, `the round's end stayed ${Math.round(end.ms)} ms`);
    assert.deepStrictEqual(errors, []);
  });
});

test('a double tap on Roll rolls once, and a double tap on Remove removes one Line', async () => {
  await h.withApp(h.PHONE, async ({ page, errors }) => {
    await h.startGame(page, { seats: ['human', 'human'], rounds: 1 });
    const before = await h.waitFor(page, (x) => h.waitsForHuman(x) && x.state.game.next === 'roll', { label: 'Roll' });
    await h.doubleTap(page, 'table.roll');
    const rolled = await h.waitFor(page, (x) => x.state.game.history > before.state.game.history && h.shownAll(x),
      { label: 'the roll' });
    assert.strictEqual(rolled.state.game.history - before.state.game.history, rolled.state.game.dice.length, 'one roll');
    assert.strictEqual(rolled.state.game.selected, 0, 'the second tap selected nothing');
    const choosing = await h.waitFor(page, (x) => h.waitsForHuman(x), { label: 'a choice or the next roll' });
    if (choosing.state.game.next !== 'human') return;  // everyone scratched: nothing to remove
    const line = choosing.state.game.lines[0];
    const square = [...Array(24).keys()].find((q) => (line >>> q) & 1);
    await h.tap(page, `table.square.${'abcdef'[square % 6]}${Math.floor(square / 6) + 1}`);
    await h.waitFor(page, (x) => x.state.game.selected !== 0, { label: 'a selected Line' });
    await h.doubleTap(page, 'table.confirm');
    const after = await h.waitFor(page, (x) => x.state.game.history > choosing.state.game.history && h.shownAll(x),
      { label: 'the removal' });
    const removals = after.state.game.timeline.log.filter((l) => / removes /.test(l)).length -
      choosing.state.game.timeline.log.filter((l) => / removes /.test(l)).length;
    assert.strictEqual(removals, 1, 'one Line removed');
    assert.deepStrictEqual(errors, []);
  });
});

test('at every size no text of the table overlaps other text, leaves its panel or lies under the news', async () => {
  await h.withApp(h.PHONE, async ({ page, errors }) => {
    await h.startGame(page, { seats: ['human', 'quick', 'strong'], rounds: 1 });
    const phases = new Set();
    const check = async (phase) => {
      if (phases.has(phase)) return;
      phases.add(phase);
      assert.deepStrictEqual(await h.layoutProblemsAtEverySize(page, `clear-${phase}`), [], phase);
    };
    await playToSummary(page, {
      each: async (x) => {
        const t = x.state.game.timeline;
        if (t.roundEnd) await check('round-end');
        else if (t.step.startsWith('Bo ')) await check('bot-move');
        // Every phase but the round's end seen: the bots play on at once (Skip).
        if (['roll', 'choose', 'log', 'bot-move'].every((p) => phases.has(p))) await h.tapIfOffered(page, 'table.skip', { within: 0 });
        if (!h.waitsForHuman(x)) return;
        await check(x.state.game.next === 'roll' ? 'roll' : 'choose');
        if (phases.has('log') || x.state.game.timeline.log.length === 0) return;
        await h.tap(page, 'table.log');
        await h.waitFor(page, (y) => y.widgets['table.log.close'], { label: 'the log' });
        await check('log');
        await h.tap(page, 'table.log.close');
      },
    });
    assert.ok(phases.has('choose') || phases.has('roll'), 'a decision was seen');
    assert.deepStrictEqual(errors, []);
  });
});
