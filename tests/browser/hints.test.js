// Hints (kit/hint_mark.h): in a game against bots the news line offers Hint while the person is
// to choose. Tapped, it says the strong bot's reason in the news line and rings the widget whose
// press makes the move (the table picks the move's pieces first, as taps would); that press
// makes exactly the hinted move. Each game's hint is photographed (build/screenshots/hint-*).
// The daily challenge, a tutorial and a game of people only never offer one; a hint taken is
// told on the game's summary and counted on its Statistics screen.
'use strict';
const test = require('node:test');
const assert = require('node:assert');
const h = require('./helpers');

// A fixed seed (the new-game screen draws it with Math.random): the same game every run.
const SEEDED = (context) => context.addInitScript(() => { Math.random = () => 0.25; });

const personRolls = (x) => x.state.game.next === 'roll' && x.state.game.timeline.caughtUp && h.tappable(x, 'table.roll');

// Rolls for the person and skips the bots' steps until the person is to choose and Hint is
// offered (or, with `until`, until that holds). Resolves to the hook then.
async function playToChoice(page, { until = (x) => x.state.hint.offered, timeout = 240000 } = {}) {
  const start = Date.now();
  for (;;) {
    if (Date.now() - start > timeout) throw new Error('the person had no choice in time');
    const x = await h.waitFor(page, (y) => y.screen !== 'table' || until(y) || personRolls(y) || h.tappable(y, 'table.skip'),
      { timeout: 60000, label: 'the person to act' });
    if (x.screen !== 'table') throw new Error(`the table was left for ${x.screen} before the person had a choice`);
    if (until(x)) return x;
    if (personRolls(x)) await h.tap(page, 'table.roll');
    else await h.tapIfOffered(page, 'table.skip', { within: 0 });
  }
}

// Taps Hint and checks what it shows: the words in the news line, the ringed widget drawn and
// tappable. Resolves to the hook then.
async function takeHint(page) {
  const before = await h.waitFor(page, (x) => h.tappable(x, 'table.hint'), { label: 'Hint offered' });
  assert.strictEqual(before.state.hint.words, '', 'no hint shows before Hint is tapped');
  assert.strictEqual(before.state.hint.taken, 0);
  await h.tap(page, 'table.hint');
  const x = await h.waitFor(page, (y) => y.state.hint.words !== '', { label: 'the hint shown' });
  const { words, widget, taken, at } = x.state.hint;
  assert.match(words, /^Hint: \S/);
  assert.ok((x.texts || []).some((t) => t.text === words), `the news line says "${words}"`);
  assert.strictEqual(taken, 1, 'the hint is counted');
  assert.strictEqual(at, before.state.game.history, 'the hint is for the decision on the table');
  assert.notStrictEqual(widget, '', 'a widget is ringed');
  const ready = await h.waitFor(page, (y) => h.tappable(y, widget), { label: `the ringed ${widget}` });
  const w = ready.widgets[widget];
  assert.ok(w.enabled !== false && !w.clipped, `${widget} takes the press`);
  assert.ok(w.x >= 0 && w.y >= 0 && w.x + w.w <= ready.size.width + 1 && w.y + w.h <= ready.size.height + 1,
    `${widget} is on the screen`);
  assert.strictEqual(ready.state.hint.words, words, 'the hint stands until something is pressed');
  return ready;
}

// Presses the ringed widget and checks that the move made at the hinted decision is the hint's.
async function makeHintedMove(page, x) {
  const { widget, action, at } = x.state.hint;
  await h.tap(page, widget);
  const y = await h.waitFor(page, (z) => z.screen !== 'table' || z.state.hint.made !== -1, { label: 'the hinted move made' });
  assert.strictEqual(y.state.hint.made, action, `the press on ${widget} made the hinted move`);
  assert.ok(y.screen !== 'table' || y.state.game.history > at, 'the history grew');
  assert.strictEqual(y.state.hint.taken, 1);
  return y;
}

// The person first, bots in the other seats (as many as the game allows near two).
const againstBots = (game) => ['human', ...Array(h.playersWithin(game, 2) - 1).fill('quick')];

for (const game of h.appGames()) {
  test(`${game.title}: a hint says why in the news line and rings the widget that makes the strong bot's move`, { timeout: 400000 }, async () => {
    await h.withApp(h.PHONE, { pace: 'instant', prepare: SEEDED }, async ({ page, errors }) => {
      await h.startGame(page, game, againstBots(game), { oneRound: true });
      await playToChoice(page);
      const x = await takeHint(page);
      const g = x.state.game;
      // Where the table has a selection of its own, it shows the move already.
      if (typeof g.selected === 'number') assert.strictEqual(g.selected, x.state.hint.action, 'the table selected the hinted move');
      assert.deepStrictEqual(h.layoutProblems(x), [], 'nothing overlaps');
      await h.settle(page);
      await h.shot(page, `hint-${game.name}`);
      console.log(`# ${game.name}: "${x.state.hint.words}", ${x.state.hint.widget} ringed`);
      await makeHintedMove(page, x);
      assert.deepStrictEqual(errors, []);
    });
  });
}

// Plays Clear! to the person's first choice, everything shown, and finds no Hint offered there.
async function expectNoHintAtChoice(page) {
  const x = await playToChoice(page, { until: (y) => y.state.game.next === 'human' && y.state.game.timeline.caughtUp });
  await h.settle(page);
  const y = await h.hook(page);
  assert.strictEqual(y.state.hint.offered, false);
  assert.ok(!y.widgets['table.hint'], 'no Hint button');
  assert.strictEqual(x.state.hint.taken, 0);
}

test('the daily challenge never offers a hint', { timeout: 300000 }, async () => {
  await h.withApp(h.PHONE, { pace: 'instant' }, async ({ page, errors }) => {
    await h.waitScreen(page, 'home');
    await h.scrollIntoView(page, 'home.clear.daily');
    await h.tap(page, 'home.clear.daily');
    await h.waitFor(page, (y) => y.screen === 'table' && y.state.game && y.state.game.name === 'clear', { label: 'the challenge' });
    await expectNoHintAtChoice(page);
    assert.deepStrictEqual(errors, []);
  });
});

test('a tutorial never offers a hint', { timeout: 300000 }, async () => {
  await h.withApp(h.PHONE, { pace: 'instant' }, async ({ page, errors }) => {
    await h.waitScreen(page, 'home');
    await h.tap(page, 'home.clear.learn');
    // Its first marks, each tapped as the coach asks: a roll, then the person's choices.
    let choices = 0;
    for (let marks = 0; marks < 12 && choices < 2; marks++) {
      const x = await h.waitFor(page, (y) => y.screen === 'table' && y.state.coach && y.state.coach.showing &&
        h.tappable(y, y.state.coach.widget), { timeout: 60000, label: 'the next coach mark' });
      if (x.state.game.next === 'human') choices++;
      assert.strictEqual(x.state.hint.offered, false, `no hint at mark ${marks}`);
      assert.ok(!x.widgets['table.hint'], `no Hint button at mark ${marks}`);
      await h.tap(page, x.state.coach.widget);
    }
    assert.ok(choices > 0, 'the person had a choice to make');
    assert.deepStrictEqual(errors, []);
  });
});

test('a game of people only never offers a hint', { timeout: 300000 }, async () => {
  await h.withApp(h.PHONE, { pace: 'instant' }, async ({ page, errors }) => {
    await h.startClear(page, { seats: ['human', 'human'], rounds: 1 });
    await expectNoHintAtChoice(page);
    assert.deepStrictEqual(errors, []);
  });
});

test('a hint taken is told on the game\'s summary and counted on its Statistics screen', { timeout: 600000 }, async () => {
  await h.withApp(h.PHONE, { pace: 'instant', prepare: SEEDED }, async ({ page, errors }) => {
    await h.startClearAgainstBot(page, { rounds: 1 });
    await playToChoice(page);
    await makeHintedMove(page, await takeHint(page));
    const summary = await h.playClearRound(page, { skipBots: true });
    assert.strictEqual(summary.state.game.phase, 'over');
    assert.ok((summary.texts || []).some((t) => t.text === 'Played with hints: 1 hint taken in this game.'),
      'the summary tells the hint');
    await h.tap(page, 'summary.final');
    await h.waitScreen(page, 'scoreboard');
    await h.tap(page, 'scoreboard.home');
    await h.waitScreen(page, 'home');
    await h.tap(page, 'home.clear.stats');
    const stats = await h.waitScreen(page, 'stats');
    assert.ok((stats.texts || []).some((t) => /^Hints were taken in 1 of these games\.$/.test(t.text)),
      'the statistics count the game played with a hint');
    await h.shot(page, 'hint-stats');
    assert.deepStrictEqual(errors, []);
  });
});
