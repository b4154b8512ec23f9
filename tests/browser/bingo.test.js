// Bingo Battle on a phone (390x844, touch), played by taps: a two-player game against a
// bot and a solitaire game are started and played, the solitaire reloaded and resumed where it
// stood.
'use strict';
const test = require('node:test');
const assert = require('node:assert');
const h = require('./helpers');

const GAME = 'allclear.bingo.game';
const SOLITAIRE = 'allclear.bingo.solitaire.v1';

// Where the game stands (the round's log of what was shown and when the table was drawn are
// not part of it: a reload starts them afresh).
function position(hook) {
  const game = { ...hook.state.game, timeline: { ...hook.state.game.timeline, log: undefined, since: undefined } };
  return JSON.stringify({ screen: hook.screen, game });
}

// Plays human steps (and waits for bots) until `done(hook)` holds.
async function playUntil(page, done, { showAll = true, onChoice, timeout = 180000 } = {}) {
  const start = Date.now();
  for (;;) {
    const x = await h.hook(page);
    if (done(x)) return x;
    if (Date.now() - start > timeout) throw new Error(`play did not get there; last: ${JSON.stringify(x.state.game)}`);
    if (!(await h.bingoStep(page, { showAll, onChoice }))) await page.waitForTimeout(100);
  }
}

function assertTouchSized(hook, label) {
  for (const [id, r] of Object.entries(hook.widgets)) {
    if (id === 'table.players' || id === 'table.dice') continue;  // drawn areas, not buttons
    if (r.clipped) continue;  // partly scrolled under a bar: only its showing part is published
    assert.ok(r.w >= 44 && r.h >= 44, `${label}: ${id} is ${r.w}x${r.h}`);
    assert.ok(r.x >= 0 && r.y >= 0 && r.x + r.w <= 390.5 && r.y + r.h <= 844.5, `${label}: ${id} is on screen`);
  }
}

test('two players: a human against a quick bot by taps, shown step by step', async () => {
  await h.withApp(h.PHONE, async ({ server, browser, context, page, errors }) => {
    const table = await h.startBingo(page, { seats: ['human', 'quick'], shots: true });
    const g0 = table.state.game;
    assert.strictEqual(g0.solitaire, false);
    assert.deepStrictEqual(g0.humans, [1, 0]);
    assert.strictEqual(g0.roller, 0, 'seat 1 rolls first');
    assert.strictEqual(g0.kitty, 24);
    assert.deepStrictEqual(g0.freePawns, [2, 2]);
    assert.ok(table.widgets['table.roll'], 'the human rolls with a button');
    assert.ok(table.widgets['table.square.suns.ace'] && table.widgets['table.square.arms.5'], 'every square is a widget');
    assertTouchSized(table, 'table');
    await h.shot(page, 'phone-bingo-table');

    // The roll is shown in steps: its dice first, what they did after (coins placed in a row are
    // one step; a claim or a lock is a step of its own).
    await h.tap(page, 'table.roll');
    const mid = await h.waitFor(page, (x) => x.state.game.playing, { label: 'the roll being shown' });
    assert.ok(mid.state.game.shown < mid.state.game.events.length, 'the dice show before what they did');
    assert.ok(mid.widgets['table.skip'] && !mid.widgets['table.roll'], 'no Roll while the roll is shown');
    await h.shot(page, 'phone-bingo-roll-steps');
    const shown = await h.waitFor(page, (x) => !x.state.game.playing, { label: 'the whole roll shown' });
    assert.strictEqual(shown.state.game.shown, shown.state.game.events.length);

    // The bot rolls on its own; then the human again.
    await h.waitFor(page, (x) => x.state.game.rolls >= 2 && h.bingoWaitsForHuman(x), { label: 'the bot rolled', timeout: 30000 });
    await h.shot(page, 'phone-bingo-after-bot');
    await h.tap(page, 'table.rules');
    const rules = await h.waitScreen(page, 'rules');
    assert.strictEqual(rules.state.game.name, 'bingo');
    await h.shot(page, 'phone-bingo-rules');
    await h.tap(page, 'rules.back');
    await h.waitScreen(page, 'table');
    const later = await playUntil(page, (x) => x.state.game.rolls >= 6 && h.bingoWaitsForHuman(x));
    assert.ok(later.state.game.history >= later.state.game.rolls * 4, 'the history holds every die');
    // Locked or not, every coin on the board is drawn the same size: heights compare at a glance.
    const sizes = new Set((later.marks || []).filter((m) => m.kind === 'coin').map((m) => Math.round(m.size)));
    assert.ok(sizes.size <= 1, `one coin size on the board: ${[...sizes]}`);
    const saved = await page.evaluate((k) => localStorage.getItem(k), GAME);
    assert.ok(saved && saved.includes('"game":"bingo"'), 'the game is saved under its own key');
    assert.strictEqual(await page.evaluate(() => localStorage.getItem('allclear.clear.game')), null);

    // The same table in landscape and on a desktop.
    await h.waitFor(page, h.bingoWaitsForHuman, { label: 'a quiet table', timeout: 30000 });
    await page.setViewportSize({ width: 844, height: 390 });
    await h.waitFor(page, (x) => x.widgets['table.home'] && x.widgets['table.home'].x > 200, { label: 'landscape layout' });
    await page.waitForTimeout(300);
    await h.shot(page, 'landscape-bingo-table');
    const state = await context.storageState();
    const desktop = await browser.newContext({ ...h.DESKTOP, storageState: state });
    const dpage = await desktop.newPage();
    await dpage.goto(server.url);
    await h.waitFor(dpage, (x) => x.screen === 'table' && x.state.game.name === 'bingo', { label: 'desktop table' });
    await dpage.waitForTimeout(300);
    await h.shot(dpage, 'desktop-bingo-table');
    await desktop.close();
    assert.deepStrictEqual(errors, []);
  });
});

test('solitaire by taps to the end: picks are select-then-confirm, reload resumes, the best score is kept', async () => {
  await h.withApp(h.PHONE, {
    // A fixed seed (the new-game screen draws it with Math.random): the same game every run.
    prepare: (context) => context.addInitScript(() => { Math.random = () => 0.25; }),
  }, async ({ page, errors }) => {
    const table = await h.startBingo(page, { seats: ['human'], shots: true });
    const g0 = table.state.game;
    assert.strictEqual(g0.solitaire, true);
    assert.deepStrictEqual(g0.freePawns, [4]);
    await h.shot(page, 'phone-bingo-solitaire');

    // A few rolls, then a reload at a position waiting for the player.
    const before = await playUntil(page, (x) => x.state.game.rolls >= 4 && h.bingoWaitsForHuman(x));
    await page.reload();
    const after = await h.waitFor(page, (x) => x.screen === 'table' && x.state.game && x.state.game.name === 'bingo',
                                  { label: 'the resumed solitaire' });
    assert.strictEqual(position(after), position(before), 'the reload resumed the same position');

    // To the end. A pick (squares for the kitty's last coins, stacks for the pawns) glows,
    // is selected by taps and waits for Confirm.
    let picks = 0;
    const onChoice = async (x) => {
      const g = x.state.game;
      assert.strictEqual(g.selected & ~g.candidates, 0, 'only candidates are picked');
      assert.ok(x.widgets['table.confirm'], 'Confirm is offered');
      if (picks++ === 0) await h.shot(page, 'phone-bingo-pick');
    };
    const over = await playUntil(page, (x) => x.screen === 'summary', { onChoice, timeout: 300000 });
    const claims = over.state.game.claims[0];
    assert.strictEqual(over.state.game.phase, 'over');
    assert.ok(over.widgets['summary.home'] && over.widgets['summary.play-again']);
    await h.shot(page, 'phone-bingo-solitaire-over');
    const scores = JSON.parse(await page.evaluate((k) => localStorage.getItem(k), SOLITAIRE));
    assert.strictEqual(scores.version, 1);
    assert.strictEqual(scores.best, claims);
    assert.deepStrictEqual(scores.games.map((g) => g.claims), [claims]);
    const results = await page.evaluate(() => localStorage.getItem('allclear.bingo.results.v1'));
    assert.strictEqual(results.trim().split('\n').length, 1, 'the finished game is kept');

    // A reload at the end shows the summary again; Home forgets the finished game.
    await page.reload();
    const again = await h.waitScreen(page, 'summary');
    assert.strictEqual(again.state.game.claims[0], claims);
    await h.tap(page, 'summary.home');
    const home = await h.waitScreen(page, 'home');
    assert.ok(!home.widgets['home.bingo.resume'], 'nothing to resume');
    assert.strictEqual(await page.evaluate((k) => localStorage.getItem(k), GAME), null);
    await h.shot(page, 'phone-home-after-solitaire');
    console.log(`solitaire: ${claims} claims, ${picks} picks`);
    assert.deepStrictEqual(errors, []);
  });
});

test('a game of each kind in progress: home resumes each; two humans share a Bingo table', async () => {
  await h.withApp(h.PHONE, async ({ page, errors }) => {
    await h.startClearAgainstBot(page, { rounds: 2 });
    await h.waitForClearPerson(page);
    await h.tap(page, 'table.home');
    await h.waitScreen(page, 'home');
    await h.startBingo(page, { seats: ['human', 'human'] });
    // Each human rolls with their own button press.
    const rollers = new Set();
    for (let step = 0; step < 6; step++) {
      const x = await h.waitFor(page, h.bingoWaitsForHuman, { label: 'a human turn', timeout: 30000 });
      if (x.state.game.next === 'roll') rollers.add(x.state.game.roller);
      assert.ok(await h.bingoStep(page, { showAll: true }));
    }
    assert.deepStrictEqual([...rollers].sort(), [0, 1], 'both humans rolled');
    await h.waitFor(page, h.bingoWaitsForHuman, { label: 'a human turn' });
    await h.tap(page, 'table.home');
    const home = await h.waitScreen(page, 'home');
    assert.ok(home.widgets['home.clear.resume'] && home.widgets['home.bingo.resume'], 'both games can be resumed');
    await h.shot(page, 'phone-home-two-games');
    await h.tap(page, 'home.clear.resume');
    const clear = await h.waitScreen(page, 'table');
    assert.strictEqual(clear.state.game.name, 'clear');
    await h.tap(page, 'table.home');
    await h.waitScreen(page, 'home');
    await h.tap(page, 'home.bingo.resume');
    const bingo = await h.waitFor(page, (x) => x.screen === 'table' && x.state.game.name === 'bingo', { label: 'bingo' });
    // A reload opens the game played last.
    await page.reload();
    const reloaded = await h.waitFor(page, (x) => x.screen === 'table', { label: 'the table after reload' });
    assert.strictEqual(reloaded.state.game.name, 'bingo');
    assert.strictEqual(reloaded.state.game.history, bingo.state.game.history);
    assert.deepStrictEqual(errors, []);
  });
});

test('broken Bingo saves and solitaire scores are backed up and reported; the app still plays', async () => {
  await h.withApp(h.PHONE, async ({ page, errors }) => {
    await h.waitScreen(page, 'home');
    await page.evaluate(([g, s]) => {
      localStorage.setItem(g, '{"format":"allclear-record","version":1,"game":"bingo"');
      localStorage.setItem(s, '{"format":"allclear-bingo-solitaire","version":1,"best":99,"games":[]}');
    }, [GAME, SOLITAIRE]);
    await page.reload();
    const home = await h.waitScreen(page, 'home');
    assert.match(home.state.notice, /saved game of Bingo Battle could not be resumed/);
    assert.match(home.state.notice, /solitaire scores of Bingo Battle could not be read/);
    assert.ok(await page.evaluate((k) => localStorage.getItem(k + '.backup'), GAME));
    assert.ok(await page.evaluate((k) => localStorage.getItem(k + '.backup'), SOLITAIRE));
    assert.strictEqual(await page.evaluate((k) => localStorage.getItem(k), SOLITAIRE), null);
    await h.shot(page, 'phone-bingo-broken-saves');
    await h.tap(page, 'home.bingo.dismiss');
    const table = await h.startBingo(page, { seats: ['human'] });
    assert.strictEqual(table.state.game.best, 0);
    assert.ok(await h.bingoStep(page));
    assert.deepStrictEqual(errors, []);
  });
});

// ---------------------------------------------------------------------------------------
// The shared presentation timeline (docs/table-on-the-kit.md) at the Bingo table: the person's own
// roll is seen as a bot's is, and no text overlaps or leaves its panel.

// The steps shown on the table, each with how long it stayed (the kit's timing, helpers.js).
async function tableSteps(page) {
  return (await h.stepsSeen(page)).filter((s) => s.step && s.screen === 'table' && s.ms !== undefined);
}

// (Each step of the bots' play held its time, the round's end held before the summary, a double
// tap on Roll throwing the dice once and a reload resuming: every-table.test.js, for every game.)
test('the person\'s own roll stays on screen at Normal as a bot\'s does: its dice ~1 s, each thing they did ~0.7 s', async () => {
  await h.withApp(h.PHONE, async ({ page, errors }) => {
    await h.startBingo(page, { seats: ['human', 'quick'] });
    await h.watchSteps(page);
    // Two of the person's rolls and the bot's between them, every step played out.
    await playUntil(page, (x) => x.state.game.rolls >= 3 && h.bingoWaitsForHuman(x), { showAll: false, timeout: 90000 });
    const steps = await tableSteps(page);
    // Each step of the person's turn: their roll, then what its dice did (until the bot's roll).
    let roller = '';
    const own = steps.filter((s) => (roller = (/^(Ana|Bo) rolls /.exec(s.step) || [])[1] || roller) === 'Ana');
    const rolls = own.filter((s) => / rolls /.test(s.step));
    assert.ok(rolls.length >= 1, `the person's roll was shown: ${JSON.stringify(steps)}`);
    for (const s of rolls) assert.ok(s.ms >= 900, `the dice stayed ${Math.round(s.ms)} ms: ${s.step}`);
    const events = own.filter((s) => !/ rolls /.test(s.step));
    assert.ok(events.length >= 1, 'what the dice did was shown step by step');
    for (const s of events) assert.ok(s.ms >= 650, `a step stayed ${Math.round(s.ms)} ms: ${s.step}`);
    assert.deepStrictEqual(errors, []);
  });
});

// The header ("Roll 3 · Bo") as drawn, and the turn it must name: the roll whose steps are on
// show, or the one to come while the table waits.
function header(x) {
  const t = (x.texts || []).find((r) => /^Roll \d+/.test(r.text));
  return t ? t.text : '';
}

// A locked stack's owner by name (and its coins when more than one: "Bo ×3"), a text inside its
// square.
function unnamedLocks(x, names) {
  const g = x.state.game;
  const missing = [];
  for (let square = 0; square < 20; square++) {
    const coins = g.board[square * 2], owner = g.board[square * 2 + 1];
    if (owner < 0) continue;
    const tag = coins > 1 ? `${names[owner]} \u00d7${coins}` : names[owner];
    const w = x.widgets[h.bingoSquareId(square)];
    const inside = (r) => r.x >= w.x - 1 && r.y >= w.y - 1 && r.x + r.w <= w.x + w.w + 1 && r.y + r.h <= w.y + w.h + 1;
    if (!(x.texts || []).some((r) => r.text === tag && inside(r))) missing.push(h.bingoSquareId(square));
  }
  return missing;
}

test('at every size, in every phase of a game, no text overlaps other text, leaves its panel or lies under the news; ' +
     'the header names the turn on show, locked stacks name their owner, a blank die is called blank', async () => {
  await h.withApp(h.PHONE, {
    prepare: (context) => context.addInitScript(() => { Math.random = () => 0.25; }),
  }, async ({ page, errors }) => {
    await h.startBingo(page, { seats: ['human', 'quick'] });
    const names = ['Ana', 'Bo'];
    const phases = new Set();
    const check = async (phase) => {
      if (phases.has(phase)) return;
      phases.add(phase);
      assert.deepStrictEqual(await h.layoutProblemsAtEverySize(page, `bingo-${phase}`), [], phase);
    };
    // Checked whenever seen; these must be. The person's own roll ('dice') passes quickly and a
    // busy machine can miss it while another phase is being laid out, so it is not required.
    const essential = ['start', 'roll', 'coin', 'claim', 'bot', 'log', 'locked'];
    const stepKey = (x) => `${x.screen}|${x.state.game.timeline.step}|${x.state.game.timeline.since}|${x.state.game.history}`;
    const deadline = Date.now() + 15 * 60000;
    let headers = 0;
    for (;;) {
      const x = await h.hook(page);
      if (x.screen === 'summary') break;
      assert.ok(Date.now() < deadline, `the game did not end in time: ${JSON.stringify(x.state.game.timeline.step)}`);
      if (x.screen !== 'table') {
        await h.waitFor(page, (y) => y.screen !== x.screen, { label: 'back at the table', timeout: 30000 });
        continue;
      }
      const g = x.state.game, t = g.timeline, step = t.step || '';
      for (const r of x.texts || []) assert.ok(!/\bnull\b/i.test(r.text), `a die's face told as null: ${r.text}`);
      // The header follows the step on show: whose roll it is and its number.
      const rolling = /^(Ana|Bo) rolls /.exec(step);
      if (rolling) {
        assert.match(header(x), new RegExp(`^Roll \\d+ · ${rolling[1]}$`), `the header while "${step}" shows`);
        headers++;
      }
      if (h.bingoWaitsForHuman(x) && g.next === 'roll') {
        assert.strictEqual(header(x), `Roll ${g.rolls + 1} · Ana`, 'the header while Ana is to roll');
        headers++;
      }
      if (t.roundEnd) await check('end');
      else if (/^Bo /.test(step)) await check('bot');
      else if (/^Ana rolls /.test(step)) await check('dice');
      else if (/ claims | steals /.test(step)) await check('claim');
      else if (/: a coin on |^Coins on /.test(step)) await check('coin');
      if (!step && g.board.some((v, i) => i % 2 === 1 && v >= 0)) {
        assert.deepStrictEqual(unnamedLocks(x, names), [], 'every locked stack names its owner');
        await check('locked');
      }
      const allSeen = essential.every((p) => phases.has(p));
      // Every phase checked: the bots (and the person's own rolls) play on at once.
      if (allSeen) await h.tapIfOffered(page, 'table.skip', { within: 0 });
      if (h.bingoWaitsForHuman(x)) {
        await check(g.next !== 'roll' ? 'pick' : g.rolls === 0 ? 'start' : 'roll');
        if (!phases.has('log') && t.log.length > 0) {
          await h.tap(page, 'table.log');
          await h.waitFor(page, (y) => y.widgets['table.log.close'], { label: 'the log' });
          await check('log');
          await h.tap(page, 'table.log.close');
          await h.waitFor(page, (y) => y.widgets['table.roll'] || y.widgets['table.confirm'], { label: 'back at the table' });
        }
        await h.bingoStep(page, { showAll: allSeen });
        continue;
      }
      const key = stepKey(x);
      await h.waitFor(page, (y) => y.screen !== 'table' || stepKey(y) !== key || h.bingoWaitsForHuman(y),
                      { label: 'the next step', timeout: 60000 });
    }
    for (const p of essential) assert.ok(phases.has(p), `the phase "${p}" was checked`);
    assert.ok(headers >= 4, 'the header was checked');
    const log = (await h.hook(page)).state.game.timeline.log.join('\n');
    assert.match(log, /\bblank\b/, 'a blank die was told');
    assert.doesNotMatch(log, /\bnull\b/, 'no die is told as null');
    assert.deepStrictEqual(errors, []);
  });
});

// ---------------------------------------------------------------------------------------
// Issue 18: a stack's height at a glance; solitaire's Keep rolling.

// A fixed seed (the new-game screen draws it with Math.random): the same game every run.
const SEEDED = { prepare: (context) => context.addInitScript(() => { Math.random = () => 0.25; }) };

// The coins drawn for `square` (the hook's "coin" marks), bottom first.
function coinsDrawn(x, square) {
  return (x.marks || []).filter((m) => m.kind === 'coin' && m.value === square).sort((a, b) => b.y - a.y);
}

test('a stack\'s height reads at a glance: its coins stand one over another and its count is written on the square', async () => {
  await h.withApp(h.PHONE, SEEDED, async ({ page, errors }) => {
    await h.startBingo(page, { seats: ['human'] });
    const counts = (x) => new Set(x.state.game.board.filter((v, i) => i % 2 === 0 && v > 0));
    // Played until stacks of one and of two coins stand on the board, a stack of three too if
    // it comes (the person waits: nothing moves).
    const x = await playUntil(page, (y) => h.bingoWaitsForHuman(y) && counts(y).has(1) && counts(y).has(2) &&
      (counts(y).has(3) || y.state.game.rolls >= 12));
    await h.shot(page, 'phone-bingo-stack-heights');
    const g = x.state.game;
    const tops = {};
    for (let square = 0; square < 20; square++) {
      const coins = g.board[square * 2];
      const drawn = coinsDrawn(x, square);
      assert.strictEqual(drawn.length, coins, `square ${square}: ${coins} coins drawn`);
      if (coins === 0) continue;
      for (let i = 1; i < drawn.length; i++) {
        const rise = drawn[i - 1].y - drawn[i].y;
        assert.ok(rise >= 0.6 * drawn[i].size, `square ${square}: coin ${i + 1} stands ${rise} px over the one under it (radius ${drawn[i].size})`);
      }
      const w = x.widgets[h.bingoSquareId(square)];
      const inside = (r) => r.x >= w.x - 1 && r.y >= w.y - 1 && r.x + r.w <= w.x + w.w + 1 && r.y + r.h <= w.y + w.h + 1;
      assert.ok((x.texts || []).some((t) => t.text === String(coins) && inside(t)), `square ${square}: its count ${coins} is written on it`);
      // How high the stack reaches above its square's foot, in radii.
      const top = drawn[drawn.length - 1];
      (tops[coins] = tops[coins] || []).push((w.y + w.h - (top.y - top.size)) / top.size);
    }
    // Stacks of more coins stand taller, whatever their square.
    const heights = Object.keys(tops).map(Number).sort();
    for (let i = 1; i < heights.length; i++) {
      assert.ok(Math.min(...tops[heights[i]]) > Math.max(...tops[heights[i - 1]]) + 0.5,
                `${heights[i]} coins stand taller than ${heights[i - 1]}: ${JSON.stringify(tops)}`);
    }
    assert.deepStrictEqual(errors, []);
  });
});

test('solitaire: Keep rolling rolls on by itself, each roll shown for its time, and waits while the player makes a pick', { timeout: 1200000 }, async () => {
  await h.withApp(h.PHONE, SEEDED, async ({ page, errors }) => {
    await h.startBingo(page, { seats: ['human'] });
    const ready = await h.waitFor(page, (x) => h.bingoWaitsForHuman(x) && h.tappable(x, 'table.keep-rolling'), { label: 'Keep rolling' });
    assert.ok(ready.widgets['table.roll'], 'Roll the dice is still there for one roll');
    assert.strictEqual(ready.state.game.keepRolling, false);
    assert.deepStrictEqual(await h.layoutProblemsAtEverySize(page, 'bingo-keep-rolling-offered'), []);
    await h.watchSteps(page);
    await h.tap(page, 'table.keep-rolling');
    const presses = (await h.hook(page)).lastPress.count;
    // Three rolls with no tap; then Stop rolling.
    const rolling = await h.waitFor(page, (x) => x.state.game.rolls >= 3 && h.tappable(x, 'table.stop-rolling'),
                                    { label: 'three rolls by themselves', timeout: 120000 });
    assert.strictEqual(rolling.lastPress.count, presses, 'no tap made them');
    assert.strictEqual(rolling.state.game.keepRolling, true);
    assert.deepStrictEqual(await h.layoutProblemsAtEverySize(page, 'bingo-keep-rolling'), []);
    await h.tap(page, 'table.stop-rolling');
    const stopped = await h.waitFor(page, (x) => h.bingoWaitsForHuman(x) && !x.state.game.keepRolling, { label: 'stopped', timeout: 60000 });
    await h.settle(page, { quietMs: 1500, maxMs: 4000 });
    const still = await h.hook(page);
    assert.strictEqual(still.state.game.rolls, stopped.state.game.rolls, 'no roll after Stop rolling');
    assert.ok(still.widgets['table.roll'] && still.widgets['table.keep-rolling'], 'Roll and Keep rolling are offered again');
    // On again, to the first pick (or the game's end), with no tap.
    await h.tap(page, 'table.keep-rolling');
    const pressesAgain = (await h.hook(page)).lastPress.count;
    const end = await h.waitFor(page, (x) => x.screen === 'summary' || (h.bingoWaitsForHuman(x) && x.state.game.next === 'human'),
                                { label: 'a pick to make, or the end', timeout: 900000 });
    assert.strictEqual(end.lastPress.count, pressesAgain, 'no tap made the rolls');
    if (end.screen === 'table') {
      assert.strictEqual(end.state.game.keepRolling, true, 'a pick pauses it, and it goes on after the pick');
      assert.ok(end.widgets['table.confirm'], 'the pick waits for the player');
      await h.settle(page, { quietMs: 1500, maxMs: 4000 });
      assert.strictEqual((await h.hook(page)).state.game.history, end.state.game.history, 'nothing rolled past the pick');
      await h.shot(page, 'phone-bingo-keep-rolling-pick');
    } else {
      console.log('# the game ended before a pick came up');
    }
    // Every roll stayed its time, and each thing it did too.
    const steps = (await h.stepsSeen(page)).filter((s) => s.step && s.screen === 'table' && s.ms !== undefined);
    const rolls = steps.filter((s) => / rolls /.test(s.step));
    assert.ok(rolls.length >= 4, `the rolls were shown: ${rolls.length}`);
    for (const s of rolls) assert.ok(s.ms >= 900, `the dice stayed ${Math.round(s.ms)} ms: ${s.step}`);
    for (const s of steps.filter((t) => !/ rolls /.test(t.step) && !t.roundEnd)) assert.ok(s.ms >= 650, `a step stayed ${Math.round(s.ms)} ms: ${s.step}`);
    assert.deepStrictEqual(errors, []);
  });
});
