// Issue 29, point 6: what the players noticed, each checked where a test can see it. Most run at
// the instant pace (their subject is words and screens, not the pace).
'use strict';
const test = require('node:test');
const assert = require('node:assert');
const fs = require('fs');
const path = require('path');
const h = require('./helpers');

const texts = (x) => (x.texts || []).map((t) => t.text);
const log = (x) => (x.state && x.state.game && x.state.game.timeline ? x.state.game.timeline.log : []);
const inputFocused = (page) => page.waitForFunction(() => document.activeElement && document.activeElement.tagName === 'INPUT');

// A game of `game` with every seat as `seats` says, from home (past a game in progress).
async function startSeats(page, game, seats) {
  await h.waitScreen(page, 'home');
  await h.scrollIntoView(page, `home.${game}`);
  await h.tap(page, `home.${game}`);
  let x = await h.waitScreen(page, 'new');
  while (!!x.widgets[`new.seat${seats.length}.name`] || !x.widgets[`new.seat${seats.length - 1}.name`]) {
    await h.tap(page, x.widgets[`new.seat${seats.length}.name`] ? 'new.players.minus' : 'new.players.plus');
    x = await h.hook(page);
  }
  for (let i = 0; i < seats.length; i++) await h.tap(page, `new.seat${i}.${seats[i]}`);
  await h.tap(page, 'new.start');
  const y = await h.waitFor(page, (z) => z.screen === 'table' || z.widgets['new.confirm-abandon'], { label: `${game} started` });
  if (y.screen !== 'table') await h.tap(page, 'new.confirm-abandon');
  return h.waitScreen(page, 'table');
}

test('game over: the last summary and the final scores share one title, the summary offers New game, and home counts like with like', { timeout: 300000 }, async () => {
  await h.withApp(h.PHONE, { pace: 'instant' }, async ({ page, errors }) => {
    await h.startClearAgainstBot(page, { rounds: 1 });
    const table = await h.hook(page);
    assert.ok(!texts(table).some((t) => /\btap\b/i.test(t)), `no "tap" on the table: ${texts(table)}`);
    const summary = await h.playClearRound(page, { skipBots: true });
    assert.ok(texts(summary).includes('Game over'), texts(summary).join(' | '));
    for (const id of ['summary.home', 'summary.final', 'summary.new', 'summary.play-again'])
      assert.ok(summary.widgets[id], `${id} on the game-over summary`);
    await h.shot(page, 'phone-noticed-summary-over');
    await h.tap(page, 'summary.final');
    const board = await h.waitScreen(page, 'scoreboard');
    assert.ok(texts(board).includes('Game over'), `the scoreboard's title: ${texts(board)}`);
    await h.tap(page, 'scoreboard.home');
    const home = await h.waitScreen(page, 'home');
    const line = home.state.home.clear.stats;
    assert.match(line, /^1 game, [01] won(?: \(1 shared\))?\. Best \(1 round\): -?\d+$/, 'the best names its kind');
    await h.tap(page, 'home.clear.stats');
    const stats = await h.waitScreen(page, 'stats');
    assert.ok(texts(stats).includes('Games played'), `says what is counted: ${texts(stats)}`);
    await h.shot(page, 'phone-noticed-stats');
    await h.tap(page, 'stats.back');
    // New game from the summary of a finished game opens the new-game screen.
    await h.waitScreen(page, 'home');
    assert.deepStrictEqual(errors, []);
  });
});

test('statistics kept by an older All Clear (format 1) still read, their best under its own name', async () => {
  const prepare = (context) => context.addInitScript(() => {
    if (!sessionStorage.getItem('seeded')) {
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem('allclear.risky-business.stats.v1', JSON.stringify({
        format: 'allclear-stats', version: 1, game: 'risky-business', played: 3, won: 1, best: 41, total: 150,
        recent: [{ date: '2026-11-20', score: 41, won: true }] }));
    }
  });
  await h.withApp(h.PHONE, { prepare }, async ({ page, errors }) => {
    const home = await h.waitScreen(page, 'home');
    assert.strictEqual(home.state.notice, '', 'read, not refused');
    assert.strictEqual(home.state.home['risky-business'].stats, '3 matches, 1 won. Best: 41', 'Risky Business counts matches');
    await h.scrollIntoView(page, 'home.risky-business.stats');
    await h.tap(page, 'home.risky-business.stats');
    const stats = await h.waitScreen(page, 'stats');
    assert.ok(texts(stats).includes('Matches played'), texts(stats).join(' | '));
    assert.deepStrictEqual(errors, []);
  });
});

test('the news writes a rolled 1 in Roll and Clear as the cards do (A), and Clear!\'s log names the coins a Line took, and where', { timeout: 300000 }, async () => {
  await h.withApp(h.PHONE, { pace: 'instant' }, async ({ page, errors }) => {
    await startSeats(page, 'roll-and-clear', ['quick', 'quick']);
    const rc = await h.waitFor(page, (x) => log(x).filter((l) => / rolls /.test(l)).length >= 12, { label: 'a dozen rolls', timeout: 120000 });
    const rolls = log(rc).filter((l) => / rolls /.test(l));
    for (const line of rolls) {
      const dice = /rolls(?: again:)? ((?:[A2-6] ?)+)/.exec(line);
      assert.ok(dice, `a roll in signs: ${line}`);
    }
    assert.ok(rolls.some((l) => /rolls(?: again:)? (?:[A2-6] )*A\b/.test(l)), `a 1 was rolled, written A: ${rolls.join(' | ')}`);
    assert.ok(!log(rc).some((l) => /puts a 1 /.test(l)), 'an ace is put, not a 1');
    await h.tap(page, 'table.home');
    await startSeats(page, 'clear', ['quick', 'quick']);
    const clear = await h.waitFor(page, (x) => log(x).some((l) => / removes /.test(l)), { label: 'a Line removed', timeout: 120000 });
    for (const line of log(clear).filter((l) => / removes /.test(l)))
      // Ranks as the dice are told ("A 2 and a null"), and where the Line lies in words found on
      // the card (it has no square names).
      assert.match(line, /removes a (?:Line of [2-4]|Four! \(\+2\)): (?:[A2-5](?: [A2-5])*(?: and (?:a|two|three|four) nulls?)?|(?:a|two|three|four) nulls?) (?:in row [1-4]|in column [1-6]|on a diagonal)(?:, and Clear!)?$/, line);
    assert.deepStrictEqual(errors, []);
  });
});

// Clear Ace against a bot, played by taps: the news never names a card still face down, and
// the played cards are named by player only.
test('Clear Ace: the news names no face-down card, and played cards are labelled by player', { timeout: 300000 }, async () => {
  await h.withApp(h.PHONE, { pace: 'instant' }, async ({ page, errors }) => {
    await startSeats(page, 'clear-ace', ['human', 'quick']);
    const labels = new Set();
    const start = Date.now();
    for (let plays = 0; plays < 6 && Date.now() - start < 200000;) {
      const x = await h.hook(page);
      const g = x.state.game;
      texts(x).forEach((t) => labels.add(t));
      if (x.screen !== 'table' || g.phase === 'over') break;
      if (x.widgets['table.log.close']) { await h.tap(page, 'table.log.close'); continue; }
      if (!h.shownAll(x)) { await h.tapIfOffered(page, 'table.skip', { within: 0 }); continue; }
      if (g.next === 'roll' && x.widgets['table.roll'] && h.tappable(x, 'table.roll')) { await h.tap(page, 'table.roll'); continue; }
      if (g.next === 'human' && x.widgets['table.hand.0']) {
        const card = Object.keys(x.widgets).filter((id) => /^table\.hand\.\d+$/.test(id));
        for (const id of card) {
          await h.tap(page, id);
          const y = await h.hook(page);
          if (y.widgets['table.play'] && y.widgets['table.play'].enabled) break;
        }
        await h.tap(page, 'table.play');
        plays++;
        continue;
      }
      await page.waitForTimeout(100);
    }
    const x = await h.hook(page);
    const lines = log(x);
    assert.ok(lines.some((l) => /answers\.$|plays face down\.$/.test(l)), `a card was played face down or answered: ${lines.join(' | ')}`);
    assert.ok(!lines.some((l) => /answers with|plays the .* face down/.test(l)), `a face-down card named: ${lines.join(' | ')}`);
    assert.ok(![...labels].some((t) => /^(?:(?:Ana|Bo), )?face (?:up|down)$/.test(t)), `a played card labelled by how it lies: ${[...labels].filter((t) => /face/.test(t))}`);
    assert.ok(labels.has('Bo'), 'the bot\'s card labelled with its name');
    assert.deepStrictEqual(errors, []);
  });
});

const SHOWDOWN = fs.readFileSync(path.join(__dirname, 'saves', 'clear-ace-showdown.json'), 'utf8');

test('Clear Ace: a staked ace is shown once, in the stakes, not again among its owner\'s aces', async () => {
  const prepare = (context) => context.addInitScript((text) => {
    if (!sessionStorage.getItem('saved')) {
      sessionStorage.setItem('saved', '1');
      localStorage.setItem('allclear.clear-ace.game', text);
    }
  }, SHOWDOWN);
  await h.withApp(h.PHONE, { prepare }, async ({ page, errors }) => {
    const opened = await h.waitFor(page, (y) => y.screen === 'home' || y.screen === 'table', { label: 'the app' });
    if (opened.screen === 'home') {
      await h.scrollIntoView(page, 'home.clear-ace.resume');
      await h.tap(page, 'home.clear-ace.resume');
    }
    const x = await h.waitFor(page, (y) => y.screen === 'table' && y.state.game.inShowdown && y.state.game.stakes.length === 2 && h.shownAll(y),
      { label: 'the showdown, both aces staked', timeout: 60000 });
    const g = x.state.game;
    const caption = (n) => (n === 0 ? 'no ace' : n === 1 ? '1 ace' : `${n} aces`);
    for (const p of [0, 1])
      assert.ok(texts(x).includes(caption(g.acesAside[p].length)), `seat ${p}'s aces aside only (${caption(g.acesAside[p].length)}): ${texts(x)}`);
    assert.ok(texts(x).includes("Ana's ace") && texts(x).includes("Bo's ace"), 'the stakes say whose');
    await h.shot(page, 'phone-noticed-stakes');
    assert.deepStrictEqual(errors, []);
  });
});

test('a name typed in one game is offered in the others', async () => {
  await h.withApp(h.PHONE, async ({ page, errors }) => {
    await h.waitScreen(page, 'home');
    await h.tap(page, 'home.clear');
    await h.waitScreen(page, 'new');
    await h.tap(page, 'new.seat0.name');
    await inputFocused(page);
    await page.keyboard.type('Zoe');
    await page.keyboard.press('Enter');
    await h.tap(page, 'new.back');
    await h.waitScreen(page, 'home');
    await h.tap(page, 'home.bingo');
    await h.waitScreen(page, 'new');
    await h.tap(page, 'new.seat1.name');
    await h.waitFor(page, (x) => x.widgets['new.seat1.preset.Zoe'], { label: 'Zoe offered in Bingo Battle' });
    await h.shot(page, 'phone-noticed-names');
    await h.tap(page, 'new.seat1.preset.Zoe');
    await h.waitFor(page, (x) => !x.widgets['new.seat1.preset.Zoe'], { label: 'Zoe taken' });
    assert.deepStrictEqual(errors, []);
  });
});

test('a swipe that starts on the rules screen\'s Back bar scrolls the page and does not go back', async () => {
  await h.withApp(h.PHONE, async ({ page, errors }) => {
    await h.waitScreen(page, 'home');
    await h.tap(page, 'home.clear.rules');
    const x = await h.waitScreen(page, 'rules');
    assert.strictEqual(x.state.bodyScroll, 0);
    const r = x.widgets['rules.back'];
    const cdp = await page.context().newCDPSession(page);
    const cx = r.x + r.w / 2, y0 = r.y + r.h / 2;
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: cx, y: y0 }] });
    for (let s = 1; s <= 30; s++) {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: cx, y: y0 - s * 10 }] });
      await page.waitForTimeout(16);
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await cdp.detach();
    const after = await h.waitFor(page, (y) => y.state.bodyScroll > 100, { label: 'the page scrolled' });
    assert.strictEqual(after.screen, 'rules', 'the swipe pressed nothing');
    assert.deepStrictEqual(errors, []);
  });
});

test('home says the site has card games too, and a card game\'s game number repeats its deals', async () => {
  await h.withApp(h.PHONE, async ({ page, errors }) => {
    await h.waitScreen(page, 'home');
    await h.scrollIntoView(page, 'home.risky-business');
    await h.tap(page, 'home.risky-business');
    await h.waitScreen(page, 'new');
    await h.scrollIntoView(page, 'new.more');
    await h.tap(page, 'new.more');
    await h.waitFor(page, (y) => y.widgets['new.seed.new'], { label: 'the game number' });
    // Below Learn to play's offer (a game never played here): scrolled to, as a player would.
    await h.scrollIntoView(page, 'new.seed.new');
    const x = await h.hook(page);
    assert.ok(texts(x).some((t) => /plays the same deals\.$/.test(t)), `the note: ${texts(x)}`);
    assert.deepStrictEqual(errors, []);
  });
});

// At the normal pace: a bot's roll is on screen when the page reloads; the resumed table shows
// it again from its dice instead of opening with it applied unseen.
test('Bingo Battle: a bot\'s roll being shown at a reload is shown again when the game resumes', { timeout: 300000 }, async () => {
  await h.withApp(h.PHONE, async ({ page, errors }) => {
    await h.startBingo(page, { seats: ['human', 'quick'] });
    const botRoll = (x) => x.screen === 'table' && x.state.game.timeline && /^Bo rolls /.test(x.state.game.timeline.step || '');
    const start = Date.now();
    for (;;) {
      const x = await h.hook(page);
      if (botRoll(x)) break;
      assert.ok(Date.now() - start < 200000, 'the bot rolled in time');
      if (!(await h.bingoStep(page))) await page.waitForTimeout(50);
    }
    const before = await h.hook(page);
    const history = before.state.game.history;
    await page.reload();
    const back = await h.waitFor(page, (x) => x.screen === 'home' || x.screen === 'table', { label: 'the app after the reload' });
    if (back.screen === 'home') await h.tap(page, 'home.bingo.resume');
    const again = await h.waitFor(page, (x) => botRoll(x) || (x.screen === 'table' && h.shownAll(x)), { label: 'the table after the reload', timeout: 60000 });
    assert.ok(botRoll(again), `the bot's roll is shown again: ${JSON.stringify(again.state.game.timeline)}`);
    assert.strictEqual(again.state.game.history, history, 'nothing applied twice');
    assert.deepStrictEqual(errors, []);
  });
});
