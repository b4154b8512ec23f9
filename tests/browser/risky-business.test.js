// Risky Business on a phone (390x844 at 3x, touch), played by taps: a one-game match against a
// quick bot is started from home and played to its summary (every move picked on the table and
// confirmed; a tap alone never plays), a reload in the middle resumes at the same position, and
// the test hook never names a card the human could not see. Two people on one device: the pass
// screen hides every hand, also after a reload. The table at landscape and desktop sizes.
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

// The game as the player sees it, without what only says how it is being shown.
function position(x) {
  const g = risky(x);
  const keep = ['phase', 'current', 'turnPlayer', 'movesLeft', 'viewer', 'hand', 'faceDown', 'handSizes', 'faceDownCounts',
    'piles', 'row', 'deck', 'pending', 'quads', 'kings', 'moves', 'history', 'game', 'scores', 'next'];
  return JSON.stringify({ screen: x.screen, game: Object.fromEntries(keep.map((k) => [k, g[k]])) });
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
  for (let i = 0; i < 14; i++) await h.tap(page, 'new.rounds.minus');
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

// One human choice by taps: the pieces of the move, then Confirm (End moves: two taps).
// Checks that no tap before the last one changed the game. Returns the move.
async function humanStep(page, x, hurry) {
  const g = risky(x);
  const m = chooseMove(g, hurry);
  const unchanged = async (what) => {
    const y = await h.waitFor(page, (z) => risky(z) && risky(z).history >= g.history, { label: what });
    assert.strictEqual(risky(y).history, g.history, `${what} plays nothing`);
    return y;
  };
  if (m.kind === 'end') {
    await h.tap(page, 'table.end-moves');
    await h.waitFor(page, (y) => risky(y).endArmed, { label: 'End moves asks again' });
    await unchanged('one tap on End moves');
    await h.tap(page, 'table.end-moves');
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
async function play(page, { until = () => false, check = () => {}, hurry = false, timeout = 240000 } = {}) {
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

test('a one-game match against a quick bot, played by taps at a phone, resumes after a reload', { timeout: 600000 }, async () => {
  await h.withApp({ ...h.PHONE }, async ({ page, errors }) => {
    const table = await startRisky(page, ['human', 'quick'], { shots: true });
    assert.strictEqual(risky(table).games, 1, 'a match of one game');
    assert.deepStrictEqual(risky(table).humans, [1, 0]);
    const check = (x) => {
      assertNoHiddenCard(x, `history ${risky(x).history}`);
      assertOnScreen(x, `history ${risky(x).history}`, 390, 844);
    };
    // A few turns, then a reload in the middle of a turn.
    const first = await play(page, {
      check,
      until: (x) => waitsForHuman(x) && risky(x).faceDownCounts[0] >= 2 && risky(x).phase === 'move',
    });
    assert.strictEqual(first.x.screen, 'table', 'two turns played, the game goes on');
    await h.shot(page, 'phone-risky-table');
    const before = position(first.x);
    await page.reload();
    const after = await h.waitFor(page, waitsForHuman, { label: 'the table after the reload' });
    assert.strictEqual(position(after), before, 'the reload resumed the same position');
    assert.ok(await page.evaluate((k) => localStorage.getItem(k), GAME), 'the game is saved');
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
    assert.deepStrictEqual(errors, []);
  });
});

test('two people on one device: every hand stays hidden until its owner takes the device, also after a reload', { timeout: 300000 }, async () => {
  await h.withApp({ ...h.PHONE }, async ({ page, errors }) => {
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
    const turn = await play(page, { until: (y) => risky(y) && risky(y).pass });
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

test('three players at a phone turned to landscape, then at a desktop size: the table still fits', { timeout: 180000 }, async () => {
  await h.withApp({ ...h.PHONE }, async ({ page, errors }) => {
    await startRisky(page, ['human', 'quick', 'strong']);
    let x = await h.waitFor(page, waitsForHuman, { label: 'a human choice', timeout: 60000 });
    assert.strictEqual(risky(x).handSizes.length, 3, 'three players');
    const g = risky(x);
    const cards = g.deck + g.handSizes.reduce((a, b) => a + b) + g.faceDownCounts.reduce((a, b) => a + b) + g.row.length +
      g.piles.reduce((n, p) => n + p.size, 0) + g.clearedCounts.reduce((a, b) => a + b);
    assert.strictEqual(cards, 104, 'two decks for three players, every card somewhere');
    for (const [label, w, hgt] of [['landscape', 844, 390], ['desktop', 1280, 800]]) {
      await page.setViewportSize({ width: w, height: hgt });
      x = await h.waitFor(page, (y) => waitsForHuman(y) && y.widgets['table.confirm'].y + 48 <= hgt + 1, { label: `the ${label} layout` });
      assertOnScreen(x, label, w, hgt);
      await h.shot(page, `${label}-risky-table`);
    }
    assert.deepStrictEqual(errors, []);
  });
});

test('after a game of the match its winner picks who starts the next one', { timeout: 300000 }, async () => {
  await h.withApp({ ...h.PHONE }, async ({ page, errors }) => {
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

test('each bot move and each card turned up from the deck stays on screen about a second at Normal pace', { timeout: 420000 }, async () => {
  await h.withApp({ ...h.PHONE }, async ({ page, errors }) => {
    await startRisky(page, ['human', 'quick']);
    await h.watchSteps(page);
    // Two of the bot's turns, the person ending their moves at once.
    const { x } = await play(page, { hurry: false, until: (y) => waitsForHuman(y) && risky(y).faceDownCounts[1] >= 2 });
    assert.strictEqual(x.screen, 'table');
    const times = await stepTimes(page);
    // Cards off the deck (a chain's sub-steps: at least ~0.7 s), and Bo's own moves (~1 s).
    const deck = times.filter((s) => / turns up | fills the discard row /.test(s.step));
    const bot = times.filter((s) => s.step.startsWith('Bo ') && !deck.includes(s));
    assert.ok(bot.length >= 4, `bot moves seen: ${JSON.stringify(times)}`);
    assert.ok(deck.length >= 1, `cards from the deck seen: ${JSON.stringify(times)}`);
    for (const s of bot) assert.ok(s.ms >= 900, `"${s.step}" stayed ${Math.round(s.ms)} ms`);
    for (const s of deck) assert.ok(s.ms >= 650, `"${s.step}" stayed ${Math.round(s.ms)} ms`);
    // The log keeps them: what Bo did is there to read again.
    const log = risky(await h.hook(page)).timeline.log;
    for (const s of bot) assert.ok(log.includes(s.step), `the log has "${s.step}"`);
    assert.ok(log.some((l) => /^Bo sets a card aside face down/.test(l)), 'the set-aside is in the log');
    assert.deepStrictEqual(errors, []);
  });
});

test('the move that ends a game is on the table, held, before the summary opens', { timeout: 420000 }, async () => {
  await h.withApp({ ...h.PHONE }, async ({ page, errors }) => {
    await startRisky(page, ['human', 'quick']);
    await h.watchSteps(page);
    const { x } = await play(page, { hurry: true });
    assert.strictEqual(x.screen, 'summary');
    const list = await h.stepsSeen(page);
    const first = list.findIndex((s) => s.screen === 'summary');
    const end = first - 1;
    assert.ok(end >= 0 && list[end].screen === 'table' && list[end].roundEnd, `the last move was on the table first: ${JSON.stringify(list.slice(-6))}`);
    assert.ok(list[end].ms >= 1500, `held ${Math.round(list[end].ms)} ms`);
    assert.match(list[end].step, /Game 1 is over\.$/, 'the news line says the game is over');
    assert.deepStrictEqual(errors, []);
  });
});

test('a double tap on Confirm makes one move', { timeout: 180000 }, async () => {
  await h.withApp({ ...h.PHONE }, async ({ page, errors }) => {
    await startRisky(page, ['human', 'quick']);
    const x = await h.waitFor(page, (y) => waitsForHuman(y) && risky(y).phase === 'move', { label: 'a move to make', timeout: 60000 });
    const g = risky(x);
    const swap = g.moves.find((m) => m.kind === 'swap');
    await h.tap(page, `table.hand.${swap.hand}`);
    await h.waitFor(page, (y) => risky(y).picked === g.hand[swap.hand], { label: 'the card picked' });
    await h.tap(page, `table.row.${swap.row}`);
    const ready = await h.waitFor(page, (y) => risky(y).target === swap.action && y.widgets['table.confirm'].ready,
      { label: 'the swap picked' });
    const r = ready.widgets['table.confirm'];
    await page.touchscreen.tap(r.x + r.w / 2, r.y + r.h / 2);
    await page.touchscreen.tap(r.x + r.w / 2, r.y + r.h / 2);
    const after = await h.waitFor(page, (y) => risky(y).history > g.history && h.shownAll(y), { label: 'the swap shown' });
    assert.strictEqual(risky(after).history, g.history + 1, 'one swap, nothing more');
    assert.strictEqual(risky(after).movesLeft, g.movesLeft - 1);
    assert.deepStrictEqual(errors, []);
  });
});

const VIEWPORTS = [['phone', h.PHONE.viewport], ['landscape', h.LANDSCAPE.viewport], ['desktop', h.DESKTOP.viewport]];

// At a phone, a phone turned and a desktop, in the moment `holds` describes: no text overlaps
// another, leaves its panel, lies under the news or half covers a widget. Shots saved.
async function assertLayout(page, phase, holds) {
  for (const [label, size] of VIEWPORTS) {
    const same = JSON.stringify(page.viewportSize()) === JSON.stringify(size);
    const frames = same ? 0 : (await h.hook(page)).frames;
    await page.setViewportSize(size);
    // The first frames after the resize settle the layout; the texts of a frame drawn at the new
    // size in that moment are checked.
    const x = await h.waitFor(page, (y) => y.frames >= frames + 3 && holds(y), { label: `${phase} at ${label}`, timeout: 30000 });
    assert.deepStrictEqual(h.layoutProblems(x), [], `${phase} at ${label}`);
    assert.ok(x.texts.length > 0, `${phase} at ${label}: its texts are published`);
    await h.shot(page, `${label}-risky-${phase}`);
  }
  // Back at the phone, on a frame drawn at its size (widgets are tapped where it put them).
  const frames = (await h.hook(page)).frames;
  await page.setViewportSize(h.PHONE.viewport);
  await h.waitFor(page, (y) => y.frames >= frames + 3, { label: 'the phone again' });
  await h.settle(page);
}

test('text never overlaps, never leaves its panel and never lies under the news, at a phone, landscape and desktop', { timeout: 600000 }, async () => {
  const slow = (context) => context.addInitScript(() => {
    if (!sessionStorage.getItem('seeded')) {
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem('allclear.settings.v1', '{"format":"allclear-settings","version":1,"botPace":"slow","reducedMotion":"off"}');
    }
  });
  await h.withApp({ ...h.PHONE }, { prepare: slow }, async ({ page, errors }) => {
    await startRisky(page, ['human', 'quick', 'quick']);
    let x = await h.waitFor(page, (y) => waitsForHuman(y) && risky(y).phase === 'move', { label: 'a move', timeout: 240000 });
    await h.tap(page, 'table.hand.0');
    const picked = risky(x).hand[0];
    await assertLayout(page, 'move', (y) => waitsForHuman(y) && risky(y).picked === picked);
    // The log opens once it holds a line (a game the person starts has none yet).
    if (risky(await h.hook(page)).timeline.log.length > 0) {
      await h.tap(page, 'table.log');
      await assertLayout(page, 'log', (y) => y.widgets['table.log.close']);
      await h.tap(page, 'table.log.close');
    }
    await h.tap(page, 'table.end-moves');
    await h.waitFor(page, (y) => risky(y).endArmed, { label: 'End moves asks again' });
    await h.tap(page, 'table.end-moves');
    x = await h.waitFor(page, (y) => waitsForHuman(y) && risky(y).phase === 'setAside', { label: 'the card to set aside' });
    await assertLayout(page, 'set-aside', (y) => waitsForHuman(y) && risky(y).phase === 'setAside');
    await h.tap(page, 'table.hand.0');
    await h.waitFor(page, (y) => risky(y).target >= 12800, { label: 'the card picked' });
    await h.tap(page, 'table.confirm');
    // A bot's move told in the news line.
    await assertLayout(page, 'bot', (y) => risky(y) && /^(Bo|Cleo) /.test(risky(y).timeline.step));
    const { x: summary } = await play(page, { hurry: true });
    assert.strictEqual(summary.screen, 'summary');
    await assertLayout(page, 'summary', (y) => y.screen === 'summary');
    assert.deepStrictEqual(errors, []);
  });
});
