// Risky Business on a phone (390x844, touch), played by taps: a one-game match against a
// quick bot is started from home and played to its summary (every move picked on the table and
// confirmed; a tap alone never plays), and the test hook never names a card the human could not
// see. Two people on one device: the pass screen hides every hand, also after a reload. One game
// checks the table's text in every phase at a phone, a phone turned and a desktop.
'use strict';
const test = require('node:test');
const assert = require('node:assert');
const h = require('./helpers');

const GAME = 'allclear.risky-business.game';
const CARD = /"(10|[2-9JQKA])[CDHS]"/g;

function risky(x) {
  return x.state && x.state.game && x.state.game.name === 'risky-business' ? x.state.game : null;
}

// The table waits for this human's choice (not for a bot, a pass or a summary).
function waitsForHuman(x) {
  const g = risky(x);
  return x.screen === 'table' && g && g.next === 'human' && !g.pass && h.shownAll(x) && g.moves.length > 0 && x.widgets['table.confirm'];
}

// Every card the hook names is one the viewer may see: their hand and face-down cards, the
// piles' tops and the row. Another hand is never listed.
function assertNoHiddenCard(x, label) {
  const g = risky(x);
  const seen = new Set([...g.hand, ...g.faceDown, ...g.row, ...g.piles.map((p) => p.top)]);
  assert.strictEqual(g.hand.length, g.viewer >= 0 ? g.handSizes[g.viewer] : 0, `${label}: only the viewer's hand`);
  const text = JSON.stringify(x.state);
  for (const m of text.matchAll(CARD)) assert.ok(seen.has(JSON.parse(m[0])), `${label}: ${m[0]} is not the viewer's to see`);
}

function assertOnScreen(x, label, width, height) {
  for (const [id, r] of Object.entries(x.widgets)) {
    assert.ok(r.x >= -0.5 && r.y >= -0.5 && r.x + r.w <= width + 0.5 && r.y + r.h <= height + 0.5, `${label}: ${id} is on screen`);
  }
}

async function startRisky(page, seats, { games = 1, shots = false } = {}) {
  await h.waitScreen(page, 'home');
  const home = await h.scrollIntoView(page, 'home.risky-business');
  assert.ok(home.widgets['home.risky-business.rules'], 'home explains Risky Business');
  assert.ok(!home.widgets['home.soon.risky-business'], 'no longer "coming soon"');
  await h.tap(page, 'home.risky-business');
  let x = await h.waitScreen(page, 'new');
  while (x.widgets[`new.seat${seats.length}.name`] || !x.widgets[`new.seat${seats.length - 1}.name`]) {
    await h.tap(page, x.widgets[`new.seat${seats.length}.name`] ? 'new.players.minus' : 'new.players.plus');
    x = await h.hook(page);
  }
  for (let i = 0; i < seats.length; i++) await h.tap(page, `new.seat${i}.${seats[i]}`);
  // Games in the match: 3 by default, 1 to 15.
  for (let i = 0; i < 20 && (await h.hook(page)).widgets['new.rounds.minus'].enabled; i++) await h.tap(page, 'new.rounds.minus');
  for (let i = 1; i < games; i++) await h.tap(page, 'new.rounds.plus');
  if (shots) await h.shot(page, 'phone-risky-new-game');
  await h.tap(page, 'new.start');
  return h.waitFor(page, (y) => y.screen === 'table' && risky(y), { label: 'the Risky Business table' });
}

// The move a quick human would make: play when a card fits a pile, pick up from the deck,
// replace from the deck, set aside the highest card, and end the moves otherwise (at once when
// `hurry`).
function chooseMove(g, hurry) {
  const of = (kind) => g.moves.filter((m) => m.kind === kind);
  const rank = (c) => ({ A: 1, J: 11, Q: 12, K: 13 })[c.slice(0, -1)] || Number(c.slice(0, -1));
  if (g.phase === 'move') return (!hurry && of('play')[0]) || of('end')[0];
  if (g.phase === 'pickUp') return of('pick').find((m) => m.deck) || of('pick')[0];
  if (g.phase === 'replace') return of('replace').find((m) => m.deck) || of('replace')[0];
  if (g.phase === 'setAside') return of('aside').reduce((a, b) => (rank(g.hand[b.hand]) > rank(g.hand[a.hand]) ? b : a));
  return g.moves[0];
}

// One human choice by taps: the pieces of the move, then Confirm (End moves, then "Yes, end my
// moves"; `atQuestion` runs while the question is up). Checks that no tap before the last one
// changed the game. Returns the move.
async function humanStep(page, x, hurry, { atQuestion = async () => {} } = {}) {
  const g = risky(x);
  const m = chooseMove(g, hurry);
  const unchanged = async (what) => {
    const y = await h.waitFor(page, (z) => risky(z) && risky(z).history >= g.history, { label: what });
    assert.strictEqual(risky(y).history, g.history, `${what} plays nothing`);
    return y;
  };
  if (m.kind === 'end') {
    await h.tap(page, 'table.end-moves');
    const asked = await h.waitFor(page, (y) => risky(y).endArmed && y.widgets['table.end-yes'], { label: 'End moves asks' });
    assert.ok(!asked.widgets['table.end-moves'] && asked.widgets['table.end-keep'], 'the question has buttons of its own');
    await unchanged('one tap on End moves');
    await atQuestion();
    await h.tap(page, 'table.end-yes');
  } else {
    if (m.kind === 'play' || m.kind === 'swap') {
      await h.tap(page, `table.hand.${m.hand}`);
      await h.waitFor(page, (y) => risky(y).picked === g.hand[m.hand], { label: 'the card picked' });
    }
    if (m.kind === 'first') await h.tap(page, `table.first.${m.seat}`);
    else if (m.pile >= 0) await h.tap(page, `table.pile.${m.pile}`);
    else if (m.row >= 0) await h.tap(page, `table.row.${m.row}`);
    else if (m.deck) await h.tap(page, 'table.deck');
    else await h.tap(page, `table.hand.${m.hand}`);
    await h.waitFor(page, (y) => risky(y).target === m.action, { label: `${m.kind} picked` });
    await unchanged(`picking a ${m.kind}`);
    await h.tap(page, 'table.confirm');
  }
  await h.waitFor(page, (y) => !risky(y) || risky(y).history > g.history || y.screen !== 'table', { label: `${m.kind} made` });
  return m;
}

// Plays by taps until the table stops waiting for people (the summary, or `until` says stop).
// `hurry`: end every turn's moves at once, pass the device on and skip the bots' pauses.
async function play(page, { until = () => false, check = () => {}, hurry = false, timeout = 480000 } = {}) {
  const start = Date.now();
  const kinds = new Set();
  const passOrSkip = (y) => hurry && risky(y) && y.screen === 'table' && (risky(y).pass || (risky(y).next === 'bot' && y.widgets['table.skip']));
  while (Date.now() - start < timeout) {
    const x = await h.waitFor(page, (y) => waitsForHuman(y) || y.screen === 'summary' || until(y) || passOrSkip(y),
      { label: 'a human choice or the summary', timeout: 60000 });
    if (process.env.RB_DEBUG) console.log(x.screen, risky(x) && risky(x).phase, risky(x) && risky(x).game, risky(x) && risky(x).history);
    if (x.screen === 'summary' || until(x)) return { x, kinds };
    if (passOrSkip(x)) {
      if (risky(x).pass) await h.tap(page, 'table.ready');
      else if (!(await h.tapIfOffered(page, 'table.skip'))) continue;
      await h.waitFor(page, (y) => !passOrSkip(y) || risky(y).history !== risky(x).history, { label: 'passed or skipped' });
      continue;
    }
    check(x);
    kinds.add((await humanStep(page, x, hurry)).kind);
  }
  throw new Error('the game did not end in time');
}

test('a one-game match against a quick bot, played by taps at a phone to its summary, the hook naming no hidden card', { timeout: 900000 }, async () => {
  await h.withApp(h.PHONE, { pace: 'instant' }, async ({ page, errors }) => {
    const table = await startRisky(page, ['human', 'quick'], { shots: true });
    assert.strictEqual(risky(table).games, 1, 'a match of one game');
    assert.deepStrictEqual(risky(table).humans, [1, 0]);
    const check = (x) => {
      assertNoHiddenCard(x, `history ${risky(x).history}`);
      assertOnScreen(x, `history ${risky(x).history}`, 390, 844);
    };
    // A few turns, the table as it stands then shot, and the rest of the game.
    const first = await play(page, {
      check,
      until: (x) => waitsForHuman(x) && risky(x).faceDownCounts[0] >= 2 && risky(x).phase === 'move',
    });
    assert.strictEqual(first.x.screen, 'table', 'two turns played, the game goes on');
    await h.shot(page, 'phone-risky-table');
    // The rest of the game.
    const rest = await play(page, { check });
    const summary = rest.x;
    assert.strictEqual(summary.screen, 'summary');
    await h.shot(page, 'phone-risky-summary');
    const g = risky(summary);
    assert.strictEqual(g.next, 'gameOver', 'one game: the match is over');
    assert.deepStrictEqual(g.faceDownCounts, [4, 4], 'four turns each');
    assert.ok(g.winners.length >= 1);
    assert.ok(summary.widgets['summary.final'], 'final scores offered');
    // A match of one game: its summary is headed as the end, as other games' last summaries are.
    assert.ok(summary.texts.some((t) => t.text === 'Game over'), summary.texts.map((t) => t.text).join(' | '));
    assert.deepStrictEqual(errors, []);
  });
});

test('two people on one device: every hand stays hidden until its owner takes the device, also after a reload', { timeout: 900000 }, async () => {
  await h.withApp(h.PHONE, { pace: 'instant' }, async ({ page, errors }) => {
    await startRisky(page, ['human', 'human']);
    let x = await h.waitFor(page, (y) => risky(y) && risky(y).pass, { label: 'the pass screen' });
    assert.strictEqual(risky(x).viewer, -1);
    assert.deepStrictEqual(risky(x).hand, [], 'no hand on the pass screen');
    assertNoHiddenCard(x, 'pass screen');
    await h.shot(page, 'phone-risky-pass');
    const first = risky(x).passTo;
    await h.tap(page, 'table.ready');
    x = await h.waitFor(page, waitsForHuman, { label: 'the first hand shown' });
    assert.strictEqual(risky(x).viewer, first);
    assert.strictEqual(risky(x).hand.length, 4);
    // The first player's turn, by taps, until the device must pass.
    const turn = await play(page, { hurry: true, until: (y) => risky(y) && risky(y).pass });
    const passed = turn.x;
    assert.strictEqual(risky(passed).passTo, 1 - first, 'the other player is next');
    assert.strictEqual(risky(passed).faceDownCounts[first], 1, 'the first turn ended with a card set aside');
    assertNoHiddenCard(passed, 'second pass');
    // A reload keeps the hands hidden.
    await page.reload();
    x = await h.waitFor(page, (y) => risky(y) && risky(y).pass, { label: 'the pass screen after a reload' });
    assert.deepStrictEqual(risky(x).hand, []);
    await h.tap(page, 'table.ready');
    x = await h.waitFor(page, waitsForHuman, { label: 'the second hand shown' });
    assert.strictEqual(risky(x).viewer, 1 - first);
    assert.deepStrictEqual(errors, []);
  });
});

test('after a game of the match its winner picks who starts the next one', { timeout: 900000 }, async () => {
  await h.withApp(h.PHONE, { pace: 'instant' }, async ({ page, errors }) => {
    await startRisky(page, ['human', 'human'], { games: 2 });
    const first = await play(page, { hurry: true });
    assert.strictEqual(first.x.screen, 'summary', 'the first game is over');
    const summary = await h.waitFor(page, (y) => y.widgets['summary.next'] || y.widgets['summary.final'], { label: 'the summary bar' });
    assert.ok(summary.widgets['summary.next'], `Next game offered: ${JSON.stringify(Object.keys(summary.widgets))} ${risky(summary).game}/${risky(summary).games}`);
    await h.shot(page, 'phone-risky-game-summary');
    await h.tap(page, 'summary.next');
    const x = await h.waitFor(page, (y) => y.screen === 'table' && risky(y).phase === 'chooseFirst' && y.widgets['table.first.0'],
      { label: 'the winner picks who starts' });
    const chooser = risky(x).current;
    const other = 1 - chooser;
    await h.shot(page, 'phone-risky-choose-first');
    await h.tap(page, `table.first.${other}`);
    await h.waitFor(page, (y) => risky(y).target === 13000 + other, { label: 'the starter picked' });
    assert.strictEqual(risky(await h.hook(page)).phase, 'chooseFirst', 'a tap alone does not decide');
    await h.tap(page, 'table.confirm');
    const second = await h.waitFor(page, (y) => risky(y).phase === 'move', { label: 'the second game dealt' });
    assert.strictEqual(risky(second).game, 2);
    assert.strictEqual(risky(second).turnPlayer, other, 'the picked player starts');
    assert.deepStrictEqual(risky(second).faceDownCounts, [0, 0], 'a fresh deal');
    assert.deepStrictEqual(errors, []);
  });
});

// ---------------------------------------------------------------------------------------
// The presentation timeline (kit/timeline.h): what the table shows, step by step.

// How long each step stayed on the table: [{ step, ms }], the step still on screen left out.
async function stepTimes(page) {
  return (await h.stepsSeen(page)).filter((s) => s.step && s.screen === 'table' && s.ms !== undefined);
}

// (That each step stays its time at Normal pace, and the log keeps it: every-table.test.js, for
// every game.)
test('each bot move is one step, its pick-up and the deck\'s cards told in it', { timeout: 900000 }, async () => {
  await h.withApp({ ...h.PHONE }, async ({ page, errors }) => {
    await startRisky(page, ['human', 'quick']);
    await h.watchSteps(page);
    // Two of the bot's turns, the person ending their moves at once.
    const { x } = await play(page, { hurry: false, until: (y) => waitsForHuman(y) && risky(y).faceDownCounts[1] >= 2 });
    assert.strictEqual(x.screen, 'table');
    const times = await stepTimes(page);
    // Issue 29: a bot's move (its play, a clear, the pile replaced and the deck's cascade, its
    // pick-up) is one step, not one a card.
    let turn = '';
    const inTurn = times.map((s) => (turn = /^(Ana|Bo)('s)? /.exec(s.step)?.[1] || turn));
    const bot = times.filter((s, i) => inTurn[i] === 'Bo');
    assert.ok(bot.length >= 4, `bot moves seen: ${JSON.stringify(times)}`);
    for (const s of bot) {
      // (A move's pick-up or cascade goes on in a step of its own past a full news line.)
      assert.match(s.step, /^(Bo('s | plays | swaps | sets a card aside| has no card| picks up )|Next, |From the deck: )/, 'each step of Bo\'s turn is a move of Bo\'s');
      // A long one may go on in a step of its own (the news line holds 100 characters).
      if (/^Bo('s | plays )/.test(s.step) && !/Nothing is left/.test(s.step) && [...s.step].length < 70)
        assert.match(s.step, /Bo picks up /, `the play's pick-up is told with it: "${s.step}"`);
    }
    const log = risky(await h.hook(page)).timeline.log;
    assert.ok(log.some((l) => /^Bo sets a card aside/.test(l)), 'the set-aside is in the log');
    assert.deepStrictEqual(errors, []);
  });
});

// (That the move that ends a game is held on the table before the summary, and a double tap on
// Confirm makes one move: every-table.test.js, for every game.)
test('the news line says the game is over with the move that ends it', { timeout: 900000 }, async () => {
  await h.withApp({ ...h.PHONE }, async ({ page, errors }) => {
    await startRisky(page, ['human', 'quick']);
    await h.watchSteps(page);
    const { x } = await play(page, { hurry: true });
    assert.strictEqual(x.screen, 'summary');
    const end = (await h.stepsSeen(page)).filter((s) => s.screen === 'table' && s.roundEnd).at(-1);
    assert.ok(end, 'the move that ends the game was seen');
    assert.match(end.step, /Game 1 is over\.$/, 'the news line says the game is over');
    assert.deepStrictEqual(errors, []);
  });
});

test('ending the moves asks first in plain words, with buttons that say what they do; Keep playing goes back', { timeout: 900000 }, async () => {
  await h.withApp({ ...h.PHONE }, async ({ page, errors }) => {
    await startRisky(page, ['human', 'quick']);
    const x = await h.waitFor(page, (y) => waitsForHuman(y) && risky(y).phase === 'move', { label: 'a move to make', timeout: 60000 });
    const history = risky(x).history;
    await h.tap(page, 'table.end-moves');
    const asked = await h.waitFor(page, (y) => y.widgets['table.end-yes'] && y.widgets['table.end-keep'], { label: 'the question' });
    assert.ok(asked.texts.some((t) => /^End your moves now\? You still have 4 moves\./.test(t.text)), 'the prompt asks in words');
    assert.ok(!asked.widgets['table.end-moves'] && !asked.widgets['table.confirm'], 'End moves and Confirm are gone');
    const keep = asked.widgets['table.end-keep'], end = asked.widgets['table.end-yes'];
    const was = x.widgets['table.end-moves'];
    assert.ok(Math.abs(keep.x - was.x) < 1 && Math.abs(keep.y - was.y) < 1, 'Keep playing sits where End moves was');
    assert.ok(end.x >= keep.x + keep.w, '"Yes, end my moves" is elsewhere');
    // A second tap where End moves was ends nothing.
    await h.tap(page, 'table.end-keep');
    const back = await h.waitFor(page, (y) => y.widgets['table.end-moves'] && !risky(y).endArmed, { label: 'back to the moves' });
    assert.strictEqual(risky(back).history, history, 'nothing was played');
    assert.strictEqual(risky(back).phase, 'move');
    await h.tap(page, 'table.end-moves');
    await h.tap(page, 'table.end-yes');
    await h.waitFor(page, (y) => risky(y).phase === 'setAside' && risky(y).history === history + 1, { label: 'the moves ended' });
    assert.deepStrictEqual(errors, []);
  });
});

// The lines of the log from the bot's turn on screen: those after the person's last line. A
// move that clears a pile starts with its card ("Bo's K♦ clears pile 1"), so "Bo's" counts too.
function botTurnLines(log) {
  const last = log.map((l) => /^(Ana|You)('s)? /.test(l)).lastIndexOf(true);
  return log.slice(last + 1).filter((l) => /^Bo('s)? /.test(l));
}

test('a game opens with its deal, and a reload in the middle of a bot\'s turn tells that turn from its start', { timeout: 900000 }, async () => {
  await h.withApp({ ...h.PHONE }, async ({ page, errors }) => {
    await startRisky(page, ['human', 'quick']);
    // The deal is the game's first step (its log's first line), whoever starts.
    await h.waitFor(page, (y) => /^New cards are dealt: (Ana|Bo) starts\.$/.test(risky(y).timeline.log[0] || ''), { label: 'the deal told' });
    // Bo's turn, two of its steps shown and the turn not over: the page is reloaded.
    const deadline = Date.now() + 240000;
    let before = null;
    while (!before && Date.now() < deadline) {
      const x = await h.waitFor(page, (y) => waitsForHuman(y) || (risky(y).turnPlayer === 1 &&
        ['move', 'replace', 'pickUp'].includes(risky(y).phase) && botTurnLines(risky(y).timeline.log).length >= 2),
      { label: 'a choice or Bo halfway through its turn', timeout: 60000 });
      if (!waitsForHuman(x)) before = x;
      else await humanStep(page, x, true);
    }
    assert.ok(before, 'Bo played a turn of two moves or more in time');
    const told = botTurnLines(risky(before).timeline.log);
    await h.watchSteps(page, { fromNextLoad: true });
    await page.reload();
    const logged = risky(before).timeline.log;
    const x = await h.waitFor(page, (y) => y.screen !== 'table' || waitsForHuman(y), { label: 'the turn told again', timeout: 120000 });
    assert.deepStrictEqual(risky(x).timeline.log.slice(0, logged.length), logged, 'the same log: the turn from its first move, in order');
    const turn = botTurnLines(risky(x).timeline.log);
    assert.deepStrictEqual(turn.slice(0, told.length), told);
    assert.notDeepStrictEqual(turn.slice(told.length, 2 * told.length), told, 'each line of the turn logged once');
    const steps = (await h.stepsSeen(page)).filter((s) => s.step);
    // Bo's first turn of the game is told from the deal before it.
    const first = /^New cards are dealt: Bo starts\.$/.test(steps[0].step) ? 1 : 0;
    assert.strictEqual(steps[first].step, told[0], 'the first move after the reload (and the deal) is the turn\'s first');
    assert.deepStrictEqual(errors, []);
  });
});

test('text never overlaps, never leaves its panel and never lies under the news, in every phase, at a phone, a phone turned and a desktop', { timeout: 900000 }, async () => {
  await h.withApp({ ...h.PHONE }, async ({ page, errors }) => {
    const table = await startRisky(page, ['human', 'quick', 'quick']);
    const g0 = risky(table);
    const cards = g0.deck + g0.handSizes.reduce((a, b) => a + b) + g0.faceDownCounts.reduce((a, b) => a + b) + g0.row.length +
      g0.piles.reduce((n, p) => n + p.size, 0) + g0.clearedCounts.reduce((a, b) => a + b);
    assert.strictEqual(cards, 104, 'two decks for three players, every card somewhere');
    const phases = new Set();
    const check = async (phase) => {
      if (phases.has(phase)) return;
      phases.add(phase);
      assert.deepStrictEqual(await h.layoutProblemsAtEverySize(page, `risky-${phase}`), [], phase);
    };
    const botStep = (y) => risky(y) && y.screen === 'table' && /^(Bo|Cleo) /.test(risky(y).timeline.step);
    const roundEnd = (y) => risky(y) && y.screen === 'table' && risky(y).timeline.roundEnd;
    const before = ['bot-move', 'move', 'end-question', 'setAside', 'log'];  // 'deal', 'pickUp', 'replace' when seen
    const deadline = Date.now() + 600000;
    let x;
    while (Date.now() < deadline) {
      x = await h.waitFor(page, (y) => y.screen === 'summary' || waitsForHuman(y) || botStep(y) || roundEnd(y) ||
        (risky(y) && /^New cards are dealt/.test(risky(y).timeline.step)), { label: 'a phase', timeout: 60000 });
      if (x.screen === 'summary') break;
      const g = risky(x);
      if (roundEnd(x)) await check('round-end');
      else if (/^New cards are dealt/.test(g.timeline.step)) await check('deal');
      else if (botStep(x)) await check('bot-move');
      // Every phase before the game's end seen: the bots play on at once.
      if (before.every((p) => phases.has(p)) && !waitsForHuman(x)) await h.tapIfOffered(page, 'table.skip', { within: 0 });
      if (!waitsForHuman(x)) {
        await h.waitFor(page, (y) => !risky(y) || risky(y).timeline.step !== g.timeline.step || y.screen !== 'table', { label: 'the next step' });
        continue;
      }
      if (!phases.has('log') && g.timeline.log.length > 0) {
        await h.tap(page, 'table.log');
        await h.waitFor(page, (y) => y.widgets['table.log.close'], { label: 'the log' });
        await check('log');
        await h.tap(page, 'table.log.close');
        await h.waitFor(page, (y) => waitsForHuman(y), { label: 'the log closed' });
      }
      if (g.phase === 'move' && !phases.has('move') && g.moves.some((m) => m.kind === 'play' || m.kind === 'swap')) {
        const m = g.moves.find((n) => n.kind === 'play') || g.moves.find((n) => n.kind === 'swap');
        await h.tap(page, `table.hand.${m.hand}`);
        await h.waitFor(page, (y) => risky(y).picked === g.hand[m.hand], { label: 'a card picked' });
        await check('move');
        await h.tap(page, `table.hand.${m.hand}`);
        await h.waitFor(page, (y) => risky(y).picked === '', { label: 'the card put back' });
        x = await h.hook(page);
      } else if (g.phase !== 'move') {
        await check(g.phase);
      }
      // Plays once (to see the pick-up), then ends the moves at once.
      await humanStep(page, x, phases.has('pickUp') || !x.state.game.moves.some((m) => m.kind === 'play'),
        { atQuestion: () => check('end-question') });
    }
    assert.strictEqual(x.screen, 'summary', 'the game was played to its summary in time');
    await check('summary');
    for (const p of [...before, 'round-end']) assert.ok(phases.has(p), `${p} was seen: ${[...phases]}`);
    assert.deepStrictEqual(errors, []);
  });
});

// ---------------------------------------------------------------------------------------
// Issue 18. Games set up by a save: a deal written out card by card (the deal's cards are chance
// actions, so a history chooses them), or a match played by the simulator to its last move.

const cardId = h.riskyCardId;
const USUAL_DEAL = h.RISKY_USUAL_DEAL;

function savedGame(save) {
  return (context) => context.addInitScript(([key, text]) => {
    if (!sessionStorage.getItem('saved')) {  // once: a reload keeps what the game saved since
      sessionStorage.setItem('saved', '1');
      localStorage.setItem(key, text);
    }
  }, [GAME, save]);
}

const SAVES = require('path').join(__dirname, 'saves');
const readSave = (name) => require('fs').readFileSync(require('path').join(SAVES, name), 'utf8');

// Ana's move of the usual deal by taps: `hand` (a card) then a pile, a row card or the deck;
// the Confirm button's words checked against `label` when given. Resolves once the move is shown
// and the table waits for Ana again (or for `until`).
async function tapMove(page, { hand, pile, row, deck, label, until = waitsForHuman }) {
  const x = await h.waitFor(page, waitsForHuman, { label: 'Ana to choose' });
  const g = risky(x);
  if (hand) {
    await h.tap(page, `table.hand.${g.hand.indexOf(hand)}`);
    await h.waitFor(page, (y) => risky(y).picked === hand, { label: `${hand} picked` });
  }
  if (pile !== undefined) await h.tap(page, `table.pile.${pile}`);
  else if (row) await h.tap(page, `table.row.${g.row.indexOf(row)}`);
  else if (deck) await h.tap(page, 'table.deck');
  const ready = await h.waitFor(page, (y) => risky(y).target >= 0 && y.widgets['table.confirm'] && y.widgets['table.confirm'].ready,
    { label: 'the move picked' });
  if (label) assert.strictEqual(risky(ready).confirmLabel, label, 'the button names the cards in words');
  await h.tap(page, 'table.confirm');
  return h.waitFor(page, (y) => risky(y).history > g.history && until(y), { label: 'the move shown' });
}

// Where each card of the hand and of the row is drawn: { card: x of its centre }.
function places(x) {
  const g = risky(x);
  const at = (id) => x.widgets[id].x + x.widgets[id].w / 2;
  return {
    hand: Object.fromEntries(g.hand.map((c, i) => [c, at(`table.hand.${i}`)])),
    row: Object.fromEntries(g.row.map((c, i) => [c, at(`table.row.${i}`)])),
  };
}

test('the hand and the discard row keep their places after a move: a swapped-in card takes the place of the card it replaced', { timeout: 900000 }, async () => {
  await h.withApp({ ...h.PHONE }, { prepare: savedGame(USUAL_DEAL) }, async ({ page, errors }) => {
    const x0 = await h.waitFor(page, (y) => waitsForHuman(y) && risky(y).phase === 'move', { label: 'the usual deal, Ana to move' });
    assert.deepStrictEqual(risky(x0).hand, ['7D', '7H', 'KC', '2C'], 'the hand as dealt, not sorted');
    const p0 = places(x0);
    // A swap: the 7 of hearts for the 4 of clubs. Each takes the other's place.
    const x1 = await tapMove(page, { hand: '7H', row: '4C' });
    assert.deepStrictEqual(risky(x1).hand, ['7D', '4C', 'KC', '2C']);
    assert.deepStrictEqual(risky(x1).row, ['3C', '7H', 'JC', '10C']);
    const p1 = places(x1);
    assert.deepStrictEqual(p1.hand, { '7D': p0.hand['7D'], '4C': p0.hand['7H'], KC: p0.hand.KC, '2C': p0.hand['2C'] });
    assert.deepStrictEqual(p1.row, { '3C': p0.row['3C'], '7H': p0.row['4C'], JC: p0.row.JC, '10C': p0.row['10C'] });
    // A play: the 7 of diamonds on pile 1. Its place stays empty for the pick-up, nothing moves up.
    const x2 = await tapMove(page, { hand: '7D', pile: 0, until: (y) => waitsForHuman(y) && risky(y).phase === 'pickUp' });
    assert.strictEqual(risky(x2).handGap, 0, 'the 7 of diamonds\' place waits');
    await h.shot(page, 'phone-risky-pick-up-place');
    const p2 = places(x2);
    for (const c of ['4C', 'KC', '2C']) assert.strictEqual(p2.hand[c], p1.hand[c], `${c} stays where it was`);
    // The pick-up: the jack of clubs from the row goes where the 7 was; the deck fills the jack's place.
    const x3 = await tapMove(page, { row: 'JC', until: (y) => waitsForHuman(y) && risky(y).phase === 'move' });
    assert.deepStrictEqual(risky(x3).hand, ['JC', '4C', 'KC', '2C']);
    const p3 = places(x3);
    assert.deepStrictEqual(p3.hand, { JC: p1.hand['7D'], '4C': p1.hand['4C'], KC: p1.hand.KC, '2C': p1.hand['2C'] });
    const row = risky(x3).row;
    assert.deepStrictEqual([row[0], row[1], row[3]], ['3C', '7H', '10C'], 'the row cards stay in their places');
    assert.strictEqual(p3.row[row[2]], p1.row.JC, 'the card from the deck takes the jack\'s place');
    assert.deepStrictEqual(errors, []);
  });
});

test('buttons name the cards in words; the news and the log by their corners (K♠), so a whole move fits a line', { timeout: 900000 }, async () => {
  await h.withApp({ ...h.PHONE }, { prepare: savedGame(USUAL_DEAL) }, async ({ page, errors }) => {
    await h.waitFor(page, (y) => waitsForHuman(y) && risky(y).phase === 'move', { label: 'Ana to move' });
    await tapMove(page, { hand: '2C', row: 'JC', label: 'Swap the 2 of clubs for the jack of clubs' });
    await tapMove(page, { hand: '7D', pile: 0, label: 'Play the 7 of diamonds on pile\u00a01',
      until: (y) => waitsForHuman(y) && risky(y).phase === 'pickUp' });
    await h.shot(page, 'phone-risky-words-pick-up');
    await tapMove(page, { pile: 2, label: 'Pick up the 9 of clubs', until: (y) => waitsForHuman(y) && risky(y).phase === 'move' });
    // The rest of the game: Bo's moves and the cards off the deck, told in the news by the
    // cards' corners, as drawn on the table.
    const { x } = await play(page, { hurry: true });
    assert.strictEqual(x.screen, 'summary');
    const log = risky(x).timeline.log;
    assert.ok(log.some((l) => /^Ana swaps 2♣ for J♣\.$/.test(l)), log.join('\n'));
    for (const line of log) {
      assert.doesNotMatch(line, /\b(10|[2-9JQKA])[CDHS]\b/, `"${line}" names no card by its code`);
      assert.doesNotMatch(line, /\bof (clubs|diamonds|hearts|spades)\b/, `"${line}" names its cards as their corners do`);
    }
    const bo = log.filter((l) => l.startsWith('Bo '));
    assert.ok(bo.length >= 4, 'Bo played');
    for (const l of bo) assert.match(l, /^Bo('s | (plays|swaps|sets a card aside|has no card|starts|picks \S+ to start) )/, l);
    // A card turned up for an empty pile is named, and where it went.
    for (const l of log.filter((m) => /From the deck: /.test(m)))
      assert.match(l, /From the deck: (10|[2-9JQKA])[♣♦♥♠] (starts|goes on|clears itself|comes off)/, l);
    assert.deepStrictEqual(errors, []);
  });
});

test('the set-aside prompt says the discard row becomes the hand', { timeout: 900000 }, async () => {
  await h.withApp({ ...h.PHONE }, { prepare: savedGame(USUAL_DEAL) }, async ({ page, errors }) => {
    await h.waitFor(page, (y) => waitsForHuman(y) && risky(y).phase === 'move', { label: 'Ana to move' });
    await h.tap(page, 'table.end-moves');
    await h.tap(page, 'table.end-yes');
    const x = await h.waitFor(page, (y) => waitsForHuman(y) && risky(y).phase === 'setAside', { label: 'the card to set aside' });
    assert.ok(x.texts.some((t) => /choose the card to set aside face down\. The rest go to the discard row, and the row's cards become your hand\./.test(t.text)),
      x.texts.map((t) => t.text).join(' | '));
    assert.deepStrictEqual(errors, []);
  });
});

test('a tap on a dimmed pile says why in the news line, with the rules\' condition', { timeout: 900000 }, async () => {
  await h.withApp({ ...h.PHONE }, { prepare: savedGame(USUAL_DEAL) }, async ({ page, errors }) => {
    const x = await h.waitFor(page, (y) => waitsForHuman(y) && risky(y).phase === 'move', { label: 'Ana to move' });
    await h.tap(page, `table.hand.${risky(x).hand.indexOf('7D')}`);
    await h.waitFor(page, (y) => risky(y).picked === '7D', { label: 'the 7 of diamonds picked' });
    // Pile 2's top card is the 5 of clubs: the 7 cannot go there (dimmed).
    await h.tap(page, 'table.pile.1');
    const said = await h.waitFor(page, (y) => y.texts.some((t) => t.news && /Pile.2 takes only a 5 or a king, not the 7 of diamonds\./.test(t.text)),
      { label: 'the reason in the news line' });
    await h.shot(page, 'phone-risky-dimmed-pile');
    assert.strictEqual(risky(said).history, risky(x).history, 'nothing was played');
    assert.strictEqual(risky(said).target, -1, 'nothing was picked to confirm');
    assert.deepStrictEqual(errors, []);
  });
});

// The usual deal with the king of spades dealt to start pile 1 (the deal clears nothing).
const KING_DEALT_TO_PILE_1 = JSON.stringify({ ...JSON.parse(USUAL_DEAL),
  history: [0, ...['KS', '5C', '9C', 'QC', '7D', '7H', 'KC', '2C', '3D', '3H', '6D', '8D', '3C', '4C', 'JC', '10C'].map(h.riskyCardId)] });

test('a pile a king was dealt to takes only a king, and a tap there says so once', { timeout: 900000 }, async () => {
  await h.withApp({ ...h.PHONE }, { prepare: savedGame(KING_DEALT_TO_PILE_1) }, async ({ page, errors }) => {
    const x = await h.waitFor(page, (y) => waitsForHuman(y) && risky(y).phase === 'move', { label: 'Ana to move' });
    await h.tap(page, `table.hand.${risky(x).hand.indexOf('7D')}`);
    await h.waitFor(page, (y) => risky(y).picked === '7D', { label: 'the 7 of diamonds picked' });
    await h.tap(page, 'table.pile.0');
    const said = await h.waitFor(page, (y) => y.texts.some((t) => t.news && /Pile.1 takes only a king, not the 7 of diamonds\./.test(t.text)),
      { label: 'the reason in the news line' });
    assert.strictEqual(risky(said).history, risky(x).history, 'nothing was played');
    assert.deepStrictEqual(errors, []);
  });
});

test('between games the winner picks who starts on a screen of its own, every summary has a way Home, and the last says the match is over', { timeout: 900000 }, async () => {
  await h.withApp(h.PHONE, { pace: 'instant', prepare: savedGame(readSave('risky-business-last-move-of-game-1-of-2.json')) }, async ({ page, errors }) => {
    // Game 1's last move, by taps (two people: the device is passed first).
    const { x: summary } = await play(page, { hurry: true });
    assert.strictEqual(summary.screen, 'summary');
    const first = await h.waitFor(page, (y) => y.widgets['summary.home'] && y.widgets['summary.next'], { label: 'the summary bar' });
    await h.shot(page, 'phone-risky-summary-home');
    assert.ok(first.texts.some((t) => t.text === 'Game 1 of 2'), 'a summary in the match says which game');
    // Home, and back: the match waits for the winner's choice (resumed there).
    await h.tap(page, 'summary.home');
    await h.waitScreen(page, 'home');
    await h.tap(page, 'home.risky-business.resume');
    const back = await h.waitFor(page, (y) => (y.screen === 'summary' && y.widgets['summary.next']) ||
      (y.screen === 'table' && risky(y).phase === 'chooseFirst'), { label: 'the match again' });
    if (back.screen === 'summary') await h.tap(page, 'summary.next');
    const choose = await h.waitFor(page, (y) => y.screen === 'table' && risky(y).phase === 'chooseFirst' && y.widgets['table.first.0'] && h.shownAll(y),
      { label: 'the winner picks who starts' });
    await h.shot(page, 'phone-risky-choose-first-clean');
    const table = Object.keys(choose.widgets).filter((id) => /^table\.(pile|row|hand|deck|log)/.test(id));
    assert.deepStrictEqual(table, [], 'no piles, row, hand or deck behind the choice');
    assert.ok(!choose.texts.some((t) => /^(pile|discard row|deck)\b/.test(t.text)), choose.texts.map((t) => t.text).join(' | '));
    assert.ok(choose.texts.some((t) => /^Game 2 of 2: who starts\?$/.test(t.text)), 'the screen says what it is for');
    assert.ok(choose.texts.some((t) => /^Bo won game 1 with \d+ points and picks who starts the next one\.$/.test(t.text)));
    assert.ok(choose.widgets['table.home'], 'Home is at hand');
    await h.tap(page, 'table.first.0');
    await h.waitFor(page, (y) => risky(y).target === 13000, { label: 'Ana picked to start' });
    await h.tap(page, 'table.confirm');
    await h.waitFor(page, (y) => risky(y) && risky(y).game === 2 && risky(y).turnPlayer === 0 && ['move'].includes(risky(y).phase),
      { label: 'game 2 dealt, Ana starts' });
    assert.ok(first.widgets['summary.scores'], 'the scores are still offered');
    assert.deepStrictEqual(errors, []);
  });
  // The match's last summary: Home leaves the finished match.
  await h.withApp({ ...h.PHONE }, { prepare: savedGame(readSave('risky-business-last-move-of-game-2-of-2.json')) }, async ({ page, errors }) => {
    const { x } = await play(page, { hurry: true });
    assert.strictEqual(x.screen, 'summary');
    const last = await h.waitFor(page, (y) => y.widgets['summary.home'] && y.widgets['summary.final'], { label: 'the final summary bar' });
    const titles = last.texts.map((t) => t.text);
    assert.ok(titles.includes('Match over') && !titles.includes('Game 2 of 2'), `the last summary is headed as the match's end: ${titles.join(' | ')}`);
    assert.deepStrictEqual(await h.layoutProblemsAtEverySize(page, 'risky-match-over'), []);
    await h.tap(page, 'summary.home');
    const home = await h.waitScreen(page, 'home');
    assert.ok(!home.widgets['home.risky-business.resume'], 'the finished match is not offered to resume');
    assert.deepStrictEqual(errors, []);
  });
});

test('a strong bot never swaps a card for one of the same rank, nor swaps back to a hand and row of the same turn', { timeout: 900000 }, async () => {
  await h.withApp(h.PHONE, { pace: 'instant' }, async ({ page, errors }) => {
    await startRisky(page, ['human', 'strong']);
    const { x } = await play(page, { hurry: true });
    assert.strictEqual(x.screen, 'summary');
    // Bo's swaps from the log, since Bo's last play or turn: the ranks the hand has taken in and
    // given away since then name its hand and row; no swap brings back a pair seen before.
    const rank = (sign) => sign.slice(0, -1);  // "10♥": "10"
    const log = risky(x).timeline.log;
    let taken = [], given = [], seen = ['|'];
    const drop = (list, r) => list.splice(list.indexOf(r), 1);
    for (const line of log) {
      if (/^Bo('s | plays | sets a card aside)/.test(line)) [taken, given, seen] = [[], [], ['|']];
      const m = /^Bo swaps (\S+) for (\S+)\.$/.exec(line);
      if (!m) continue;
      const [out, into] = [rank(m[1]), rank(m[2])];
      assert.notStrictEqual(out, into, `"${line}": a card for one of the same rank`);
      if (taken.includes(out)) drop(taken, out); else given.push(out);
      if (given.includes(into)) drop(given, into); else taken.push(into);
      const key = `${[...taken].sort()}|${[...given].sort()}`;
      assert.ok(!seen.includes(key), `"${line}" brings back a hand and row of the turn\n${log.join('\n')}`);
      seen.push(key);
    }
    assert.deepStrictEqual(errors, []);
  });
});

// ---------------------------------------------------------------------------------------
// Issue: bot turns with a chain of cards from the deck were slow (13 to 31 s at Normal pace).
// Seeded games where Bo (quick) is about to play a turn whose piles are replaced from the deck in
// a chain (found with the quick bot on both seats; the human's moves so far are the quick bot's).
const CHAIN_TURNS = {
  // Seed 364: 13 cards turned up for empty piles in Bo's first turn (the longest in seeds 1 to 3000).
  longest: { seed: 364, history: [0, 28, 5, 23, 14, 8, 11, 12, 29, 25, 33, 51, 50, 45, 21, 41, 37, 48, 12700, 24, 12237, 48, 44, 12248, 3, 148, 12221, 10, 1842, 12829, 32] },
  // Seed 2787: 9 cards turned up in Bo's first turn.
  long: { seed: 2787, history: [0, 20, 32, 33, 8, 34, 42, 41, 36, 38, 44, 25, 26, 11, 3, 17, 40, 5275, 12000, 12842, 35] },
};

function chainSave({ seed, history }, players = ['human', 'quick']) {
  return JSON.stringify({
    format: 'allclear-record', version: 1, game: 'risky-business', parameters: { players: 2, rounds: 1 }, seed,
    players, names: ['Ana', 'Bo'], history, round_scores: [], final_scores: [],
  });
}

// Bo's turn as seen from its first step to the table waiting for Ana: its steps and how long it took.
async function timeBotTurn(turn) {
  let result;
  // The steps are watched from the page's first frame (watchSteps on the context, before the load).
  const prepare = async (context) => {
    await savedGame(chainSave(turn))(context);
    await h.watchSteps(context, { fromNextLoad: true });
  };
  await h.withApp({ ...h.PHONE }, { prepare }, async ({ page, errors }) => {
    await h.waitFor(page, (y) => waitsForHuman(y) && risky(y).turnPlayer === 0, { label: 'Bo\'s turn played', timeout: 120000 });
    const seen = (await h.stepsSeen(page)).filter((s) => s.screen === 'table');
    const first = seen.findIndex((s) => /^Bo('s)? /.test(s.step));
    const last = seen.length - 1;  // everything shown: Ana's to choose
    assert.ok(first >= 0 && seen[last].step === '', JSON.stringify(seen));
    const steps = seen.slice(first, last).filter((s) => s.step);
    result = { ms: seen[last].from - seen[first].from, steps };
    assert.deepStrictEqual(errors, []);
  });
  return result;
}

test('a bot\'s move with a cascade from the deck is one step, its cards told in it, held to be read', { timeout: 900000 }, async () => {
  for (const [name, turn] of Object.entries(CHAIN_TURNS)) {
    const { ms, steps } = await timeBotTurn(turn);
    // The times as planned (hold) are checked; as drawn (ms) they are only reported: a busy
    // machine draws late and a bot thinks slower, neither of which the table chose.
    const planned = steps.reduce((sum, s) => sum + s.hold, 0);
    console.log(`# ${name} (seed ${turn.seed}): Bo's turn took ${(ms / 1000).toFixed(1)} s, ` +
      `its ${steps.length} steps planned ${(planned / 1000).toFixed(1)} s`);
    for (const s of steps) console.log(`#   ${s.hold} ms planned, ${Math.round(s.ms)} ms drawn  ${s.step}`);
    const list = steps.map((s) => s.step).join('\n');
    // Issue 29: a chain is told as one step, not one a card.
    const chain = steps.filter((s) => (s.step.match(/ (starts|goes on|clears itself)/g) || []).length >= 2);
    assert.ok(chain.length >= 1, `a step tells the cascade's cards: ${list}`);
    for (const s of chain) assert.match(s.step, /^(Bo('s | plays | picks up ).* From the deck: |Next, )/, 'with the move that began it, or after it');
    // A card goes on in a step of its own only where the line before is full (100 characters).
    steps.forEach((s, i) => {
      if (/^(Next, |From the deck|Bo picks up)/.test(s.step)) assert.ok(i > 0 && [...steps[i - 1].step].length >= 50, `"${s.step}" after a full line`);
    });
    // Every step held long enough to read (30 characters a second; a suit sign is one).
    for (const s of steps) assert.ok(s.hold >= [...s.step].length / 30 * 1000 - 1, `"${s.step}" held long enough to read: ${s.hold} ms`);
    // Before session 18 the two turns took 68.1 s and 56.6 s (a card a step); each step is now
    // bound by the news line's length (kLongestLine), four moves of chains about 25 s.
    assert.ok(planned <= 30000, `the turn planned ${planned} ms`);
    for (const s of steps) assert.ok([...s.step].length <= 100, `"${s.step}" fits the news line`);
  }
});

test('the moves left count a move as soon as it is made, through its cascade from the deck', { timeout: 900000 }, async () => {
  // Seed 364 with Bo a person: the queen of spades makes four of a kind on pile 1, and the deck
  // turns up the jack of spades (onto pile 3) before the ace of clubs starts pile 1.
  await h.withApp({ ...h.PHONE }, { prepare: savedGame(chainSave(CHAIN_TURNS.longest, ['quick', 'human'])) }, async ({ page, errors }) => {
    const movesLeft = (y) => y.texts.filter((t) => /^\d moves? left$/.test(t.text)).map((t) => t.text);
    const x = await h.waitFor(page, (y) => waitsForHuman(y) && risky(y).phase === 'move' && risky(y).turnPlayer === 1, { label: 'Bo to move' });
    assert.deepStrictEqual(movesLeft(x), ['4 moves left']);
    await h.tap(page, `table.hand.${risky(x).hand.indexOf('QS')}`);
    await h.waitFor(page, (y) => risky(y).picked === 'QS', { label: 'the queen picked' });
    await h.tap(page, 'table.pile.0');
    // kPlay + card * 4 + pile: the queen of spades is card 50.
    await h.waitFor(page, (y) => risky(y).target === cardId('QS') * 4 && y.widgets['table.confirm'].ready, { label: 'the play picked' });
    await h.tap(page, 'table.confirm');
    const replace = await h.waitFor(page, (y) => waitsForHuman(y) && risky(y).phase === 'replace', { label: 'the pile to replace' });
    assert.deepStrictEqual(movesLeft(replace), ['3 moves left'], 'the play is made: counted before its pick-up');
    await h.tap(page, 'table.deck');
    await h.waitFor(page, (y) => risky(y).target === 12700 && y.widgets['table.confirm'].ready, { label: 'the deck picked' });
    await h.tap(page, 'table.confirm');
    // The cascade the choice brought, one step held (what Bo did not see coming).
    const chain = await h.waitFor(page, (y) => /^From the deck: J♠ goes on pile.3\. A♣ starts pile.1\.$/.test(risky(y).timeline.step),
      { label: 'the cascade on the table' });
    await h.shot(page, 'phone-risky-moves-counted-in-cascade');
    assert.ok(!h.shownAll(chain), 'the cascade is still being told');
    assert.strictEqual(risky(chain).movesLeft, 4, 'the rules count the move once it is over');
    assert.deepStrictEqual(movesLeft(chain), ['3 moves left'], 'the table counts it already');
    assert.deepStrictEqual(errors, []);
  });
});

// The usual deal with the longest card names for a swap: Ana holds the queen of diamonds, the row
// the 6 of spades.
const LONG_SWAP_DEAL = JSON.stringify({
  ...JSON.parse(USUAL_DEAL),
  history: [0, ...['7C', '5C', '9C', 'QC', 'QD', '7H', 'KC', '2C', '3D', '3H', '6D', '8D', '3C', '6S', 'JC', '10C'].map(cardId)],
});

// The prompt over the buttons (the glowing text right above them; the end question's buttons
// take the bar's place).
function promptText(x) {
  const bar = x.widgets['table.confirm'] || x.widgets['table.end-yes'];
  const above = x.texts.filter((t) => !t.news && t.y >= bar.y - 56 && t.y + t.h <= bar.y + 1);
  return above.map((t) => t.text).join(' ');
}

test('on a phone a Confirm naming two long cards reads on two lines at 15 px or more, and the prompt says what the swap does', { timeout: 900000 }, async () => {
  await h.withApp({ ...h.PHONE }, { prepare: savedGame(LONG_SWAP_DEAL) }, async ({ page, errors }) => {
    const x = await h.waitFor(page, (y) => waitsForHuman(y) && risky(y).phase === 'move', { label: 'Ana to move' });
    await h.tap(page, `table.hand.${risky(x).hand.indexOf('QD')}`);
    await h.waitFor(page, (y) => risky(y).picked === 'QD', { label: 'the queen picked' });
    await h.tap(page, `table.row.${risky(x).row.indexOf('6S')}`);
    const ready = await h.waitFor(page, (y) => risky(y).target >= 0 && y.widgets['table.confirm'].ready, { label: 'the swap picked' });
    assert.strictEqual(risky(ready).confirmLabel, 'Swap the queen of diamonds for the 6 of spades', 'the words still name the cards');
    assert.match(promptText(ready), /^The queen of diamonds goes to the row, the 6 of spades to your hand\. Confirm it with the button below, or pick again\.$/);
    await h.shot(page, 'phone-risky-long-swap');
    // Every size: Confirm's label and End moves' at a readable size, on two lines at most.
    const readable = (y) => ['table.confirm', 'table.end-moves'].flatMap((id) => {
      const b = y.widgets[id];
      return b && b.labelSize >= 15 && b.labelLines <= 2 ? [] : [`${id}: ${b && b.labelSize} px on ${b && b.labelLines} lines`];
    });
    assert.deepStrictEqual(await h.layoutProblemsAtEverySize(page, 'risky-long-swap', { check: readable }), []);
    assert.deepStrictEqual(errors, []);
  });
});

test('a row card picked to pick up: the prompt says what it does and points to the button', { timeout: 900000 }, async () => {
  await h.withApp({ ...h.PHONE }, { prepare: savedGame(USUAL_DEAL) }, async ({ page, errors }) => {
    const x = await tapMove(page, { hand: '7D', pile: 0, until: (y) => waitsForHuman(y) && risky(y).phase === 'pickUp' });
    assert.match(promptText(x), /^Pick up one card: /, 'nothing picked yet');
    await h.tap(page, `table.row.${risky(x).row.indexOf('JC')}`);
    const picked = await h.waitFor(page, (y) => risky(y).target >= 0 && y.widgets['table.confirm'].ready, { label: 'the jack picked' });
    assert.strictEqual(risky(picked).confirmLabel, 'Pick up the jack of clubs');
    assert.match(promptText(picked),
      /^The jack of clubs goes to your hand; the deck fills its place in the row\. Confirm it with the button below, or pick again\.$/);
    await h.shot(page, 'phone-risky-pick-up-picked');
    // A pile's top card, the pile keeping cards under it; then the deck's.
    await h.tap(page, 'table.pile.2');
    const pile = await h.waitFor(page, (y) => risky(y).target === 12102, { label: 'the 9 of clubs picked' });
    assert.match(promptText(pile), /^The 9 of clubs goes to your hand; the deck refills pile.3\. Confirm it with the button below/);
    await h.tap(page, 'table.deck');
    const deck = await h.waitFor(page, (y) => risky(y).target === 12400, { label: 'the deck picked' });
    assert.match(promptText(deck), /^The deck's top card goes to your hand\. Confirm it with the button below/);
    assert.deepStrictEqual(errors, []);
  });
});

test('the scoreboard shows the point chart', { timeout: 900000 }, async () => {
  await h.withApp({ ...h.PHONE }, { prepare: savedGame(USUAL_DEAL) }, async ({ page, errors }) => {
    await h.waitFor(page, (y) => waitsForHuman(y), { label: 'Ana to move' });
    await h.tap(page, 'table.scores');
    const board = await h.waitScreen(page, 'scoreboard');
    const texts = board.texts.map((t) => t.text);
    assert.ok(texts.includes('Points (our house rule: the rules text gives no chart)'), texts.join(' | '));
    const chart = ['Ace', '1', '2 to 10', 'their value', 'Jack, queen, king', '10', 'Four of a kind cleared', '\u22122',
      'King cleared', '\u22121'];
    assert.deepStrictEqual(texts.filter((t) => chart.includes(t)), chart, 'each item beside its points, in order');
    await h.shot(page, 'phone-risky-scoreboard');
    assert.deepStrictEqual(await h.layoutProblemsAtEverySize(page, 'risky-scoreboard'), []);
    assert.deepStrictEqual(errors, []);
  });
});

// Our readings once the deck is out (docs/rules/risky-business.md, "When the deck runs out"):
// games found by the native tests' deck-draining players, saved with Bo to move.
test('once the deck is out a player with no hand can only end the turn: the table says so, nothing is set aside and the row becomes the hand', { timeout: 900000 }, async () => {
  await h.withApp({ ...h.PHONE }, { prepare: savedGame(readSave('risky-business-deck-out-no-hand.json')) }, async ({ page, errors }) => {
    const x = await h.waitFor(page, (y) => waitsForHuman(y) && risky(y).phase === 'move', { label: 'Bo to move with no hand', timeout: 60000 });
    const g = risky(x);
    assert.deepStrictEqual(g.hand, [], 'no cards');
    assert.match(promptText(x), /^Nothing can be played or swapped: choose End moves\. You have no card to set aside: the discard row becomes your hand\.$/);
    await h.shot(page, 'phone-risky-no-hand');
    assert.deepStrictEqual(await h.layoutProblemsAtEverySize(page, 'risky-no-hand'), []);
    await h.tap(page, 'table.end-moves');
    const asked = await h.waitFor(page, (y) => risky(y).endArmed && y.widgets['table.end-yes'], { label: 'the question' });
    assert.match(promptText(asked), /You have no card to set aside: the discard row becomes your hand\.$/);
    await h.tap(page, 'table.end-yes');
    const told = await h.waitFor(page, (y) => risky(y).timeline.log.some((l) => /^Bo has no card to play or set aside: the row becomes Bo's hand\.( Game 2 is over\.)?$/.test(l)),
      { label: 'the turn told', timeout: 60000 });
    const after = risky(told);
    assert.strictEqual(after.faceDownCounts[1], g.faceDownCounts[1], 'nothing set aside');
    assert.strictEqual(after.handSizes[1], g.row.length, 'the row became the hand');
    assert.deepStrictEqual(errors, []);
  });
});

test('a king that clears the last pile with the row and the deck empty stands, and the table says there is nothing to pick up', { timeout: 900000 }, async () => {
  await h.withApp({ ...h.PHONE }, { prepare: savedGame(readSave('risky-business-deck-out-nothing-to-pick-up.json')) }, async ({ page, errors }) => {
    const x = await h.waitFor(page, (y) => waitsForHuman(y) && risky(y).phase === 'move', { label: 'Bo to move', timeout: 60000 });
    const g = risky(x);
    assert.strictEqual(g.deck, 0, 'the deck is out');
    assert.deepStrictEqual(g.row, [], 'the row is empty');
    const piles = g.piles.map((p, i) => [p.top, i]).filter(([top]) => top);
    assert.strictEqual(piles.length, 1, 'one pile left');
    const king = g.hand.find((c) => c[0] === 'K');
    assert.ok(king, 'Bo holds a king');
    await h.tap(page, `table.hand.${g.hand.indexOf(king)}`);
    await h.waitFor(page, (y) => risky(y).picked === king, { label: 'the king picked' });
    await h.tap(page, `table.pile.${piles[0][1]}`);
    await h.waitFor(page, (y) => risky(y).target >= 0 && y.widgets['table.confirm'].ready, { label: 'the play picked' });
    await h.tap(page, 'table.confirm');
    // Bo's own move: told in the news line and the log; it need not hold the table (issue 29).
    const nothing = (l) => / Nothing is left to pick up\.$/.test(l);
    const told = await h.waitFor(page, (y) => risky(y).timeline.log.some(nothing),
      { label: 'nothing to pick up told', timeout: 60000 });
    assert.match(risky(told).timeline.log.find(nothing), /^Bo's K[♣♦♥♠] clears pile.\d \(−1\)!/);
    await h.shot(page, 'phone-risky-nothing-to-pick-up');
    assert.deepStrictEqual(await h.layoutProblemsAtEverySize(page, 'risky-nothing-to-pick-up'), []);
    const next = await h.waitFor(page, (y) => risky(y).history > g.history && waitsForHuman(y), { label: 'Bo to go on', timeout: 60000 });
    assert.strictEqual(risky(next).hand.length, g.hand.length - 1, 'the hand a card short');
    assert.notStrictEqual(risky(next).phase, 'pickUp');
    assert.deepStrictEqual(errors, []);
  });
});
