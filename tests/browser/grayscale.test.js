// Colour is never the only sign. Every game's table (build/web/games.json) is shot with the
// canvas in grayscale (build/screenshots/gray-*.png) and the symbols the app notes as marks
// (piecepack suits on coins, dice and cards, card suits, Bingo Battle's pawns) are cut out of
// the shot and compared:
// - each suit's symbols must look alike, and unlike every other suit's: nearly every symbol is
//   nearer its own suit's median shape than any other's, and the nearest two medians are at
//   least twice as far apart as a symbol typically is from its own suit's median;
// - the two Bingo Battle players' pawns must differ in grey.
'use strict';
const test = require('node:test');
const assert = require('node:assert');
const fs = require('fs');
const path = require('path');
const h = require('./helpers');

const SIDE = 16;  // symbols are compared as SIDE x SIDE grey images

// The shot and its marks, taken when the marks are the same before and after the shot (nothing
// moved while it was taken).
async function stillShot(page, name) {
  for (let i = 0; i < 30; i++) {
    await h.settle(page);
    const before = await h.hook(page);
    fs.mkdirSync(h.SHOTS, { recursive: true });
    const png = await page.screenshot({ path: path.join(h.SHOTS, `${name}.png`) });
    const after = await h.hook(page);
    if (JSON.stringify(before.marks) === JSON.stringify(after.marks) && before.screen === 'table') return { png, marks: after.marks };
    await page.waitForTimeout(150);
  }
  throw new Error(`the ${name} table never held still`);
}

// Each mark cut out of the shot: { kind, value, grey: SIDE * SIDE values 0..255 }.
async function cutMarks(page, png, marks) {
  const greys = await page.evaluate(async ({ data, marks, side }) => {
    const img = new Image();
    img.src = `data:image/png;base64,${data}`;
    await img.decode();
    const canvas = document.createElement('canvas');
    canvas.width = side;
    canvas.height = side;
    const ctx = canvas.getContext('2d', { willReadFrequently: true });
    const dpr = window.devicePixelRatio;
    return marks.map((m) => {
      const s = m.size * dpr;
      ctx.clearRect(0, 0, side, side);
      ctx.drawImage(img, m.x * dpr - s / 2, m.y * dpr - s / 2, s, s, 0, 0, side, side);
      const d = ctx.getImageData(0, 0, side, side).data;
      const grey = [];
      for (let i = 0; i < side * side; i++) grey.push(0.2126 * d[4 * i] + 0.7152 * d[4 * i + 1] + 0.0722 * d[4 * i + 2]);
      return grey;
    });
  }, { data: png.toString('base64'), marks, side: SIDE });
  return marks.map((m, i) => ({ ...m, grey: greys[i] }));
}

// A symbol's shape: how far each pixel is from the background (the corners), scaled to 0..1,
// so that dark on light and light on dark, large and small, compare alike.
function shape(grey) {
  const corners = [0, SIDE - 1, SIDE * (SIDE - 1), SIDE * SIDE - 1];
  const background = corners.reduce((sum, i) => sum + grey[i], 0) / corners.length;
  const ink = grey.map((g) => Math.abs(g - background));
  const most = Math.max(...ink);
  return { contrast: most, pixels: ink.map((v) => v / Math.max(most, 1)) };
}

const distance = (a, b) => a.reduce((sum, v, i) => sum + Math.abs(v - b[i]), 0) / a.length;
const median = (values) => {
  const sorted = [...values].sort((x, y) => x - y);
  return sorted[Math.floor(sorted.length / 2)];
};

// Suits of one kind ("suit" or "card-suit") told apart by shape. Returns what was measured.
function checkSuits(game, marks, kind) {
  const groups = new Map();
  for (const m of marks.filter((x) => x.kind === kind)) {
    const s = shape(m.grey);
    assert.ok(s.contrast >= 40, `${game}: a ${kind} ${m.value} symbol stands out from its background in grey (${s.contrast.toFixed(0)})`);
    if (!groups.has(m.value)) groups.set(m.value, []);
    groups.get(m.value).push(s.pixels);
  }
  const medians = new Map([...groups].map(([suit, shapes]) => [suit, shapes[0].map((_, i) => median(shapes.map((p) => p[i])))]));
  let nearest = 0, total = 0, closest = Infinity;
  const spreads = [];
  for (const [suit, shapes] of groups) {
    for (const p of shapes) {
      let best = suit, bestDistance = Infinity;
      for (const [other, m] of medians) {
        const d = distance(p, m);
        if (d < bestDistance) { best = other; bestDistance = d; }
      }
      total++;
      if (best === suit) nearest++;
      spreads.push(distance(p, medians.get(suit)));
    }
    for (const [other, m] of medians) if (other !== suit) closest = Math.min(closest, distance(medians.get(suit), m));
  }
  // How far apart the nearest two suits are, in units of how far a symbol typically is from
  // its own suit's median shape.
  const separation = closest / Math.max(median(spreads), 0.01);
  if (groups.size >= 2) {
    assert.ok(nearest / total >= 0.9, `${game}: ${nearest} of ${total} ${kind} symbols are nearest their own suit's shape`);
    assert.ok(separation >= 2, `${game}: the nearest two ${kind} shapes are ${separation.toFixed(1)} spreads apart`);
  }
  return { kind, suits: [...groups.keys()].sort(), symbols: total, nearest, separation: Number(separation.toFixed(2)) };
}

// Bingo Battle's players: their pawns' bodies differ in grey, and each player's are alike.
function checkPlayers(game, marks) {
  const greys = new Map();
  for (const m of marks.filter((x) => x.kind === 'player')) {
    if (!greys.has(m.value)) greys.set(m.value, []);
    greys.get(m.value).push(m.grey.reduce((sum, g) => sum + g, 0) / m.grey.length);
  }
  assert.strictEqual(greys.size, 2, `${game}: both players' pawns are on the table`);
  const [a, b] = [median(greys.get(0)), median(greys.get(1))];
  for (const [player, values] of greys)
    for (const v of values) assert.ok(Math.abs(v - median(values)) <= 15, `${game}: player ${player}'s pawns are alike in grey`);
  assert.ok(Math.abs(a - b) >= 30, `${game}: the players' pawns differ in grey (${a.toFixed(0)} and ${b.toFixed(0)})`);
  return { kind: 'player', pawns: [greys.get(0).length, greys.get(1).length], greys: [Math.round(a), Math.round(b)] };
}

// The table waits for the human and shows nothing step by step (Clear Ace's 'showing',
// Bingo Battle's 'playing').
const waitsForHuman = (y) => h.clearWaitsForPerson(y) && !y.state.game.showing && !y.state.game.playing;

// What a table must show before it is shot, and how to get there by taps, where a game needs
// more than a table waiting for the human; and the kinds of marks it must show.
const MOMENTS = {
  clear: {
    kinds: ['suit'],
    // The dice rolled: coins and dice on the table.
    ready: (y) => y.state.game.next === 'human',
    step: (page) => h.clearStep(page),
  },
  bingo: {
    kinds: ['suit', 'player'],
    // Both players have a pawn on the board (and some still free beside their names).
    ready: (y) => y.state.game.freePawns.every((free) => free < 2),
    step: (page) => h.bingoStep(page, { showAll: true }),
  },
  'roll-and-clear': { kinds: ['suit'] },
  'clear-ace': { kinds: ['card-suit'], ready: (y) => y.marks.length > 0 },
  'risky-business': { kinds: ['card-suit'] },
};
const CHECKED = ['suit', 'card-suit', 'player'];

// Every game of the app (build/web/games.json), with up to three players. A game without a
// moment above is shot once it waits for the human, and every kind of mark it shows is checked.
const GAMES = h.appGames().map((g) => ({ game: g.name, players: h.playersWithin(g, 3), ready: () => true, ...MOMENTS[g.name] }));

test('every table in grayscale: suits differ in shape and players in grey', { timeout: 900000 }, async () => {
  for (const name of Object.keys(MOMENTS)) assert.ok(GAMES.some((g) => g.game === name), `${name} is one of the app's games`);
  await h.withApp(h.PHONE, { pace: 'instant' }, async ({ page, errors }) => {
    await page.addStyleTag({ content: 'canvas { filter: grayscale(1); }' });
    const seen = { suit: new Set(), 'card-suit': new Set() };
    for (const { game, players, kinds, ready, step } of GAMES) {
      await h.startTable(page, game, players);
      const start = Date.now();
      for (;;) {
        const y = await h.hook(page);
        if (waitsForHuman(y) && ready(y)) break;
        // A game can end before its moment comes (a Bingo Battle kitty spent early): another one.
        if (y.screen === 'summary' || y.screen === 'scoreboard' || (y.state.game && y.state.game.next === 'gameOver' && y.screen === 'table')) {
          const home = ['summary.home', 'scoreboard.home', 'table.home'].find((id) => y.widgets[id]);
          if (home) { await h.tap(page, home); await h.startTable(page, game, players); }
          else await page.waitForTimeout(100);
          continue;
        }
        assert.ok(Date.now() - start < 180000, `${game}: the table reached the moment to shoot (${JSON.stringify(y.state.game)})`);
        if (!(waitsForHuman(y) && step && await step(page))) await page.waitForTimeout(100);
      }
      const { png, marks } = await stillShot(page, `gray-${game}`);
      const cut = await cutMarks(page, png, marks);
      for (const kind of kinds || CHECKED.filter((k) => cut.some((m) => m.kind === k))) {
        const measured = kind === 'player' ? checkPlayers(game, cut) : checkSuits(game, cut, kind);
        console.log(`${game}: ${JSON.stringify(measured)}`);
        if (measured.suits) measured.suits.forEach((s) => seen[kind].add(s));
      }
      // Home for the next game (this one may have ended meanwhile: from its summary).
      const y = await h.waitFor(page, (z) => ['table.home', 'summary.home', 'scoreboard.home'].some((id) => z.widgets[id]),
        { label: 'a way home' });
      await h.tap(page, ['table.home', 'summary.home', 'scoreboard.home'].find((id) => y.widgets[id]));
    }
    assert.deepStrictEqual([...seen.suit].sort(), [0, 1, 2, 3], 'all four piecepack suits were compared');
    assert.deepStrictEqual([...seen['card-suit']].sort(), [0, 1, 2, 3], 'all four card suits were compared');
    assert.deepStrictEqual(errors, []);
  });
});
