// Issue 31, part 5: "On a desktop, Tab and the arrow keys move a visible focus over the widgets of
// the screen in reading order, Enter or Space presses, Escape goes back; shortcuts for the main
// actions (for example R to roll, Enter to confirm, S to skip), listed on each game's Rules
// screen. Every game can be played to its end by keyboard alone: a browser test does it for each
// game." Every action here is a key (page.keyboard); the hook (window.__allclear, its `keyboard`:
// the widget in focus and Tab's order) is only read. The keys: docs/keyboard.md.
'use strict';
const test = require('node:test');
const assert = require('node:assert');
const fs = require('fs');
const path = require('path');
const h = require('./helpers');

// A fixed seed (the new-game screen draws it with Math.random): the same games every run.
const SEEDED = (context) => context.addInitScript(() => { Math.random = () => 0.25; });
// Every mouse, touch or pointer event that reaches the page, counted: a game played by keyboard
// alone has none.
const POINTER_EVENTS = ['pointerdown', 'pointerup', 'pointermove', 'mousedown', 'mouseup', 'mousemove', 'click',
  'touchstart', 'touchend', 'touchmove', 'wheel'];
const COUNT_POINTERS = (context) => context.addInitScript((types) => {
  window.__pointerEvents = [];
  for (const type of types) window.addEventListener(type, () => window.__pointerEvents.push(type), { capture: true });
}, POINTER_EVENTS);
const keyboardOnly = (context) => Promise.all([SEEDED(context), COUNT_POINTERS(context)]);

// ---------------------------------------------------------------------------------------
// Keys, as a person presses them.

// Presses `name` ('Tab', 'Shift+Tab', 'Enter', 'r', ...) `times` times and waits for the frame
// that acts on them: the app reads the keys before its next frame (keys that only move the focus
// act together in one), so the first frame drawn after the last key went down (the page notes the
// frame on screen at each keydown; frames drawn while the key was on its way do not count).
async function press(page, name, times = 1) {
  await page.evaluate(() => {
    if (window.__frameAtKey !== undefined) return;
    window.__frameAtKey = 0;
    window.addEventListener('keydown', () => { window.__frameAtKey = window.__allclear ? window.__allclear.frames : 0; }, true);
  });
  for (let i = 0; i < times; i++) await page.keyboard.press(name);
  const atKey = await page.evaluate(() => window.__frameAtKey);
  return h.waitFor(page, (x) => x.frames > atKey, { label: `the frame after ${name}` });
}

// Moves the focus onto `id` by Tab or Shift+Tab, whichever way is shorter in Tab's order (again
// if the screen changed meanwhile).
async function focusOn(page, id) {
  for (let i = 0; i < 20; i++) {
    const x = await h.waitFor(page, (y) => y.keyboard && y.keyboard.order.includes(id), { label: `${id} in Tab's order` });
    const { focus, order } = x.keyboard;
    if (focus === id) return x;
    const n = order.length, to = order.indexOf(id), at = order.indexOf(focus);
    const forward = at < 0 ? to + 1 : (to - at + n) % n;
    const back = at < 0 ? n - to : (at - to + n) % n;
    await press(page, forward <= back ? 'Tab' : 'Shift+Tab', Math.min(forward, back));
  }
  throw new Error(`Tab never reached ${id}`);
}

// Moves the focus onto `id` with the arrow keys, towards its centre (Tab's way when no arrow
// leads there).
async function arrowTo(page, id) {
  for (let i = 0; i < 24; i++) {
    const x = await h.waitFor(page, (y) => y.keyboard && y.keyboard.order.includes(id), { label: `${id} to go to` });
    const { focus } = x.keyboard;
    if (focus === id) return x;
    const at = x.widgets[focus], to = x.widgets[id];
    if (!at) { await press(page, 'Tab'); continue; }
    const dx = (to.x + to.w / 2) - (at.x + at.w / 2), dy = (to.y + to.h / 2) - (at.y + at.h / 2);
    const arrow = Math.abs(dy) > Math.abs(dx) ? (dy > 0 ? 'ArrowDown' : 'ArrowUp') : (dx > 0 ? 'ArrowRight' : 'ArrowLeft');
    const after = await press(page, arrow);
    if (after.keyboard.focus === focus) return focusOn(page, id);  // no widget that way
  }
  return focusOn(page, id);
}

// Presses `key` meant for widget `id` once the widget takes a press (Enter on it in focus, or
// its shortcut), and waits for the guard's verdict. A press judged early (the widget changed just
// before the key went down, as a busy machine allows) is pressed again, as a person would.
// Resolves to the hook after the press, or null when the widget went before the key came.
async function pressOn(page, id, key, { focus = null } = {}) {
  for (let attempt = 1; attempt <= 4; attempt++) {
    if (focus) await focus(page, id);
    const x = await h.waitFor(page, (y) => !y.widgets[id] || (h.tappable(y, id) && (!focus || y.keyboard.focus === id)),
      { label: `${id} ready for ${key}` });
    if (!x.widgets[id]) return null;
    const count = x.lastPress.count;
    await press(page, key);
    const y = await h.waitFor(page, (z) => z.lastPress.count > count || !z.widgets[id], { label: `${key} on ${id}`, timeout: 5000 })
      .catch(() => null);
    if (!y || y.lastPress.count === count) return null;
    assert.strictEqual(y.lastPress.id, id, `${key} pressed ${id}`);
    if (y.lastPress.verdict === 'tap') return y;
    console.log(`# ${key} on ${id} came before it settled (attempt ${attempt}): pressed again`);
  }
  throw new Error(`${key} on ${id} came before it settled four times`);
}
// Enter on the widget in focus, brought there by Tab.
const enterOn = (page, id) => pressOn(page, id, 'Enter', { focus: focusOn });

// ---------------------------------------------------------------------------------------
// From home to a game, and each game's moves, by keys.

// From home: a game of `game` with `kinds` in its seats, of one round where it has rounds.
async function startByKeys(page, game, kinds) {
  await h.waitScreen(page, 'home');
  await enterOn(page, `home.${game.name}`);
  let x = await h.waitScreen(page, 'new');
  while (x.widgets[`new.seat${kinds.length}.name`] || !x.widgets[`new.seat${kinds.length - 1}.name`]) {
    await enterOn(page, x.widgets[`new.seat${kinds.length}.name`] ? 'new.players.minus' : 'new.players.plus');
    x = await h.hook(page);
  }
  for (let i = 0; i < kinds.length; i++) await enterOn(page, `new.seat${i}.${kinds[i]}`);
  while (game.parameters.rounds && (await h.hook(page)).widgets['new.rounds.minus'].enabled) await enterOn(page, 'new.rounds.minus');
  await enterOn(page, 'new.start');
  return h.waitFor(page, (y) => y.screen === 'table' && y.state.game && y.state.game.name === game.name,
    { label: `the ${game.title} table` });
}

const history = (x) => (x.state && x.state.game ? x.state.game.history : -1);
async function moved(page, x, what) {
  return h.waitFor(page, (y) => y.screen !== 'table' || history(y) !== history(x), { label: what, timeout: 30000 });
}
const bitsOf = (mask) => [...Array(32).keys()].filter((b) => (mask >>> b) & 1);

// Roll and Clear: the unplaced dice as the table shows them, and a card to put one on (a free
// card matching an unplaced die, in the line with most dice), as roll-and-clear.test.js plays.
const rcValue = (card) => card % 6 + 1;
function rcUnplaced(g) {
  const dice = [...g.freeDice];
  for (const place of g.staged) dice.splice(dice.indexOf(rcValue(g.grids[g.turn].cards[place])), 1);
  return dice;
}
function rcPlacement(g) {
  const grid = g.grids[g.turn];
  const taken = new Set([...g.staged, ...bitsOf(g.locked)]);
  const dice = rcUnplaced(g);
  let best = null;
  for (let p = 0; p < grid.cards.length; p++) {
    if (taken.has(p) || !dice.includes(rcValue(grid.cards[p]))) continue;
    const r = Math.floor(p / grid.columns), c = p % grid.columns;
    const score = [...taken].filter((q) => Math.floor(q / grid.columns) === r || q % grid.columns === c).length;
    if (!best || score > best.score) best = { place: p, die: dice.indexOf(rcValue(grid.cards[p])), score };
  }
  return best;
}

// Risky Business: a quick player's move: play when a card fits a pile, pick up from the deck,
// replace from the deck, set aside the highest card, and end the moves otherwise
// (risky-business.test.js's choice).
function riskyMove(g) {
  const of = (kind) => g.moves.filter((m) => m.kind === kind);
  const rank = (c) => ({ A: 1, J: 11, Q: 12, K: 13 })[c.slice(0, -1)] || Number(c.slice(0, -1));
  if (g.phase === 'move') return of('play')[0] || of('end')[0] || g.moves[0];
  if (g.phase === 'pickUp') return of('pick').find((m) => m.deck) || of('pick')[0];
  if (g.phase === 'replace') return of('replace').find((m) => m.deck) || of('replace')[0];
  if (g.phase === 'setAside') return of('aside').reduce((a, b) => (rank(g.hand[b.hand]) > rank(g.hand[a.hand]) ? b : a));
  return g.moves[0];
}

// A card of the hand by its digit (1 to 9), else by Tab and Enter.
async function pickCard(page, index) {
  return index < 9 ? pressOn(page, `table.hand.${index}`, String(index + 1)) : enterOn(page, `table.hand.${index}`);
}

// Each game: the person's move by keys when the table waits for it (false when it does not).
// The seats: the person first, against a quick bot.
const PLAYS = {
  clear: async (page, x) => {
    if (!h.clearWaitsForPerson(x)) return false;
    const g = x.state.game;
    if (g.next === 'roll') {
      await pressOn(page, 'table.roll', 'r');
    } else {
      // A coin of the first Line by the arrows, Enter to pick a Line through it, C to confirm it.
      const square = bitsOf(g.lines[0])[0];
      await pressOn(page, `table.square.${'abcdef'[square % 6]}${Math.floor(square / 6) + 1}`, 'Enter', { focus: arrowTo });
      await h.waitFor(page, (y) => y.state.game.selected !== 0, { label: 'a Line picked' });
      await pressOn(page, 'table.confirm', 'c');
    }
    await moved(page, x, 'the move made');
    return true;
  },
  bingo: async (page, x) => {
    if (!h.bingoWaitsForHuman(x)) return false;
    const g = x.state.game;
    if (g.next === 'roll') {
      await pressOn(page, 'table.roll', 'r');
    } else {
      for (const square of bitsOf(g.legal[0])) await enterOn(page, h.bingoSquareId(square));
      await h.waitFor(page, (y) => y.state.game.selected === g.legal[0], { label: 'the squares picked' });
      await pressOn(page, 'table.confirm', 'c');
    }
    await moved(page, x, 'the move made');
    return true;
  },
  'roll-and-clear': async (page, x) => {
    const g = x.state.game;
    if (!(x.screen === 'table' && h.shownAll(x) && (g.next === 'human' || (g.next === 'roll' && g.humans[g.roller] === 1)))) return false;
    if (g.next === 'roll') {
      await pressOn(page, 'table.roll', 'r');
      await moved(page, x, 'the roll');
      return true;
    }
    if (g.phase !== 'choosingLine') {
      // Dice picked up and put on cards (Tab and Enter), then C: a clear, Roll again or End turn.
      for (let pick = rcPlacement(g); pick; pick = rcPlacement((await h.hook(page)).state.game)) {
        const before = (await h.hook(page)).state.game.staged.length;
        await enterOn(page, `table.die.${pick.die}`);
        await enterOn(page, `table.card.${pick.place}`);
        await h.waitFor(page, (y) => y.state.game.staged.length > before, { label: 'a die put on its card' });
      }
    }
    const y = await h.hook(page);
    await pressOn(page, Object.keys(y.widgets).find((id) => id.startsWith('table.clear.')) ||
      (y.widgets['table.roll-again'] ? 'table.roll-again' : 'table.end-turn'), 'c');
    await moved(page, x, 'the dice applied');
    return true;
  },
  'clear-ace': async (page, x) => {
    const g = x.state.game;
    const waits = x.screen === 'table' && !g.showing && !g.pass && h.shownAll(x) &&
      ((g.next === 'roll' && g.humans[g.roller] === 1 && x.widgets['table.roll']) ||
       (g.next === 'human' && g.viewer === g.current && x.widgets['table.hand.0']));
    if (!waits) return false;
    if (g.next === 'roll') {
      await pressOn(page, 'table.roll', 'r');
    } else {
      const card = g.legal[g.legal.length - 1];
      await pickCard(page, g.hand.indexOf(card));
      await h.waitFor(page, (y) => y.state.game.selected === card, { label: 'the card picked' });
      await pressOn(page, 'table.play', 'Enter');  // nothing in focus: Enter plays
    }
    await moved(page, x, 'the move made');
    return true;
  },
  'risky-business': async (page, x) => {
    const g = x.state.game;
    if (!(x.screen === 'table' && g.next === 'human' && !g.pass && h.shownAll(x) && g.moves.length && x.widgets['table.confirm'])) return false;
    const m = riskyMove(g);
    if (m.kind === 'end') {
      await pressOn(page, 'table.end-moves', 'e');
      await h.waitFor(page, (y) => y.widgets['table.end-yes'], { label: 'End moves asks' });
      await pressOn(page, 'table.end-yes', 'y');
    } else {
      if (m.kind === 'play' || m.kind === 'swap') await pickCard(page, m.hand);
      if (m.kind === 'first') await enterOn(page, `table.first.${m.seat}`);
      else if (m.pile >= 0) await enterOn(page, `table.pile.${m.pile}`);
      else if (m.row >= 0) await enterOn(page, `table.row.${m.row}`);
      else if (m.deck) await enterOn(page, 'table.deck');
      else await pickCard(page, m.hand);
      await h.waitFor(page, (y) => y.state.game.target === m.action, { label: `the ${m.kind} picked` });
      await pressOn(page, 'table.confirm', 'c');
    }
    await moved(page, x, `the ${m.kind} made`);
    return true;
  },
};

// The game is over and its end on screen (the last summary, or the screen a game opens on its end).
const over = (x) => x.state && x.state.game && x.state.game.next === 'gameOver' && !['table', 'home'].includes(x.screen);

// Plays the game to its end by keys: the person's moves, S to skip the bots' steps, N for the
// next round.
async function playToEnd(page, game, { timeout = 200000 } = {}) {
  const start = Date.now();
  let moves = 0;
  for (;;) {
    const x = await h.hook(page);
    if (over(x)) return { x, moves };
    if (Date.now() - start > timeout) throw new Error(`${game.title} did not end in time; last: ${JSON.stringify({ screen: x.screen, game: x.state.game })}`);
    if (x.screen === 'table' && x.widgets['table.log.close']) {
      await press(page, 'Escape');
    } else if (x.screen === 'table' && await PLAYS[game.name](page, x)) {
      moves++;
    } else if (x.screen === 'summary' && h.tappable(x, 'summary.next')) {
      await pressOn(page, 'summary.next', 'n');
    } else if (x.screen === 'table' && h.tappable(x, 'table.skip')) {
      await pressOn(page, 'table.skip', 's');
    } else {
      await page.waitForTimeout(100);
    }
  }
}

for (const game of h.appGames()) {
  test(`${game.title}: played from home to its end by keyboard alone, at a desktop: Tab, the arrows, Enter and the game's shortcuts; no mouse or touch`, { timeout: 300000 }, async () => {
    assert.ok(PLAYS[game.name], `keyboard.test.js does not play ${game.name}: name its moves by keys in PLAYS`);
    await h.withApp(h.DESKTOP, { pace: 'instant', prepare: keyboardOnly }, async ({ page, errors }) => {
      const started = Date.now();
      await startByKeys(page, game, ['human', 'quick']);
      const { x, moves } = await playToEnd(page, game);
      assert.strictEqual(x.state.game.next, 'gameOver');
      assert.ok(moves >= 3, `the person made their moves (${moves})`);
      assert.deepStrictEqual(await page.evaluate(() => window.__pointerEvents), [], 'no mouse, touch or pointer event');
      console.log(`# ${game.title}: ${moves} moves by keys to the ${x.screen}, ${Math.round((Date.now() - started) / 1000)} s`);
      assert.deepStrictEqual(errors, []);
    });
  });
}

// ---------------------------------------------------------------------------------------
// Escape, the order of Tab and the arrows, and a focus seen only by keyboard users.

// From home by keys: Enter on `id`, the screen `screen` opens, and Escape, once its Back takes a
// press, comes back home.
async function escapesHome(page, id, screen) {
  await enterOn(page, id);
  await h.waitScreen(page, screen);
  await pressOn(page, `${screen}.back`, 'Escape');
  return h.waitScreen(page, 'home');
}

test('Escape does what the screen\'s Back does: Rules, Settings, New game, Statistics and Backup go home; at a table it closes the log, comes back from Rules, then goes where Home goes, and answers "Abandon the game?" with Keep playing; Page Down and the arrows scroll a long text', { timeout: 300000 }, async () => {
  await h.withApp(h.DESKTOP, { pace: 'instant', prepare: keyboardOnly }, async ({ page, errors }) => {
    await h.waitScreen(page, 'home');
    await escapesHome(page, 'home.clear.rules', 'rules');
    await escapesHome(page, 'home.settings', 'settings');
    await escapesHome(page, 'home.clear', 'new');
    await escapesHome(page, 'home.clear.stats', 'stats');
    await escapesHome(page, 'home.backup', 'backup');

    // The rules read on by keys: Page Down, then the arrows where no widget is that way.
    await enterOn(page, 'home.bingo.rules');
    let x = await h.waitFor(page, (y) => y.screen === 'rules' && y.state.bodyScroll === 0, { label: 'the rules at their top' });
    x = await press(page, 'PageDown');
    x = await h.waitFor(page, (y) => y.state.bodyScroll > 300, { label: 'Page Down scrolled the rules' });
    const paged = x.state.bodyScroll;
    await focusOn(page, 'rules.back');
    await press(page, 'ArrowDown');
    x = await h.waitFor(page, (y) => y.state.bodyScroll > paged, { label: 'an arrow scrolled the rules on' });
    assert.strictEqual(x.keyboard.focus, 'rules.back', 'the focus stays on Back');
    await press(page, 'PageUp');
    await h.waitFor(page, (y) => y.state.bodyScroll < paged, { label: 'Page Up scrolled back' });
    await pressOn(page, 'rules.back', 'Escape');
    await h.waitScreen(page, 'home');

    // At a table: L opens the log, Escape closes it; Rules and back; Escape goes home, the game kept.
    const clear = h.appGames().find((g) => g.name === 'clear');
    x = await startByKeys(page, clear, ['human', 'quick']);
    await pressOn(page, 'table.roll', 'r');
    await h.waitFor(page, (y) => y.state.game.timeline.log.length > 0 && h.tappable(y, 'table.log'), { label: 'a line in the log' });
    await pressOn(page, 'table.log', 'l');
    await pressOn(page, 'table.log.close', 'Escape');
    x = await h.waitFor(page, (y) => !y.widgets['table.log.close'] && y.widgets['table.rules'], { label: 'the log closed' });
    assert.strictEqual(x.screen, 'table', 'back at the table');
    await enterOn(page, 'table.rules');
    await h.waitScreen(page, 'rules');
    await pressOn(page, 'rules.back', 'Escape');
    await h.waitScreen(page, 'table');
    await pressOn(page, 'table.home', 'Escape');
    x = await h.waitScreen(page, 'home');
    assert.ok(x.widgets['home.clear.resume'], 'the game is kept, to resume');

    // A new game while one is in progress asks first; Escape keeps the game.
    await enterOn(page, 'home.clear');
    await h.waitScreen(page, 'new');
    await enterOn(page, 'new.start');
    await pressOn(page, 'new.keep-playing', 'Escape');
    x = await h.waitScreen(page, 'table');
    assert.notStrictEqual(x.state.game.timeline.log.length, 0, 'the same game, its log kept');
    assert.deepStrictEqual(await page.evaluate(() => window.__pointerEvents), [], 'no mouse, touch or pointer event');
    assert.deepStrictEqual(errors, []);
  });
});

test('Tab and Shift+Tab visit every widget that takes a press, once each, in reading order (row by row, a column beside another after it, a screen\'s bar last); the arrows go to the nearest widget their way', { timeout: 300000 }, async () => {
  await h.withApp(h.DESKTOP, { pace: 'instant', prepare: keyboardOnly }, async ({ page, errors }) => {
    await h.waitScreen(page, 'home');
    await enterOn(page, 'home.clear');
    let x = await h.waitScreen(page, 'new');
    // The New game screen of a desktop: Learn to play (offered the first time: docs/tutorials.md),
    // its players and rounds in the top row, then More options at the right, beside the words
    // over the seats (Quick and Strong explained) and above the seats' rows, then the seats at
    // the left, then the bar.
    const expected = ['new.learn', 'new.players.minus', 'new.players.plus', 'new.rounds.minus', 'new.rounds.plus',
      'new.more', ...[0, 1].flatMap((i) => ['name', 'human', 'quick', 'strong'].map((w) => `new.seat${i}.${w}`)),
      'new.back', 'new.start'];
    assert.deepStrictEqual(x.keyboard.order, expected);
    const visited = [];
    for (let i = 0; i < expected.length; i++) visited.push((await press(page, 'Tab')).keyboard.focus);
    // Tab goes on from where the focus was: the Enter that opened this screen left it on no widget here.
    assert.deepStrictEqual(visited, expected, 'Tab visits each in turn');
    assert.strictEqual((await press(page, 'Tab')).keyboard.focus, expected[0], 'and comes round again');
    assert.strictEqual((await press(page, 'Shift+Tab')).keyboard.focus, expected[expected.length - 1], 'Shift+Tab goes back');
    assert.strictEqual((await press(page, 'Shift+Tab')).keyboard.focus, expected[expected.length - 2]);
    for (const [id, w] of Object.entries(x.widgets)) {
      assert.strictEqual(expected.includes(id), w.enabled, `${id}: reached by Tab exactly when it takes a press`);
    }
    // A name typed: Enter on its field, the letters, and Tab ends the typing (the name kept) and goes on.
    await enterOn(page, 'new.seat1.name');
    await page.waitForFunction(() => document.activeElement && document.activeElement.tagName === 'INPUT', null, { timeout: 10000 });
    await page.keyboard.type('Zed');
    x = await press(page, 'Tab');
    x = await h.waitFor(page, (y) => y.keyboard.focus === 'new.seat1.human', { label: 'Tab on from the name' });
    assert.strictEqual(await page.evaluate(() => document.activeElement.tagName), 'BODY', 'the typing ended');
    await h.shot(page, 'keyboard-new-game');

    // A Clear! card: its coins row by row, the buttons under it, then the news line and, at its
    // right, Hint (a game against a bot).
    await enterOn(page, 'new.start');
    await h.waitScreen(page, 'table');
    const setup = JSON.parse(await page.evaluate(() => localStorage.getItem('allclear.clear.setup.v1')));
    assert.strictEqual(setup.seats[1].name, 'Zed', 'the name typed is the seat\'s');
    await pressOn(page, 'table.roll', 'r');
    x = await h.waitFor(page, (y) => h.clearWaitsForPerson(y) && y.state.game.next === 'human', { label: 'a Line to pick' });
    const coins = [1, 2, 3, 4].flatMap((row) => [...'abcdef'].map((column) => `table.square.${column}${row}`));
    assert.deepStrictEqual(x.keyboard.order, ['table.home', 'table.scores', 'table.rules', ...coins, 'table.prev', 'table.next', 'table.log', 'table.hint']);
    await focusOn(page, 'table.square.c1');
    const moves = [['ArrowDown', 'c2'], ['ArrowRight', 'd2'], ['ArrowRight', 'e2'], ['ArrowUp', 'e1'], ['ArrowLeft', 'd1']];
    for (const [arrow, coin] of moves) {
      assert.strictEqual((await press(page, arrow)).keyboard.focus, `table.square.${coin}`, `${arrow} to ${coin}`);
    }
    assert.deepStrictEqual(errors, []);
  });
});

// Around widget `id` in a screenshot, looking out from the middle of each of its sides: whether a
// band of white edged in near black rings it (the focus) on every side.
async function ringed(page, id) {
  const x = await h.hook(page);
  const r = x.widgets[id];
  const png = await page.screenshot();
  return page.evaluate(async ({ data, r }) => {
    const img = new Image();
    img.src = `data:image/png;base64,${data}`;
    await img.decode();
    const canvas = document.createElement('canvas');
    canvas.width = img.width;
    canvas.height = img.height;
    const ctx = canvas.getContext('2d');
    ctx.drawImage(img, 0, 0);
    const at = (px, py) => ctx.getImageData(Math.round(px), Math.round(py), 1, 1).data;
    const sides = [[r.x + r.w / 2, r.y, 0, -1], [r.x + r.w / 2, r.y + r.h, 0, 1], [r.x, r.y + r.h / 2, -1, 0], [r.x + r.w, r.y + r.h / 2, 1, 0]];
    return sides.every(([sx, sy, dx, dy]) => {
      let white = false, dark = false;
      for (let d = 1; d <= 16; d++) {
        const [red, green, blue] = at(sx + dx * d, sy + dy * d);
        if (red > 235 && green > 235 && blue > 235) white = true;
        if (red < 40 && green < 40 && blue < 40) dark = true;
      }
      return white && dark;
    });
  }, { data: png.toString('base64'), r });
}

test('the focus shows only once a key moves it, as a thick white outline edged in black around the widget, and goes when the mouse is pressed', { timeout: 120000 }, async () => {
  await h.withApp(h.DESKTOP, { prepare: SEEDED }, async ({ page, errors }) => {
    let x = await h.waitScreen(page, 'home');
    assert.strictEqual(x.keyboard.focus, '', 'no focus before a key');
    assert.strictEqual(await ringed(page, 'home.clear'), false, 'no outline before a key');
    x = await press(page, 'Tab');
    assert.strictEqual(x.keyboard.focus, 'home.clear', 'Tab: the first widget in focus');
    await h.settle(page);
    assert.strictEqual(await ringed(page, 'home.clear'), true, 'its outline shows');
    await h.shot(page, 'keyboard-focus-home');
    x = await press(page, 'ArrowDown');
    assert.strictEqual(x.keyboard.focus, 'home.clear.rules');
    await h.settle(page);
    assert.strictEqual(await ringed(page, 'home.clear.rules'), true, 'the outline moved with the focus');
    assert.strictEqual(await ringed(page, 'home.clear'), false);
    // A mouse press anywhere hides it (on no widget: the page stays as it is).
    await page.mouse.click(5, 790);
    x = await h.waitFor(page, (y) => y.keyboard.focus === '', { label: 'the focus hidden' });
    assert.strictEqual(x.screen, 'home');
    await h.settle(page);
    assert.strictEqual(await ringed(page, 'home.clear.rules'), false, 'no outline after the mouse');
    assert.deepStrictEqual(errors, []);
  });
});

// Records, frame by frame, the widget the hook says is in focus (read with focusSeen).
const watchFocus = (page) => page.evaluate(() => {
  window.__focusSeen = new Set();
  const look = () => {
    const x = window.__allclear;
    if (x && x.keyboard && x.keyboard.focus) window.__focusSeen.add(x.keyboard.focus);
    requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
});
const focusSeen = (page) => page.evaluate(() => [...window.__focusSeen]);

for (const [device, options] of [['touch', h.PHONE], ['mouse', h.DESKTOP]]) {
  test(`a ${device} user never sees a focus outline: home, New game and a game's first moves by ${device === 'touch' ? 'taps' : 'clicks'}`, { timeout: 180000 }, async () => {
    await h.withApp(options, { pace: 'instant', prepare: SEEDED }, async ({ page, errors }) => {
      await h.waitScreen(page, 'home');
      await watchFocus(page);
      await h.startClear(page, { seats: ['human', 'quick'], rounds: 1 });
      for (let steps = 0; steps < 4;) {
        if (await h.clearStep(page)) steps++;
        else await page.waitForTimeout(100);
      }
      await h.tap(page, 'table.rules');
      await h.waitScreen(page, 'rules');
      await h.tap(page, 'rules.back');
      const x = await h.waitScreen(page, 'table');
      assert.deepStrictEqual(await focusSeen(page), [], 'no widget was ever shown in focus');
      assert.strictEqual(await ringed(page, 'table.rules'), false, 'no outline on the button last pressed');
      assert.strictEqual(x.lastPress.verdict, 'tap');
      assert.deepStrictEqual(errors, []);
    });
  });
}
