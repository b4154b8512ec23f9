// The smoke tests every engine runs (firefox.test.js, webkit.test.js): home loads and is drawn,
// each game of the app starts and takes a move by clicks, a reload resumes a game where it was,
// and a corrupt saved game is reported and kept. One browser per engine; each test starts from
// a fresh load with nothing saved.
'use strict';
const { describe, test, before, after, beforeEach } = require('node:test');
const assert = require('node:assert');
const app = require('./app');

const CLEAR_GAME = 'allclear.clear.game';

const game = (x) => x.state && x.state.game;
// The table waits for the person: nothing is left to show (nor a hand being shown, nor the
// device to pass on) and it is their roll or choice.
const waitsForPerson = (x) => x.screen === 'table' && !!game(x) && game(x).timeline.caughtUp && !game(x).showing && !game(x).pass &&
    (game(x).next === 'human' || (game(x).next === 'roll' && game(x).humans[game(x).roller] === 1));

// Clicks `id` and waits until the game's history has grown past `x`'s: the click made a move.
async function moveBy(d, x, id, label, { at } = {}) {
  await app.click(d, id, { at });
  return app.waitFor(d, (y) => !game(y) || game(y).history > game(x).history, { label });
}

// Waits for the person's turn (past any bot's) and rolls when it is their roll. Resolves to the
// hook at their next decision, after the roll when there was one.
async function rollIfAsked(d) {
  const x = await app.waitFor(d, waitsForPerson, { label: 'the person\'s turn', timeout: 180000 });
  if (game(x).next !== 'roll') return x;
  await moveBy(d, x, 'table.roll', 'the roll');
  return app.waitFor(d, waitsForPerson, { label: 'the roll shown', timeout: 180000 });
}

// Clear!: the roll, then the first Line offered (a click on its first coin picks it, Confirm
// removes it), unless the roll matches no Line (then the app scratches by itself).
async function clearMove(d) {
  const x = await rollIfAsked(d);
  const g = game(x);
  if (g.next !== 'human') return x;
  let square = 0;
  while (!((g.lines[0] >>> square) & 1)) square++;
  await app.click(d, `table.square.${'abcdef'[square % 6]}${Math.floor(square / 6) + 1}`);
  const picked = await app.waitFor(d, (y) => game(y).selected !== 0, { label: 'a Line picked' });
  assert.ok(g.legal.includes(game(picked).selected), 'the picked Line is one the roll allows');
  return moveBy(d, picked, 'table.confirm', 'the Line removed');
}

// Bingo Battle: the roll, then the first choice of squares offered, confirmed.
async function bingoMove(d) {
  const x = await rollIfAsked(d);
  const g = game(x);
  if (g.next !== 'human') return x;
  const suits = ['suns', 'moons', 'crowns', 'arms'];
  for (let square = 0; square < 20; square++) {
    const rank = Math.floor(square / 4) + 1;
    if ((g.legal[0] >>> square) & 1) await app.click(d, `table.square.${suits[square % 4]}.${rank === 1 ? 'ace' : rank}`);
  }
  const picked = await app.waitFor(d, (y) => game(y).selected === g.legal[0], { label: 'the squares picked' });
  return moveBy(d, picked, 'table.confirm', 'the squares confirmed');
}

// Roll and Clear: the roll (placing dice is the Chromium suite's business).
const rollMove = (d) => rollIfAsked(d);

// Clear Ace: the die, then a legal card picked and played.
async function clearAceMove(d) {
  let x = await rollIfAsked(d);
  // The bot may roll and draw after this person's die.
  if (game(x).next !== 'human') x = await rollIfAsked(d);
  const card = game(x).legal[0];
  await app.click(d, `table.hand.${game(x).hand.indexOf(card)}`);
  const picked = await app.waitFor(d, (y) => game(y).selected === card, { label: `${card} picked` });
  return moveBy(d, picked, 'table.play', `${card} played`);
}

// Risky Business: the bot may begin; then a card on a pile (or else the turn's moves ended),
// picked piece by piece and confirmed.
async function riskyMove(d) {
  const x = await app.waitFor(d, (y) => waitsForPerson(y) && game(y).moves.length > 0 && y.widgets['table.confirm'],
                              { label: 'a move to make', timeout: 180000 });
  const play = game(x).moves.find((m) => m.kind === 'play');
  if (!play) {
    await app.click(d, 'table.end-moves');
    const asked = await app.waitFor(d, (y) => game(y).endArmed, { label: 'End moves asks' });
    return moveBy(d, asked, 'table.end-yes', 'the moves ended');
  }
  await app.click(d, `table.hand.${play.hand}`);
  await app.waitFor(d, (y) => game(y).picked === game(x).hand[play.hand], { label: 'the card picked' });
  await app.click(d, `table.pile.${play.pile}`);
  const picked = await app.waitFor(d, (y) => game(y).target === play.action, { label: 'the pile picked' });
  return moveBy(d, picked, 'table.confirm', 'the card played');
}

// Each game's move by clicks, by its home id.
const MOVES = { clear: clearMove, bingo: bingoMove, 'roll-and-clear': rollMove, 'clear-ace': clearAceMove, 'risky-business': riskyMove };

// Every game of the app (build/web/games.json), with as few seats as it allows (one person; the
// rest quick bots). A game with no move above is checked to start (its move is to be added).
const GAMES = app.appGames().map((g) => ({ id: g.name, title: g.title, players: g.parameters.players.min, move: MOVES[g.name] }));

// The game as it stands, without how it is being shown (the timeline is not saved).
function position(x) {
  const { timeline, ...rest } = game(x);
  return JSON.stringify({ screen: x.screen, game: rest });
}

// The page's own error text (the shell's #error and #loading).
const pageText = (d) => d.evaluate(() => ['loading', 'error'].map((id) => {
  const el = document.getElementById(id);
  return { id, shown: getComputedStyle(el).display !== 'none', text: el.textContent };
}));

// Registers the tests for one engine: `launch` resolves to a driver (drivers.js).
function smokeTests(engine, launch) {
  // Generous: a slow start of the engine on a busy machine is no failure, a hang is.
  const timeout = 300000;
  describe(`${engine} smoke tests`, { timeout: 600000 }, () => {
    let d, server;
    before(async () => {
      server = await app.startServer();
      d = await launch();
    });
    after(async () => {
      if (d) await d.close();
      if (server) await server.close();
    });
    beforeEach(async () => { if (d) await d.clearErrors(); });
    const noErrors = async () => assert.deepStrictEqual(await d.errors(), [], `console errors in ${engine}`);

    test(`in ${engine} the home screen loads and draws every game`, { timeout }, async () => {
      for (const id of Object.keys(MOVES)) assert.ok(GAMES.some((g) => g.id === id), `${id} is one of the app's games`);
      const home = await app.openFresh(d, server.url);
      for (const g of GAMES) assert.ok(home.widgets[`home.${g.id}`], `${g.title} has its button`);
      assert.strictEqual(home.storageOk, true, 'storage works');
      assert.strictEqual(home.message, '');
      const page = await pageText(d);
      assert.deepStrictEqual(page.filter((p) => p.shown), [], 'no loading or error text over the canvas');
      // The canvas is drawn, not blank: Play Clear! stands out from the margin beside it.
      const shot = await app.shot(d, 'home');
      const r = home.widgets['home.clear'];
      const button = shot.at(r.x + 10, r.y + r.h / 2), margin = shot.at(Math.max(1, r.x / 2), r.y + r.h / 2);
      const contrast = button.reduce((sum, v, i) => sum + Math.abs(v - margin[i]), 0);
      assert.ok(contrast > 150, `the button (${button}) is drawn on the background (${margin})`);
      await noErrors();
    });

    for (const g of GAMES) {
      test(`in ${engine} a ${g.title} game starts${g.move ? ' and takes a move by clicks' : ''}`, { timeout }, async () => {
        await app.openFresh(d, server.url);
        const table = await app.startGame(d, g.id, g.players);
        assert.strictEqual(game(table).name, g.id);
        if (!g.move) return noErrors();
        const moved = await g.move(d);
        assert.ok(game(moved).history > game(table).history, 'the game went on');
        await app.shot(d, `${g.id}-moved`);
        await noErrors();
      });
    }

    test(`in ${engine} a saved Clear! game resumes after a reload where it was`, { timeout }, async () => {
      await app.openFresh(d, server.url);
      await app.startGame(d, 'clear', 1);
      await clearMove(d);
      const before = await app.waitFor(d, waitsForPerson, { label: 'the person\'s turn', timeout: 120000 });
      const saved = await d.evaluate((k) => localStorage.getItem(k), CLEAR_GAME);
      assert.ok(saved && saved.includes('"allclear-record"'), 'the game is saved');
      await d.reload();
      const after = await app.waitFor(d, (x) => x.screen === 'table' && waitsForPerson(x), { label: 'the resumed table' });
      assert.strictEqual(position(after), position(before));
      await app.shot(d, 'clear-resumed');
      // And it plays on. The mouse has rested since the last click (Confirm's centre, where Roll
      // is now): Roll is pressed there without a move on this page, as after a reload by a
      // person who does not move the mouse (SDL, which the app once used, placed such a press
      // at the canvas's corner; web/pointer.cc takes a press's place from the press).
      const p = d.pointer, roll = after.widgets['table.roll'];
      assert.ok(game(after).next === 'roll' && p.x > roll.x && p.x < roll.x + roll.w && p.y > roll.y && p.y < roll.y + roll.h,
                `the mouse (${p.x}, ${p.y}) rests on Roll (${JSON.stringify(roll)})`);
      await moveBy(d, after, 'table.roll', 'the roll after the reload', { at: p });
      const moved = await clearMove(d);
      assert.ok(game(moved).history > game(after).history, 'the resumed game went on');
      await noErrors();
    });

    test(`in ${engine} a corrupt saved game shows its message and keeps the text as a backup`, { timeout }, async () => {
      await app.openFresh(d, server.url);
      const text = 'this is {not a record';
      await d.evaluate((k, t) => localStorage.setItem(k, t), CLEAR_GAME, text);
      await d.reload();
      const home = await app.waitFor(d, (x) => x.screen === 'home' && x.message !== '', { label: 'the message' });
      assert.match(home.message, /could not be resumed/);
      assert.match(home.state.notice, /could not be resumed/);
      assert.ok(!home.widgets['home.clear.resume'], 'nothing to resume');
      assert.strictEqual(await d.evaluate((k) => localStorage.getItem(k), `${CLEAR_GAME}.backup`), text);
      await app.shot(d, 'corrupt-save');
      // Dismissed, the message goes; the backup stays, also after another load.
      await app.click(d, 'home.clear.dismiss');
      await app.waitFor(d, (x) => !x.widgets['home.clear.dismiss'], { label: 'the message dismissed' });
      await d.reload();
      const again = await app.waitScreen(d, 'home');
      assert.strictEqual(again.message, '');
      assert.strictEqual(await d.evaluate((k) => localStorage.getItem(k), `${CLEAR_GAME}.backup`), text);
      await noErrors();
    });
  });
}

module.exports = { smokeTests };
